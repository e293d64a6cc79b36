// upgrade-luggage on a ticketed booking (issue 15, decision 057): quoted by anyone who may open its page, paid as a
// buy-luggage along F1 → F2 → F3 with exact deposit shares, and paying refused (403, nothing reserved) without
// EXPORT_TICKET; the part-1 route answers 409 paidChangeRequired naming the paid route.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type TBookingDetail, type TPaidChangeResponse } from '@portal/contracts';
import { expectLedgerInvariants, holdFor } from './support/booking-money.js';
import { eventsOfBooking } from './support/bookings.js';
import {
  bagOf,
  chainFigures,
  CHANGE_FEE,
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
import type { SignedIn } from './support/test-context.js';

let suite: PaidSuite;
/** A user of the F3 who may book and open the upgrade page but not issue (agent_f2: no EXPORT_TICKET). */
let booker: SignedIn;

beforeAll(async () => {
  suite = await startPaidSuite();
  booker = await suite.ctx.newSignedInUser({ role: 'agent_f2', agencyId: suite.f3.agencyId });
});
afterAll(async () => {
  if (suite) await expectLedgerInvariants(suite.ctx);
  await stopPaidSuite(suite ?? {});
});

const upgrade = (booking: TBookingDetail, code: string): PaidCall => ({
  bookingId: booking.id,
  action: 'upgrade-luggage',
  body: {
    expectedVersion: booking.version,
    items: [{ paxId: 'ADT-1', flightKey: booking.routes[0]!.offerId, optionCode: code }],
  },
});

const FEES = CHANGE_FEE.f1 + CHANGE_FEE.f2;

describe('upgrade-luggage on a ticketed VJ booking', () => {
  it('is quoted and paid as a buy-luggage: each deposit moves by exactly its share', async () => {
    const booking = await ticketedFor(suite);
    const bag = await bagOf(suite, booking);
    const before = await chainFigures(suite);
    const quote = await quoteOf(suite.ctx, suite.f3, upgrade(booking, bag.code));
    expect(quote).toMatchObject({ action: 'buy-luggage', airlineTotal: bag.price, serviceFee: FEES });
    expect(quote.total).toBe(bag.price + FEES);
    expect(quote.lines.map((line) => [line.kind, line.paxId, line.amount])).toEqual([
      ['BAGGAGE', 'ADT-1', bag.price],
      ['SERVICE_FEE', 'ADT-1', FEES],
    ]);

    const response = await paidApi(suite.ctx).accept(suite.f3, upgrade(booking, bag.code), quote);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<TPaidChangeResponse>();
    expect(answer.change).toMatchObject({ status: 'DONE', action: 'buy-luggage', quote: { total: bag.price + FEES } });
    expect(answer.change!.documents.map((document) => [document.kind, document.amount])).toEqual([['EMD', bag.price]]);
    expect(answer.booking.version).toBe(booking.version + 1);
    const moved = movedBetween(before, await chainFigures(suite));
    expect(moved).toEqual(expectedShares(bag.price, 1));
    expect(moved.f3.balance).toBe(-(bag.price + 35_000));
    const events = (await eventsOfBooking(suite.ctx, booking.id)).filter((event) => event.action === 'paid-change');
    expect(events.map((event) => event.details)).toMatchObject([{ editAction: 'buy-luggage', total: quote.total }]);
  });

  it('without EXPORT_TICKET: the quote is answered, paying is 403 with nothing reserved, an issuer then pays it', async () => {
    const booking = await ticketedFor(suite);
    const bag = await bagOf(suite, booking);
    const before = await chainFigures(suite);
    const quote = await quoteOf(suite.ctx, booker, upgrade(booking, bag.code));
    expect(quote.total).toBe(bag.price + FEES);

    const refused = await paidApi(suite.ctx).accept(booker, upgrade(booking, bag.code), quote);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ code: ErrorCode.FORBIDDEN });
    expect(movedBetween(before, await chainFigures(suite))).toEqual({
      f1: { balance: 0, reserved: 0, commission: 0 },
      f2: { balance: 0, reserved: 0, commission: 0 },
      f3: { balance: 0, reserved: 0, commission: 0 },
    });
    expect((await paidApi(suite.ctx).list(suite.f3, booking.id)).changes).toEqual([]);
    // The buy-luggage route itself stays closed to them (its page needs EXPORT_TICKET).
    const direct = await paidApi(suite.ctx).quote(booker, { ...upgrade(booking, bag.code), action: 'buy-luggage' });
    expect(direct.statusCode, direct.body).toBe(403);

    // Nothing was claimed: the same quote is paid by someone with the right.
    const paid = await paidApi(suite.ctx).accept(suite.f3, upgrade(booking, bag.code), quote);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(movedBetween(before, await chainFigures(suite))).toEqual(expectedShares(bag.price, 1));
  });

  it('the part-1 route answers 409 paidChangeRequired naming the paid route; a held booking is 409 wrongState here', async () => {
    const booking = await ticketedFor(suite);
    const old = await suite.ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/edits/upgrade-luggage`,
      headers: { ...booker.auth, 'idempotency-key': randomUUID() },
      payload: {
        expectedVersion: booking.version,
        upgrades: [{ paxId: 'ADT-1', flightKey: booking.routes[0]!.offerId, optionCode: 'BAG20' }],
      },
    });
    expect(old.statusCode, old.body).toBe(409);
    expect(old.json()).toMatchObject({
      details: {
        reason: 'paidChangeRequired',
        action: 'upgrade-luggage',
        path: `/api/bookings/${booking.id}/paid-changes/upgrade-luggage`,
      },
    });

    const held = await holdFor(suite.ctx, suite.f3, { system: 'VJ' });
    const onHold = await paidApi(suite.ctx).quote(suite.f3, {
      bookingId: held.id,
      action: 'upgrade-luggage',
      body: {
        expectedVersion: held.version,
        items: [{ paxId: 'ADT-1', flightKey: held.routes[0]!.offerId, optionCode: 'BAG20' }],
      },
    });
    expect(onHold.statusCode, onHold.body).toBe(409);
    expect(onHold.json()).toMatchObject({ details: { reason: 'wrongState', action: 'upgrade-luggage' } });
  });
});
