// A credit shell that paid a passenger's ticket follows that passenger when a split moves them to a new PNR (decisions
// 045, 067): the use names the new booking, the new booking's void gives the credit back — in the portal and at the
// airline, so the credit pays a later issue again — and the booking left behind no longer holds it.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TBookingDetail, TPaidChangeList } from '@portal/contracts';
import { moneyApi } from './support/booking-money.js';
import { splitOf } from './support/booking-split.js';
import { bookingApi, holdBody, orderOf, pricedOneWay } from './support/bookings.js';
import { holdOn } from './support/priced-edits.js';
import { paidApi, quoteAndPay, usePaidSuite } from './support/paid-change-suite.js';

const suite = usePaidSuite();
const OWNER: [string, string] = ['Trần', 'Văn Khoa'];

/** A SkyBoss ticket of the owner refunded by fare rule: the booking that holds the credit shell, and its number. */
async function creditShell() {
  const held = await holdOn(suite.ctx, suite.f3, {
    system: 'VJ',
    days: 21,
    name: OWNER,
    accepts: (fare) => fare.fareFamily === 'SkyBoss',
  });
  const issued = await moneyApi(suite.ctx).issue(suite.f3, held.id);
  expect(issued.statusCode, issued.body).toBe(200);
  const booking = issued.json<TBookingDetail>();
  await quoteAndPay(suite.ctx, suite.f3, {
    bookingId: booking.id,
    action: 'refund-ticket',
    body: { expectedVersion: booking.version },
  });
  const { credits } = await paidApi(suite.ctx).list(suite.f3, booking.id);
  return { bookingId: booking.id, number: credits[0]!.number, amount: credits[0]!.amount };
}

/** A Vietjet hold of the owner (ADT-1) and a companion (ADT-2). */
async function heldForTwo(days: number): Promise<TBookingDetail> {
  const pax = { adt: 2, chd: 0, inf: 0 };
  const { flights, total } = await pricedOneWay(suite.ctx, suite.f3, { system: 'VJ', days, pax });
  const passengers = [
    { paxId: 'ADT-1', lastName: OWNER[0], firstName: OWNER[1] },
    { paxId: 'ADT-2', lastName: 'Lý', firstName: 'Thu Hà' },
  ];
  const response = await bookingApi(suite.ctx).hold(suite.f3, holdBody({ flights, passengers, acceptedTotal: total }));
  expect(response.statusCode, response.body).toBe(201);
  return (await bookingApi(suite.ctx).detail(suite.f3, orderOf(response).bookings[0]!.id)).json<TBookingDetail>();
}

const issueWith = (bookingId: string, credits: string[]) =>
  suite.ctx.app.inject({
    method: 'POST',
    url: `/api/bookings/${bookingId}/issue`,
    headers: { ...suite.f3.auth, 'idempotency-key': randomUUID() },
    payload: { credits },
  });

const creditsOf = async (bookingId: string): Promise<TPaidChangeList['credits']> =>
  (await paidApi(suite.ctx).list(suite.f3, bookingId)).credits;

describe('a split of a ticket a credit shell helped pay', () => {
  it('moves the credit’s use to the new booking: its void gives the credit back, here and at the airline', async () => {
    const shell = await creditShell();
    const held = await heldForTwo(24);
    const issued = await issueWith(held.id, [shell.number]);
    expect(issued.statusCode, issued.body).toBe(200);
    const ticketed = issued.json<TBookingDetail>();
    const [used] = await creditsOf(shell.bookingId);
    expect(used).toMatchObject({ uses: [{ bookingId: held.id, status: 'USED' }] });

    const split = await splitOf(suite.ctx, suite.f3, { booking: ticketed, paxIds: ['ADT-1'] });
    expect(split.statusCode, split.body).toBe(200);
    const newBookingId = split.json<{ newBookingId: string }>().newBookingId;
    const moved = (await bookingApi(suite.ctx).detail(suite.f3, newBookingId)).json<TBookingDetail>();
    expect(await creditsOf(shell.bookingId)).toMatchObject([
      { remaining: used!.remaining, uses: [{ bookingId: newBookingId, pnr: moved.pnr, status: 'USED' }] },
    ]);

    // The booking left behind (the companion) is voided first: the credit stays used by the moved passenger.
    const keptVoid = await moneyApi(suite.ctx).void(suite.f3, held.id);
    expect(keptVoid.statusCode, keptVoid.body).toBe(200);
    expect(await creditsOf(shell.bookingId)).toMatchObject([{ remaining: used!.remaining }]);

    const movedVoid = await moneyApi(suite.ctx).void(suite.f3, newBookingId);
    expect(movedVoid.statusCode, movedVoid.body).toBe(200);
    expect(await creditsOf(shell.bookingId)).toMatchObject([{ remaining: shell.amount, uses: [] }]);

    // The airline gave it back too: a later hold of the owner is paid by it again.
    const later = await holdOn(suite.ctx, suite.f3, { system: 'VJ', days: 27, name: OWNER });
    const reissued = await issueWith(later.id, [shell.number]);
    expect(reissued.statusCode, reissued.body).toBe(200);
    expect(await creditsOf(shell.bookingId)).toMatchObject([{ uses: [{ bookingId: later.id, status: 'USED' }] }]);
  });
});
