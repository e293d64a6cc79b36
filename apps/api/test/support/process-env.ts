// Environments for running the server or a CLI as a child process on a fresh database of the current test kind.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '@portal/db';
import { createDatabaseFromTemplate } from './postgres-names.js';

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
  const copy = await createDatabaseFromTemplate(process.env.TEST_DATABASE_URL!);
  return {
    // Outside demo mode the server and the CLIs need the key that seals booking-system credentials.
    env: { DATA_DIR: dataDir, DATABASE_URL: copy.url, SIGN_IN_SECRET_KEY: 'cd'.repeat(32) },
    open: () => openDatabase({ kind: 'postgres', url: copy.url, poolSize: 1 }),
    drop: copy.drop,
  };
}
