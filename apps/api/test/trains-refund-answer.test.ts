// The railway's refund answer against the quote the agent accepted: the same figures credit the quote; other figures
// for the same quote and tickets credit the railway's (what it really refunded), the quote kept beside them in the
// history; an answer about another quote, other tickets or lines that do not add up is not used and the refund stays
// pending for the reconciliation. The last cases run against the simulator whose answer is altered on the way back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.js';
import type { TrainMoneyDeps } from '../src/modules/trains/tickets/train-ledger.js';
import { readRefundAnswer, type StoredRefundQuote } from '../src/modules/trains/tickets/train-quotes.js';
import { createTrainRefundService } from '../src/modules/trains/tickets/train-refund.service.js';
import { reconcileTrainMoney } from '../src/modules/trains/tickets/train-reconciliation.js';
import { createTestContext, type TestContext } from './support/test-context.js';
import { expectLedgerInvariants } from './support/booking-money.js';
import { startTrainRailway, type TrainRailway } from './support/train-railway.js';
import { movedSince, trainBookingRow, trainChain, trainEventsOf, trainTicketRows } from './support/train-money.js';
import { acceptQuote, issueTrainBooking, trainCallerOf, type TrainFlow } from './support/train-money-flows.js';

const KEPT: StoredRefundQuote = {
  quoteId: 'RQ00000042',
  rule: 'INDIVIDUAL',
  lines: [
    { ticketId: 'T1', amount: 500_000, feePercent: 10, fee: 50_000, refund: 450_000 },
    { ticketId: 'T2', amount: 300_000, feePercent: 10, fee: 30_000, refund: 270_000 },
  ],
  totalFee: 80_000,
  totalRefund: 720_000,
  expiresAt: '2026-12-01T10:00:00+07:00',
  issueFeeKept: 100_000,
};
const { issueFeeKept: _kept, ...ANSWER } = KEPT;

describe('readRefundAnswer', () => {
  it('keeps the quote when the railway answers the same figures (lines in any order)', () => {
    const reading = readRefundAnswer(KEPT, { ...ANSWER, lines: [...ANSWER.lines].reverse() });
    expect(reading).toEqual({ kind: 'same', quote: KEPT });
  });

  it("takes the railway's figures when they differ, the issue fees kept and the quote beside", () => {
    const lines = [{ ...ANSWER.lines[0]!, feePercent: 20, fee: 100_000, refund: 400_000 }, ANSWER.lines[1]!];
    const reading = readRefundAnswer(KEPT, { ...ANSWER, lines, totalFee: 130_000, totalRefund: 670_000 });
    expect(reading).toEqual({
      kind: 'differs',
      kept: KEPT,
      quote: { ...KEPT, lines, totalFee: 130_000, totalRefund: 670_000 },
    });
  });

  it('refuses an answer about another quote, other tickets, or lines that do not add up', () => {
    expect(readRefundAnswer(KEPT, { ...ANSWER, quoteId: 'RQ00000043' })).toMatchObject({ kind: 'mismatch' });
    expect(
      readRefundAnswer(KEPT, { ...ANSWER, lines: [ANSWER.lines[0]!], totalFee: 50_000, totalRefund: 450_000 }),
    ).toMatchObject({ kind: 'mismatch' });
    expect(readRefundAnswer(KEPT, { ...ANSWER, totalRefund: 700_000 })).toMatchObject({ kind: 'mismatch' });
    expect(readRefundAnswer(KEPT, { ...ANSWER, totalFee: 90_000 })).toMatchObject({ kind: 'mismatch' });
  });
});

