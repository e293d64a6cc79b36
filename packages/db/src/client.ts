// Opens the database: embedded PGlite under a data folder by default, node-postgres when a URL is given.
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';

export type PortalSchema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, PortalSchema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/** The embedded database's modules, read on its first use: a server on PostgreSQL never loads them (decision 064). */
async function embedded() {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  return { PGlite, drizzlePglite: drizzle, migratePglite: migrate };
}

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; onPoolError?: (error: Error) => void }
  /** dataDir undefined keeps the database in memory (tests). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', options.onPoolError ?? ((error) => console.error(`database pool error: ${error.message}`)));
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePostgres(drizzlePostgres(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const { PGlite, drizzlePglite, migratePglite } = await embedded();
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/** A migrated in-memory PGlite, dumped once so each test file can start from a copy of it. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const { PGlite, drizzlePglite, migratePglite } = await embedded();
  const client = await PGlite.create();
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}
