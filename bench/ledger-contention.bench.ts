// Benchmark: ledger throughput and latency on real PostgreSQL — reserves (and reserve + post) on one hot deposit and
// spread over 1,000 deposits, split sales on one F2 → F1 chain, beside a plain one-row SQL UPDATE loop as the physical
// limit. Prints figures; not a test.
// Run: TEST_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/portal_test npm run bench:ledger
//      (BENCH_OPS operations per scenario, default 2000; BENCH_CONCURRENCY parallel callers and connections, default 16)
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, tables } from '@portal/db';
import { splitSale } from '@portal/domain';
import { createLedgerService } from '../apps/api/src/modules/ledger/ledger.service.js';
import { checkLedgerInvariants } from '../apps/api/src/modules/ledger/ledger-invariants.js';
import { systemClock } from '../apps/api/src/platform/clock.js';

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error(
    'Set TEST_DATABASE_URL (or BENCH_DATABASE_URL) to a PostgreSQL server the benchmark may create a database on.',
  );
  process.exit(2);
}
const OPS = Number(process.env.BENCH_OPS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SPREAD_DEPOSITS = 1000;

const name = `portal_bench_${randomBytes(4).toString('hex')}`;
const url = new URL(adminUrl);
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
url.pathname = `/${name}`;

type Figures = {
  scenario: string;
  ops: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
};

/** CONCURRENCY callers share `ops` calls of `operation`; each call's latency is recorded. */
async function measure(
  scenario: string,
  ops: number,
  operation: (index: number) => Promise<unknown>,
): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < ops) {
        const index = next++;
        const callStarted = performance.now();
        await operation(index).catch(() => failures++);
        latencies.push(performance.now() - callStarted);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (quantile: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))] ?? 0;
  return { scenario, ops, seconds, perSecond: ops / seconds, p50: at(0.5), p95: at(0.95), p99: at(0.99), failures };
}

