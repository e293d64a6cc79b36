// Every read of orders, bookings, passengers and booking events (and the agency and user names shown beside them).
import { and, asc, desc, eq, exists, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { BookingRow, BookingStatus, EventRow, OrderRow, PassengerRow } from './booking-rows.js';

const { bookingOrders, bookings, bookingPassengers, bookingEvents, users, agencies } = tables;

export async function findOrder(db: Database, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(bookingOrders).where(eq(bookingOrders.id, id)).limit(1);
  return row;
}

export async function findOrderByKey(
  db: Database,
  agencyId: string,
  idempotencyKey: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingOrders)
    .where(and(eq(bookingOrders.agencyId, agencyId), eq(bookingOrders.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

/** An order's PNRs in the order they were made (the itinerary's system order). */
export async function bookingsOfOrder(db: Database, orderId: string): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.orderId, orderId))
    .orderBy(asc(bookings.departAt), asc(bookings.createdAt), asc(bookings.id));
}

export async function findBooking(db: Database, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row;
}

/** Bookings of a system carrying this PNR (an airline reuses codes only long after; normally one). */
export async function bookingsWithPnr(db: Database, system: string, pnr: string): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.pnr, pnr), eq(bookings.system, system)));
}

/** Passengers of the bookings, ADT-1 first (pax ids sort by type then number). */
export async function passengersOf(db: Database, bookingIds: readonly string[]): Promise<PassengerRow[]> {
  if (bookingIds.length === 0) return [];
  return db
    .select()
    .from(bookingPassengers)
    .where(inArray(bookingPassengers.bookingId, [...bookingIds]))
    .orderBy(asc(bookingPassengers.bookingId), asc(bookingPassengers.paxId));
}

export async function eventsOf(db: Database, bookingId: string): Promise<EventRow[]> {
  const rows = await db
    .select({ event: bookingEvents, actor: { id: users.id, username: users.username, fullName: users.fullName } })
    .from(bookingEvents)
    .leftJoin(users, eq(users.id, bookingEvents.actorUserId))
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.id));
  return rows.map(({ event, actor }) => ({ ...event, actor: actor && actor.id ? actor : null }));
}

export async function agencyAndUser(db: Database, agencyId: string, userId: string) {
  const [agency] = await db
    .select({ id: agencies.id, code: agencies.code, name: agencies.name })
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .limit(1);
  const [user] = await db
    .select({ id: users.id, username: users.username, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return {
    agency: agency ?? { id: agencyId, code: '', name: '' },
    user: user ?? { id: userId, username: '', fullName: '' },
  };
}

/** The selling agency's contact, printed on the ticket face. */
export async function agencyContactOf(db: Database, agencyId: string) {
  const [agency] = await db
    .select({ name: agencies.name, phone: agencies.phone, address: agencies.address, email: agencies.email })
    .from(agencies)
    .where(eq(agencies.id, agencyId))
    .limit(1);
  return agency;
}

/**
 * The booking and request fingerprint of the event (`issue-sent` for an issue, `edited` for an edit) that this
 * Idempotency-Key already wrote in the agency, if any, and the booking a split made with it.
 */
export async function findKeyUse(
  db: Database,
  query: { agencyId: string; idempotencyKey: string; action: 'issue-sent' | 'edited' },
): Promise<{ bookingId: string; requestHash: string | undefined; newBookingId: string | undefined } | undefined> {
  const [used] = await db
    .select({
      bookingId: bookingEvents.bookingId,
      requestHash: sql<string | null>`${bookingEvents.details} ->> 'requestHash'`,
      newBookingId: sql<string | null>`${bookingEvents.details} ->> 'newBookingId'`,
    })
    .from(bookingEvents)
    .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
    .where(
      and(
        eq(bookings.agencyId, query.agencyId),
        eq(bookingEvents.action, query.action),
        sql`${bookingEvents.details} ->> 'idempotencyKey' = ${query.idempotencyKey}`,
      ),
    )
    .limit(1);
  if (!used) return undefined;
  return {
    bookingId: used.bookingId,
    requestHash: used.requestHash ?? undefined,
    newBookingId: used.newBookingId ?? undefined,
  };
}

/** The details of the latest `action` event of the booking that names this quote. */
export async function eventWithQuote(
  db: Database,
  query: { bookingId: string; action: string; quoteId: string },
): Promise<Record<string, unknown> | undefined> {
  const { bookingId, action, quoteId } = query;
  const rows = await db
    .select({ details: bookingEvents.details })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.action, action)))
    .orderBy(desc(bookingEvents.id));
  return rows.map((row) => row.details).find((details) => details.quoteId === quoteId);
}

/** When the booking's latest `action` event happened, if it has one. */
export async function latestEventAt(db: Database, bookingId: string, action: string): Promise<Date | undefined> {
  const [latest] = await db
    .select({ occurredAt: bookingEvents.occurredAt })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.action, action)))
    .orderBy(desc(bookingEvents.id))
    .limit(1);
  return latest?.occurredAt;
}

/** LOADING counts too: a double click with a new key must not hold twice while the first is on its way. */
export const DUPLICATE_STATUSES: readonly BookingStatus[] = ['LOADING', 'HOLD', 'ISSUING', 'EXPORT'];

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
