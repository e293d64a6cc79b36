// A real SIGKILL between the reserve and the post of a paid change (issue 15): the API runs as a child process on the
// test's PostgreSQL database, accepts a bag and is killed while the change is SENT with the money reserved (the
// airline made it, its reply lost; or the commit still queued at the airline), and a fresh API process on the same
// database settles it exactly once: DONE with one sale, or REFUSED with the money released.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TBookingSystem } from '@portal/contracts';
import { tables } from '@portal/db';
import { testConfig, TEST_SIGN_IN_SECRET_KEY } from '../src/config.js';
import { paidClientRefOf } from '../src/modules/bookings/paid-changes/paid-supplier.js';
import { EDIT_CLAIM_LEASE_MS } from '../src/modules/bookings/repository/booking-edit-writes.js';
import { CALM, expectLedgerInvariants, reservationsOf, transactionsOf } from './support/booking-money.js';
import {
  bagOf,
  chainFigures,
  expectedShares,
  movedBetween,
  quoteOf,
  startPaidSuite,
  stopPaidSuite,
  ticketedFor,
  type PaidCall,
  type PaidSuite,
} from './support/paid-change-suite.js';

const isPostgres = process.env.TEST_DB_KIND === 'postgres';
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

let suite: PaidSuite;
let workDir: string;
const children: ChildProcess[] = [];

/** The URL of the database the suite's in-process app uses (a copy of the template, named by the test database). */
async function databaseUrlOf(): Promise<string> {
  const result = await suite.ctx.db.execute<{ name: string }>(sql`select current_database() as name`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { name: string }[] }).rows) as { name: string }[];
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}

