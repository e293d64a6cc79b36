// Opens the configured database (PGlite under the data folder, or PostgreSQL) and applies migrations.
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '@portal/db';
import type { DatabaseConfig } from './config.js';

export async function openConfiguredDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: join(config.dataDir, 'pglite') });
  await handle.migrate();
  return handle;
}
