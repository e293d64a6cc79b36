// A hold that repeats one the agency already has: the same passenger (airline spelling) on the same flight, still open or ticketed.
import { and, desc, eq, exists, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { BookingRow } from '../repository/booking-reads.js';

const { bookings, bookingPassengers } = tables;

/** LOADING counts too: a double click with a new key must not hold twice while the first is on its way. */
export const DUPLICATE_STATUSES: readonly BookingRow['status'][] = ['LOADING', 'HOLD', 'ISSUING', 'EXPORT'];

export type DuplicateQuery = {
  agencyId: string;
  offerIds: readonly string[];
  /** Airline spellings of the new booking's passengers. */
  names: readonly { lastName: string; firstName: string }[];
  /** First departure and last departure of the new itinerary: an existing booking sharing a flight overlaps them. */
  firstDepartAt: Date;
  lastDepartAt: Date;
};

const nameKey = (name: { lastName: string; firstName: string }) => `${name.lastName}/${name.firstName}`;

/** The newest booking of the agency with one of the passengers on one of the flights, and the passengers in common. */
export async function findDuplicateBooking(
  db: Database,
  query: DuplicateQuery,
): Promise<{ booking: BookingRow; names: string[] } | undefined> {
  const keys = query.names.map(nameKey);
  const passengerName = sql`${bookingPassengers.airlineLastName} || '/' || ${bookingPassengers.airlineFirstName}`;
  const [booking] = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.agencyId, query.agencyId),
        inArray(bookings.status, [...DUPLICATE_STATUSES]),
        lte(bookings.departAt, query.lastDepartAt),
        gte(bookings.arriveAt, query.firstDepartAt),
        or(...query.offerIds.map((offerId) => sql`${bookings.flights} @> ${JSON.stringify([{ offerId }])}::jsonb`)),
        exists(
          db
            .select({ one: sql`1` })
            .from(bookingPassengers)
            .where(and(eq(bookingPassengers.bookingId, bookings.id), inArray(passengerName, keys))),
        ),
      ),
    )
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  if (!booking) return undefined;
  const shared = await db
    .select({ lastName: bookingPassengers.airlineLastName, firstName: bookingPassengers.airlineFirstName })
    .from(bookingPassengers)
    .where(and(eq(bookingPassengers.bookingId, booking.id), inArray(passengerName, keys)));
  return { booking, names: shared.map((name) => `${name.lastName} ${name.firstName}`) };
}
