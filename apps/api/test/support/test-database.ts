// A fresh database for one test file: a copy of the migrated PGlite image, or a PostgreSQL database cloned from the template.
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@portal/db';
import { createDatabaseFromTemplate } from './postgres-names.js';

export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const image = new Blob([readFileSync(inject('pgliteImagePath'))]);
    return openDatabase({ kind: 'pglite', loadDataDir: image });
  }
  const copy = await createDatabaseFromTemplate(process.env.TEST_DATABASE_URL!);
  const handle = await openDatabase({ kind: 'postgres', url: copy.url, poolSize: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await copy.drop();
    },
  };
}
