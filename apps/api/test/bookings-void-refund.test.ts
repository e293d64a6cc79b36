// After the issue: voiding within the supplier's same-day window gives every account of the chain back exactly what
// the sale moved (type V); after the window it is refused. A refund quote, then its confirmation, gives the supplier's
// refundable amount back through the chain (type R, the issue fees kept); an expired quote is refused.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TBookingDetail, TRefundQuote } from '@portal/contracts';
import type { SignedIn, TestContext } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import {
  bookingApi,
  eventsOfBooking,
  signInAccountOf,
  startBookingApp,
  type BookingSuppliers,
} from './support/bookings.js';
import {
  addSegmentFee,
  CALM,
  countMoneyCalls,
  expectLedgerInvariants,
  figuresOf,
  holdFor,
  issuedFor,
  moneyApi,
  topUp,
  transactionsOf,
  vietnamTodayAt,
} from './support/booking-money.js';

const F1_FEE_PER_SEGMENT = 50_000;
const DEPOSIT = 100_000_000;

let suppliers: BookingSuppliers;
let calls: Record<string, number>;
let ctx: TestContext;
let f1Agent: SignedIn;
let f2Admin: SignedIn;
let stranger: SignedIn;
let api: ReturnType<typeof bookingApi>;
let money: ReturnType<typeof moneyApi>;
let f1Account: string;

const signInColleague = (of: SignedIn, permissions: string[]) =>
  ctx.newSignedInUser({ agencyId: of.agencyId, role: 'agent_f1', permissions });

beforeAll(async () => {
  ({ suppliers, ctx, api } = await startBookingApp({
    config: { accessTokenTtlSeconds: 3 * 86_400 },
    wrapGateway: (real) => {
      const counted = countMoneyCalls(real);
      calls = counted.calls;
      return counted.gateway;
    },
  }));
  ctx.clock.set(vietnamTodayAt(9));
  f1Agent = await ctx.newSignedInUser({ role: 'agent_f1' });
  f2Admin = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: f1Agent.agencyId });
  stranger = await ctx.newSignedInUser({ role: 'admin_f1' });
  await addSegmentFee(ctx, f1Agent.agencyId, F1_FEE_PER_SEGMENT);
  for (const agencyId of [f1Agent.agencyId, f2Admin.agencyId]) await topUp(ctx, agencyId, DEPOSIT);
  money = moneyApi(ctx);
  f1Account = await signInAccountOf(ctx, f1Agent.agencyId);
});
afterAll(async () => {
  await ctx.close();
  await suppliers.close();
});
beforeEach(() => suppliers.simulator.setFaults(CALM));
afterEach(async () => expectLedgerInvariants(ctx));

const chainFigures = async () => ({
  f2: await figuresOf(ctx, f2Admin.agencyId),
  f1: await figuresOf(ctx, f1Agent.agencyId),
});
const retrieve = (pnr: string) => suppliers.gateway.retrieve('VN', { pnr, account: f1Account }, { deadlineMs: 2000 });