// Dropping the database at the end ends connections the pools are still closing; that is expected, not an error.
const onPoolError = (error: Error) => {
  if (!/terminating connection due to administrator command/.test(error.message))
    console.error(`database pool error: ${error.message}`);
};
const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: CONCURRENCY, onPoolError });
const plain = new pg.Pool({ connectionString: url.toString(), max: CONCURRENCY });
plain.on('error', onPoolError);
try {
  await database.migrate();
  const { db } = database;
  const ledger = createLedgerService({ db, clock: systemClock });
  const agencyRows = await db
    .insert(tables.agencies)
    .values(
      Array.from({ length: SPREAD_DEPOSITS + 1 }, (_, index) => ({
        level: 'F1' as const,
        code: `BENCH${index}`,
        name: `Bench ${index}`,
      })),
    )
    .returning({ id: tables.agencies.id });
  const [hot, ...spread] = agencyRows.map((row) => row.id);
  const fund = (agencyId: string, amount: number) =>
    ledger.topUp({ idempotencyKey: `fund-${agencyId}`, agencyId, amount, reference: { type: 'bench', id: agencyId } });
  await fund(hot!, 1_000_000_000_000);
  for (let index = 0; index < spread.length; index += 50)
    await Promise.all(spread.slice(index, index + 50).map((agencyId) => fund(agencyId, 1_000_000_000)));

  await plain.query('create table bench_counter (id int primary key, n bigint not null)');
  await plain.query('insert into bench_counter values (1, 0)');
  const reserveOn = (agencyId: string, index: number, label: string) =>
    ledger.reserve({
      idempotencyKey: `${label}-${index}`,
      agencyId,
      amount: 1_000_000,
      reference: { type: 'bench', id: String(index) },
    });

  const results: Figures[] = [];
  // Warm-up: connections, prepared plans, account caches.
  await measure('warm-up', 200, (index) => reserveOn(hot!, index, 'warm'));
  results.push(
    await measure('plain SQL UPDATE of one row', OPS, () =>
      plain.query('update bench_counter set n = n + 1 where id = 1'),
    ),
  );
  results.push(await measure('reserve, one hot deposit', OPS, (index) => reserveOn(hot!, index, 'hot')));
  results.push(
    await measure('reserve + post, one hot deposit', OPS, async (index) => {
      const { reservationId } = await reserveOn(hot!, index, 'hot-pair');
      await ledger.post({ idempotencyKey: `hot-post-${index}`, reservationId });
    }),
  );
  results.push(
    await measure(`reserve + post, ${SPREAD_DEPOSITS} deposits`, OPS, async (index) => {
      const { reservationId } = await reserveOn(spread[index % spread.length]!, index, 'spread');
      await ledger.post({ idempotencyKey: `spread-post-${index}`, reservationId });
    }),
  );

  // A split sale (decision 011): an F2 buys, its F1 pays the net, the F1 earns a fee; reserveSale + postSale on one
  // hot F1 → F2 chain (both deposits, the F1's funding and commission rows and supplier payable move).
  const [chainF1] = await db
    .insert(tables.agencies)
    .values({ level: 'F1', code: 'BENCHCHAINF1', name: 'Bench chain F1' })
    .returning({ id: tables.agencies.id });
  const [chainF2] = await db
    .insert(tables.agencies)
    .values({ level: 'F2', parentId: chainF1!.id, code: 'BENCHCHAINF2', name: 'Bench chain F2' })
    .returning({ id: tables.agencies.id });
  await fund(chainF1!.id, 1_000_000_000_000);
  await fund(chainF2!.id, 1_000_000_000_000);
  const split = splitSale({
    supplierNet: 1_000_000,
    chain: [
      { agencyId: chainF2!.id, fee: 50_000 },
      { agencyId: chainF1!.id, fee: 0 },
    ],
  });
  const payments = split.shares.map((share) => ({ agencyId: share.agencyId, amount: share.pays }));
  results.push(
    await measure('reserveSale + postSale, one F2 → F1 chain', OPS, async (index) => {
      await ledger.reserveSale({
        idempotencyKey: `split-${index}`,
        reference: { type: 'bench', id: String(index) },
        payments,
      });
      await ledger.postSale({ idempotencyKey: `split-post-${index}`, reserveKey: `split-${index}`, legs: split.legs });
    }),
  );

  const [server] = (
    await plain.query<{ version: string; sync: string }>(
      "select version() as version, current_setting('synchronous_commit') as sync",
    )
  ).rows;
  console.log(
    `PostgreSQL: ${server?.version.split(',')[0]}; synchronous_commit=${server?.sync}; ${CONCURRENCY} callers/connections; ${OPS} operations per scenario`,
  );
  console.table(
    results.map((row) => ({
      scenario: row.scenario,
      'ops/s': Math.round(row.perSecond),
      'p50 ms': row.p50.toFixed(2),
      'p95 ms': row.p95.toFixed(2),
      'p99 ms': row.p99.toFixed(2),
      failures: row.failures,
    })),
  );
  const [baseline, hotReserve, hotPair, spreadPair, splitPair] = results;
  const ratio = (row: Figures | undefined) => ((row?.perSecond ?? 0) / (baseline?.perSecond ?? 1)).toFixed(2);
  // A reservation and a post are each one database transaction, as one plain UPDATE is: the issue's measure is
  // reservations plus posts per second, so a pair counts as two operations.
  const operations = (row: Figures | undefined) => ({ ...row!, perSecond: (row?.perSecond ?? 0) * 2 });
  console.log(
    `Hot deposit vs plain UPDATE: reserve ${ratio(hotReserve)}×; reserves + posts ${ratio(operations(hotPair))}× (${Math.round(operations(hotPair).perSecond)} operations/s; ${ratio(hotPair)}× counted in pairs)`,
  );
  console.log(
    `Spread over ${SPREAD_DEPOSITS} deposits vs plain UPDATE: reserves + posts ${ratio(operations(spreadPair))}× (${ratio(spreadPair)}× in pairs)`,
  );
  console.log(
    `Split sales on one F2 → F1 chain: ${Math.round(splitPair?.perSecond ?? 0)} reserve + post pairs/s (${ratio(splitPair)}× plain UPDATE in pairs; one-deposit pairs on a hot deposit: ${Math.round(hotPair?.perSecond ?? 0)}/s)`,
  );
  const { violations, summary } = await checkLedgerInvariants(db);
  console.log(
    `Invariants after the run: ${violations.length === 0 ? 'all hold' : `${violations.length} VIOLATED`} (${summary.transactions} transactions, ${summary.pendingReservations} pending reservations)`,
  );
} finally {
  await plain.end();
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
