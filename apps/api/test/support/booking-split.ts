// Helpers of the split-passenger tests: a hold with adults and infants, the split call, and the bookings' money rows.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { tables } from '@portal/db';
import type { TBookingDetail, TBookingSystem } from '@portal/contracts';
import { birthDateBefore, bookingApi, holdBody, orderOf, pricedOneWay } from './bookings.js';
import { editApi } from './booking-edits.js';
import type { SignedIn, TestContext } from './test-context.js';

let sequence = 0;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Holds a one-way flight with `adults` adults and `infants` infants (INF-n on ADT-n), answers the booking's detail. */
export async function heldWith(
  ctx: TestContext,
  who: SignedIn,
  options: { adults: number; infants?: number; system?: TBookingSystem },
): Promise<TBookingDetail> {
  const { adults, infants = 0, system = 'VN' } = options;
  const pax = { adt: adults, chd: 0, inf: infants };
  const { flights, total } = await pricedOneWay(ctx, who, { days: 35, system, nth: sequence % 4, pax });
  const tag = `${LETTERS[sequence % 26]}${LETTERS[Math.floor(sequence / 26) % 26]}`;
  sequence += 1;
  const departDate = flights[0]!.leg.departDate;
  const passengers = [
    ...Array.from({ length: adults }, (_, index) => ({
      paxId: `ADT-${index + 1}`,
      lastName: 'Nguyễn',
      firstName: `Tách ${tag} ${LETTERS[index]}`,
    })),
    ...Array.from({ length: infants }, (_, index) => ({
      paxId: `INF-${index + 1}`,
      lastName: 'Nguyễn',
      firstName: `Bé ${tag} ${LETTERS[index]}`,
      birthDate: birthDateBefore(departDate, 1),
      parentId: `ADT-${index + 1}`,
    })),
  ];
  const response = await bookingApi(ctx).hold(who, holdBody({ flights, passengers, acceptedTotal: total }));
  expect(response.statusCode, response.body).toBe(201);
  const detail = await bookingApi(ctx).detail(who, orderOf(response).bookings[0]!.id);
  expect(detail.json<TBookingDetail>()).toMatchObject({ status: 'HOLD' });
  return detail.json<TBookingDetail>();
}

/** POST …/edits/split-passenger of these passengers on the booking's current version. */
export const splitOf = (
  ctx: TestContext,
  who: SignedIn,
  options: { booking: Pick<TBookingDetail, 'id' | 'version'>; paxIds: string[]; key?: string },
) =>
  editApi(ctx).edit(who, {
    bookingId: options.booking.id,
    action: 'split-passenger',
    body: { expectedVersion: options.booking.version, paxIds: options.paxIds },
    ...(options.key ? { key: options.key } : {}),
  });

/** The booking's row (money, order, sale, version) and its passengers' ids and tickets. */
export async function bookingRowOf(ctx: TestContext, bookingId: string) {
  const [row] = await ctx.db.select().from(tables.bookings).where(eq(tables.bookings.id, bookingId));
  const passengers = await ctx.db
    .select({ paxId: tables.bookingPassengers.paxId, ticketNumber: tables.bookingPassengers.ticketNumber })
    .from(tables.bookingPassengers)
    .where(eq(tables.bookingPassengers.bookingId, bookingId));
  return { ...row!, paxIds: passengers.map((passenger) => passenger.paxId).sort(), passengers };
}

/** The bookings of an order. */
export async function bookingsOfOrder(ctx: TestContext, orderId: string) {
  return ctx.db.select().from(tables.bookings).where(eq(tables.bookings.orderId, orderId));
}
