// Voids and refunds whose supplier answer never came: 502 with the booking still EXPORT and the action pending (listed
// for the reservation status page), then the booking job retrieves the PNR and credits once what the supplier shows
// (V or R, balances exact), clears the mark when the supplier did nothing, leaves it while the supplier stays silent,
// and credits once when an agent's retry races the job or two API instances run it at the same moment.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TBookingDetail, TListBookingsResponse, TRefundQuote } from '@portal/contracts';
import type { SupplierGateway } from '../src/modules/suppliers/supplier-gateway.js';
import { MAX_PENDING_MS } from '../src/modules/bookings/tickets/ticket-reconciliation.js';
import type { SignedIn, TestContext } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import { INSTANT } from './support/search-stream.js';
import {
  bookingApi,
  bookingJobsOf,
  eventsOfBooking,
  startBookingApp,
  secondApiInstance,
  type BookingSuppliers,
} from './support/bookings.js';
import {
  addSegmentFee,
  CALM,
  countMoneyCalls,
  expectLedgerInvariants,
  figuresOf,
  issuedFor,
  moneyApi,
  topUp,
  transactionsOf,
  vietnamTodayAt,
} from './support/booking-money.js';

const F1_FEE_PER_SEGMENT = 50_000;
const DEPOSIT = 100_000_000;
const LONG_SESSION = { accessTokenTtlSeconds: 3 * 86_400 };
/** Past the job's lease (two supplier deadlines of the test config). */
const PAST_LEASE_MS = 5_000;

let suppliers: BookingSuppliers;
let calls: Record<string, number>;
let gateway: SupplierGateway;
let ctx: TestContext;
let f1Agent: SignedIn;
let f2Admin: SignedIn;
let api: ReturnType<typeof bookingApi>;
let money: ReturnType<typeof moneyApi>;
/** The supplier does the void or refund, but its answer is turned into "no answer" (fast: no deadline to wait for). */
const lose = { void: false, refund: false };

beforeAll(async () => {
  const lost = (system: string) =>
    ({ ok: false, kind: 'unknown', reason: 'timeout', message: `${system} did not answer within 2000 ms` }) as const;
  ({ suppliers, ctx, api } = await startBookingApp({
    config: LONG_SESSION,
    wrapGateway: (real) => {
      const counted = countMoneyCalls(real);
      calls = counted.calls;
      gateway = {
        ...counted.gateway,
        void: async (system, target, options) => {
          const result = await counted.gateway.void(system, target, options);
          return lose.void ? lost(system) : result;
        },
        refund: async (system, target, options) => {
          const result = await counted.gateway.refund(system, target, options);
          return lose.refund ? lost(system) : result;
        },
      };
      return gateway;
    },
  }));
  ctx.clock.set(vietnamTodayAt(9));
  f1Agent = await ctx.newSignedInUser({ role: 'agent_f1' });
  f2Admin = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: f1Agent.agencyId });
  await addSegmentFee(ctx, f1Agent.agencyId, F1_FEE_PER_SEGMENT);
  for (const agencyId of [f1Agent.agencyId, f2Admin.agencyId]) await topUp(ctx, agencyId, DEPOSIT);
  money = moneyApi(ctx);
});
afterAll(async () => {
  await ctx.close();
  await suppliers.close();
});
beforeEach(() => {
  suppliers.simulator.setFaults(
    Object.fromEntries(
      Object.entries(CALM).map(([system, faults]) => [
        system,
        { ...faults, voidReplyLostRate: 0, refundReplyLostRate: 0 },
      ]),
    ),
  );
  lose.void = false;
  lose.refund = false;
});
afterEach(async () => expectLedgerInvariants(ctx));

async function quoteOf(who: SignedIn, bookingId: string): Promise<TRefundQuote> {
  const quoted = await money.refundQuote(who, bookingId);
  expect(quoted.statusCode, quoted.body).toBe(200);
  return quoted.json<TRefundQuote>();
}

