// Benchmark (issue 15): 8 agents making paid changes on one deposit — changes/s, quote and accept p50/p95/p99 and our
// overhead beyond the simulator, the deposit moved by exactly the accepted totals, the ledger check; then 8 agents
// accepting on the SAME booking at once (one charge, the others 409).
// Run: npm run bench:paid                                      (PGlite)
//      BENCH_DB=postgres TEST_DATABASE_URL=postgres://… npm run bench:paid   (BENCH_DB=both for both)
//      BENCH_AGENTS (8), BENCH_BOOKINGS (2 per agent), BENCH_CHANGES (12 per agent), BENCH_CONTENTION (3 rounds), BENCH_ALONE (12 changes
//      by one agent first),
//      BENCH_LATENCY_MS (50).
import { startBenchEnv, type BenchEnv, type DatabaseChoice } from './support/booking-bench-env.js';
import { depositOf } from './support/booking-flow-checks.js';
import { ms } from './support/figures.js';
import { issueBookings } from './support/paid-bench-bookings.js';
import { paidCalls, type PaidCalls } from './support/paid-change-calls.js';
import { acceptedSum, checkPaidRun, ledgerCheck } from './support/paid-change-checks.js';
import {
  runAlone,
  runAgents,
  runContention,
  type AgentRun,
  type AloneRun,
  type ContentionRun,
} from './support/paid-bench-runs.js';

const AGENTS = Number(process.env.BENCH_AGENTS ?? 8);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 2);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 12);
const CONTENTION = Number(process.env.BENCH_CONTENTION ?? 3);
const ALONE = Number(process.env.BENCH_ALONE ?? 12);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 50);
const AGENT = 'f2.admin';
const FUNDS = 100_000_000_000;

type Result = {
  label: string;
  alone: AloneRun;
  run: AgentRun;
  runChecks: string[];
  dropped: number;
  deposit: { before: number; after: number };
  contention: ContentionRun;
  contentionChecks: string[];
  ledger: Awaited<ReturnType<typeof ledgerCheck>>;
  seconds: { setup: number; total: number };
};

async function runOn(choice: DatabaseChoice): Promise<Result> {
  const started = performance.now();
  const env: BenchEnv = await startBenchEnv(choice, LATENCY_MS);
  try {
    const [f1Id, f2Id] = [await env.agencyIdOf('SAOVIET'), await env.agencyIdOf('HOASEN')];
    await env.fund(f1Id, FUNDS);
    await env.fund(f2Id, FUNDS);
    // Eight sessions of the one F2 user: eight agents paying from the one HOASEN deposit.
    const sessions = await Promise.all(Array.from({ length: AGENTS }, () => env.signIn(AGENT)));
    const agents: PaidCalls[] = sessions.map((auth) => paidCalls(env.base, auth));
    const booked = await issueBookings(env, sessions, { perAgent: BOOKINGS, contention: CONTENTION + 1 });
    const setup = (performance.now() - started) / 1000;
    const alone = await runAlone(env, agents[0]!, { booking: booked.contention.pop()!, changes: ALONE });
    const before = await depositOf(env, f2Id);
    const run = await runAgents(agents, booked.perAgent, CHANGES);
    const runMoney = await checkPaidRun(env, { agencyId: f2Id, before, accepted: run.accepted, calls: agents[0]! });
    const after = await depositOf(env, f2Id);
    const contention = await runContention(agents, booked.contention);
    const contentionMoney = await checkPaidRun(env, {
      agencyId: f2Id,
      before: after,
      accepted: contention.accepted,
      calls: agents[0]!,
    });
    const contentionChecks = [...contentionMoney.problems];
    if (contention.statuses.get('200') !== booked.contention.length)
      contentionChecks.push(`${contention.statuses.get('200') ?? 0} accepts answered 200, one per round expected`);
    return {
      label: env.label,
      alone,
      run,
      runChecks: runMoney.problems,
      dropped: runMoney.dropped,
      deposit: { before: before.balance, after: after.balance },
      contention,
      contentionChecks,
      ledger: await ledgerCheck(env),
      seconds: { setup, total: (performance.now() - started) / 1000 },
    };
  } finally {
    await env.close();
  }
}

