// The booking list's query: the bookings of the caller's scope (an agency, or an F1's or F2's subtree through the
// bookings' materialised agency path) filtered, sorted, read a keyset page at a time, with a count that stops at a cap.
import { and, eq, exists, gte, inArray, isNotNull, like, lt, sql, type SQL } from 'drizzle-orm';
import type { TBookingSummary } from '@portal/contracts';
import { tables, type Database } from '@portal/db';
import { executePrepared } from '../../../platform/prepared-shapes.js';
import type { BookingRow, BookingStatus } from './booking-rows.js';
import {
  keysetOf,
  sortKeyText,
  type BookingSortKey,
  type KeysetRequest,
  type SortOrder,
} from './booking-list-keyset.js';

const { bookings, bookingPassengers, agencies, users } = tables;

/**
 * Whose bookings: one agency's; a subtree's (an F1 administrator: depth 1, an F2's: depth 2 — `agency_path[depth] =
 * agencyId`, served by bookings_f1_scope_idx / bookings_f2_scope_idx); or a list of agencies (the platform's: the F1s
 * it created and theirs — an F1 without the platform as parent is not its, and the path does not hold the platform).
 */
export type BookingScope =
  | { kind: 'agency'; agencyId: string }
  | { kind: 'subtree'; agencyId: string; depth: 1 | 2 }
  | { kind: 'agencies'; agencyIds: readonly string[] };

/** The list's filters once checked: the scope, the name in airline spelling, days as instants. */
export type BookingListQuery = {
  scope: BookingScope;
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
  sort: BookingSortKey;
  order: SortOrder;
};

/**
 * Depths already read, per agency: an agency's level never changes (no write path sets it after creation), so a list
 * request reads it once per process rather than once per request. Bounded: cleared when it grows past the limit.
 */
const depths = new Map<string, number>();
const DEPTHS_KEPT = 10_000;

/** The level of an agency as a depth in the bookings' agency path (platform 0, F1 1, F2 2, F3 3); undefined if none. */
export async function agencyDepth(db: Database, agencyId: string): Promise<number | undefined> {
  const known = depths.get(agencyId);
  if (known !== undefined) return known;
  const [row] = await db.select({ level: agencies.level }).from(agencies).where(eq(agencies.id, agencyId));
  if (!row) return undefined;
  const depth = ['platform', 'F1', 'F2', 'F3'].indexOf(row.level);
  if (depths.size >= DEPTHS_KEPT) depths.clear();
  depths.set(agencyId, depth);
  return depth;
}

/** Whether the agency lies in the scope (one indexed lookup and its path; an id of another tree is not). */
export async function isAgencyInScope(db: Database, scope: BookingScope, agencyId: string): Promise<boolean> {
  if (scope.kind === 'agency') return agencyId === scope.agencyId;
  if (scope.kind === 'agencies') return scope.agencyIds.includes(agencyId);
  const [row] = await db
    .select({ path: sql<string[]>`agency_path_of(${agencies.id})` })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row?.path[scope.depth - 1] === scope.agencyId;
}

/** The agency of a user, if the user exists. */
export async function agencyOfUser(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ agencyId: users.agencyId }).from(users).where(eq(users.id, userId));
  return row?.agencyId;
}

export function scopeCondition(scope: BookingScope): SQL | undefined {
  if (scope.kind === 'agency') return eq(bookings.agencyId, scope.agencyId);
  if (scope.kind === 'agencies') return inArray(bookings.agencyId, [...scope.agencyIds]);
  // The depth is a literal, so the planner matches the expression index (1 or 2 only, from the type).
  return sql`(${bookings.agencyPath}[${sql.raw(String(scope.depth))}]) = ${scope.agencyId}::uuid`;
}

