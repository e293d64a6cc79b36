// Opens the configured database (PGlite under the data folder, or PostgreSQL) and applies migrations; PGlite's folder
// is locked for this process first (one writer; see platform/data-dir-lock.ts and decision 034).
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '@portal/db';
import type { DatabaseConfig } from './config.js';
import { acquireDataDirLock, type DataDirLock } from './platform/data-dir-lock.js';

/** The database, and on PGlite the data folder's lock (released by close). */
export type ConfiguredDatabase = DatabaseHandle & { lock?: DataDirLock };

/**
 * `holder` names this process in the lock (`server`, `create-operator`…). On PGlite a folder another live process has
 * open throws DataDirLockedError, before anything is opened.
 */
export async function openConfiguredDatabase(config: DatabaseConfig, holder = 'server'): Promise<ConfiguredDatabase> {
  if (config.databaseUrl) {
    const handle = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
    await handle.migrate();
    return handle;
  }
  const lock = acquireDataDirLock(config.dataDir, holder);
  try {
    const handle = await openDatabase({ kind: 'pglite', dataDir: join(config.dataDir, 'pglite') });
    await handle.migrate();
    return {
      ...handle,
      lock,
      async close() {
        try {
          await handle.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