const vnd = (amount: number) => amount.toLocaleString('en-US');
const verdict = (problems: string[]) =>
  problems.length === 0 ? 'all hold' : `${problems.length} VIOLATED\n  ${problems.slice(0, 20).join('\n  ')}`;

function print(result: Result): void {
  const { run, alone, contention } = result;
  console.log(`\n== ${result.label}: ${AGENT}, simulator at ${LATENCY_MS} ms per supplier call, no faults ==`);
  console.log(
    `Set-up ${result.seconds.setup.toFixed(1)} s (${AGENTS} × ${BOOKINGS} ticketed two-adult VJ/VN bookings + ${CONTENTION + 1} for the contention run), whole run ${result.seconds.total.toFixed(1)} s.`,
  );
  console.log(
    `\nOne agent alone, ${ALONE} paid changes on one VJ booking; overhead = latency − ${LATENCY_MS} ms × supplier calls:`,
  );
  console.table(alone.table(LATENCY_MS));
  console.log(
    `\n${AGENTS} agents (sessions of one user, one HOASEN deposit), ${CHANGES} paid changes each (quote then accept; bag → add-on → seat on their own bookings):`,
  );
  console.log(
    `${run.done} changes DONE in ${run.seconds.toFixed(1)} s = ${(run.done / run.seconds).toFixed(1)} changes/s (event loop ${(run.loopBusy * 100).toFixed(0)}% busy: API, simulator and agents share this process); ${run.failures.length} failures${run.failures.length ? `: ${run.failures.slice(0, 5).join('; ')}` : ''}`,
  );
  console.log(`overhead = latency − ${LATENCY_MS} ms × the supplier calls that request makes alone:`);
  console.table(run.table(alone.calls, LATENCY_MS));
  console.log(
    `HOASEN deposit ${vnd(result.deposit.before)} → ${vnd(result.deposit.after)}: down ${vnd(result.dropped)} VND; accepted totals sum to ${vnd(acceptedSum(run.accepted))} VND.`,
  );
  console.log(
    `Checks (deposit down by exactly the accepted totals, nothing left reserved, one DONE change and one sale per accept): ${verdict(result.runChecks)}`,
  );
  console.log(
    `\nContention: ${AGENTS} agents quote the same bag on the SAME booking, then all accept at once (${CONTENTION} rounds, ${ms(contention.seconds * 1000)} ms):`,
  );
  console.table(
    [...contention.statuses.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([answer, count]) => ({ answer, count })),
  );
  console.log(
    `Deposit down ${vnd(acceptedSum(contention.accepted))} VND for ${contention.statuses.get('200') ?? 0} accepted quotes. Checks (one charge per accepted quote, the rest 409, no money reserved): ${verdict(result.contentionChecks)}`,
  );
  console.log(
    `\nLedger invariants (as npm run ledger:check): ${result.ledger.summary} — ${verdict(result.ledger.problems)}`,
  );
}

const kind = process.env.BENCH_DB ?? (process.argv.includes('--postgres') ? 'postgres' : 'pglite');
const choices: DatabaseChoice[] = [];
if (kind === 'pglite' || kind === 'both') choices.push({ kind: 'pglite' });
if (kind === 'postgres' || kind === 'both') {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('BENCH_DB=postgres needs TEST_DATABASE_URL (a server where a scratch database may be made)');
  choices.push({ kind: 'postgres', adminUrl });
}
let failed = false;
for (const choice of choices) {
  const result = await runOn(choice);
  print(result);
  failed ||= [...result.runChecks, ...result.contentionChecks, ...result.ledger.problems].length > 0;
}
if (failed) process.exitCode = 1;