describe('void', () => {
  it('restores every account of the chain exactly within the void window (type V), once; at the supplier too', async () => {
    const before = await chainFigures();
    const booking = await issuedFor(ctx, f2Admin);
    expect(booking.allowedActions).toEqual(['void', 'refund']);
    expect(new Date(booking.voidUntil!).getTime()).toBeGreaterThan(ctx.clock.now().getTime());
    const response = await money.void(f2Admin, booking.id, 'Khách đổi ngày');
    expect(response.statusCode, response.body).toBe(200);
    const voided = response.json<TBookingDetail>();
    expect(voided).toMatchObject({ status: 'VOID', allowedActions: [], closedAt: expect.any(String) });
    expect(voided.events.at(-1)).toMatchObject({
      action: 'void',
      fromStatus: 'EXPORT',
      toStatus: 'VOID',
      details: { amount: booking.fareData.totalAmount, reason: 'Khách đổi ngày' },
    });
    expect(await chainFigures()).toEqual(before);
    const [sale, reversal] = await transactionsOf(ctx, booking.id).then((rows) =>
      rows.sort((a, b) => a.type.localeCompare(b.type)),
    );
    expect([sale!.type, reversal!.type, reversal!.reversesTransactionId]).toEqual(['S', 'V', sale!.id]);
    expect(await retrieve(booking.pnr!)).toMatchObject({ ok: true, value: { status: 'VOIDED' } });
    // Again: the same answer, no second credit.
    const again = await money.void(f2Admin, booking.id);
    expect(again.json<TBookingDetail>().status).toBe('VOID');
    expect(await transactionsOf(ctx, booking.id)).toHaveLength(2);
  });

  it('is refused after the window: by us once the deadline is known, by the supplier otherwise', async () => {
    const booking = await issuedFor(ctx, f1Agent);
    ctx.clock.set(new Date(new Date(booking.voidUntil!).getTime() + 60_000));
    expect((await api.detail(f1Agent, booking.id)).json<TBookingDetail>().allowedActions).toEqual(['refund']);
    const voids = calls.void ?? 0;
    const refused = expectApiError(await money.void(f1Agent, booking.id), 409, 41);
    expect(refused.details).toMatchObject({ reason: 'voidWindowClosed', voidUntil: booking.voidUntil });
    expect(calls.void ?? 0).toBe(voids);
    // Without our copy of the deadline the supplier is asked, and refuses.
    await ctx.db.update(tables.bookings).set({ voidUntil: null }).where(eq(tables.bookings.id, booking.id));
    expect(expectApiError(await money.void(f1Agent, booking.id), 409, 41).details).toMatchObject({
      reason: 'voidWindowClosed',
    });
    expect(calls.void).toBe(voids + 1);
    const after = (await api.detail(f1Agent, booking.id)).json<TBookingDetail>();
    expect(after).toMatchObject({ status: 'EXPORT', lastError: expect.stringContaining('could be voided until') });
    expect(after.events.at(-1)).toMatchObject({
      action: 'void-failed',
      details: { supplierCode: 'VOID_WINDOW_CLOSED' },
    });
    expect((await transactionsOf(ctx, booking.id)).map((row) => row.type)).toEqual(['S']);
    ctx.clock.set(vietnamTodayAt(9));
  });

  it("honours the supplier's void cutoff (voidCutoff knob)", async () => {
    suppliers.simulator.setFaults({ VN: { voidCutoff: '09:30' } });
    const booking = await issuedFor(ctx, f1Agent);
    expect(new Date(booking.voidUntil!).getTime()).toBe(vietnamTodayAt(9, 30).getTime());
    ctx.clock.set(vietnamTodayAt(9, 31));
    expect(expectApiError(await money.void(f1Agent, booking.id), 409, 41).details).toMatchObject({
      reason: 'voidWindowClosed',
    });
    ctx.clock.set(vietnamTodayAt(9));
  });
});

describe('refund', () => {
  it('quotes, then refunds: REFUNDED, the refundable amount back through the chain (type R), the issue fees kept', async () => {
    const booking = await issuedFor(ctx, f2Admin);
    const afterIssue = await chainFigures();
    const quoted = await money.refundQuote(f2Admin, booking.id);
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = quoted.json<TRefundQuote>();
    expect(quote).toMatchObject({
      pnr: booking.pnr,
      totalPaid: booking.fareData.supplierNet,
      issueFeeKept: booking.fareData.feeTotal,
      expiresAt: expect.any(String),
    });
    expect(quote.penalty).toBeGreaterThan(0);
    expect(quote.refundableAmount).toBe(quote.totalPaid - quote.penalty);
    expect(quote.passengers).toHaveLength(2);
    expect((await eventsOfBooking(ctx, booking.id)).at(-1)).toMatchObject({
      action: 'refund-quote',
      fromStatus: 'EXPORT',
      toStatus: 'EXPORT',
      details: { quoteId: quote.quoteId },
    });

    const response = await money.refund(f2Admin, booking.id, quote.quoteId);
    expect(response.statusCode, response.body).toBe(200);
    const refunded = response.json<TBookingDetail>();
    expect(refunded).toMatchObject({ status: 'REFUNDED', allowedActions: [], closedAt: expect.any(String) });
    expect(refunded.events.at(-1)).toMatchObject({
      action: 'refund',
      toStatus: 'REFUNDED',
      details: { quoteId: quote.quoteId, amount: quote.refundableAmount, penalty: quote.penalty },
    });
    const back = quote.refundableAmount;
    expect(await chainFigures()).toEqual({
      f2: { ...afterIssue.f2, balance: afterIssue.f2.balance + back },
      f1: { ...afterIssue.f1, balance: afterIssue.f1.balance + back, funding: afterIssue.f1.funding - back },
    });
    const types = (await transactionsOf(ctx, booking.id)).map((row) => row.type).sort();
    expect(types).toEqual(['R', 'S']);
    expect(await retrieve(booking.pnr!)).toMatchObject({
      ok: true,
      value: { status: 'REFUNDED', refund: { quoteId: quote.quoteId, refundedAmount: back } },
    });
    // Confirming the same quote again answers the refunded booking; nothing moves twice.
    const again = await money.refund(f2Admin, booking.id, quote.quoteId);
    expect(again.statusCode).toBe(200);
    expect(await transactionsOf(ctx, booking.id)).toHaveLength(2);
    expect(expectApiError(await money.refundQuote(f2Admin, booking.id), 409, 41).details).toMatchObject({
      reason: 'wrongState',
      status: 'REFUNDED',
    });
  });

  it('refuses an expired quote (409 quoteExpired) and refunds with a new one', async () => {
    suppliers.simulator.setFaults({ VN: { refundQuoteSeconds: 60 } });
    const booking = await issuedFor(ctx, f1Agent);
    const before = await figuresOf(ctx, f1Agent.agencyId);
    const quote = (await money.refundQuote(f1Agent, booking.id)).json<TRefundQuote>();
    ctx.clock.advance(61_000);
    expect(expectApiError(await money.refund(f1Agent, booking.id, quote.quoteId), 409, 41).details).toMatchObject({
      reason: 'quoteExpired',
      quoteId: quote.quoteId,
    });
    expect(await figuresOf(ctx, f1Agent.agencyId)).toEqual(before);
    expect((await api.detail(f1Agent, booking.id)).json<TBookingDetail>().status).toBe('EXPORT');
    const fresh = (await money.refundQuote(f1Agent, booking.id)).json<TRefundQuote>();
    expect((await money.refund(f1Agent, booking.id, fresh.quoteId)).statusCode).toBe(200);
    expect(await figuresOf(ctx, f1Agent.agencyId)).toMatchObject({ balance: before.balance + fresh.refundableAmount });
  });
});

