// The stored sale lines as report lines (decision 101, 129): by transaction, or the viewer's lines of a period in the
// scope with the filters SQL applies, and the reading of a row into a line.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@portal/db';
import type { SaleLineRow } from './sale-lines.js';
import { rowsOf, scopeTree, uuidArray, type SaleReferenceType } from './sale-lines.repository.js';

const epochText = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::bigint::text`;
const dateText = (value: string | null | undefined) => (value ? new Date(Number(value)).toISOString() : null);
const amount = (value: string | null | undefined) => (value === null || value === undefined ? null : Number(value));

/** The stored lines of `viewerId` for the transactions named (report_sale_lines_pk). */
export async function readProjectedLines(
  db: Database,
  options: { viewerId: string; transactionIds: readonly string[] },
): Promise<SaleLineRow[]> {
  if (options.transactionIds.length === 0) return [];
  return readLines(db, {
    viewerId: options.viewerId,
    where: sql`l.viewer_id = ${options.viewerId}::uuid and l.transaction_id = any(${uuidArray(options.transactionIds)})`,
  });
}

type LinesQuery = { viewerId: string; where: SQL; prefix?: SQL; tail?: SQL };

/** Stored lines of `viewerId` matching `where` (after the CTEs of `prefix`, then `tail`: an order and limit), as report lines. */
export async function readLines(db: Database, query: LinesQuery): Promise<SaleLineRow[]> {
  const { viewerId } = query;
  const rows = rowsOf(await db.execute(linesQuery(query)));
  return rows.map((row) => ({
    id: row.line_id!,
    transactionId: row.transaction_id!,
    kind: row.kind as SaleLineRow['kind'],
    product: row.product as SaleLineRow['product'],
    at: dateText(row.at)!,
    bookingDate: dateText(row.booking_date)!,
    travelDate: dateText(row.travel_date),
    code: row.code ?? null,
    system: row.system!,
    airline: row.airline ?? null,
    ticketNumber: row.ticket_number ?? null,
    route: row.route!,
    bookingClass: row.booking_class ?? null,
    passenger: row.passenger ?? null,
    passengerType: row.passenger_type ?? null,
    baseFare: amount(row.base_fare),
    taxes: amount(row.taxes),
    vat: amount(row.vat),
    issueFee: Number(row.issue_fee),
    net: Number(row.net),
    sell: Number(row.sell),
    profit: Number(row.profit),
    user: row.user_name ?? null,
    agency: { id: row.buyer_id!, code: row.buyer_code!, isOwn: row.buyer_id === viewerId },
    pnrCount: null,
    identity: row.identity ?? null,
  }));
}

/** The SELECT of `readLines` (an EXPLAIN of it shows how a page is read). */
export function linesQuery({ where, prefix = sql``, tail = sql`` }: LinesQuery): SQL {
  return sql`
    ${prefix}
    select l.line_id, l.transaction_id::text as transaction_id, l.kind, l.product,
      ${epochText(sql`l.at`)} as at, ${epochText(sql`l.booking_date`)} as booking_date,
      ${epochText(sql`l.travel_date`)} as travel_date, l.code, l.system, l.airline, l.ticket_number, l.route,
      l.booking_class, l.passenger, l.passenger_type, l.identity, l.user_name, l.buyer_id::text as buyer_id, l.buyer_code,
      l.base_fare::text as base_fare, l.taxes::text as taxes, l.vat::text as vat, l.issue_fee::text as issue_fee,
      l.net::text as net, l.sell::text as sell, l.profit::text as profit
    from report_sale_lines l
    where ${where}
    ${tail}`;
}

/** What a read of stored lines may narrow to besides the period and the scope (decision 129: in SQL). */
export type StoredLineFilters = { product?: string; system?: string; airline?: string; status?: string };

/**
 * The viewer's stored lines of the period bought in the scope (report_sale_lines_viewer_at_idx, or by flight date the
 * departure index: eSIM on its sale day), but those of `excludeIds` (pending: computed live instead), as the CTE
 * `prefix` (the scope) and the `where` of `report_sale_lines l`.
 */
export function storedPeriodWhere(
  options: {
    viewerId: string;
    rootId: string;
    start: Date;
    end: Date;
    byTravelDate: boolean;
    references: readonly SaleReferenceType[];
    excludeIds: readonly string[];
  } & StoredLineFilters,
): { prefix: SQL; where: SQL } {
  const products = [
    ...new Set(
      options.references.map((reference) =>
        reference === 'booking' ? 'FLIGHT' : reference === 'train_booking' ? 'TRAIN' : 'ESIM',
      ),
    ),
  ];
  const day = options.byTravelDate ? sql`coalesce(l.travel_date, l.at)` : sql`l.at`;
  const equal = (column: SQL, value: string | undefined) => (value ? sql` and ${column} = ${value}` : sql``);
  return {
    prefix: sql`with recursive ${scopeTree(options.rootId)}`,
    where: sql`l.viewer_id = ${options.viewerId}::uuid
      and ${day} >= ${options.start.toISOString()}::timestamptz and ${day} < ${options.end.toISOString()}::timestamptz
      and l.product in (${sql.join(
        products.map((product) => sql`${product}`),
        sql`, `,
      )})
      and l.buyer_id in (select id from scope)
      ${options.excludeIds.length > 0 ? sql`and l.transaction_id <> all(${uuidArray(options.excludeIds)})` : sql``}
      ${equal(sql`l.product`, options.product)}${equal(sql`l.system`, options.system)}${equal(sql`l.airline`, options.airline)}${equal(sql`l.kind`, options.status)}`,
  };
}

/** The viewer's stored lines of the period bought in the scope, but those of `excludeIds` (storedPeriodWhere). */
export async function readStoredLinesInPeriod(
  db: Database,
  options: Parameters<typeof storedPeriodWhere>[0],
): Promise<SaleLineRow[]> {
  return readLines(db, { viewerId: options.viewerId, ...storedPeriodWhere(options) });
}