function conditionsOf(db: Database, query: BookingListQuery): SQL | undefined {
  const fullName = sql`${bookingPassengers.airlineLastName} || ' ' || ${bookingPassengers.airlineFirstName}`;
  return and(
    scopeCondition(query.scope),
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

/** Airline spellings (LAST FIRST) of a booking's passengers, ADT-1 first: one indexed lookup per listed row. */
const passengerNames = sql<
  string[]
>`(select coalesce(array_agg(${bookingPassengers.airlineLastName} || ' ' || ${bookingPassengers.airlineFirstName} order by ${bookingPassengers.paxId}), '{}') from ${bookingPassengers} where ${bookingPassengers.bookingId} = ${bookings.id})`;
/** Ticket numbers issued so far (none before issue), in passenger order: only the export reads them. */
const ticketNumbers = sql<
  string[]
>`(select coalesce(array_agg(${bookingPassengers.ticketNumber} order by ${bookingPassengers.paxId}) filter (where ${bookingPassengers.ticketNumber} is not null), '{}') from ${bookingPassengers} where ${bookingPassengers.bookingId} = ${bookings.id})`;

/** The columns a listed row shows (no flights, pricing or contact jsonb). */
const LISTED_COLUMNS = {
  id: bookings.id,
  orderId: bookings.orderId,
  pnr: bookings.pnr,
  system: bookings.system,
  airline: bookings.airline,
  status: bookings.status,
  route: bookings.route,
  departAt: bookings.departAt,
  arriveAt: bookings.arriveAt,
  timeLimit: bookings.timeLimit,
  createdAt: bookings.createdAt,
  updatedAt: bookings.updatedAt,
  supplierNet: bookings.supplierNet,
  feeTotal: bookings.feeTotal,
  totalAmount: bookings.totalAmount,
  lastError: bookings.lastError,
  pendingSupplierAction: bookings.pendingSupplierAction,
};

/** A listed booking: the columns the list shows, its agency, its creator and its passengers' airline spellings. */
export type ListedBooking = {
  booking: { [K in keyof typeof LISTED_COLUMNS]: BookingRow[K] };
  agency: TBookingSummary['agency'];
  user: TBookingSummary['createdBy'];
  passengerNames: string[];
  /** Ticket numbers issued (none before issue), in passenger order; only with `withTickets`. */
  ticketNumbers: string[];
  /** The row's sort key as text, for a cursor. */
  sortKey: string;
};

/** One keyset page: up to `limit` rows in the list's order, and whether rows lie beyond each end. */
export type BookingPage = { rows: ListedBooking[]; hasBefore: boolean; hasAfter: boolean };

/**
 * The page after (or before) a position, or the first page: `limit + 1` rows are read to know whether another page
 * follows in the reading direction. Rows come back in the list's order either way.
 */
/** The page's statement, not run (a test EXPLAINs it): `limit + 1` rows in reading order. */
export function bookingPageStatement(
  db: Database,
  query: BookingListQuery,
  page: { limit: number; request?: KeysetRequest; withTickets?: boolean },
) {
  const keyset = keysetOf({ sort: query.sort, order: query.order, request: page.request });
  const statement = db
    .select({
      booking: LISTED_COLUMNS,
      agency: { id: agencies.id, code: agencies.code, name: agencies.name },
      user: { id: users.id, username: users.username, fullName: users.fullName },
      passengerNames,
      ticketNumbers: page.withTickets ? ticketNumbers : sql<string[]>`'{}'::text[]`,
      sortKey: sortKeyText(query.sort),
    })
    .from(bookings)
    .innerJoin(agencies, eq(agencies.id, bookings.agencyId))
    .innerJoin(users, eq(users.id, bookings.createdBy))
    .where(and(conditionsOf(db, query), keyset.condition))
    .orderBy(keyset.orderBy)
    .limit(page.limit + 1);
  return { statement, isBackward: keyset.isBackward };
}

/**
 * Whether the list's statements are run prepared (decision 153): planning them cost more than running them (1.1–1.3 ms
 * against 0.7–1.0 ms for a page). Not with a PNR prefix or a name (a generic plan cannot use a pattern's index) nor
 * for the platform's list of agencies (one shape per number of F1s).
 */
function isPreparable(query: BookingListQuery): boolean {
  return query.scope.kind !== 'agencies' && !query.pnr && !query.passenger;
}

export async function listBookingPage(
  db: Database,
  query: BookingListQuery,
  page: { limit: number; request?: KeysetRequest; withTickets?: boolean },
): Promise<BookingPage> {
  const { statement, isBackward } = bookingPageStatement(db, query, page);
  const read = isPreparable(query) ? await executePrepared('booking_page', statement) : await statement;
  const hasMore = read.length > page.limit;
  const rows = read.slice(0, page.limit);
  if (isBackward) rows.reverse();
  const isFirst = page.request === undefined;
  return {
    rows,
    hasBefore: isBackward ? hasMore : !isFirst,
    hasAfter: isBackward ? true : hasMore,
  };
}

/** How many bookings match, counted up to `cap` + 1 and no further: `{ total: cap, isCapped: true }` past the cap. */
export async function countBookings(
  db: Database,
  query: BookingListQuery,
  cap: number,
): Promise<{ total: number; isCapped: boolean }> {
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(bookings)
    .where(conditionsOf(db, query))
    .limit(cap + 1)
    .as('capped');
  const statement = db.select({ n: sql<number>`count(*)::int` }).from(capped);
  const [row] = isPreparable(query) ? await executePrepared('booking_count', statement) : await statement;
  const counted = Number(row?.n ?? 0);
  return { total: Math.min(counted, cap), isCapped: counted > cap };
}
