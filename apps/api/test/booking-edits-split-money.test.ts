// The money of split-passenger on PostgreSQL: a ticketed booking split in two shares its sale, and voiding or refunding
// either part gives back exactly that part's share, never the whole sale twice; two splits of one version make one.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type TBookingDetail, type TBookingEditResponse, type TRefundQuote } from '@portal/contracts';
import type { SignedIn, TestContext } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import type { BookingSuppliers } from './support/bookings.js';
import { addSegmentFee, expectLedgerInvariants, figuresOf, moneyApi, transactionsOf } from './support/booking-money.js';
import { startEditSuite, stopEditSuite } from './support/edit-suite.js';
import { bookingRowOf, bookingsOfOrder, heldWith, splitOf } from './support/booking-split.js';

/** An odd fee per adult and segment, so the parts' fees are not an even share of the sale. */
const ODD_FEE = 33_333;

let suppliers: BookingSuppliers;
let ctx: TestContext;
let f1: SignedIn;
let agent: SignedIn;

beforeAll(async () => {
  ({ ctx, suppliers, parentAdmin: f1, agent } = await startEditSuite({ deposit: 100_000_000 }));
  await addSegmentFee(ctx, f1.agencyId, ODD_FEE);
});
afterAll(() => stopEditSuite({ ctx, suppliers }));
afterEach(async () => expectLedgerInvariants(ctx));

const chainFigures = async () => ({ f2: await figuresOf(ctx, agent.agencyId), f1: await figuresOf(ctx, f1.agencyId) });

/** A ticketed booking of two adults and an infant (on ADT-1), split: ADT-1 and INF-1 move to the new booking. */
async function ticketedAndSplit() {
  const held = await heldWith(ctx, agent, { adults: 2, infants: 1 });
  const beforeIssue = await chainFigures();
  const issued = await moneyApi(ctx).issue(agent, held.id);
  expect(issued.statusCode, issued.body).toBe(200);
  const ticketed = issued.json<TBookingDetail>();
  const tickets = Object.fromEntries(ticketed.passengers.map((passenger) => [passenger.paxId, passenger.ticketNumber]));
  const split = await splitOf(ctx, agent, { booking: ticketed, paxIds: ['ADT-1'] });
  expect(split.statusCode, split.body).toBe(200);
  const { newBookingId } = split.json<TBookingEditResponse>();
  const [kept, moved] = [await bookingRowOf(ctx, held.id), await bookingRowOf(ctx, newBookingId!)];
  return { held, beforeIssue, tickets, kept, moved };
}

/** What voiding a part gives back: its own net and fees, each to the account that took it. */
const afterVoidOf = (
  figures: Awaited<ReturnType<typeof chainFigures>>,
  part: { supplierNet: number; feeTotal: number },
) => ({
  f2: { ...figures.f2, balance: figures.f2.balance + part.supplierNet + part.feeTotal },
  f1: {
    ...figures.f1,
    balance: figures.f1.balance + part.supplierNet,
    funding: figures.f1.funding - part.supplierNet,
    commission: figures.f1.commission - part.feeTotal,
  },
});

describe('a ticketed booking split in two', () => {
  it('shares the sale; voiding the split-off part gives back exactly its share, then the rest exactly', async () => {
    const { held, beforeIssue, tickets, kept, moved } = await ticketedAndSplit();
    expect(moved).toMatchObject({ status: 'EXPORT', saleTransactionId: kept.saleTransactionId });
    expect(moved.passengers.map((passenger) => [passenger.paxId, passenger.ticketNumber]).sort()).toEqual([
      ['ADT-1', tickets['ADT-1']],
      ['INF-1', tickets['INF-1']],
    ]);
    expect(moved.feeTotal).toBe(ODD_FEE);
    expect(kept.totalAmount + moved.totalAmount).toBe(beforeIssue.f2.balance - (await chainFigures()).f2.balance);

    const afterSplit = await chainFigures();
    const voided = await moneyApi(ctx).void(agent, moved.id);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await chainFigures()).toEqual(afterVoidOf(afterSplit, moved));
    expect((await transactionsOf(ctx, moved.id)).map((row) => row.type)).toEqual(['V']);
    expect((await bookingRowOf(ctx, held.id)).status).toBe('EXPORT');

    const rest = await moneyApi(ctx).void(agent, held.id);
    expect(rest.statusCode, rest.body).toBe(200);
    expect(await chainFigures()).toEqual(beforeIssue);
  });

  it('refunds the split-off part from its own PNR, then voids the original: never more than the sale', async () => {
    const { held, kept, moved } = await ticketedAndSplit();
    const afterSplit = await chainFigures();
    const quoted = await moneyApi(ctx).refundQuote(agent, moved.id);
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = quoted.json<TRefundQuote>();
    expect(quote.totalPaid).toBe(moved.supplierNet);
    const refunded = await moneyApi(ctx).refund(agent, moved.id, quote.quoteId);
    expect(refunded.statusCode, refunded.body).toBe(200);
    const back = quote.refundableAmount;
    const afterRefund = await chainFigures();
    expect(afterRefund.f2.balance).toBe(afterSplit.f2.balance + back);

    const voided = await moneyApi(ctx).void(agent, held.id);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await chainFigures()).toEqual(afterVoidOf(afterRefund, kept));
  });

  it('voids the original first, then the split-off part: each exactly its share', async () => {
    const { held, beforeIssue, kept } = await ticketedAndSplit();
    const afterSplit = await chainFigures();
    expect((await moneyApi(ctx).void(agent, held.id)).statusCode).toBe(200);
    expect(await chainFigures()).toEqual(afterVoidOf(afterSplit, kept));
    const others = (await bookingsOfOrder(ctx, held.orderId)).filter((row) => row.id !== held.id);
    expect((await moneyApi(ctx).void(agent, others[0]!.id)).statusCode).toBe(200);
    expect(await chainFigures()).toEqual(beforeIssue);
  });
});

describe('two splits of one version', () => {
  it('makes one split, here and at the airline: the other answers 409 staleVersion or editPending', async () => {
    const held = await heldWith(ctx, agent, { adults: 3 });
    const answers = await Promise.all(
      ['ADT-2', 'ADT-3'].map((paxId) => splitOf(ctx, agent, { booking: held, paxIds: [paxId] })),
    );
    expect(answers.map((answer) => answer.statusCode).sort(), answers.map((answer) => answer.body).join()).toEqual([
      200, 409,
    ]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    const reason = expectApiError(loser, 409, ErrorCode.CONFLICT).details!.reason;
    expect(['staleVersion', 'editPending']).toContain(reason);
    expect(await bookingsOfOrder(ctx, held.orderId)).toHaveLength(2);
    // The booking was claimed before the airline was called: the loser never reached it (decision 043).
    const { supplierAccount: account } = await bookingRowOf(ctx, held.id);
    const original = await suppliers.gateway.retrieve('VN', { pnr: held.pnr!, account }, { deadlineMs: 2000 });
    expect(original.ok && original.value.splitInto).toHaveLength(1);
  });
});
