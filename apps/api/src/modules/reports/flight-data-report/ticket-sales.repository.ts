// Read-only queries of the flight data and VNA summary reports: the viewer's agency, and the issued PNRs of a period with their passengers.
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { TFlightDataMode } from '@portal/contracts';
import { withAgenciesAtAndAbove } from '../../../platform/tenancy.js';

const { agencies, bookings, bookingPassengers } = tables;

export type ReportAgency = { id: string; code: string; name: string; level: 'platform' | 'F1' | 'F2' | 'F3' };

/** Issued, voided or refunded: the PNRs that had tickets. */
export const TICKETED_STATUSES = ['EXPORT', 'VOID', 'REFUNDED'] as const;
export type TicketedStatus = (typeof TICKETED_STATUSES)[number];

export type SoldPassenger = { paxId: string; type: 'ADT' | 'CHD' | 'INF'; ticketNumber: string | null };

export type SoldBooking = {
  id: string;
  airline: string;
  status: TicketedStatus;
  departAt: Date;
  issuedAt: Date | null;
  flights: Record<string, unknown>[];
  passengers: SoldPassenger[];
};

/** The agency itself, when it is `scopeAgencyId` or below it; undefined otherwise (also when it does not exist). */
export async function findReportAgency(
  db: Database,
  options: { scopeAgencyId: string; agencyId: string },
): Promise<ReportAgency | undefined> {
  const result = await db.execute(sql`
    ${withAgenciesAtAndAbove(options.agencyId)}
    select t.id::text as id, t.code, t.name, t.level
    from agencies t
    where t.id = ${options.agencyId}::uuid and exists (select 1 from above where above.id = ${options.scopeAgencyId}::uuid)`);
  const [row] = (result as unknown as { rows: ReportAgency[] }).rows;
  return row;
}

/** The agency's own row, whatever its level (the caller's). */
export async function agencyById(db: Database, agencyId: string): Promise<ReportAgency | undefined> {
  const [row] = await db
    .select({ id: agencies.id, code: agencies.code, name: agencies.name, level: agencies.level })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row;
}

const DEPTH_OF_LEVEL = { F1: 1, F2: 2, F3: 3 } as const;

/** Bookings of the agency and every agency below it: `agency_path[depth] = agency` (decision 058's scope). */
function subtreeOf(agency: ReportAgency & { level: 'F1' | 'F2' | 'F3' }): SQL {
  const depth = DEPTH_OF_LEVEL[agency.level];
  // The depth is a literal, so the planner matches the bookings_f1/f2_scope expression indexes.
  return sql`(${bookings.agencyPath}[${sql.raw(String(depth))}]) = ${agency.id}::uuid`;
}

const PASSENGER_CHUNK = 5_000;

/**
 * The PNRs of the agency's subtree that were ticketed (issued, then maybe voided or refunded) with the period's date
 * in [start, end): the first departure (FLIGHT_DATE) or the issue (ISSUE_DATE); `airline` narrows to one validating
 * airline. Each with its passengers and ticket numbers.
 */
export async function readSoldBookings(
  db: Database,
  options: {
    agency: ReportAgency & { level: 'F1' | 'F2' | 'F3' };
    mode: TFlightDataMode;
    start: Date;
    end: Date;
    airline?: string;
  },
): Promise<SoldBooking[]> {
  const dateColumn = options.mode === 'ISSUE_DATE' ? bookings.issuedAt : bookings.departAt;
  const rows = await db
    .select({
      id: bookings.id,
      airline: bookings.airline,
      status: bookings.status,
      departAt: bookings.departAt,
      issuedAt: bookings.issuedAt,
      flights: bookings.flights,
    })
    .from(bookings)
    .where(
      and(
        subtreeOf(options.agency),
        inArray(bookings.status, [...TICKETED_STATUSES]),
        gte(dateColumn, options.start),
        lt(dateColumn, options.end),
        options.airline ? eq(bookings.airline, options.airline) : undefined,
      ),
    )
    .orderBy(asc(dateColumn), asc(bookings.id));
  const passengersOf = new Map<string, SoldPassenger[]>();
  for (let at = 0; at < rows.length; at += PASSENGER_CHUNK) {
    const ids = rows.slice(at, at + PASSENGER_CHUNK).map((row) => row.id);
    const passengers = await db
      .select({
        bookingId: bookingPassengers.bookingId,
        paxId: bookingPassengers.paxId,
        type: bookingPassengers.type,
        ticketNumber: bookingPassengers.ticketNumber,
      })
      .from(bookingPassengers)
      .where(inArray(bookingPassengers.bookingId, ids))
      .orderBy(asc(bookingPassengers.bookingId), asc(bookingPassengers.paxId));
    for (const { bookingId, ...passenger } of passengers) {
      const list = passengersOf.get(bookingId) ?? [];
      list.push(passenger);
      passengersOf.set(bookingId, list);
    }
  }
  return rows.map((row) => ({
    ...row,
    status: row.status as TicketedStatus,
    passengers: passengersOf.get(row.id) ?? [],
  }));
}