const chainFigures = async () => ({
  f2: await figuresOf(ctx, f2Admin.agencyId),
  f1: await figuresOf(ctx, f1Agent.agencyId),
});
const detailOf = async (who: SignedIn, id: string) => (await api.detail(who, id)).json<TBookingDetail>();
const markOf = async (id: string) =>
  (
    await ctx.db
      .select({ action: tables.bookings.pendingSupplierAction, quoteId: tables.bookings.pendingRefundQuoteId })
      .from(tables.bookings)
      .where(eq(tables.bookings.id, id))
  )[0]!;
const actionsOf = async (id: string) => (await eventsOfBooking(ctx, id)).map((event) => event.action);
const typesOf = async (id: string) => (await transactionsOf(ctx, id)).map((row) => row.type).sort();
/** The reservation status page's list: bookings with a void or refund awaiting the supplier. */
const pendingList = async (who: SignedIn) =>
  (await api.list(who, 'pendingAction=any&sort=createdAt&order=asc&limit=200')).json<TListBookingsResponse>().items;
const runJobs = () => bookingJobsOf(ctx).runOnce();

describe('a void whose answer was lost', () => {
  it('answers 502 and keeps the booking EXPORT with the void pending; the job voids it once (V) and every deposit is whole again', async () => {
    const before = await chainFigures();
    const booking = await issuedFor(ctx, f2Admin);
    suppliers.simulator.setFaults({ VN: { ...INSTANT.VN, voidReplyLostRate: 1 } });
    expectApiError(await money.void(f2Admin, booking.id, 'Khách đổi ngày'), 502, 50);
    suppliers.simulator.setFaults({ VN: { voidReplyLostRate: 0 } });
    const pending = await detailOf(f2Admin, booking.id);
    expect(pending).toMatchObject({ status: 'EXPORT', lastError: expect.stringContaining('did not answer') });
    expect((await actionsOf(booking.id)).slice(-2)).toEqual(['void-sent', 'void-unknown']);
    expect(await markOf(booking.id)).toEqual({ action: 'void', quoteId: null });
    expect((await pendingList(f2Admin)).filter((row) => row.id === booking.id)).toEqual([
      expect.objectContaining({ pnr: booking.pnr, status: 'EXPORT', pendingAction: 'void' }),
    ]);
    expect(await typesOf(booking.id)).toEqual(['S']);

    // Within the lease the job leaves it alone; afterwards it retrieves the PNR (VOIDED) and credits the sale back.
    expect(await runJobs()).toMatchObject({ ticketActions: 0 });
    ctx.clock.advance(PAST_LEASE_MS);
    const voids = calls.void;
    expect(await runJobs()).toMatchObject({ ticketActions: 1 });
    expect(calls.void).toBe(voids);
    const voided = await detailOf(f2Admin, booking.id);
    expect(voided).toMatchObject({ status: 'VOID', lastError: null, closedAt: expect.any(String) });
    expect(voided.events.at(-1)).toMatchObject({
      action: 'void',
      fromStatus: 'EXPORT',
      toStatus: 'VOID',
      actor: null,
      details: { amount: booking.fareData.totalAmount },
    });
    expect(await chainFigures()).toEqual(before);
    expect(await typesOf(booking.id)).toEqual(['S', 'V']);
    expect(await markOf(booking.id)).toEqual({ action: null, quoteId: null });
    expect((await pendingList(f2Admin)).map((row) => row.id)).not.toContain(booking.id);

    // Nothing left to do; the agent's retry answers the voided booking and credits nothing more.
    ctx.clock.advance(PAST_LEASE_MS);
    expect(await runJobs()).toMatchObject({ ticketActions: 0 });
    const again = await money.void(f2Admin, booking.id);
    expect([again.statusCode, again.json<TBookingDetail>().status]).toEqual([200, 'VOID']);
    expect(await typesOf(booking.id)).toEqual(['S', 'V']);
  });
});

