// Issue 13 "Scale out": one API process vs two (Node cluster, round-robin) on one PostgreSQL under an authenticated read
// mix, interleaved in the same run; then due work seeded (expired holds, queued mail) for two processes at once, counted
// done exactly once. Ports 3343–3348 (decision 061).
import { randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { eq, inArray, sql } from 'drizzle-orm';
import { openDatabase, tables } from '@portal/db';
import type { PerfMeasure, PerfRow } from './row.js';
import {
  BENCH_JWT_SECRET,
  createScratchDatabase,
  load,
  seedBookings,
  signIn,
  startProcess,
  type RunningProcess,
} from './support/reads-world.js';

const PORTS = { one: 3343, two: 3344, jobs: 3345, smtp: 3348 };
const ROUNDS = Number(process.env.PERF_SCALE_ROUNDS ?? 3);
const SECONDS = Number(process.env.PERF_SCALE_SECONDS ?? 5);
const CONNECTIONS = 50;
const DUE_HOLDS = 200;
const DUE_MAILS = 100;

const serverEnv = (url: string, port: number, extra: Record<string, string> = {}) => ({
  DATABASE_URL: url,
  PORT: String(port),
  JWT_SECRET: BENCH_JWT_SECRET,
  SUPPLIERS_URL: 'http://127.0.0.1:9',
  SIGN_IN_SECRET_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
  LOG_LEVEL: process.env.PERF_LOG_LEVEL ?? 'info',
  ACCESS_TOKEN_TTL_SECONDS: '3600',
  WEB_DIST_DIR: '/nonexistent',
  // The read rounds measure reads only: the jobs run in the "done once" part.
  BOOKING_JOBS_INTERVAL_MS: '0',
  MAIL_OUTBOX_INTERVAL_MS: '0',
  ...extra,
});

/**
 * The read mix, per user (f1.admin, f2.admin) in turn: /me three times and the first page of bookings once — reads
 * whose cost is mostly the API process's own (a cached session, one prepared statement), as most page loads are.
 */
async function readMix(base: string) {
  const f1 = await signIn(base, 'f1.admin');
  const f2 = await signIn(base, 'f2.admin');
  return [f1, f2].flatMap((authorization) =>
    ['/api/auth/me', '/api/auth/me', '/api/auth/me', '/api/bookings'].map((path) => ({
      path,
      headers: { authorization },
    })),
  );
}

/** Expired holds (no PNR: nothing to cancel at a supplier) and queued mail, due now. */
async function seedDueWork(url: string): Promise<{ holdIds: string[] }> {
  const handle = await openDatabase({ kind: 'postgres', url });
  const { db } = handle;
  const past = new Date(Date.now() - 3_600_000);
  const holds = await db
    .update(tables.bookings)
    .set({ pnr: null, timeLimit: past, updatedAt: new Date(past.getTime() - 60_000) })
    .where(inArray(tables.bookings.id, db.select({ id: tables.bookings.id }).from(tables.bookings).limit(DUE_HOLDS)))
    .returning({ id: tables.bookings.id });
  await db.insert(tables.outboxEmails).values(
    Array.from({ length: DUE_MAILS }, (_, index) => ({
      toAddress: `khach${index}@example.vn`,
      subject: `scale-out ${index} ${randomUUID()}`,
      body: 'Xin chào',
    })),
  );
  await handle.close();
  return { holdIds: holds.map((row) => row.id) };
}

async function countDone(url: string, holdIds: string[]) {
  const handle = await openDatabase({ kind: 'postgres', url });
  const { db } = handle;
  const events = await db
    .select({ bookingId: tables.bookingEvents.bookingId, count: sql<number>`count(*)::int` })
    .from(tables.bookingEvents)
    .where(eq(tables.bookingEvents.action, 'expire'))
    .groupBy(tables.bookingEvents.bookingId);
  const cancelled = await db
    .select({ id: tables.bookings.id })
    .from(tables.bookings)
    .where(inArray(tables.bookings.id, holdIds));
  const [mail] = await db
    .select({
      sent: sql<number>`count(*) filter (where sent_at is not null)::int`,
      attempts: sql<number>`coalesce(sum(attempts), 0)::int`,
    })
    .from(tables.outboxEmails);
  await handle.close();
  return { events, cancelled: cancelled.length, sent: mail?.sent ?? 0, attempts: mail?.attempts ?? 0 };
}

export const measure: PerfMeasure = async () => {
  console.error('  scale-out: scratch database, demo tree and 300 bookings…');
  const database = await createScratchDatabase('portal_perf_reads_scale');
  const running: RunningProcess[] = [];
  const received = new Map<string, number>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/m.exec(text)?.[1] ?? '?';
        received.set(subject, (received.get(subject) ?? 0) + 1);
        done();
      });
    },
  });
  try {
    await seedBookings(database.url, 300);
    const one = await startProcess('api-cluster.ts', { ...serverEnv(database.url, PORTS.one), PERF_WORKERS: '1' });
    running.push(one);
    const two = await startProcess('api-cluster.ts', { ...serverEnv(database.url, PORTS.two), PERF_WORKERS: '2' });
    running.push(two);
    const mixOne = await readMix(one.url);
    const mixTwo = await readMix(two.url);
    const figures = { one: [] as number[], two: [] as number[] };
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const [name, server, requests] of [
        ['one', one, mixOne],
        ['two', two, mixTwo],
      ] as const) {
        const result = await load({ url: server.url, connections: CONNECTIONS, seconds: SECONDS, requests });
        if (result.non2xx > 0 || result.errors > 0) throw new Error(`scale-out ${name}: ${result.non2xx} non-2xx`);
        figures[name].push(result.requestsPerSecond);
        console.error(
          `  scale-out round ${round}, ${name} process(es): ${Math.round(result.requestsPerSecond)} req/s (p99 ${result.p99Ms} ms)`,
        );
      }
    }
    for (const server of running.splice(0)) await server.stop();

    console.error(
      `  scale-out: ${DUE_HOLDS} expired holds and ${DUE_MAILS} mails due, two processes running their jobs…`,
    );
    const { holdIds } = await seedDueWork(database.url);
    await new Promise<void>((resolve) => smtp.listen(PORTS.smtp, '127.0.0.1', resolve));
    const jobs = await startProcess(
      'api-cluster.ts',
      serverEnv(database.url, PORTS.jobs, {
        PERF_WORKERS: '2',
        BOOKING_JOBS_INTERVAL_MS: '200',
        MAIL_OUTBOX_INTERVAL_MS: '200',
        SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
      }),
    );
    running.push(jobs);
    let done = await countDone(database.url, holdIds);
    for (let waited = 0; waited < 60 && (done.events.length < holdIds.length || done.sent < DUE_MAILS); waited += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      done = await countDone(database.url, holdIds);
    }
    // A little longer: anything done twice would show now.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    done = await countDone(database.url, holdIds);
    const expiredTwice = done.events.filter((row) => row.count > 1).length;
    const mailedTwice = [...received.values()].filter((count) => count > 1).length;
    console.error(
      `  scale-out jobs: ${done.events.length}/${holdIds.length} holds expired (${expiredTwice} twice), ${done.sent}/${DUE_MAILS} mails sent, ${received.size} received (${mailedTwice} twice), ${done.attempts} attempts`,
    );

    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // Each round's two figures were measured back to back: the median of the paired ratios decides.
    const ratios = figures.two.map((two, index) => two / figures.one[index]!);
    const ratio = median(ratios);
    const range = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
    const twice = expiredTwice + mailedTwice + Math.max(0, done.attempts - DUE_MAILS);
    const rows: PerfRow[] = [
      {
        measured:
          'Scale out: 1 vs 2 API processes on one PostgreSQL (Node cluster, round-robin; 3 /me : 1 bookings list)',
        now: `1 process ${range(figures.one)} req/s, 2 processes ${range(figures.two)} req/s (×${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)} per round, median ×${ratio.toFixed(2)}) over ${ROUNDS} interleaved rounds of ${SECONDS} s; shared 2-core machine`,
        target: 'throughput rises with the second process',
        met: ratio > 1,
      },
      {
        measured: `Scale out: jobs done twice (${holdIds.length} expired holds, ${DUE_MAILS} queued mails, 2 processes)`,
        now: `${twice} done twice; ${done.events.length}/${holdIds.length} expired, ${received.size}/${DUE_MAILS} mails received`,
        target: 'jobs done twice: 0, all done',
        met: twice === 0 && done.events.length === holdIds.length && received.size === DUE_MAILS,
      },
    ];
    return rows;
  } finally {
    for (const server of running) await server.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database.drop();
  }
};
