// What the train reconciliation settles stays right for what comes after it (the railway is the simulator, over HTTP;
// F1 → F2 → F3): a change whose answer was lost and that the reconciliation posted is refunded from its own sale like
// any other; one booking whose settlement throws does not stop the others; a refund the reconciliation dropped (the
// railway never saw it) is performed when its quote is accepted again, never answered 200 with nothing done.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { BuiltApp } from '../src/app.js';
import type { TrainMoneyDeps } from '../src/modules/trains/tickets/train-ledger.js';
import { createTrainRefundService } from '../src/modules/trains/tickets/train-refund.service.js';
import { createTrainChangeService } from '../src/modules/trains/tickets/train-change.service.js';
import { reconcileTrainMoney } from '../src/modules/trains/tickets/train-reconciliation.js';
import { createTestContext, type TestContext } from './support/test-context.js';
import { expectLedgerInvariants } from './support/booking-money.js';
import { startTrainRailway, type TrainRailway } from './support/train-railway.js';
import { movedSince, trainBookingRow, trainChain, trainEventsOf, trainTicketRows } from './support/train-money.js';
import {
  acceptQuote,
  issueTrainBooking,
  lockTrainSeatFor,
  railwayFee,
  trainCallerOf,
  type TrainFlow,
} from './support/train-money-flows.js';

let ctx: TestContext;
let rail: TrainRailway;
let flow: TrainFlow;

beforeAll(async () => {
  ctx = await createTestContext();
  rail = await startTrainRailway(ctx.clock);
  const deps: TrainMoneyDeps = {
    db: ctx.db,
    clock: ctx.clock,
    ledger: (ctx.app as BuiltApp).ledger,
    railway: rail.railway,
    deadlineMs: 1_500,
    chainChangeFees: async () => [15_000, 5_000],
  };
  flow = { ctx, rail, deps, fees: [30_000, 20_000] };
});
afterAll(async () => {
  await ctx?.close();
  await rail?.close();
});

const GRACE = { graceMs: 60_000 };

describe("a change of an adult's ticket", () => {
  it('moves the children travelling with it to the new ticket, as the railway does', async () => {
    const chain = await trainChain(ctx);
    const caller = trainCallerOf(chain);
    const { booking, tickets } = await issueTrainBooking(flow, { chain, count: 2 });
    const [adult, child] = tickets;
    await ctx.db
      .update(tables.trainTickets)
      .set({ passengerType: 2, adultTicketId: adult!.ticketId })
      .where(eq(tables.trainTickets.id, child!.id));
    const lock = await lockTrainSeatFor(flow, { chain });
    const changes = createTrainChangeService(flow.deps);
    const quote = await changes.quote(caller, {
      bookingId: booking.id,
      ticketId: adult!.ticketId,
      newTicketId: lock.ticketId,
      language: 'vi',
    });
    await changes.change(caller, acceptQuote(booking.id, quote.quoteId));
    const rows = await trainTicketRows(ctx, booking.id);
    expect(rows.find((row) => row.id === child!.id)).toMatchObject({ status: 'ISSUED', adultTicketId: lock.ticketId });
    expect(rows.find((row) => row.ticketId === adult!.ticketId)).toMatchObject({ status: 'CHANGED' });
  });
});

describe('a change the reconciliation settled', () => {
  it('is refunded from its own sale: the deposit gets exactly the refund and the booking closes', async () => {
    const chain = await trainChain(ctx);
    const caller = trainCallerOf(chain);
    const { booking, tickets } = await issueTrainBooking(flow, { chain, count: 1 });
    const lock = await lockTrainSeatFor(flow, { chain, dearest: true });
    const changes = createTrainChangeService(flow.deps);
    const quote = await changes.quote(caller, {
      bookingId: booking.id,
      ticketId: tickets[0]!.ticketId,
      newTicketId: lock.ticketId,
      language: 'vi',
    });
    rail.loseReplies({ change: 1 });
    const lost = await changes
      .change(caller, acceptQuote(booking.id, quote.quoteId))
      .catch((error: unknown) => error)
      .finally(() => rail.loseReplies({ change: 0 }));
    expect(lost).toMatchObject({ status: 502 });
    ctx.clock.advance(61_000);
    await reconcileTrainMoney(flow.deps, GRACE);
    expect(await trainBookingRow(ctx, booking.id)).toMatchObject({
      pendingAction: null,
      changeAmount: quote.depositTotal,
    });
    const changed = await movedSince(ctx, chain, chain.f3);

    // The new seat is dearer: its refund is more than the issue's sale has, so it needs the change's sale too.
    const refunds = createTrainRefundService(flow.deps);
    const refundQuote = await refunds.quote(caller, {
      bookingId: booking.id,
      ticketIds: [lock.ticketId],
      language: 'vi',
    });
    const fee = railwayFee(quote.newAmount, 10);
    expect(refundQuote).toMatchObject({ totalFee: fee, totalRefund: quote.newAmount - fee });
    expect(refundQuote.totalRefund).toBeGreaterThan(tickets[0]!.amount);
    const refunded = await refunds.refund(caller, acceptQuote(booking.id, refundQuote.quoteId));
    expect(refunded).toMatchObject({
      status: 'REFUNDED',
      pendingAction: null,
      refundedAmount: quote.newAmount - fee,
    });
    expect((await movedSince(ctx, chain, chain.f3)).balance - changed.balance).toBe(quote.newAmount - fee);
    expect((await trainTicketRows(ctx, booking.id)).map((row) => [row.ticketId, row.status]).sort()).toEqual(
      [
        [tickets[0]!.ticketId, 'CHANGED'],
        [lock.ticketId, 'REFUNDED'],
      ].sort(),
    );
    await expectLedgerInvariants(ctx);
  });
});