describe('a refund whose answer was lost', () => {
  it('answers 502 with the refund pending on its quote; the job refunds it once (R) with the amount of the confirmed quote', async () => {
    const booking = await issuedFor(ctx, f2Admin);
    const afterIssue = await chainFigures();
    const quote = await quoteOf(f2Admin, booking.id);
    suppliers.simulator.setFaults({ VN: { ...INSTANT.VN, refundReplyLostRate: 1 } });
    expectApiError(await money.refund(f2Admin, booking.id, quote.quoteId), 502, 50);
    suppliers.simulator.setFaults({ VN: { refundReplyLostRate: 0 } });
    expect(await detailOf(f2Admin, booking.id)).toMatchObject({ status: 'EXPORT' });
    expect(await markOf(booking.id)).toEqual({ action: 'refund', quoteId: quote.quoteId });
    expect((await pendingList(f2Admin)).find((row) => row.id === booking.id)).toMatchObject({
      pendingAction: 'refund',
    });

    ctx.clock.advance(PAST_LEASE_MS);
    expect(await runJobs()).toMatchObject({ ticketActions: 1 });
    const refunded = await detailOf(f2Admin, booking.id);
    expect(refunded).toMatchObject({ status: 'REFUNDED', lastError: null });
    expect(refunded.events.at(-1)).toMatchObject({
      action: 'refund',
      toStatus: 'REFUNDED',
      actor: null,
      details: {
        quoteId: quote.quoteId,
        amount: quote.refundableAmount,
        penalty: quote.penalty,
        issueFeeKept: booking.fareData.feeTotal,
      },
    });
    const back = quote.refundableAmount;
    expect(await chainFigures()).toEqual({
      f2: { ...afterIssue.f2, balance: afterIssue.f2.balance + back },
      f1: { ...afterIssue.f1, balance: afterIssue.f1.balance + back, funding: afterIssue.f1.funding - back },
    });
    expect(await typesOf(booking.id)).toEqual(['R', 'S']);
    // The agent confirming the same quote again answers the refunded booking; nothing moves twice.
    expect((await money.refund(f2Admin, booking.id, quote.quoteId)).statusCode).toBe(200);
    expect(await typesOf(booking.id)).toEqual(['R', 'S']);
  });
});

