// The bookings of an isolation-walk branch, made through the API as its F2 administrator would: one search, a held
// PNR and an issued one (with a refund quote asked), each in its own order; plus every value that identifies them.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TBookingDetail, TBookingOrder, TRefundQuote } from '@portal/contracts';
import { acceptedTotalOf, holdBody, leg, pickFare, searchOffers, selectionOf, type Leg } from './bookings.js';
import { topUp } from './booking-money.js';
import type { SignedIn, TestContext } from './test-context.js';

export type BranchBookings = {
  /** A HOLD booking of the F2 and its order. */
  held: { id: string; orderId: string; pnr: string };
  /** An EXPORT booking of the F2, its order, and a refund quote the F2 asked for it. */
  issued: { id: string; orderId: string; pnr: string; quoteId: string };
};

/** Enough for both PNRs at any simulated fare, for the F2 and for the F1 it buys through. */
const DEPOSIT = 50_000_000;

type Options = {
  f1Id: string;
  f2Id: string;
  /** The F2's administrator, before any PIN is turned on (an issue would ask for it). */
  f2Admin: SignedIn;
  /** The branch's tag (letters that are not hex digits) for names and the contact. */
  tag: string;
  note: (...values: (string | null | undefined)[]) => void;
};

export async function buildBranchBookings(ctx: TestContext, options: Options): Promise<BranchBookings> {
  const { f2Admin, tag, note } = options;
  const send = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method, url, headers: { ...f2Admin.auth, ...headers }, ...(payload ? { payload } : {}) });
  for (const agencyId of [options.f1Id, options.f2Id]) await topUp(ctx, agencyId, DEPOSIT);

  const out: Leg = leg('HAN', 'SGN', 30, ctx.clock.now());
  const offers = await searchOffers(ctx, f2Admin, { legs: [out], systems: ['VN'] });
  const contact = { phone: '0977000333', email: `${tag.toLowerCase()}.khach@daily-khac.vn` };
  note(contact.email);
  const hold = async (skip: number, firstName: string): Promise<{ id: string; orderId: string; pnr: string }> => {
    const flights = [selectionOf(pickFare(offers, 'VN', 0, 1, skip), out)];
    const acceptedTotal = await acceptedTotalOf(ctx, f2Admin, flights, { adt: 1, chd: 0, inf: 0 });
    const passengers = [{ paxId: 'ADT-1', lastName: 'Phạm', firstName }];
    const response = await send(
      'POST',
      '/api/bookings/hold',
      holdBody({ flights, passengers, acceptedTotal, contact }),
      {
        'idempotency-key': randomUUID(),
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<TBookingOrder>();
    const booking = order.bookings[0]!;
    expect(booking.status, response.body).toBe('HOLD');
    note(order.id, booking.id, `PHAM ${firstName}`);
    // A PNR is six letters and digits: one without a letter beyond F could turn up inside a UUID, so it is not a tell.
    if (/[G-Z]/.test(booking.pnr!)) note(booking.pnr);
    return { id: booking.id, orderId: order.id, pnr: booking.pnr! };
  };

  const held = await hold(0, `${tag} GIU CHO`);
  const toIssue = await hold(1, `${tag} XUAT VE`);
  const issued = await send('POST', `/api/bookings/${toIssue.id}/issue`, {}, { 'idempotency-key': randomUUID() });
  expect(issued.statusCode, issued.body).toBe(200);
  const detail = issued.json<TBookingDetail>();
  expect(detail.status).toBe('EXPORT');
  note(...detail.passengers.map((passenger) => passenger.ticketNumber));
  const quote = await send('POST', `/api/bookings/${toIssue.id}/refund-quote`, {});
  expect(quote.statusCode, quote.body).toBe(200);
  const { quoteId } = quote.json<TRefundQuote>();
  note(quoteId);
  return { held, issued: { ...toIssue, quoteId } };
}
