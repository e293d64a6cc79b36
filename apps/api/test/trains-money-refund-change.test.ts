// Refunds and changes of issued train tickets at the railway (the simulator, over HTTP) along F1 → F2 → F3: the
// railway's fee by its table reaching the deposits exactly (the chain's issue fees kept), REFUNDED once every ticket
// is; a replay with the same Idempotency-Key moving nothing more; a lost refund answer settled by the reconciliation; a
// change paid in two phases (the railway's fee and fare difference plus the chain's change fees), the old ticket
// CHANGED and a new one ISSUED, and a change the railway refuses released.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { BuiltApp } from '../src/app.js';
import { createTrainIssueService } from '../src/modules/trains/tickets/train-issue.service.js';
import type { TrainMoneyDeps } from '../src/modules/trains/tickets/train-ledger.js';
import { createTrainRefundService } from '../src/modules/trains/tickets/train-refund.service.js';
import { createTrainChangeService } from '../src/modules/trains/tickets/train-change.service.js';
import { reconcileTrainMoney } from '../src/modules/trains/tickets/train-reconciliation.js';
import { createTestContext, type TestContext } from './support/test-context.js';
import { expectLedgerInvariants } from './support/booking-money.js';
import { RAIL_ACCOUNT, startTrainRailway, type TrainRailway } from './support/train-railway.js';
import {
  insertHeldTrainBooking,
  movedSince,
  trainBookingRow,
  trainChain,
  trainEventsOf,
  trainTicketRows,
  type TrainChain,
} from './support/train-money.js';

/** Per ticket: the F2 charges its F3 30,000, the F1 charges its F2 20,000; to change, 15,000 and 5,000. */
const FEES = [30_000, 20_000];
const CHANGE_FEES = [15_000, 5_000];

let ctx: TestContext;
let rail: TrainRailway;
let deps: TrainMoneyDeps;

beforeAll(async () => {
  ctx = await createTestContext();
  rail = await startTrainRailway(ctx.clock);
  deps = {
    db: ctx.db,
    clock: ctx.clock,
    ledger: (ctx.app as BuiltApp).ledger,
    railway: rail.railway,
    deadlineMs: 1_500,
    chainChangeFees: async () => CHANGE_FEES,
  };
});
afterAll(async () => {
  await ctx?.close();
  await rail?.close();
});

const callerOf = (chain: TrainChain) => ({ userId: chain.agent.userId, agencyId: chain.f3, permissions: [] });
const accept = (bookingId: string, quoteId: string, idempotencyKey = randomUUID()) => ({
  bookingId,
  quoteId,
  idempotencyKey,
  language: 'vi' as const,
});

/** The railway's fee table in VND (it counts in thousands, rounds half up, at least 10,000, at most the amount). */
const railwayFee = (amount: number, percent: number) =>
  1_000 * Math.min(amount / 1_000, Math.max(10, Math.floor(((amount / 1_000) * percent + 50) / 100)));

/** A booking of the chain's F3 held at the railway for `count` adults `days` ahead, issued from the deposit. */
async function issuedBooking(chain: TrainChain, count: number, days = 10) {
  const held = await rail.holdSeats({ count, days });
  const booking = await insertHeldTrainBooking(ctx, { chain, held, fees: FEES });
  await createTrainIssueService(deps).issue(callerOf(chain), {
    bookingId: booking.id,
    idempotencyKey: randomUUID(),
    acceptedTotal: booking.totalAmount,
  });
  return { booking: await trainBookingRow(ctx, booking.id), tickets: await trainTicketRows(ctx, booking.id) };
}

