// Refunds and changes of issued train tickets along F1 → F2 → F3: the railway's fee by its table reaching the deposits
// exactly (the chain's issue fees kept), REFUNDED once every ticket is; a replay with the same Idempotency-Key moving
// nothing more; a lost refund answer settled by the reconciliation; a change paid in two phases (the railway's fee and
// fare difference plus the chain's change fees), the old ticket CHANGED and a new one ISSUED, a refused change released.
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
import {
  insertHeldTrainBooking,
  movedSince,
  scriptedRailway,
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
let rail: ReturnType<typeof scriptedRailway>;
let deps: TrainMoneyDeps;

beforeAll(async () => {
  ctx = await createTestContext();
  rail = scriptedRailway(ctx.clock);
  deps = {
    db: ctx.db,
    clock: ctx.clock,
    ledger: (ctx.app as BuiltApp).ledger,
    railway: rail.railway,
    deadlineMs: 2_000,
    chainChangeFees: async () => CHANGE_FEES,
  };
});
afterAll(async () => {
  await ctx?.close();
});

const callerOf = (chain: TrainChain) => ({ userId: chain.agent.userId, agencyId: chain.f3, permissions: [] });
const accept = (bookingId: string, quoteId: string, idempotencyKey = randomUUID()) => ({
  bookingId,
  quoteId,
  idempotencyKey,
  language: 'vi' as const,
});

/** An issued booking of the chain's F3 with tickets of these amounts, departing in `hours`. */
async function issuedBooking(chain: TrainChain, amounts: number[], hours = 72) {
  const departAt = new Date(ctx.clock.now().getTime() + hours * 3_600_000);
  const held = await insertHeldTrainBooking(ctx, {
    chain,
    departAt,
    tickets: amounts.map((amount) => ({ amount, fees: FEES })),
  });
  const tickets = await trainTicketRows(ctx, held.id);
  rail.hold(
    held,
    tickets.map((ticket) => ({ ticketId: ticket.ticketId, amount: ticket.amount })),
  );
  await createTrainIssueService(deps).issue(callerOf(chain), {
    bookingId: held.id,
    idempotencyKey: randomUUID(),
    acceptedTotal: held.totalAmount,
  });
  return { booking: await trainBookingRow(ctx, held.id), tickets: await trainTicketRows(ctx, held.id) };
}

describe('refunds by the railway table', () => {
  it("credits the railway's refund (10 % fee at 24 h or more) to the deposits, keeps the fees, and REFUNDED when all are", async () => {
    const chain = await trainChain(ctx);
    const { booking, tickets } = await issuedBooking(chain, [1_250_000, 937_000]);
    const refunds = createTrainRefundService(deps);
    const first = await refunds.quote(callerOf(chain), {
      bookingId: booking.id,
      ticketIds: [tickets[0]!.ticketId],
      language: 'vi',
    });
    expect(first.lines).toEqual([
      { ticketId: tickets[0]!.ticketId, amount: 1_250_000, feePercent: 10, fee: 125_000, refund: 1_125_000 },
    ]);
    expect(first).toMatchObject({ totalFee: 125_000, totalRefund: 1_125_000, issueFeeKept: 50_000 });
    const after = await refunds.refund(callerOf(chain), accept(booking.id, first.quoteId));
    expect(after).toMatchObject({ status: 'ISSUED', refundedAmount: 1_125_000, pendingAction: null });
    // The refund is of the net alone: it goes back through every deposit of the chain, the fees stay earned.
    expect(await movedSince(ctx, chain, chain.f3)).toMatchObject({ balance: -booking.totalAmount + 1_125_000 });
    expect(await movedSince(ctx, chain, chain.f2)).toMatchObject({ commission: 2 * 30_000 });
    expect(await movedSince(ctx, chain, chain.f1)).toMatchObject({ commission: 2 * 20_000 });
    const refunded = (await trainTicketRows(ctx, booking.id)).find(
      (ticket) => ticket.ticketId === tickets[0]!.ticketId,
    );
    expect(refunded).toMatchObject({ status: 'REFUNDED', refundAmount: 1_125_000, refundFee: 125_000 });

    // Under 24 h the fee is 20 %, and the last ticket refunded closes the booking.
    ctx.clock.advance(60 * 3_600_000);
    const second = await refunds.quote(callerOf(chain), {
      bookingId: booking.id,
      ticketIds: [tickets[1]!.ticketId],
      language: 'en',
    });
    expect(second.lines[0]).toMatchObject({ feePercent: 20, fee: 187_000, refund: 750_000 });
    const closed = await refunds.refund(callerOf(chain), accept(booking.id, second.quoteId));
    expect(closed).toMatchObject({ status: 'REFUNDED', refundedAmount: 1_125_000 + 750_000 });
    expect(closed.closedAt).not.toBeNull();
    expect(await movedSince(ctx, chain, chain.f3)).toMatchObject({
      balance: -booking.totalAmount + 1_125_000 + 750_000,
      reserved: 0,
    });
    const credits = await ctx.db
      .select()
      .from(tables.ledgerTransactions)
      .where(eq(tables.ledgerTransactions.reversesTransactionId, booking.saleTransactionId!));
    expect(credits.map((credit) => credit.type)).toEqual(['R', 'R']);
    await expectLedgerInvariants(ctx);
  });

  it('moves nothing more on a replay with the same Idempotency-Key, nor on a second key for the same quote', async () => {
    const chain = await trainChain(ctx);
    const { booking, tickets } = await issuedBooking(chain, [800_000, 800_000]);
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
    const { booking, tickets } = await issuedBooking(chain, [600_000]);
    const refunds = createTrainRefundService(deps);
    const quote = await refunds.quote(callerOf(chain), {
      bookingId: booking.id,
      ticketIds: [tickets[0]!.ticketId],
      language: 'vi',
    });
    rail.modes.refund = 'lose';
    const lost = await refunds
      .refund(callerOf(chain), accept(booking.id, quote.quoteId))
      .catch((error: unknown) => error)
      .finally(() => (rail.modes.refund = 'answer'));
    expect(lost).toMatchObject({ status: 502 });
    expect(await trainBookingRow(ctx, booking.id)).toMatchObject({ status: 'ISSUED', pendingAction: 'refund' });
    ctx.clock.advance(61_000);
    await reconcileTrainMoney(deps, { graceMs: 60_000 });
    await reconcileTrainMoney(deps, { graceMs: 60_000 });
    expect(await trainBookingRow(ctx, booking.id)).toMatchObject({
      status: 'REFUNDED',
      pendingAction: null,
      refundedAmount: 540_000,
    });
    expect(await movedSince(ctx, chain, chain.f3)).toMatchObject({ balance: -booking.totalAmount + 540_000 });
    const actions = (await trainEventsOf(ctx, booking.id)).map((event) => event.action);
    expect(actions.slice(-3)).toEqual(['refund-sent', 'refund-unknown', 'reconciled']);
    await expectLedgerInvariants(ctx);
  });
});

/** A seat this agency locked (no booking took it yet) for a change to move to. */
async function lockFor(chain: TrainChain, ticketId: string) {
  const now = ctx.clock.now();
  await ctx.db.insert(tables.trainSeatLocks).values({
    ticketId,
    agencyId: chain.f3,
    userId: chain.agentF3UserId,
    system: 'VNR',
    supplierAccount: 'TESTVNR',
    direction: 'departure',
    runId: 'SE1-2026-12-22',
    carriageNo: '8',
    seatId: '8-5',
    lock: { carriageName: 'Nằm khoang 4 điều hòa', from: 'HNO', to: 'DNA' },
    lockedAt: now,
    expiresAt: new Date(now.getTime() + 600_000),
  });
}

describe('changes to a seat the agency holds', () => {
  it("charges the railway's fee and fare difference plus the chain's change fees, in two phases; old CHANGED, new ISSUED", async () => {
    const chain = await trainChain(ctx);
    const { booking, tickets } = await issuedBooking(chain, [900_000]);
    const newTicketId = `NEW-${randomUUID().slice(0, 8)}`;
    await lockFor(chain, newTicketId);
    rail.setChangeFare(newTicketId, 1_000_000);
    const changes = createTrainChangeService(deps);
    const quote = await changes.quote(callerOf(chain), {
      bookingId: booking.id,
      ticketId: tickets[0]!.ticketId,
      newTicketId,
      language: 'vi',
    });
    expect(quote).toMatchObject({
      changeFee: 20_000,
      fareDifference: 100_000,
      total: 120_000,
      chainFee: 20_000,
      depositTotal: 140_000,
    });
    const before = await movedSince(ctx, chain, chain.f3);
    const changed = await changes.change(callerOf(chain), accept(booking.id, quote.quoteId));
    expect(changed).toMatchObject({ status: 'ISSUED', changeAmount: 140_000, pendingAction: null });
    expect((await movedSince(ctx, chain, chain.f3)).balance - before.balance).toBe(-140_000);
    expect((await movedSince(ctx, chain, chain.f2)).commission).toBe(2 * 0 + 30_000 + 15_000);
    expect((await movedSince(ctx, chain, chain.f1)).commission).toBe(20_000 + 5_000);
    const rows = await trainTicketRows(ctx, booking.id);
    expect(rows.find((row) => row.ticketId === tickets[0]!.ticketId)).toMatchObject({
      status: 'CHANGED',
      replacedBy: newTicketId,
    });
    expect(rows.find((row) => row.ticketId === newTicketId)).toMatchObject({
      status: 'ISSUED',
      replaces: tickets[0]!.ticketId,
      amount: 1_000_000,
      fullName: tickets[0]!.fullName,
      boardingCode: `VNR|${booking.bookingCode}|${newTicketId}`,
    });
    const locks = await ctx.db
      .select()
      .from(tables.trainSeatLocks)
      .where(eq(tables.trainSeatLocks.ticketId, newTicketId));
    expect(locks).toEqual([]);
    // A replay moves nothing more.
    await changes.change(callerOf(chain), accept(booking.id, quote.quoteId));
    expect((await trainBookingRow(ctx, booking.id)).changeAmount).toBe(140_000);
    // Refunding the new ticket gives back its amount less the fee, from the issue's sale then the change's.
    const refunds = createTrainRefundService(deps);
    const refundQuote = await refunds.quote(callerOf(chain), {
      bookingId: booking.id,
      ticketIds: [newTicketId],
      language: 'vi',
    });
    expect(refundQuote).toMatchObject({ totalFee: 100_000, totalRefund: 900_000 });
    const refunded = await refunds.refund(callerOf(chain), accept(booking.id, refundQuote.quoteId));
    expect(refunded).toMatchObject({ status: 'REFUNDED', refundedAmount: 900_000 });
    await expectLedgerInvariants(ctx);
  });

  it('releases the reserved money when the railway refuses the change, and refuses a seat the agency does not hold', async () => {
    const chain = await trainChain(ctx);
    const other = await trainChain(ctx);
    const { booking, tickets } = await issuedBooking(chain, [700_000]);
    const newTicketId = `NEW-${randomUUID().slice(0, 8)}`;
    await lockFor(other, newTicketId);
    const changes = createTrainChangeService(deps);
    const notOurs = await changes
      .quote(callerOf(chain), { bookingId: booking.id, ticketId: tickets[0]!.ticketId, newTicketId, language: 'en' })
      .catch((error: unknown) => error);
    expect(notOurs).toMatchObject({ status: 400 });
    const ours = `NEW-${randomUUID().slice(0, 8)}`;
    await lockFor(chain, ours);
    const quote = await changes.quote(callerOf(chain), {
      bookingId: booking.id,
      ticketId: tickets[0]!.ticketId,
      newTicketId: ours,
      language: 'vi',
    });
    const before = await movedSince(ctx, chain, chain.f3);
    rail.modes.change = 'refuse';
    rail.refuseWith('CHANGE_NOT_ALLOWED');
    const refused = await changes
      .change(callerOf(chain), accept(booking.id, quote.quoteId))
      .catch((error: unknown) => error)
      .finally(() => (rail.modes.change = 'answer'));
    expect(refused).toMatchObject({ status: 409, details: { supplierCode: 'CHANGE_NOT_ALLOWED' } });
    expect(await movedSince(ctx, chain, chain.f3)).toEqual(before);
    expect(await trainBookingRow(ctx, booking.id)).toMatchObject({
      status: 'ISSUED',
      pendingAction: null,
      changeAmount: 0,
    });
    expect((await trainTicketRows(ctx, booking.id)).map((row) => row.status)).toEqual(['ISSUED']);
    await expectLedgerInvariants(ctx);
  });
});