describe('a void or refund the supplier never did', () => {
  it('is cleared by the job with void-not-done / refund-not-done, and the agent can send it again', async () => {
    const booking = await issuedFor(ctx, f1Agent);
    const afterIssue = await figuresOf(ctx, f1Agent.agencyId);
    // A 5xx is no answer too: the void may or may not have happened.
    suppliers.simulator.setFaults({ VN: { ...INSTANT.VN, errorRate: 1 } });
    expectApiError(await money.void(f1Agent, booking.id), 502, 50);
    suppliers.simulator.setFaults({ VN: { errorRate: 0 } });
    expect(await markOf(booking.id)).toEqual({ action: 'void', quoteId: null });
    ctx.clock.advance(PAST_LEASE_MS);
    expect(await runJobs()).toMatchObject({ ticketActions: 1 });
    const cleared = await detailOf(f1Agent, booking.id);
    expect(cleared).toMatchObject({
      status: 'EXPORT',
      allowedActions: ['void', 'refund'],
      lastError: expect.stringContaining('still TICKETED'),
    });
    expect(cleared.events.at(-1)).toMatchObject({
      action: 'void-not-done',
      fromStatus: 'EXPORT',
      toStatus: 'EXPORT',
      actor: null,
      details: { supplierStatus: 'TICKETED' },
    });
    expect(await markOf(booking.id)).toEqual({ action: null, quoteId: null });
    expect(await typesOf(booking.id)).toEqual(['S']);
    expect(await figuresOf(ctx, f1Agent.agencyId)).toEqual(afterIssue);

    // The same for a refund; the quote (still valid) can be confirmed again and refunds once.
    const quote = await quoteOf(f1Agent, booking.id);
    suppliers.simulator.setFaults({ VN: { ...INSTANT.VN, errorRate: 1 } });
    expectApiError(await money.refund(f1Agent, booking.id, quote.quoteId), 502, 50);
    suppliers.simulator.setFaults({ VN: { errorRate: 0 } });
    ctx.clock.advance(PAST_LEASE_MS);
    expect(await runJobs()).toMatchObject({ ticketActions: 1 });
    expect((await detailOf(f1Agent, booking.id)).events.at(-1)).toMatchObject({
      action: 'refund-not-done',
      actor: null,
      details: { quoteId: quote.quoteId },
    });
    expect(await markOf(booking.id)).toEqual({ action: null, quoteId: null });
    const refunded = await money.refund(f1Agent, booking.id, quote.quoteId);
    expect([refunded.statusCode, refunded.json<TBookingDetail>().status]).toEqual([200, 'REFUNDED']);
    expect(await figuresOf(ctx, f1Agent.agencyId)).toMatchObject({
      balance: afterIssue.balance + quote.refundableAmount,
    });
    expect(await typesOf(booking.id)).toEqual(['R', 'S']);
  });

  it('leaves no mark when the supplier refuses outright (an expired quote)', async () => {
    suppliers.simulator.setFaults({ VN: { refundQuoteSeconds: 60 } });
    const booking = await issuedFor(ctx, f1Agent);
    const quote = await quoteOf(f1Agent, booking.id);
    ctx.clock.advance(61_000);
    expect(expectApiError(await money.refund(f1Agent, booking.id, quote.quoteId), 409, 41).details).toMatchObject({
      reason: 'quoteExpired',
    });
    expect(await markOf(booking.id)).toEqual({ action: null, quoteId: null });
    expect((await actionsOf(booking.id)).slice(-2)).toEqual(['refund-sent', 'refund-failed']);
  });

  it('stays pending while the supplier stays silent, noted once, and settles when it answers', async () => {
    const booking = await issuedFor(ctx, f1Agent);
    lose.void = true;
    expectApiError(await money.void(f1Agent, booking.id), 502, 50);
    lose.void = false;
    suppliers.simulator.setFaults({ VN: { ...INSTANT.VN, errorRate: 1 } });
    for (let run = 0; run < 2; run += 1) {
      ctx.clock.advance(PAST_LEASE_MS);
      expect(await runJobs()).toMatchObject({ ticketActions: 0 });
    }
    expect(await detailOf(f1Agent, booking.id)).toMatchObject({
      status: 'EXPORT',
      lastError: expect.stringContaining('HTTP 502'),
    });
    expect((await actionsOf(booking.id)).filter((action) => action === 'reconcile-unknown')).toHaveLength(1);
    expect(await markOf(booking.id)).toEqual({ action: 'void', quoteId: null });
    suppliers.simulator.setFaults({ VN: { errorRate: 0 } });
    ctx.clock.advance(PAST_LEASE_MS);
    expect(await runJobs()).toMatchObject({ ticketActions: 1 });
    expect((await detailOf(f1Agent, booking.id)).status).toBe('VOID');
    expect(await typesOf(booking.id)).toEqual(['S', 'V']);
  });

  it('stops polling a day after the void was sent: the mark is cleared as unresolved, nothing is credited, the agent may send it again', async () => {
    const booking = await issuedFor(ctx, f1Agent);
    lose.void = true;
    expectApiError(await money.void(f1Agent, booking.id), 502, 50);
    lose.void = false;
    suppliers.simulator.setFaults({ VN: { ...INSTANT.VN, errorRate: 1 } });
    ctx.clock.advance(PAST_LEASE_MS);
    expect(await runJobs()).toMatchObject({ ticketActions: 0 });
    expect(await markOf(booking.id)).toEqual({ action: 'void', quoteId: null });
    ctx.clock.advance(MAX_PENDING_MS);
    expect(await runJobs()).toMatchObject({ ticketActions: 1 });
    expect(await markOf(booking.id)).toEqual({ action: null, quoteId: null });
    expect(await detailOf(f1Agent, booking.id)).toMatchObject({
      status: 'EXPORT',
      lastError: expect.stringContaining('check with the airline'),
    });
    expect(await actionsOf(booking.id)).toContain('void-unresolved');
    expect(await typesOf(booking.id)).toEqual(['S']);
    ctx.clock.advance(PAST_LEASE_MS);
    expect(await runJobs()).toMatchObject({ ticketActions: 0 });
    suppliers.simulator.setFaults({ VN: { errorRate: 0 } });
  });
});