describe('refunds by the railway table', () => {
  it("credits the railway's refund (10 % from 24 h, 20 % under) to the deposits, keeps the fees, REFUNDED when all are", async () => {
    const chain = await trainChain(ctx);
    const { booking, tickets } = await issuedBooking(chain, 2);
    const [one, two] = tickets as [(typeof tickets)[number], (typeof tickets)[number]];
    const refunds = createTrainRefundService(deps);
    const first = await refunds.quote(callerOf(chain), {
      bookingId: booking.id,
      ticketIds: [one.ticketId],
      language: 'vi',
    });
    const fee1 = railwayFee(one.amount, 10);
    expect(first.lines).toEqual([
      { ticketId: one.ticketId, amount: one.amount, feePercent: 10, fee: fee1, refund: one.amount - fee1 },
    ]);
    expect(first).toMatchObject({
      rule: 'INDIVIDUAL',
      totalFee: fee1,
      totalRefund: one.amount - fee1,
      issueFeeKept: 50_000,
    });
    const after = await refunds.refund(callerOf(chain), accept(booking.id, first.quoteId));
    expect(after).toMatchObject({ status: 'ISSUED', refundedAmount: one.amount - fee1, pendingAction: null });
    // The refund is of the net alone: it goes back through every deposit of the chain, the fees stay earned.
    expect(await movedSince(ctx, chain, chain.f3)).toMatchObject({ balance: -booking.totalAmount + one.amount - fee1 });
    expect(await movedSince(ctx, chain, chain.f2)).toMatchObject({
      balance: -(booking.supplierNet + 2 * 20_000) + one.amount - fee1,
      commission: 2 * 30_000,
    });
    expect(await movedSince(ctx, chain, chain.f1)).toMatchObject({
      balance: -booking.supplierNet + one.amount - fee1,
      commission: 2 * 20_000,
    });
    expect((await trainTicketRows(ctx, booking.id)).find((ticket) => ticket.ticketId === one.ticketId)).toMatchObject({
      status: 'REFUNDED',
      refundAmount: one.amount - fee1,
      refundFee: fee1,
    });

    // 12 hours before departure the fee is 20 %, and the last ticket refunded closes the booking.
    ctx.clock.set(new Date(two.departAt.getTime() - 12 * 3_600_000));
    const second = await refunds.quote(callerOf(chain), {
      bookingId: booking.id,
      ticketIds: [two.ticketId],
      language: 'en',
    });
    const fee2 = railwayFee(two.amount, 20);
    expect(second.lines[0]).toMatchObject({ feePercent: 20, fee: fee2, refund: two.amount - fee2 });
    const closed = await refunds.refund(callerOf(chain), accept(booking.id, second.quoteId));
    const back = one.amount - fee1 + two.amount - fee2;
    expect(closed).toMatchObject({ status: 'REFUNDED', refundedAmount: back });
    expect(closed.closedAt).not.toBeNull();
    expect(await movedSince(ctx, chain, chain.f3)).toMatchObject({ balance: -booking.totalAmount + back, reserved: 0 });
    const credits = await ctx.db
      .select()
      .from(tables.ledgerTransactions)
      .where(eq(tables.ledgerTransactions.reversesTransactionId, booking.saleTransactionId!));
    expect(credits.map((credit) => credit.type)).toEqual(['R', 'R']);
    await expectLedgerInvariants(ctx);
  });

  it('moves nothing more on a replay with the same Idempotency-Key, nor on a second key for the same quote', async () => {
    const chain = await trainChain(ctx);
    const { booking, tickets } = await issuedBooking(chain, 2);
    const refunds = createTrainRefundService(deps);
    const quote = await refunds.quote(callerOf(chain), {
      bookingId: booking.id,
      ticketIds: [tickets[0]!.ticketId],
      language: 'vi',
    });
    const key = randomUUID();
    await refunds.refund(callerOf(chain), accept(booking.id, quote.quoteId, key));
    const calls = rail.calls.refund;
    const moved = await movedSince(ctx, chain, chain.f3);
    await refunds.refund(callerOf(chain), accept(booking.id, quote.quoteId, key));
    await refunds.refund(callerOf(chain), accept(booking.id, quote.quoteId));
    expect(rail.calls.refund).toBe(calls);
    expect(await movedSince(ctx, chain, chain.f3)).toEqual(moved);
    expect((await trainBookingRow(ctx, booking.id)).refundedAmount).toBe(quote.totalRefund);
    // The key names this quote now: another quote with it is 422.
    const other = await refunds.quote(callerOf(chain), {
      bookingId: booking.id,
      ticketIds: [tickets[1]!.ticketId],
      language: 'vi',
    });
    const reused = await refunds
      .refund(callerOf(chain), accept(booking.id, other.quoteId, key))
      .catch((error: unknown) => error);
    expect(reused).toMatchObject({ status: 422 });
  });

  it('leaves a refund whose answer is lost pending (502), and the reconciliation credits it once', async () => {
    const chain = await trainChain(ctx);
    const { booking, tickets } = await issuedBooking(chain, 1);
    const refunds = createTrainRefundService(deps);
    const quote = await refunds.quote(callerOf(chain), {
      bookingId: booking.id,
      ticketIds: [tickets[0]!.ticketId],
      language: 'vi',
    });
    rail.loseReplies({ refund: 1 });
    const lost = await refunds
      .refund(callerOf(chain), accept(booking.id, quote.quoteId))
      .catch((error: unknown) => error)
      .finally(() => rail.loseReplies({ refund: 0 }));
    expect(lost).toMatchObject({ status: 502 });
    expect(await trainBookingRow(ctx, booking.id)).toMatchObject({ status: 'ISSUED', pendingAction: 'refund' });
    ctx.clock.advance(61_000);
    await reconcileTrainMoney(deps, { graceMs: 60_000 });
    await reconcileTrainMoney(deps, { graceMs: 60_000 });
    expect(await trainBookingRow(ctx, booking.id)).toMatchObject({
      status: 'REFUNDED',
      pendingAction: null,
      refundedAmount: quote.totalRefund,
    });
    expect(await movedSince(ctx, chain, chain.f3)).toMatchObject({ balance: -booking.totalAmount + quote.totalRefund });
    const actions = (await trainEventsOf(ctx, booking.id)).map((event) => event.action);
    expect(actions.slice(-3)).toEqual(['refund-sent', 'refund-unknown', 'reconciled']);
    await expectLedgerInvariants(ctx);
  });
});

