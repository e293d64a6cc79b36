// The booking list's query: the bookings of the given agencies filtered (PNR, passenger, airline, system, status, a
// void or refund awaiting the supplier, booking and flight instants, agent), sorted and paged, with how many match.
import { and, asc, count, desc, eq, exists, gte, inArray, isNotNull, like, lt, sql, type SQL } from 'drizzle-orm';
import type { TBookingSummary } from '@portal/contracts';
import { tables, type Database } from '@portal/db';
import type { BookingRow, BookingStatus } from './booking-rows.js';

const { bookings, bookingPassengers, agencies, users } = tables;

const SORT_COLUMNS = {
  createdAt: bookings.createdAt,
  departAt: bookings.departAt,
  timeLimit: bookings.timeLimit,
  pnr: bookings.pnr,
  totalAmount: bookings.totalAmount,
  status: bookings.status,
} as const;

/** The list's filters once checked: the agencies to show, the name in airline spelling, days as instants. */
export type BookingListQuery = {
  agencyIds: readonly string[];
  pnr?: string;
  /** Airline spelling (LAST FIRST), matched anywhere in a passenger's name. */
  passenger?: string;
  airline?: string;
  system?: string;
  status?: BookingStatus;
  pendingAction?: 'any' | NonNullable<BookingRow['pendingSupplierAction']>;
  bookedFrom?: Date;
  bookedBefore?: Date;
  departFrom?: Date;
  departBefore?: Date;
  agentId?: string;
  sort: keyof typeof SORT_COLUMNS;
  order: 'asc' | 'desc';
};

/** Whether the user belongs to one of the agencies (an agent filter outside the caller's scope is 404). */
export async function isUserOfAgencies(db: Database, userId: string, agencyIds: readonly string[]): Promise<boolean> {
  const [agent] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.agencyId, [...agencyIds])))
    .limit(1);
  return agent !== undefined;
}

function conditionsOf(db: Database, query: BookingListQuery): SQL | undefined {
  const fullName = sql`${bookingPassengers.airlineLastName} || ' ' || ${bookingPassengers.airlineFirstName}`;
  return and(
    inArray(bookings.agencyId, [...query.agencyIds]),
    query.pnr ? like(bookings.pnr, `${query.pnr.toUpperCase()}%`) : undefined,
    query.passenger
      ? exists(
          db
            .select({ one: sql`1` })
            .from(bookingPassengers)
            .where(and(eq(bookingPassengers.bookingId, bookings.id), like(fullName, `%${query.passenger}%`))),
        )
      : undefined,
    query.airline ? eq(bookings.airline, query.airline) : undefined,
    query.system ? eq(bookings.system, query.system) : undefined,
    query.status ? eq(bookings.status, query.status) : undefined,
    query.pendingAction === 'any'
      ? isNotNull(bookings.pendingSupplierAction)
      : query.pendingAction
        ? eq(bookings.pendingSupplierAction, query.pendingAction)
        : undefined,
    query.bookedFrom ? gte(bookings.createdAt, query.bookedFrom) : undefined,
    query.bookedBefore ? lt(bookings.createdAt, query.bookedBefore) : undefined,
    query.departFrom ? gte(bookings.departAt, query.departFrom) : undefined,
    query.departBefore ? lt(bookings.departAt, query.departBefore) : undefined,
    query.agentId ? eq(bookings.createdBy, query.agentId) : undefined,
  );
}

/** Airline spellings per booking, ADT-1 first, and the ticket numbers issued so far in the same order. */
async function passengersOf(
  db: Database,
  bookingIds: readonly string[],
): Promise<Map<string, { names: string[]; tickets: string[] }>> {
  const passengers = new Map<string, { names: string[]; tickets: string[] }>();
  if (bookingIds.length === 0) return passengers;
  const rows = await db
    .select({
      bookingId: bookingPassengers.bookingId,
      last: bookingPassengers.airlineLastName,
      first: bookingPassengers.airlineFirstName,
      ticket: bookingPassengers.ticketNumber,
    })
    .from(bookingPassengers)
    .where(inArray(bookingPassengers.bookingId, [...bookingIds]))
    .orderBy(asc(bookingPassengers.bookingId), asc(bookingPassengers.paxId));
  for (const row of rows) {
    const found = passengers.get(row.bookingId) ?? { names: [], tickets: [] };
    found.names.push(`${row.last} ${row.first}`);
    if (row.ticket) found.tickets.push(row.ticket);
    passengers.set(row.bookingId, found);
  }
  return passengers;
}

/** A listed booking with its agency, its creator and its passengers' airline spellings. */
export type ListedBooking = {
  booking: BookingRow;
  agency: TBookingSummary['agency'];
  user: TBookingSummary['createdBy'];
  passengerNames: string[];
  /** Ticket numbers issued (none before issue), in passenger order. */
  ticketNumbers: string[];
};

/** One page of the matching bookings and how many match in all. */
export async function listBookingPage(
  db: Database,
  query: BookingListQuery,
  page: { limit: number; offset: number },
): Promise<{ rows: ListedBooking[]; total: number }> {
  const where = conditionsOf(db, query);
  const column = SORT_COLUMNS[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        booking: bookings,
        agency: { id: agencies.id, code: agencies.code, name: agencies.name },
        user: { id: users.id, username: users.username, fullName: users.fullName },
      })
      .from(bookings)
      .innerJoin(agencies, eq(agencies.id, bookings.agencyId))
      .innerJoin(users, eq(users.id, bookings.createdBy))
      .where(where)
      .orderBy(direction(column), direction(bookings.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(bookings).where(where),
  ]);
  const passengers = await passengersOf(
    db,
    rows.map((row) => row.booking.id),
  );
  return {
    rows: rows.map((row) => ({
      ...row,
      passengerNames: passengers.get(row.booking.id)?.names ?? [],
      ticketNumbers: passengers.get(row.booking.id)?.tickets ?? [],
    })),
    total: counted?.total ?? 0,
  };
}
