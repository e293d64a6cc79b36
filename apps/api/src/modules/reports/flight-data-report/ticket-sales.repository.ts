// Read-only queries of the flight data and VNA summary reports: the viewer's agency, and the issued PNRs of a period with their passengers.
import { eq, sql, type SQL } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { TFlightDataMode } from '@portal/contracts';
import { withAgenciesAtAndAbove } from '../../../platform/tenancy.js';

const { agencies } = tables;

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
  return sql`(b.agency_path[${sql.raw(String(depth))}]) = ${agency.id}::uuid`;
}

type SoldRow = {
  id: string;
  airline: string;
  status: TicketedStatus;
  depart_at: string | Date;
  issued_at: string | Date | null;
  flights: Record<string, unknown>[] | string;
};
type SoldPassengerRow = {
  booking_id: string;
  pax_id: string;
  type: SoldPassenger['type'];
  ticket_number: string | null;
};

const jsonOf = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The PNRs of the agency's subtree that were ticketed (issued, then maybe voided or refunded) with the period's date
 * in [start, end): the first departure (FLIGHT_DATE) or the issue (ISSUE_DATE); `airline` narrows to one validating
 * airline. Each with its passengers and ticket numbers: two plain statements over bookings_f1/f2_…_sold_idx, the
 * passengers joined to the same PNRs (a month of 17,000 PNRs: 370 ms through the ORM's mapping and lists of 5,000
 * ids; about 200 ms so).
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
  const dateColumn = options.mode === 'ISSUE_DATE' ? sql`b.issued_at` : sql`b.depart_at`;
  // The statuses written out (TICKETED_STATUSES) as the partial indexes' predicate reads them.
  const sold = sql`${subtreeOf(options.agency)} and b.status in ('EXPORT', 'VOID', 'REFUNDED')
    and ${dateColumn} >= ${options.start.toISOString()}::timestamptz and ${dateColumn} < ${options.end.toISOString()}::timestamptz
    ${options.airline ? sql`and b.airline = ${options.airline}` : sql``}`;
  const rows = rowsOf<SoldRow>(
    await db.execute(sql`
      select b.id::text as id, b.airline, b.status, b.depart_at, b.issued_at, b.flights
      from bookings b where ${sold} order by ${dateColumn}, b.id`),
  );
  const passengers = rowsOf<SoldPassengerRow>(
    await db.execute(sql`
      select p.booking_id::text as booking_id, p.pax_id, p.type, p.ticket_number
      from booking_passengers p join bookings b on b.id = p.booking_id where ${sold}
      order by p.booking_id, p.pax_id`),
  );
  const passengersOf = new Map<string, SoldPassenger[]>();
  for (const passenger of passengers) {
    const list = passengersOf.get(passenger.booking_id) ?? [];
    list.push({ paxId: passenger.pax_id, type: passenger.type, ticketNumber: passenger.ticket_number });
    passengersOf.set(passenger.booking_id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    airline: row.airline,
    status: row.status,
    departAt: new Date(row.depart_at),
    issuedAt: row.issued_at === null ? null : new Date(row.issued_at),
    flights: jsonOf(row.flights),
    passengers: passengersOf.get(row.id) ?? [],
  }));
}
