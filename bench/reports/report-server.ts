// The reports benchmark's portal in its own process (its memory measured apart from the client's): buildApp on
// REPORTS_BENCH_DATABASE_URL, no simulator (reports never call a supplier), listening on the port given.
import { sql } from 'drizzle-orm';
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
  reportsDatabaseUrl: url,
});
// The stored sale lines (decision 101): the backfill of a new world (or what a kept one lacks) before the timings.
const started = performance.now();
let projected = 0;
for (let count = await app.saleLineProjector.runOnce(); count > 0; count = await app.saleLineProjector.runOnce())
  projected += count;
// What autovacuum would do soon after a bulk load: the planner's figures of the new lines.
if (projected > 0) await database.db.execute(sql`analyze report_sale_lines`);
process.stderr.write(
  `  sale lines projected: ${projected.toLocaleString('en')} transactions in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
);
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write('ready\n');
// REPORTS_BENCH_MEMORY=1: the server's memory by kind every 2 s (what an export's growth is made of).
if (process.env.REPORTS_BENCH_MEMORY === '1')
  setInterval(() => {
    const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    process.stderr.write(
      `  memory: rss ${mb(rss)} heap ${mb(heapUsed)}/${mb(heapTotal)} external ${mb(external)} buffers ${mb(arrayBuffers)} MB\n`,
    );
  }, 2_000).unref();
