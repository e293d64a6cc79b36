// Benchmark: the booking flow over real HTTP with the simulator at a fixed latency — each step's latency for one agent
// and our overhead beyond the supplier's time, then concurrent agents issuing on one F2 deposit (issues/s, the money and
// tickets checked, the ledger invariants) and the process's memory around it. Prints figures; not a test.
// Run: npm run bench:booking                                   (PGlite)
//      BENCH_DB=postgres TEST_DATABASE_URL=postgres://… npm run bench:booking   (or --postgres; BENCH_DB=both for both)
//      BENCH_RUNS (30) step runs, BENCH_CONCURRENCY (8) agents, BENCH_ISSUES (200) issues, BENCH_LATENCY_MS (50).
import { startBenchEnv, type BenchEnv, type DatabaseChoice } from './support/booking-bench-env.js';
import { checkAfterRun, depositOf } from './support/booking-flow-checks.js';
import {
  bookingCalls,
  buildFarePool,
  failureText,
  type BookingCalls,
  type FarePool,
  type Timed,
} from './support/booking-flow-calls.js';
import { ms, spread } from './support/figures.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ISSUES = Number(process.env.BENCH_ISSUES ?? 200);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 50);
const AGENT = 'f2.admin';
const FUNDS = 100_000_000_000;

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

type Sample = { ms: number; calls: number; busyMs: number };
const STEPS = ['price check', 'hold', 'issue', 'void'] as const;
type Step = (typeof STEPS)[number];

/** Runs one call and notes how many supplier calls it made and how long they kept it waiting (one request in flight). */
async function sampled<T>(
  env: BenchEnv,
  samples: Sample[] | undefined,
  call: () => Promise<Timed<T>>,
  expect: number,
): Promise<Timed<T>> {
  const before = env.supplierClock();
  const answer = await call();
  const after = env.supplierClock();
  if (answer.status !== expect) throw new Error(failureText(answer));
  samples?.push({ ms: answer.ms, calls: after.calls - before.calls, busyMs: after.busyMs - before.busyMs });
  return answer;
}

async function oneFlow(
  env: BenchEnv,
  calls: BookingCalls,
  pool: FarePool,
  samples?: Record<Step, Sample[]>,
): Promise<void> {
  const flight = pool.take();
  if (!flight) throw new Error('the fare pool ran dry');
  const priced = await sampled(env, samples?.['price check'], () => calls.priceCheck(flight), 200);
  const total = priced.body.newTotal;
  if (total === null) throw new Error('sold out at the price check');
  const held = await sampled(env, samples?.hold, () => calls.hold(flight, total), 201);
  const booking = held.body.bookings[0]!;
  if (booking.status !== 'HOLD') throw new Error(`hold answered ${booking.status}: ${booking.lastError ?? ''}`);
  const issued = await sampled(env, samples?.issue, () => calls.issue(booking.id, booking.totalAmount), 200);
  if (issued.body.status !== 'EXPORT') throw new Error(`issue answered ${issued.body.status}`);
  const voided = await sampled(env, samples?.void, () => calls.void(booking.id), 200);
  if (voided.body.status !== 'VOID') throw new Error(`void answered ${voided.body.status}`);
}

type StepRow = {
  step: Step;
  calls: number;
  rounds: number;
  p50: number;
  p95: number;
  max: number;
  overheadP50: number;
  overheadP95: number;
  beyondWaitP50: number;
};

async function measureSteps(env: BenchEnv, calls: BookingCalls, pool: FarePool): Promise<StepRow[]> {
  await oneFlow(env, calls, pool);
  const samples = Object.fromEntries(STEPS.map((step) => [step, [] as Sample[]])) as Record<Step, Sample[]>;
  for (let run = 0; run < RUNS; run += 1) await oneFlow(env, calls, pool, samples);
  return STEPS.map((step) => {
    const rows = samples[step];
    // Calls made in parallel wait once: the supplier rounds are the in-flight time in units of the fixed latency.
    const roundsOf = (sample: Sample) => Math.round(sample.busyMs / LATENCY_MS);
    const latency = spread(rows.map((sample) => sample.ms));
    const overhead = spread(rows.map((sample) => sample.ms - roundsOf(sample) * LATENCY_MS));
    return {
      step,
      calls: spread(rows.map((sample) => sample.calls)).p50,
      rounds: spread(rows.map(roundsOf)).p50,
      ...latency,
      overheadP50: overhead.p50,
      overheadP95: overhead.p95,
      beyondWaitP50: spread(rows.map((sample) => sample.ms - sample.busyMs)).p50,
    };
  });
}

