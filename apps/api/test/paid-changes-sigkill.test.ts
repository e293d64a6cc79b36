// A real SIGKILL between the reserve and the post of a paid change (issue 15): the API runs as a child process on the
// test's PostgreSQL database, accepts a bag whose commit the airline makes but whose reply it loses, is killed while
// the change is SENT with the money reserved, and a fresh API process on the same database settles it exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TBookingDetail, TBookingSystem } from '@portal/contracts';
import { tables } from '@portal/db';
import { testConfig, TEST_SIGN_IN_SECRET_KEY } from '../src/config.js';
import { paidClientRefOf } from '../src/modules/bookings/paid-changes/paid-supplier.js';
import { expectLedgerInvariants, reservationsOf, transactionsOf } from './support/booking-money.js';
import {
  chainFigures,
  expectedShares,
  movedBetween,
  paidApi,
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

type ApiProcess = { child: ChildProcess; url: string; output: () => string };

/** Starts `apps/api/src/main.ts` on the database, against the suite's simulator, with the test's secrets. */
async function startApiProcess(options: { databaseUrl: string; jobIntervalMs: number }): Promise<ApiProcess> {
  const port = 4100 + Math.floor(Math.random() * 800);
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

/** A bag the booking's first flight still sells to an adult: its code and the airline's price. */
async function bagOf(booking: TBookingDetail): Promise<{ code: string; price: number }> {
  const response = await paidApi(suite.ctx).offers(suite.f3, booking.id);
  expect(response.statusCode, response.body).toBe(200);
  const flight = response
    .json<{
      flights: {
        flightKey: string;
        options: { code: string; category: string; price: number; paxTypes: string[] }[];
      }[];
    }>()
    .flights.find((candidate) => candidate.flightKey === booking.routes[0]!.offerId)!;
  const bag = flight.options.find((option) => option.category === 'BAGGAGE' && option.paxTypes.includes('ADT'))!;
  return { code: bag.code, price: bag.price };
}

beforeAll(async () => {
  if (!isPostgres) return;
  workDir = mkdtempSync(join(tmpdir(), 'portal-sigkill-paid-'));
  suite = await startPaidSuite();
  // The API processes run on the system clock: the suite's app and simulator follow it too.
  suite.ctx.clock.set(new Date());
}, 60_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (suite) await expectLedgerInvariants(suite.ctx);
  await stopPaidSuite(suite ?? {});
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe.runIf(isPostgres)('SIGKILL of the API between the reserve and the post of a paid change (PostgreSQL)', () => {
  it('a fresh API process settles the SENT change once: one DONE, one sale, no reservation, the quoted total moved', async () => {
    const startedAt = Date.now();
    const booking = await ticketedFor(suite);
    const bag = await bagOf(booking);
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
    const databaseUrl = await databaseUrlOf();

    // The airline makes the change and never answers: the API waits (deadline 30 s) with the change SENT.
    suite.suppliers.simulator.setFaults({ VJ: { paidChangeReplyLostRate: 1 } });
    const doomed = await startApiProcess({ databaseUrl, jobIntervalMs: 0 });
    const accepting = fetch(`${doomed.url}/api/bookings/${booking.id}/paid-changes/buy-luggage`, {
      method: 'POST',
      headers: { ...suite.f3.auth, 'content-type': 'application/json', 'idempotency-key': `sigkill-${booking.id}` },
      body: JSON.stringify({ ...call.body, acceptQuoteId: quote.quoteId, acceptTotal: quote.total }),
    }).then(
      (response) => response.status,
      () => 'connection lost' as const,
    );
    // Killed once the change is SENT and the airline has made it, while the API still waits for the lost reply.
    await waitFor(async () => (await statusOf(quote.quoteId)) === 'SENT', 15_000);
    await waitFor(() => airlineMade(booking.id, quote.quoteId), 15_000);
    expect(await statusOf(quote.quoteId)).toBe('SENT');
    expect(doomed.child.kill('SIGKILL')).toBe(true);
    await new Promise((resolve) => doomed.child.once('exit', resolve));
    expect(doomed.child.signalCode).toBe('SIGKILL');
    expect(await accepting).toBe('connection lost');
    suite.suppliers.simulator.setFaults({ VJ: { paidChangeReplyLostRate: 0 } });

    // Left behind: the change SENT, each link's share reserved (F3 the quoted total), nothing posted.
    expect(await statusOf(quote.quoteId)).toBe('SENT');
    const reservedOnly = (share: { balance: number }) => ({ balance: 0, reserved: -share.balance, commission: 0 });
    expect(movedBetween(before, await chainFigures(suite))).toEqual({
      f1: reservedOnly(shares.f1),
      f2: reservedOnly(shares.f2),
      f3: { balance: 0, reserved: quote.total, commission: 0 },
    });
    expect((await reservationsOf(suite.ctx, booking.id)).filter((row) => row.status !== 'posted')).toHaveLength(3);
    await expectLedgerInvariants(suite.ctx);

    // A minute passes (the job leaves a SENT change to its request that long): sent_at is moved back 61 s.
    await suite.ctx.db
      .update(tables.bookingPaidChanges)
      .set({ sentAt: new Date(Date.now() - 61_000) })
      .where(eq(tables.bookingPaidChanges.id, quote.quoteId));
    const fresh = await startApiProcess({ databaseUrl, jobIntervalMs: 200 });
    await waitFor(async () => (await statusOf(quote.quoteId)) === 'DONE', 15_000).catch((error: Error) => {
      throw new Error(`${error.message}; the fresh API said: ${fresh.output()}`);
    });
    fresh.child.kill('SIGTERM');
    await new Promise((resolve) => fresh.child.once('exit', resolve));

    const changes = await suite.ctx.db
      .select()
      .from(tables.bookingPaidChanges)
      .where(eq(tables.bookingPaidChanges.bookingId, booking.id));
    expect(changes.map((row) => ({ id: row.id, status: row.status }))).toEqual([{ id: quote.quoteId, status: 'DONE' }]);
    const sales = (await transactionsOf(suite.ctx, booking.id)).filter((row) => row.type === 'S');
    expect(sales).toHaveLength(salesBefore + 1);
    expect((await reservationsOf(suite.ctx, booking.id)).filter((row) => row.status !== 'posted')).toEqual([]);
    expect(movedBetween(before, await chainFigures(suite))).toEqual(shares);
    await expectLedgerInvariants(suite.ctx);
    console.info(
      `sigkill-paid: bag ${bag.price} VND, quoted total ${quote.total} VND, settled in ${Date.now() - startedAt} ms`,
    );
  }, 60_000);
});