/** A port nobody listens on now (other test runs and servers share this machine). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

type ApiProcess = { child: ChildProcess; url: string; output: () => string };

/** Starts `apps/api/src/main.ts` on the database, against the suite's simulator, with the test's secrets. */
async function startApiProcess(options: { databaseUrl: string; jobIntervalMs: number }): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: workDir,
      DEMO: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: testConfig().jwtSecret,
      SIGN_IN_SECRET_KEY: TEST_SIGN_IN_SECRET_KEY.toString('hex'),
      SUPPLIERS_URL: suite.suppliers.simulator.url,
      // The commit waits for the airline longer than the test waits for the kill.
      SUPPLIER_DEADLINE_MS: '30000',
      BOOKING_JOBS_INTERVAL_MS: String(options.jobIntervalMs),
      COOKIE_SECURE: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const health = await fetch(`${url}/api/health`).catch(() => undefined);
    if (health?.ok) return { child, url, output: () => output };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API process did not start on port ${port}: ${output}`);
}

/** Polls until `check` answers true (every 50 ms, at most `timeoutMs`). */
async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function statusOf(changeId: string): Promise<string | undefined> {
  const [row] = await suite.ctx.db
    .select({ status: tables.bookingPaidChanges.status })
    .from(tables.bookingPaidChanges)
    .where(eq(tables.bookingPaidChanges.id, changeId));
  return row?.status;
}

/** Whether the airline's PNR of the booking holds the change (read from the simulator, not through the API). */
async function airlineMade(bookingId: string, changeId: string): Promise<boolean> {
  const [row] = await suite.ctx.db.select().from(tables.bookings).where(eq(tables.bookings.id, bookingId));
  const answer = await suite.suppliers.gateway.retrieve(
    row!.system as TBookingSystem,
    { pnr: row!.pnr!, account: row!.supplierAccount },
    { deadlineMs: 2000 },
  );
  return answer.ok && (answer.value.paidChanges ?? []).some((entry) => entry.clientRef === paidClientRefOf(changeId));
}

beforeAll(async () => {
  if (!isPostgres) return;
  workDir = mkdtempSync(join(tmpdir(), 'portal-sigkill-paid-'));
  // The API processes run on the system clock: the suite's app and simulator follow it too, from before sign-in.
  suite = await startPaidSuite({ now: new Date() });
}, 60_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (suite) await expectLedgerInvariants(suite.ctx);
  await stopPaidSuite(suite ?? {});
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

type Scenario = Awaited<ReturnType<typeof quotedBag>>;

/** A ticketed booking, a bag quoted for it, the chain's figures and the booking's sales before the accept. */
async function quotedBag() {
  const booking = await ticketedFor(suite);
  const bag = await bagOf(suite, booking);
  const call: PaidCall = {
    bookingId: booking.id,
    action: 'buy-luggage',
    body: {
      expectedVersion: booking.version,
      items: [{ paxId: 'ADT-1', flightKey: booking.routes[0]!.offerId, optionCode: bag.code }],
    },
  };
  const quote = await quoteOf(suite.ctx, suite.f3, call);
  const shares = expectedShares(bag.price, 1);
  expect(quote.total).toBe(-shares.f3.balance);
  const before = await chainFigures(suite);
  const salesBefore = (await transactionsOf(suite.ctx, booking.id)).filter((row) => row.type === 'S').length;
  return { booking, bag, call, quote, shares, before, salesBefore, databaseUrl: await databaseUrlOf() };
}

/** An API process accepts the quote and is SIGKILLed once the change is SENT and `killable` holds. */
async function acceptAndKill(scenario: Scenario, killable: () => Promise<boolean>): Promise<void> {
  const { booking, call, quote } = scenario;
  const doomed = await startApiProcess({ databaseUrl: scenario.databaseUrl, jobIntervalMs: 0 });
  const accepting = fetch(`${doomed.url}/api/bookings/${booking.id}/paid-changes/buy-luggage`, {
    method: 'POST',
    headers: { ...suite.f3.auth, 'content-type': 'application/json', 'idempotency-key': `sigkill-${booking.id}` },
    body: JSON.stringify({ ...call.body, acceptQuoteId: quote.quoteId, acceptTotal: quote.total }),
  }).then(
    (response) => response.status,
    () => 'connection lost' as const,
  );
  await waitFor(async () => (await statusOf(quote.quoteId)) === 'SENT', 15_000);
  await waitFor(killable, 15_000);
  expect(await statusOf(quote.quoteId)).toBe('SENT');
  expect(doomed.child.kill('SIGKILL')).toBe(true);
  await new Promise((resolve) => doomed.child.once('exit', resolve));
  expect(doomed.child.signalCode).toBe('SIGKILL');
  expect(await accepting).toBe('connection lost');
}

/** After the kill: the change SENT, each link's share reserved (F3 the quoted total), nothing posted. */
async function expectLeftReserved(scenario: Scenario): Promise<void> {
  const { booking, quote, shares, before } = scenario;
  expect(await statusOf(quote.quoteId)).toBe('SENT');
  const reservedOnly = (share: { balance: number }) => ({ balance: 0, reserved: -share.balance, commission: 0 });
  expect(movedBetween(before, await chainFigures(suite))).toEqual({
    f1: reservedOnly(shares.f1),
    f2: reservedOnly(shares.f2),
    f3: { balance: 0, reserved: quote.total, commission: 0 },
  });
  expect((await reservationsOf(suite.ctx, booking.id)).filter((row) => row.status !== 'posted')).toHaveLength(3);
  await expectLedgerInvariants(suite.ctx);
}

/** Time passes (sent_at moved back `sentAgoMs`), then a fresh API process's job settles the change to `status`. */
async function freshApiSettles(scenario: Scenario, options: { sentAgoMs: number; status: string }): Promise<void> {
  const { booking, quote } = scenario;
  await suite.ctx.db
    .update(tables.bookingPaidChanges)
    .set({ sentAt: new Date(Date.now() - options.sentAgoMs) })
    .where(eq(tables.bookingPaidChanges.id, quote.quoteId));
  const fresh = await startApiProcess({ databaseUrl: scenario.databaseUrl, jobIntervalMs: 200 });
  await waitFor(async () => (await statusOf(quote.quoteId)) === options.status, 15_000).catch((error: Error) => {
    throw new Error(`${error.message}; the fresh API said: ${fresh.output()}`);
  });
  fresh.child.kill('SIGTERM');
  await new Promise((resolve) => fresh.child.once('exit', resolve));
  const changes = await suite.ctx.db
    .select()
    .from(tables.bookingPaidChanges)
    .where(eq(tables.bookingPaidChanges.bookingId, booking.id));
  expect(changes.map((row) => ({ id: row.id, status: row.status }))).toEqual([
    { id: quote.quoteId, status: options.status },
  ]);
  expect((await reservationsOf(suite.ctx, booking.id)).filter((row) => row.status === 'pending')).toEqual([]);
  const [after] = await suite.ctx.db.select().from(tables.bookings).where(eq(tables.bookings.id, booking.id));
  expect(after!.pendingEditKey).toBeNull();
  await expectLedgerInvariants(suite.ctx);
}

describe.runIf(isPostgres)('SIGKILL of the API between the reserve and the post of a paid change (PostgreSQL)', () => {
  afterEach(() => suite.suppliers.simulator.setFaults(CALM));

  it('the airline made it: a fresh API process settles it DONE once, one sale, each deposit moved by its share', async () => {
    const startedAt = Date.now();
    const scenario = await quotedBag();
    const { booking, bag, quote, shares, before, salesBefore } = scenario;
    // The airline makes the change and never answers: killed while the API waits for the reply (deadline 30 s).
    suite.suppliers.simulator.setFaults({ VJ: { paidChangeReplyLostRate: 1 } });
    await acceptAndKill(scenario, () => airlineMade(booking.id, quote.quoteId));
    suite.suppliers.simulator.setFaults(CALM);
    await expectLeftReserved(scenario);

    // The job leaves a SENT change to its request for a minute.
    await freshApiSettles(scenario, { sentAgoMs: 61_000, status: 'DONE' });
    const sales = (await transactionsOf(suite.ctx, booking.id)).filter((row) => row.type === 'S');
    expect(sales).toHaveLength(salesBefore + 1);
    expect(movedBetween(before, await chainFigures(suite))).toEqual(shares);
    console.info(`sigkill-paid DONE: bag ${bag.price} VND, quoted ${quote.total} VND, ${Date.now() - startedAt} ms`);
  }, 60_000);

  it('the commit never reached the airline: a fresh API process releases it REFUSED after the lease, no sale', async () => {
    const startedAt = Date.now();
    const scenario = await quotedBag();
    const { booking, quote, before, salesBefore } = scenario;
    // The airline is slow: the commit waits in its queue (dropped when the caller goes) when the API is killed.
    suite.suppliers.simulator.setFaults({ VJ: { latencyMs: [20_000, 20_000] } });
    await acceptAndKill(scenario, async () => true);
    suite.suppliers.simulator.setFaults(CALM);
    expect(await airlineMade(booking.id, quote.quoteId)).toBe(false);
    await expectLeftReserved(scenario);

    // Absent from the PNR, the change is released once the claim's lease has passed.
    await freshApiSettles(scenario, { sentAgoMs: EDIT_CLAIM_LEASE_MS + 61_000, status: 'REFUSED' });
    expect(await airlineMade(booking.id, quote.quoteId)).toBe(false);
    const sales = (await transactionsOf(suite.ctx, booking.id)).filter((row) => row.type === 'S');
    expect(sales).toHaveLength(salesBefore);
    const zero = { balance: 0, reserved: 0, commission: 0 };
    expect(movedBetween(before, await chainFigures(suite))).toEqual({ f1: zero, f2: zero, f3: zero });
    console.info(`sigkill-paid REFUSED: quoted ${quote.total} VND, ${Date.now() - startedAt} ms`);
  }, 60_000);
});