describe('refusals', () => {
  it('answers wrong states, unknown quotes, other agencies, read-only sub-agency bookings and missing permissions', async () => {
    const held = await holdFor(ctx, f1Agent);
    expect(expectApiError(await money.void(f1Agent, held.id), 409, 41).details).toMatchObject({
      reason: 'wrongState',
      status: 'HOLD',
    });
    expect(expectApiError(await money.refundQuote(f1Agent, held.id), 409, 41).details).toMatchObject({
      reason: 'wrongState',
      status: 'HOLD',
    });
    const booking = await issuedFor(ctx, f1Agent);
    expect(expectApiError(await money.refund(f1Agent, booking.id, 'Q-NOT-OURS'), 400, 1).message).toContain('quoteId');
    expect(expectApiError(await money.refund(f1Agent, booking.id, ''), 400, 1).message).toContain('quoteId');
    for (const call of [
      money.void(stranger, booking.id),
      money.refundQuote(stranger, booking.id),
      money.refund(stranger, booking.id, 'Q1'),
    ])
      expectApiError(await call, 404, 40);
    const childBooking = await issuedFor(ctx, f2Admin);
    const f1Admin = await ctx.newUser({ agencyId: f1Agent.agencyId, role: 'admin_f1' });
    const adminSession = (await ctx.login(f1Admin.username, f1Admin.password)).json<{ accessToken: string }>();
    const fromAbove = { ...f1Agent, auth: { authorization: `Bearer ${adminSession.accessToken}` } };
    expectApiError(await money.void(fromAbove, childBooking.id), 403, 30);
    expectApiError(await money.refundQuote(fromAbove, childBooking.id), 403, 30);
    const noVoid = await signInColleague(f1Agent, ['BOOKING_TICKET', 'EXPORT_TICKET']);
    expectApiError(await money.void(noVoid, booking.id), 403, 30);
    const noRefund = await signInColleague(f1Agent, ['BOOKING_TICKET', 'VOID_VNA']);
    expectApiError(await money.refundQuote(noRefund, booking.id), 403, 30);
    expect((await api.detail(noRefund, booking.id)).json<TBookingDetail>().allowedActions).toEqual(['void']);
    expect((await api.detail(noVoid, booking.id)).json<TBookingDetail>().allowedActions).toEqual(['refund']);
  });

  it('keeps the ticket when the supplier does not answer a void (502), and a retry voids once', async () => {
    const booking = await issuedFor(ctx, f1Agent);
    const before = await figuresOf(ctx, f1Agent.agencyId);
    suppliers.simulator.setFaults({ VN: { errorRate: 1 } });
    expectApiError(await money.void(f1Agent, booking.id), 502, 50);
    expect((await api.detail(f1Agent, booking.id)).json<TBookingDetail>()).toMatchObject({
      status: 'EXPORT',
      lastError: expect.stringContaining('HTTP 5'),
    });
    suppliers.simulator.setFaults({ VN: { errorRate: 0 } });
    expect((await money.void(f1Agent, booking.id)).statusCode).toBe(200);
    expect(await figuresOf(ctx, f1Agent.agencyId)).toMatchObject({
      balance: before.balance + booking.fareData.totalAmount,
    });
    await expect
      .poll(async () =>
        (
          await ctx.db.select().from(tables.reservationErrors).where(eq(tables.reservationErrors.pnr, booking.pnr!))
        ).map((row) => row.action),
      )
      .toEqual(['void']);
  });
});