type Throughput = {
  issued: number;
  seconds: number;
  perSecond: number;
  issue: ReturnType<typeof spread>;
  flow: ReturnType<typeof spread>;
  failures: string[];
  checks: string[];
  allHold: boolean;
  dropped: number;
  memory: { before: NodeJS.MemoryUsage; after: NodeJS.MemoryUsage };
};

const memoryNow = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage();
};

async function measureThroughput(env: BenchEnv, pool: FarePool, f2Id: string): Promise<Throughput> {
  const agents = await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => bookingCalls(env.base, await env.signIn(AGENT))),
  );
  const before = await depositOf(env, f2Id);
  const memoryBefore = memoryNow();
  const supplierBefore = env.supplierClock().byOperation.issue ?? 0;
  const issued: Array<{ id: string; total: number }> = [];
  const issueMs: number[] = [];
  const flowMs: number[] = [];
  const failures: string[] = [];
  let claimed = 0;
  const started = performance.now();
  await Promise.all(
    agents.map(async (calls) => {
      while (claimed < ISSUES && failures.length < ISSUES) {
        claimed += 1;
        const flowStarted = performance.now();
        const flight = pool.take();
        if (!flight) throw new Error('the fare pool ran dry');
        const priced = await calls.priceCheck(flight);
        if (priced.status !== 200 || priced.body.newTotal === null) {
          failures.push(`price check ${failureText(priced)}`);
          claimed -= 1;
          continue;
        }
        const held = await calls.hold(flight, priced.body.newTotal);
        const booking = held.body.bookings?.[0];
        if (held.status !== 201 || booking?.status !== 'HOLD') {
          failures.push(
            `hold ${held.status === 201 ? `${booking?.status}: ${booking?.lastError ?? ''}` : failureText(held)}`,
          );
          claimed -= 1;
          continue;
        }
        const answer = await calls.issue(booking.id, booking.totalAmount);
        issueMs.push(answer.ms);
        if (answer.status !== 200 || answer.body.status !== 'EXPORT') {
          failures.push(`issue ${answer.status === 200 ? answer.body.status : failureText(answer)}`);
          continue;
        }
        issued.push({ id: booking.id, total: answer.body.fareData.totalAmount });
        flowMs.push(performance.now() - flowStarted);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const memoryAfter = memoryNow();
  const supplierIssues = (env.supplierClock().byOperation.issue ?? 0) - supplierBefore;
  const { problems: checks, dropped } = await checkAfterRun(env, f2Id, before, issued, supplierIssues);
  return {
    issued: issued.length,
    seconds,
    perSecond: issued.length / seconds,
    issue: spread(issueMs),
    flow: spread(flowMs),
    failures,
    checks,
    allHold: checks.length === 0,
    dropped,
    memory: { before: memoryBefore, after: memoryAfter },
  };
}

type Result = { label: string; steps: StepRow[]; throughput: Throughput; setupSeconds: number; totalSeconds: number };

async function runOn(choice: DatabaseChoice): Promise<Result> {
  const started = performance.now();
  const env = await startBenchEnv(choice, LATENCY_MS);
  try {
    const auth = await env.signIn(AGENT);
    const [f1Id, f2Id] = [await env.agencyIdOf('SAOVIET'), await env.agencyIdOf('HOASEN')];
    await env.fund(f1Id, FUNDS);
    await env.fund(f2Id, FUNDS);
    const pool = await buildFarePool(env.base, auth, Math.ceil((RUNS + 1 + ISSUES) * 1.3));
    const setupSeconds = (performance.now() - started) / 1000;
    const steps = await measureSteps(env, bookingCalls(env.base, auth), pool);
    const throughput = await measureThroughput(env, pool, f2Id);
    return { label: env.label, steps, throughput, setupSeconds, totalSeconds: (performance.now() - started) / 1000 };
  } finally {
    await env.close();
  }
}

function print(result: Result): void {
  const { steps, throughput: run } = result;
  console.log(
    `\n== ${result.label}: ${AGENT} (F2 → F1 split sale), simulator at ${LATENCY_MS} ms per supplier call, no faults ==`,
  );
  console.log(
    `One agent, ${RUNS} runs per step (after one warm-up flow); overhead = latency − ${LATENCY_MS} ms × supplier rounds (parallel calls wait once):`,
  );
  console.table(
    steps.map((row) => ({
      step: row.step,
      'supplier calls': row.calls,
      rounds: row.rounds,
      'p50 ms': ms(row.p50),
      'p95 ms': ms(row.p95),
      'max ms': ms(row.max),
      'overhead p50': ms(row.overheadP50),
      'overhead p95': ms(row.overheadP95),
      'beyond measured wait p50': ms(row.beyondWaitP50),
    })),
  );
  console.log(
    `${CONCURRENCY} agents holding and issuing on the one HOASEN deposit, ${ISSUES} issues (price check → hold → issue each):`,
  );
  console.table([
    {
      issued: run.issued,
      seconds: run.seconds.toFixed(1),
      'issues/s': run.perSecond.toFixed(1),
      'issue p50 ms': ms(run.issue.p50),
      'issue p95 ms': ms(run.issue.p95),
      'issue max ms': ms(run.issue.max),
      'flow p50 ms': ms(run.flow.p50),
      'flow p95 ms': ms(run.flow.p95),
      failures: run.failures.length,
    },
  ]);
  if (run.failures.length) console.log(`failures (first 5): ${run.failures.slice(0, 5).join(' | ')}`);
  console.log(`HOASEN deposit down ${run.dropped.toLocaleString('en-US')} VND for ${run.issued} issued bookings.`);
  console.log(
    `Checks (deposit down by the issued totals, nothing left reserved, one ticket and one sale per booking, one supplier issue each, ledger invariants): ${run.allHold ? 'all hold' : `${run.checks.length} VIOLATED\n  ${run.checks.slice(0, 20).join('\n  ')}`}`,
  );
  const { before, after } = run.memory;
  const gc = (globalThis as { gc?: unknown }).gc
    ? 'after a forced GC'
    : 'no forced GC (run with --expose-gc for steadier figures)';
  console.log(
    `Memory of the process (API + simulator${result.label.startsWith('PGlite') ? ' + PGlite' : ''}), ${gc}: RSS ${mb(before.rss)} → ${mb(after.rss)} MB, heapUsed ${mb(before.heapUsed)} → ${mb(after.heapUsed)} MB`,
  );
  console.log(`Time: setup ${result.setupSeconds.toFixed(1)} s, whole run ${result.totalSeconds.toFixed(1)} s`);
}

function summary(result: Result): string {
  const step = (name: Step) => result.steps.find((row) => row.step === name)!;
  const part = (name: Step) =>
    `${name} p50 ${ms(step(name).p50)} / p95 ${ms(step(name).p95)} ms (overhead ${ms(step(name).overheadP50)} / ${ms(step(name).overheadP95)} ms)`;
  const run = result.throughput;
  const database = result.label.split(' (')[0];
  return (
    `${database}: with every supplier call at ${LATENCY_MS} ms over HTTP, one F2 agent's ${STEPS.map(part).join(', ')} over ${RUNS} runs; ` +
    `${CONCURRENCY} agents on one F2 deposit issued ${run.issued} bookings at ${run.perSecond.toFixed(1)} issues/s (issue p50 ${ms(run.issue.p50)} / p95 ${ms(run.issue.p95)} ms, ${run.failures.length} failures); ` +
    `deposit, tickets and ledger invariants ${run.allHold ? 'all hold' : `VIOLATED (${run.checks.length})`}; RSS ${mb(run.memory.before.rss)} → ${mb(run.memory.after.rss)} MB, heapUsed ${mb(run.memory.before.heapUsed)} → ${mb(run.memory.after.heapUsed)} MB.`
  );
}

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const wanted = process.argv.includes('--both')
  ? 'both'
  : process.argv.includes('--postgres')
    ? 'postgres'
    : (process.env.BENCH_DB ?? 'pglite');
if (!['pglite', 'postgres', 'both'].includes(wanted)) {
  console.error(`BENCH_DB must be pglite, postgres or both (got ${wanted})`);
  process.exit(2);
}
if (wanted !== 'pglite' && !adminUrl) {
  console.error(
    'Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server the benchmark may create a scratch database on.',
  );
  process.exit(2);
}
const choices: DatabaseChoice[] = [
  ...(wanted !== 'postgres' ? [{ kind: 'pglite' } as const] : []),
  ...(wanted !== 'pglite' ? [{ kind: 'postgres', adminUrl: adminUrl! } as const] : []),
];
const results: Result[] = [];
for (const choice of choices) {
  const result = await runOn(choice);
  print(result);
  results.push(result);
}
console.log('\nSummary for the issue note:');
for (const result of results) console.log(summary(result));
