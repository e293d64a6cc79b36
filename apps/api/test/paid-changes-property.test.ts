// Property (issue 15): any sequence of paid changes, voids and refunds on ticketed bookings leaves the ledger balanced
// and the buyer's deposit moved by exactly −(issued totals + paid changes − refunds), a void giving everything back.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBookingDetail, TPaidChangeResponse } from '@portal/contracts';
import { expectLedgerInvariants, figuresOf, moneyApi } from './support/booking-money.js';
import { eventsOfBooking } from './support/bookings.js';
import { detailFor } from './support/edit-suite.js';
import { holdOn } from './support/priced-edits.js';
import {
  buySeatCall,
  paidApi,
  paidSeatOf,
  startPaidSuite,
  stopPaidSuite,
  type PaidCall,
  type PaidSuite,
} from './support/paid-change-suite.js';

let suite: PaidSuite;

beforeAll(async () => {
  suite = await startPaidSuite();
});
afterAll(async () => {
  await stopPaidSuite(suite ?? {});
});

const OPERATIONS = ['bag', 'seat', 'refund-ticket', 'void', 'refund'] as const;
type Operation = (typeof OPERATIONS)[number];

async function bagCall(booking: TBookingDetail): Promise<PaidCall | undefined> {
  const offers = await paidApi(suite.ctx).offers(suite.f3, booking.id);
  if (offers.statusCode !== 200) return undefined;
  const flights = offers.json<{ flights: { options: { code: string; category: string; paxTypes: string[] }[] }[] }>();
  const bag = flights.flights[0]?.options.find(
    (option) => option.category === 'BAGGAGE' && option.paxTypes.includes('ADT'),
  );
  if (!bag) return undefined;
  return {
    bookingId: booking.id,
    action: 'buy-luggage',
    body: {
      expectedVersion: booking.version,
      items: [{ paxId: 'ADT-1', flightKey: booking.routes[0]!.offerId, optionCode: bag.code }],
    },
  };
}

/** Runs one operation on the booking as it is now; a state that does not allow it changes nothing. */
async function run(operation: Operation, bookingId: string): Promise<void> {
  const booking = await detailFor(suite.ctx, suite.f3, bookingId);
  if (booking.status !== 'EXPORT') return;
  if (operation === 'void') {
    const response = await moneyApi(suite.ctx).void(suite.f3, bookingId);
    expect(response.statusCode, response.body).toBe(200);
    return;
  }
  if (operation === 'refund') {
    const quoted = await moneyApi(suite.ctx).refundQuote(suite.f3, bookingId);
    if (quoted.statusCode !== 200) return;
    const response = await moneyApi(suite.ctx).refund(suite.f3, bookingId, quoted.json<{ quoteId: string }>().quoteId);
    expect(response.statusCode, response.body).toBe(200);
    return;
  }
  const call =
    operation === 'bag'
      ? await bagCall(booking)
      : operation === 'seat'
        ? buySeatCall(booking, (await paidSeatOf(suite, booking)).seat)
        : { bookingId, action: 'refund-ticket', body: { expectedVersion: booking.version } };
  if (!call) return;
  // The airline may refuse to sell it at all (a second bag of the same weight): nothing changes.
  const quoted = await paidApi(suite.ctx).quote(suite.f3, call);
  if (quoted.statusCode === 422) return;
  expect(quoted.statusCode, quoted.body).toBe(200);
  const quote = quoted.json<TPaidChangeResponse>().quote!;
  const response = await paidApi(suite.ctx).accept(suite.f3, call, quote);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json<TPaidChangeResponse>().change?.status).toBe('DONE');
}

/** What the buyer's deposit must have moved for one booking: −(issue + changes − refunds), nothing once voided. */
async function expectedMove(booking: TBookingDetail): Promise<number> {
  const now = await detailFor(suite.ctx, suite.f3, booking.id);
  if (now.status === 'VOID') return 0;
  const list = await paidApi(suite.ctx).list(suite.f3, booking.id);
  const changes = list.changes
    .filter((change) => change.status === 'DONE' && change.quote.refundForm !== 'CREDIT_SHELL')
    .reduce((sum, change) => sum + change.quote.total, 0);
  const refunds = (await eventsOfBooking(suite.ctx, booking.id))
    .filter((event) => event.action === 'refund')
    .reduce((sum, event) => sum + Number((event.details as { amount?: number }).amount ?? 0), 0);
  return -(booking.fareData.totalAmount + changes) + refunds;
}

describe('paid changes, voids and refunds in any order', () => {
  it('keep the ledger balanced and the deposit equal to issued totals + paid changes − refunds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...OPERATIONS), { minLength: 1, maxLength: 4 }), async (operations) => {
        const before = (await figuresOf(suite.ctx, suite.f3.agencyId)).balance;
        const held = await holdOn(suite.ctx, suite.f3, {
          system: 'VN',
          days: 30,
          accepts: (fare) => fare.fareFamily === 'Economy Classic',
        });
        const issued = await moneyApi(suite.ctx).issue(suite.f3, held.id);
        expect(issued.statusCode, issued.body).toBe(200);
        const booking = issued.json<TBookingDetail>();
        for (const operation of operations) await run(operation, booking.id);
        const after = await figuresOf(suite.ctx, suite.f3.agencyId);
        expect({ moved: after.balance - before, reserved: after.reserved }).toEqual({
          moved: await expectedMove(booking),
          reserved: 0,
        });
        await expectLedgerInvariants(suite.ctx);
      }),
      { numRuns: 12, seed: 15_2026 },
    );
  });
});