/** A booking of one ticket issued, refund quoted and accepted with its answer lost: pending for the reconciliation. */
async function refundAnswerLost(chain: Awaited<ReturnType<typeof trainChain>>) {
  const caller = trainCallerOf(chain);
  const { booking, tickets } = await issueTrainBooking(flow, { chain, count: 1 });
  const refunds = createTrainRefundService(flow.deps);
  const quote = await refunds.quote(caller, {
    bookingId: booking.id,
    ticketIds: [tickets[0]!.ticketId],
    language: 'vi',
  });
  rail.loseReplies({ refund: 1 });
  await refunds
    .refund(caller, acceptQuote(booking.id, quote.quoteId))
    .catch((error: unknown) => error)
    .finally(() => rail.loseReplies({ refund: 0 }));
  expect(await trainBookingRow(ctx, booking.id)).toMatchObject({ pendingAction: 'refund' });
  return { booking, quote };
}

describe('a booking whose settlement throws', () => {
  it('does not stop the next one: reported, its reason kept, sent to the back, settled once it can be', async () => {
    const chain = await trainChain(ctx);
    const first = await refundAnswerLost(chain);
    ctx.clock.advance(1_000);
    const second = await refundAnswerLost(chain);
    ctx.clock.advance(61_000);
    // The first (the oldest) cannot be settled: its railway view throws (a bug, a broken row: anything unforeseen).
    const breaking: TrainMoneyDeps = {
      ...flow.deps,
      railway: {
        ...flow.deps.railway,
        retrieve: async (system, target, options) => {
          if (target.bookingCode === first.booking.bookingCode) throw new Error('the view could not be read');
          return flow.deps.railway.retrieve(system, target, options);
        },
      },
    };
    const reported: [string, string][] = [];
    const onError = (error: unknown, bookingId: string) => reported.push([bookingId, (error as Error).message]);
    const run = await reconcileTrainMoney(breaking, { ...GRACE, onError });
    expect(run).toMatchObject({ failed: 1, settled: 1 });
    expect(reported).toEqual([[first.booking.id, 'the view could not be read']]);
    expect(await trainBookingRow(ctx, second.booking.id)).toMatchObject({
      status: 'REFUNDED',
      refundedAmount: second.quote.totalRefund,
    });
    const stuck = await trainBookingRow(ctx, first.booking.id);
    expect(stuck).toMatchObject({ status: 'ISSUED', pendingAction: 'refund' });
    expect(stuck.lastError).toContain('the view could not be read');
    expect(stuck.updatedAt.getTime()).toBe(ctx.clock.now().getTime());
    // Touched: the next run leaves it for a grace period; failing again with the same reason writes no new event.
    expect(await reconcileTrainMoney(breaking, { ...GRACE, onError })).toMatchObject({ failed: 0 });
    ctx.clock.advance(61_000);
    await reconcileTrainMoney(breaking, { ...GRACE, onError });
    expect(reported).toHaveLength(2);
    const failures = (await trainEventsOf(ctx, first.booking.id)).filter(
      (event) => event.action === 'reconcile-failed',
    );
    expect(failures).toHaveLength(1);
    // Once the view can be read, it settles like any other.
    ctx.clock.advance(61_000);
    await reconcileTrainMoney(flow.deps, { ...GRACE, onError });
    expect(await trainBookingRow(ctx, first.booking.id)).toMatchObject({
      status: 'REFUNDED',
      pendingAction: null,
      lastError: null,
      refundedAmount: first.quote.totalRefund,
    });
    expect(reported).toHaveLength(2);
    await expectLedgerInvariants(ctx);
  });
});