describe('a refund whose answer differs from the quote (the simulator, its answer altered on the way back)', () => {
  let ctx: TestContext;
  let rail: TrainRailway;
  let flow: TrainFlow;
  /** What the railway's answer loses per line before it reaches the portal (0: as the simulator answered). */
  let shave = 0;
  let otherQuote = false;

  beforeAll(async () => {
    ctx = await createTestContext();
    rail = await startTrainRailway(ctx.clock);
    const railway: TrainMoneyDeps['railway'] = {
      ...rail.railway,
      refund: async (system, target, options) => {
        const result = await rail.railway.refund(system, target, options);
        if (!result.ok) return result;
        const { quote } = result.value;
        const lines = quote.lines.map((line) => ({ ...line, fee: line.fee + shave, refund: line.refund - shave }));
        const altered = {
          ...quote,
          quoteId: otherQuote ? `${quote.quoteId}X` : quote.quoteId,
          lines,
          totalFee: quote.totalFee + shave * lines.length,
          totalRefund: quote.totalRefund - shave * lines.length,
        };
        return { ok: true, value: { ...result.value, quote: altered } };
      },
    };
    const deps: TrainMoneyDeps = {
      db: ctx.db,
      clock: ctx.clock,
      ledger: (ctx.app as BuiltApp).ledger,
      railway,
      deadlineMs: 1_500,
      chainChangeFees: async () => [0, 0],
    };
    flow = { ctx, rail, deps, fees: [30_000, 20_000] };
  });
  afterAll(async () => {
    await ctx?.close();
    await rail?.close();
  });

  it("credits the railway's figure and records the quote beside it", async () => {
    const chain = await trainChain(ctx);
    const caller = trainCallerOf(chain);
    const { booking, tickets } = await issueTrainBooking(flow, { chain, count: 1 });
    const refunds = createTrainRefundService(flow.deps);
    const quote = await refunds.quote(caller, {
      bookingId: booking.id,
      ticketIds: [tickets[0]!.ticketId],
      language: 'vi',
    });
    shave = 5_000;
    const before = await movedSince(ctx, chain, chain.f3);
    const refunded = await refunds.refund(caller, acceptQuote(booking.id, quote.quoteId)).finally(() => (shave = 0));
    expect(refunded).toMatchObject({ status: 'REFUNDED', refundedAmount: quote.totalRefund - 5_000 });
    expect((await movedSince(ctx, chain, chain.f3)).balance - before.balance).toBe(quote.totalRefund - 5_000);
    expect((await trainTicketRows(ctx, booking.id))[0]).toMatchObject({
      status: 'REFUNDED',
      refundAmount: quote.totalRefund - 5_000,
      refundFee: quote.totalFee + 5_000,
    });
    expect((await trainEventsOf(ctx, booking.id)).at(-1)).toMatchObject({
      action: 'refund',
      details: { amount: quote.totalRefund - 5_000, quoted: { totalRefund: quote.totalRefund } },
    });
    await expectLedgerInvariants(ctx);
  });

  it('leaves an answer about another quote pending (502); the reconciliation settles it by the quote', async () => {
    const chain = await trainChain(ctx);
    const caller = trainCallerOf(chain);
    const { booking, tickets } = await issueTrainBooking(flow, { chain, count: 1 });
    const refunds = createTrainRefundService(flow.deps);
    const quote = await refunds.quote(caller, {
      bookingId: booking.id,
      ticketIds: [tickets[0]!.ticketId],
      language: 'vi',
    });
    otherQuote = true;
    const before = await movedSince(ctx, chain, chain.f3);
    const answered = await refunds
      .refund(caller, acceptQuote(booking.id, quote.quoteId))
      .catch((error: unknown) => error)
      .finally(() => (otherQuote = false));
    expect(answered).toMatchObject({ status: 502 });
    expect(await trainBookingRow(ctx, booking.id)).toMatchObject({ status: 'ISSUED', pendingAction: 'refund' });
    expect(await movedSince(ctx, chain, chain.f3)).toEqual(before);
    ctx.clock.advance(61_000);
    await reconcileTrainMoney(flow.deps, { graceMs: 60_000 });
    expect(await trainBookingRow(ctx, booking.id)).toMatchObject({
      status: 'REFUNDED',
      pendingAction: null,
      refundedAmount: quote.totalRefund,
    });
    expect((await movedSince(ctx, chain, chain.f3)).balance - before.balance).toBe(quote.totalRefund);
    await expectLedgerInvariants(ctx);
  });
});
