// Environments for running the server or a CLI as a child process on a fresh database of the current test kind.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '@portal/db';
import { TEMPLATE_DATABASE, newTestDatabaseName, withDatabaseName } from './postgres-names.js';

export type ProcessDatabase = { env: Record<string, string>; open(): Promise<DatabaseHandle>; drop(): Promise<void> };

export async function freshProcessDatabase(): Promise<ProcessDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-proc-'));
  if (process.env.TEST_DB_KIND !== 'postgres') {
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') }),
      drop: async () => undefined,
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = newTestDatabaseName();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = withDatabaseName(adminUrl, name);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    open: () => openDatabase({ kind: 'postgres', url, poolSize: 1 }),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