describe('one credit whoever settles', () => {
  it("credits once when the agent's retry races the job (void and refund)", async () => {
    const voiding = await issuedFor(ctx, f1Agent);
    const refunding = await issuedFor(ctx, f1Agent);
    const quote = await quoteOf(f1Agent, refunding.id);
    const before = await figuresOf(ctx, f1Agent.agencyId);
    lose.void = true;
    lose.refund = true;
    expectApiError(await money.void(f1Agent, voiding.id), 502, 50);
    expectApiError(await money.refund(f1Agent, refunding.id, quote.quoteId), 502, 50);
    lose.void = false;
    lose.refund = false;
    ctx.clock.advance(PAST_LEASE_MS);
    const [voided, refunded] = await Promise.all([
      money.void(f1Agent, voiding.id),
      money.refund(f1Agent, refunding.id, quote.quoteId),
      runJobs(),
    ]);
    expect([voided!.statusCode, voided!.json<TBookingDetail>().status]).toEqual([200, 'VOID']);
    expect([refunded!.statusCode, refunded!.json<TBookingDetail>().status]).toEqual([200, 'REFUNDED']);
    expect(await typesOf(voiding.id)).toEqual(['S', 'V']);
    expect(await typesOf(refunding.id)).toEqual(['R', 'S']);
    const settling = (await eventsOfBooking(ctx, voiding.id))
      .concat(await eventsOfBooking(ctx, refunding.id))
      .filter((event) => event.toStatus !== event.fromStatus);
    expect(
      settling
        .map((event) => event.action)
        .filter((action) => action === 'void' || action === 'refund')
        .sort(),
    ).toEqual(['refund', 'void']);
    expect(await figuresOf(ctx, f1Agent.agencyId)).toMatchObject({
      balance: before.balance + voiding.fareData.totalAmount + quote.refundableAmount,
      reserved: before.reserved,
    });
  });

  it('settles each booking once when two API instances run the job at the same moment', async () => {
    const bookings = [];
    for (let index = 0; index < 4; index += 1) bookings.push(await issuedFor(ctx, f1Agent));
    const ids = bookings.map((booking) => booking.id);
    const before = await figuresOf(ctx, f1Agent.agencyId);
    lose.void = true;
    for (const id of ids) expectApiError(await money.void(f1Agent, id), 502, 50);
    lose.void = false;
    ctx.clock.advance(PAST_LEASE_MS);
    const second = await secondApiInstance(ctx, { suppliers: gateway, config: LONG_SESSION });
    const other = second.app;
    try {
      const retrieves = calls.retrieve ?? 0;
      const runs = await Promise.all([runJobs(), other.bookingJobs.runOnce()]);
      expect(runs.reduce((sum, run) => sum + run.ticketActions, 0)).toBe(ids.length);
      expect(calls.retrieve! - retrieves).toBe(ids.length);
      const events = (
        await ctx.db.select().from(tables.bookingEvents).where(inArray(tables.bookingEvents.bookingId, ids))
      ).filter((event) => event.action === 'void');
      expect(events.map((event) => event.bookingId).sort()).toEqual([...ids].sort());
      expect((await Promise.all(ids.map(typesOf))).flat()).toEqual(ids.flatMap(() => ['S', 'V']));
      const total = bookings.reduce((sum, booking) => sum + booking.fareData.totalAmount, 0);
      expect(await figuresOf(ctx, f1Agent.agencyId)).toMatchObject({
        balance: before.balance + total,
        reserved: before.reserved,
      });
    } finally {
      await second.close();
    }
  });
});
