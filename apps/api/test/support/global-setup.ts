// Once per test run: a migrated PGlite image on disk, or a migrated template database on PostgreSQL.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite, openDatabase } from '@portal/db';
import { TEMPLATE_DATABASE, withDatabaseName } from './postgres-names.js';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    pgliteImagePath: string;
  }
}

export default async function setup(project: TestProject) {
  if (project.name === 'api-postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    const handle = await openDatabase({ kind: 'postgres', url: withDatabaseName(url, TEMPLATE_DATABASE), poolSize: 1 });
    await handle.migrate();
    await handle.close();
    await admin.end();
    project.provide('pgliteImagePath', '');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-pglite-'));
  const imagePath = join(dir, 'migrated.tar');
  const image = await dumpMigratedPglite();
  writeFileSync(imagePath, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImagePath', imagePath);
  return () => rmSync(dir, { recursive: true, force: true });
}
