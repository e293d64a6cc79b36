// The sale lines' two paths side by side on a kept reports world (decision 101): the live computation of decision 094
// and the stored lines, alternately, for the large F1's last whole month by booking date and by flight date. On a
// shared machine the two are timed under the same load. `REPORTS_BENCH_DB` names the world (portal_bench_reports).
import { sql } from 'drizzle-orm';
import { openDatabase } from '@portal/db';
import { readLiveSaleLines, readSaleLines } from '../../apps/api/src/modules/reports/sales/sale-lines-source.js';
import { PRODUCT_REFERENCES } from '../../apps/api/src/modules/reports/sales/sale-lines.repository.js';
import { spread, ms } from '../support/figures.js';
import { lastWholeMonth } from './report-calls.js';

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('set TEST_DATABASE_URL (or BENCH_DATABASE_URL) to a PostgreSQL server');
const url = new URL(adminUrl);
url.pathname = `/${process.env.REPORTS_BENCH_DB ?? 'portal_bench_reports'}`;
const ROUNDS = Number(process.env.REPORTS_BENCH_ROUNDS ?? 5);

const database = await openDatabase({ kind: 'postgres', url: url.toString() });
const { db } = database;
const [f1] = (
  (await db.execute(sql`select id::text as id from agencies where code = 'SAOVIET'`)) as unknown as {
    rows: { id: string }[];
  }
).rows;
const month = lastWholeMonth(new Date());
const start = new Date(`${month.from}T00:00:00+07:00`);
const end = new Date(new Date(`${month.to}T00:00:00+07:00`).getTime() + 86_400_000);
console.log(`\nSale lines of the F1 for ${month.from} … ${month.to}, ${ROUNDS} rounds, the paths alternating:\n`);
console.log('| Mode | path | lines | first ms | p50 ms | p95 ms |');
console.log('|---|---|---|---|---|---|');
for (const byTravelDate of [false, true]) {
  const query = {
    viewerId: f1!.id,
    rootId: f1!.id,
    start,
    end,
    byTravelDate,
    references: Object.values(PRODUCT_REFERENCES).flat(),
  };
  const paths = { 'live (094)': readLiveSaleLines, 'stored (101)': readSaleLines };
  const times: Record<string, number[]> = { 'live (094)': [], 'stored (101)': [] };
  const counts: Record<string, number> = {};
  for (let round = 0; round <= ROUNDS; round += 1)
    for (const [name, read] of Object.entries(paths)) {
      const started = performance.now();
      counts[name] = (await read(db, query)).length;
      times[name]!.push(performance.now() - started);
    }
  for (const [name, all] of Object.entries(times)) {
    const { p50, p95 } = spread(all.slice(1));
    console.log(
      `| ${byTravelDate ? 'flight date' : 'booking date'} | ${name} | ${counts[name]} | ${ms(all[0]!)} | ${ms(p50)} | ${ms(p95)} |`,
    );
  }
}
await database.close();