/** A seat locked at the railway for this agency, on the same journey `days` ahead, written as its portal lock row. */
async function lockFor(chain: TrainChain, days = 10) {
  const [lock] = await rail.lockSeats({ count: 1, days });
  await ctx.db.insert(tables.trainSeatLocks).values({
    ticketId: lock!.ticketId,
    agencyId: chain.f3,
    userId: chain.agentF3UserId,
    system: 'VNR',
    supplierAccount: RAIL_ACCOUNT,
    direction: 'departure',
    runId: lock!.runId,
    carriageNo: lock!.carriageNo,
    seatId: lock!.seat.seatId,
    lock: { carriageName: 'Toa đổi', from: lock!.from, to: lock!.to },
    lockedAt: new Date(lock!.lockedAt),
    expiresAt: new Date(new Date(lock!.lockedAt).getTime() + lock!.durationSeconds * 1_000),
  });
  return lock!;
}

describe('changes to a seat the agency holds', () => {
  it("charges the railway's fee and fare difference plus the chain's change fees, in two phases; old CHANGED, new ISSUED", async () => {
    const chain = await trainChain(ctx);
    const { booking, tickets } = await issuedBooking(chain, 1);
    const old = tickets[0]!;
    const lock = await lockFor(chain);
    const changes = createTrainChangeService(deps);
    const quote = await changes.quote(callerOf(chain), {
      bookingId: booking.id,
      ticketId: old.ticketId,
      newTicketId: lock.ticketId,
      language: 'vi',
    });
    const difference = Math.max(0, quote.newAmount - old.amount);
    expect(quote).toMatchObject({
      oldAmount: old.amount,
      changeFee: 20_000,
      fareDifference: difference,
      total: 20_000 + difference,
      chainFee: 20_000,
      depositTotal: 40_000 + difference,
    });
    const before = await movedSince(ctx, chain, chain.f3);
    const changed = await changes.change(callerOf(chain), accept(booking.id, quote.quoteId));
    expect(changed).toMatchObject({ status: 'ISSUED', changeAmount: 40_000 + difference, pendingAction: null });
    expect((await movedSince(ctx, chain, chain.f3)).balance - before.balance).toBe(-(40_000 + difference));
    expect((await movedSince(ctx, chain, chain.f2)).commission).toBe(30_000 + 15_000);
    expect((await movedSince(ctx, chain, chain.f1)).commission).toBe(20_000 + 5_000);
    const rows = await trainTicketRows(ctx, booking.id);
    expect(rows.find((row) => row.ticketId === old.ticketId)).toMatchObject({
      status: 'CHANGED',
      replacedBy: lock.ticketId,
    });
    const fresh = rows.find((row) => row.ticketId === lock.ticketId);
    expect(fresh).toMatchObject({
      status: 'ISSUED',
      replaces: old.ticketId,
      amount: quote.newAmount,
      fullName: old.fullName,
      seatNumber: lock.seat.number,
    });
    expect(fresh?.boardingCode).toBeTruthy();
    const locks = await ctx.db
      .select()
      .from(tables.trainSeatLocks)
      .where(eq(tables.trainSeatLocks.ticketId, lock.ticketId));
    expect(locks).toEqual([]);
    // A replay moves nothing more.
    await changes.change(callerOf(chain), accept(booking.id, quote.quoteId));
    expect((await trainBookingRow(ctx, booking.id)).changeAmount).toBe(40_000 + difference);
    // Refunding the new ticket gives back its amount less the fee, from the issue's sale then the change's.
    const refunds = createTrainRefundService(deps);
    const refundQuote = await refunds.quote(callerOf(chain), {
      bookingId: booking.id,
      ticketIds: [lock.ticketId],
      language: 'vi',
    });
    const fee = railwayFee(quote.newAmount, 10);
    expect(refundQuote).toMatchObject({ totalFee: fee, totalRefund: quote.newAmount - fee });
    const refunded = await refunds.refund(callerOf(chain), accept(booking.id, refundQuote.quoteId));
    expect(refunded).toMatchObject({ status: 'REFUNDED', refundedAmount: quote.newAmount - fee });
    await expectLedgerInvariants(ctx);
  });

  it('releases the reserved money when the railway refuses the change, and refuses a seat the agency does not hold', async () => {
    const chain = await trainChain(ctx);
    const other = await trainChain(ctx);
    const { booking, tickets } = await issuedBooking(chain, 1);
    const theirs = await lockFor(other);
    const changes = createTrainChangeService(deps);
    const notOurs = await changes
      .quote(callerOf(chain), {
        bookingId: booking.id,
        ticketId: tickets[0]!.ticketId,
        newTicketId: theirs.ticketId,
        language: 'en',
      })
      .catch((error: unknown) => error);
    expect(notOurs).toMatchObject({ status: 400 });
    const ours = await lockFor(chain);
    const quote = await changes.quote(callerOf(chain), {
      bookingId: booking.id,
      ticketId: tickets[0]!.ticketId,
      newTicketId: ours.ticketId,
      language: 'vi',
    });
    // The seat is let go at the railway before the change is accepted: the railway refuses it.
    await rail.gateway.release('VNR', { account: RAIL_ACCOUNT, ticketId: ours.ticketId }, { deadlineMs: 5_000 });
    const before = await movedSince(ctx, chain, chain.f3);
    const refused = await changes
      .change(callerOf(chain), accept(booking.id, quote.quoteId))
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 409, details: { reason: 'supplierRefused' } });
    expect(await movedSince(ctx, chain, chain.f3)).toEqual(before);
    expect(await trainBookingRow(ctx, booking.id)).toMatchObject({
      status: 'ISSUED',
      pendingAction: null,
      changeAmount: 0,
    });
    expect((await trainTicketRows(ctx, booking.id)).map((row) => row.status)).toEqual(['ISSUED']);
    const actions = (await trainEventsOf(ctx, booking.id)).map((event) => event.action);
    expect(actions.slice(-2)).toEqual(['change-sent', 'change-failed']);
    await expectLedgerInvariants(ctx);
  });

  it('keeps the money reserved for a change whose answer is lost, and the reconciliation posts it once (or releases one never sent)', async () => {
    const chain = await trainChain(ctx);
    const { booking, tickets } = await issuedBooking(chain, 2);
    const changes = createTrainChangeService(deps);
    const lostLock = await lockFor(chain);
    const lostQuote = await changes.quote(callerOf(chain), {
      bookingId: booking.id,
      ticketId: tickets[0]!.ticketId,
      newTicketId: lostLock.ticketId,
      language: 'vi',
    });
    rail.loseReplies({ change: 1 });
    const lost = await changes
      .change(callerOf(chain), accept(booking.id, lostQuote.quoteId))
      .catch((error: unknown) => error)
      .finally(() => rail.loseReplies({ change: 0 }));
    expect(lost).toMatchObject({ status: 502 });
    expect(await trainBookingRow(ctx, booking.id)).toMatchObject({ pendingAction: 'change', changeAmount: 0 });
    expect(await movedSince(ctx, chain, chain.f3)).toMatchObject({ reserved: lostQuote.depositTotal });
    ctx.clock.advance(61_000);
    await reconcileTrainMoney(deps, { graceMs: 60_000 });
    expect(await trainBookingRow(ctx, booking.id)).toMatchObject({
      pendingAction: null,
      changeAmount: lostQuote.depositTotal,
    });
    expect(await movedSince(ctx, chain, chain.f3)).toMatchObject({
      balance: -booking.totalAmount - lostQuote.depositTotal!,
      reserved: 0,
    });
    expect((await trainTicketRows(ctx, booking.id)).find((row) => row.ticketId === lostLock.ticketId)?.status).toBe(
      'ISSUED',
    );

    // A change that never reached the railway: the reconciliation sees the old ticket still issued and releases.
    const droppedLock = await lockFor(chain);
    const droppedQuote = await changes.quote(callerOf(chain), {
      bookingId: booking.id,
      ticketId: tickets[1]!.ticketId,
      newTicketId: droppedLock.ticketId,
      language: 'vi',
    });
    rail.drop('change');
    await changes
      .change(callerOf(chain), accept(booking.id, droppedQuote.quoteId))
      .catch((error: unknown) => error)
      .finally(() => rail.undrop('change'));
    ctx.clock.advance(61_000);
    await reconcileTrainMoney(deps, { graceMs: 60_000 });
    expect(await trainBookingRow(ctx, booking.id)).toMatchObject({
      pendingAction: null,
      changeAmount: lostQuote.depositTotal,
    });
    expect(await movedSince(ctx, chain, chain.f3)).toMatchObject({
      balance: -booking.totalAmount - lostQuote.depositTotal!,
      reserved: 0,
    });
    expect((await trainTicketRows(ctx, booking.id)).find((row) => row.ticketId === tickets[1]!.ticketId)?.status).toBe(
      'ISSUED',
    );
    await expectLedgerInvariants(ctx);
  });
});
