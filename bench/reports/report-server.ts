// The reports benchmark's portal in its own process (its memory measured apart from the client's): buildApp on
// REPORTS_BENCH_DATABASE_URL, no simulator (reports never call a supplier), listening on the port given.
import { openDatabase } from '@portal/db';
import { buildApp } from '../../apps/api/src/app.js';
import { testConfig } from '../../apps/api/src/config.js';

const port = Number(process.argv[2]);
const url = process.env.REPORTS_BENCH_DATABASE_URL;
if (!url) throw new Error('REPORTS_BENCH_DATABASE_URL is not set');
const database = await openDatabase({ kind: 'postgres', url });
const app = await buildApp({
  db: database.db,
  databaseKind: 'postgres',
  config: testConfig({ accessTokenTtlSeconds: 3600, port }),
});
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write('ready\n');
