// A fresh database for one test file: a copy of the migrated PGlite image, or a PostgreSQL database cloned from the template.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@portal/db';
import { TEMPLATE_DATABASE, newTestDatabaseName, withDatabaseName } from './postgres-names.js';

export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const image = new Blob([readFileSync(inject('pgliteImagePath'))]);
    return openDatabase({ kind: 'pglite', loadDataDir: image });
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = newTestDatabaseName();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.end();
  const handle = await openDatabase({ kind: 'postgres', url: withDatabaseName(url, name), poolSize: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
