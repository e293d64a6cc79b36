// booking/search: the bookings a caller sees, filtered (PNR, passenger without accents, airline, system, status, a void or refund
// awaiting the supplier, booking and flight days in Vietnam, agent, agency), sorted and paged on the server.
import { and, asc, count, desc, eq, exists, gte, inArray, isNotNull, like, lt, sql, type SQL } from 'drizzle-orm';
import type { TBookingSummary, ZBookingFilters } from '@portal/contracts';
import { tables, type Database } from '@portal/db';
import { isAirlineName, toAirlineName } from '@portal/domain';
import type { z } from 'zod';
import { notFound } from '../../../platform/errors.js';
import type { Language } from '../../../platform/messages.js';
import { invalidField } from '../booking-errors.js';
import type { BookingRow } from './booking-reads.js';
import { visibleAgencyIds, type BookingCaller } from '../booking-scope.js';
import { typedDayRange } from '../../../platform/typed-dates.js';

const { bookings, bookingPassengers, agencies, users } = tables;

export type BookingFilters = z.output<typeof ZBookingFilters>;

const SORT_COLUMNS = {
  createdAt: bookings.createdAt,
  departAt: bookings.departAt,
  timeLimit: bookings.timeLimit,
  pnr: bookings.pnr,
  totalAmount: bookings.totalAmount,
  status: bookings.status,
} as const;

/** The WHERE of the filters within the caller's scope; 404 for an agency or agent outside it, 400 naming a bad field. */
async function conditionsOf(
  db: Database,
  caller: BookingCaller,
  filters: BookingFilters,
  language: Language,
): Promise<SQL | undefined> {
  const visible = await visibleAgencyIds(db, caller);
  if (filters.agencyId && !visible.includes(filters.agencyId)) throw notFound();
  if (filters.agentId) {
    const [agent] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, filters.agentId), inArray(users.agencyId, visible)))
      .limit(1);
    if (!agent) throw notFound();
  }
  let passenger: string | undefined;
  if (filters.passenger) {
    passenger = toAirlineName(filters.passenger);
    if (!isAirlineName(passenger))
      throw invalidField(language, {
        field: 'passenger',
        vi: 'chỉ tìm được tên bằng chữ cái Latinh',
        en: 'only Latin letters can be searched',
      });
  }
  const booked = typedDayRange(filters.bookedFrom, filters.bookedTo, 'bookedTo', language);
  const flown = typedDayRange(filters.flightFrom, filters.flightTo, 'flightTo', language);
  const fullName = sql`${bookingPassengers.airlineLastName} || ' ' || ${bookingPassengers.airlineFirstName}`;
  return and(
    inArray(bookings.agencyId, filters.agencyId ? [filters.agencyId] : visible),
    filters.pnr ? like(bookings.pnr, `${filters.pnr.toUpperCase()}%`) : undefined,
    passenger
      ? exists(
          db
            .select({ one: sql`1` })
            .from(bookingPassengers)
            .where(and(eq(bookingPassengers.bookingId, bookings.id), like(fullName, `%${passenger}%`))),
        )
      : undefined,
    filters.airline ? eq(bookings.airline, filters.airline) : undefined,
    filters.system ? eq(bookings.system, filters.system) : undefined,
    filters.status ? eq(bookings.status, filters.status) : undefined,
    filters.pendingAction === 'any'
      ? isNotNull(bookings.pendingSupplierAction)
      : filters.pendingAction
        ? eq(bookings.pendingSupplierAction, filters.pendingAction)
        : undefined,
    booked.start ? gte(bookings.createdAt, booked.start) : undefined,
    booked.before ? lt(bookings.createdAt, booked.before) : undefined,
    flown.start ? gte(bookings.departAt, flown.start) : undefined,
    flown.before ? lt(bookings.departAt, flown.before) : undefined,
    filters.agentId ? eq(bookings.createdBy, filters.agentId) : undefined,
  );
}

/** Airline spellings per booking, ADT-1 first. */
async function passengerNames(db: Database, bookingIds: readonly string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (bookingIds.length === 0) return names;
  const rows = await db
    .select({
      bookingId: bookingPassengers.bookingId,
      last: bookingPassengers.airlineLastName,
      first: bookingPassengers.airlineFirstName,
    })
    .from(bookingPassengers)
    .where(inArray(bookingPassengers.bookingId, [...bookingIds]))
    .orderBy(asc(bookingPassengers.bookingId), asc(bookingPassengers.paxId));
  for (const row of rows) names.set(row.bookingId, [...(names.get(row.bookingId) ?? []), `${row.last} ${row.first}`]);
  return names;
}

type ListedRow = { booking: BookingRow; agency: TBookingSummary['agency']; user: TBookingSummary['createdBy'] };

function summaryOf({ booking, agency, user }: ListedRow, names: string[]): TBookingSummary {
  return {
    id: booking.id,
    orderId: booking.orderId,
    pnr: booking.pnr,
    system: booking.system as TBookingSummary['system'],
    airline: booking.airline,
    status: booking.status,
    route: booking.route,
    departAt: booking.departAt.toISOString(),
    arriveAt: booking.arriveAt.toISOString(),
    timeLimit: booking.timeLimit ? booking.timeLimit.toISOString() : null,
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
    supplierNet: booking.supplierNet,
    feeTotal: booking.feeTotal,
    totalAmount: booking.totalAmount,
    passengerNames: names,
    agency,
    createdBy: user,
    lastError: booking.lastError,
    ...(booking.pendingSupplierAction ? { pendingAction: booking.pendingSupplierAction } : {}),
  };
}

/** One page of the caller's bookings and how many match in all. */
export async function listBookings(
  db: Database,
  caller: BookingCaller,
  filters: BookingFilters,
  page: { limit: number; offset: number },
  language: Language,
): Promise<{ items: TBookingSummary[]; total: number }> {
  const where = await conditionsOf(db, caller, filters, language);
  const column = SORT_COLUMNS[filters.sort];
  const direction = filters.order === 'asc' ? asc : desc;
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
  const names = await passengerNames(
    db,
    rows.map((row) => row.booking.id),
  );
  return { items: rows.map((row) => summaryOf(row, names.get(row.booking.id) ?? [])), total: counted?.total ?? 0 };
}