describe('a quote the reconciliation dropped', () => {
  it('is performed when its quote is accepted again (never a 200 that does nothing); 409 once the quote expired', async () => {
    const chain = await trainChain(ctx);
    const caller = trainCallerOf(chain);
    const { booking, tickets } = await issueTrainBooking(flow, { chain, count: 2 });
    const refunds = createTrainRefundService(flow.deps);
    const quote = await refunds.quote(caller, {
      bookingId: booking.id,
      ticketIds: [tickets[0]!.ticketId],
      language: 'vi',
    });
    const key = randomUUID();
    // The call never reaches the railway: no answer, and the railway's tickets stay ISSUED.
    rail.drop('refund');
    const lost = await refunds
      .refund(caller, acceptQuote(booking.id, quote.quoteId, key))
      .catch((error: unknown) => error)
      .finally(() => rail.undrop('refund'));
    expect(lost).toMatchObject({ status: 502 });
    ctx.clock.advance(61_000);
    await reconcileTrainMoney(flow.deps, GRACE);
    const dropped = await trainBookingRow(ctx, booking.id);
    expect(dropped).toMatchObject({ status: 'ISSUED', pendingAction: null, refundedAmount: 0 });
    expect(dropped.lastError).toContain('not done');
    expect((await trainEventsOf(ctx, booking.id)).at(-1)).toMatchObject({
      action: 'refund-dropped',
      details: { quoteId: quote.quoteId, dropped: true },
    });
    const before = await movedSince(ctx, chain, chain.f3);
    const calls = rail.calls.refund ?? 0;

    // Accepted again (the same key, as a retry sends it): the railway refunds and the deposit gets exactly the refund.
    const again = await refunds.refund(caller, acceptQuote(booking.id, quote.quoteId, key));
    expect(rail.calls.refund).toBe(calls + 1);
    expect(again).toMatchObject({ status: 'ISSUED', pendingAction: null, refundedAmount: quote.totalRefund });
    expect((await movedSince(ctx, chain, chain.f3)).balance - before.balance).toBe(quote.totalRefund);
    expect((await trainTicketRows(ctx, booking.id)).find((row) => row.ticketId === tickets[0]!.ticketId)?.status).toBe(
      'REFUNDED',
    );
    // Now settled: a replay answers the booking and moves nothing.
    await refunds.refund(caller, acceptQuote(booking.id, quote.quoteId, key));
    expect(rail.calls.refund).toBe(calls + 1);
    expect((await movedSince(ctx, chain, chain.f3)).balance - before.balance).toBe(quote.totalRefund);

    // The other ticket: dropped too, then accepted again after its quote expired: 409 quoteExpired, nothing moves.
    const late = await refunds.quote(caller, {
      bookingId: booking.id,
      ticketIds: [tickets[1]!.ticketId],
      language: 'vi',
    });
    rail.drop('refund');
    await refunds
      .refund(caller, acceptQuote(booking.id, late.quoteId))
      .catch((error: unknown) => error)
      .finally(() => rail.undrop('refund'));
    ctx.clock.advance(61_000);
    await reconcileTrainMoney(flow.deps, GRACE);
    ctx.clock.advance(15 * 60_000);
    const settledBefore = await movedSince(ctx, chain, chain.f3);
    const expired = await refunds
      .refund(caller, acceptQuote(booking.id, late.quoteId))
      .catch((error: unknown) => error);
    expect(expired).toMatchObject({ status: 409, details: { reason: 'quoteExpired' } });
    expect(await movedSince(ctx, chain, chain.f3)).toEqual(settledBefore);
    expect(await trainBookingRow(ctx, booking.id)).toMatchObject({ status: 'ISSUED', pendingAction: null });
    await expectLedgerInvariants(ctx);
  });

  it('is a clear 409 for a change (its money was released under the quote key): nothing moves, nothing is sent', async () => {
    const chain = await trainChain(ctx);
    const caller = trainCallerOf(chain);
    const { booking, tickets } = await issueTrainBooking(flow, { chain, count: 1 });
    const lock = await lockTrainSeatFor(flow, { chain });
    const changes = createTrainChangeService(flow.deps);
    const quote = await changes.quote(caller, {
      bookingId: booking.id,
      ticketId: tickets[0]!.ticketId,
      newTicketId: lock.ticketId,
      language: 'vi',
    });
    rail.drop('change');
    await changes
      .change(caller, acceptQuote(booking.id, quote.quoteId))
      .catch((error: unknown) => error)
      .finally(() => rail.undrop('change'));
    ctx.clock.advance(61_000);
    await reconcileTrainMoney(flow.deps, GRACE);
    expect((await trainEventsOf(ctx, booking.id)).at(-1)).toMatchObject({
      action: 'change-dropped',
      details: { quoteId: quote.quoteId, dropped: true, released: true },
    });
    const before = await movedSince(ctx, chain, chain.f3);
    const calls = rail.calls.change ?? 0;
    const again = await changes.change(caller, acceptQuote(booking.id, quote.quoteId)).catch((error: unknown) => error);
    expect(again).toMatchObject({ status: 409, details: { reason: 'quoteExpired', quoteId: quote.quoteId } });
    expect(rail.calls.change).toBe(calls);
    expect(await movedSince(ctx, chain, chain.f3)).toEqual(before);
    expect(await trainBookingRow(ctx, booking.id)).toMatchObject({
      status: 'ISSUED',
      pendingAction: null,
      changeAmount: 0,
    });
    await expectLedgerInvariants(ctx);
  });
});
