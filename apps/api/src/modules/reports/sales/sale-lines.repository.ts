// The SQL behind every sale line: a viewer's committed S/V/R transactions of flights, trains and eSIM in a period, each
// with the viewer's ledger entries summed and its product row, then the tickets of the bookings they name.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@portal/db';
import { MAX_TREE_HOPS, withAgenciesAtAndAbove } from '../../../platform/tenancy.js';

type TextRow = Record<string, string | null>;
/** node-postgres and PGlite both answer raw statements as `{ rows }`. */
export const rowsOf = (result: unknown): TextRow[] => (result as { rows: TextRow[] }).rows;

/** The ledger's reference types of each product's money. */
export const PRODUCT_REFERENCES = {
  FLIGHT: ['booking'],
  TRAIN: ['train_booking'],
  ESIM: ['esim_order', 'esim_top_up'],
} as const;
export type SaleReferenceType = (typeof PRODUCT_REFERENCES)[keyof typeof PRODUCT_REFERENCES][number];

export type ViewerAgency = { id: string; code: string; name: string; level: string };

/** The agency when it is `scopeAgencyId` itself or below it; undefined otherwise (also when it does not exist). */
export async function findAgencyInScope(
  db: Database,
  options: { scopeAgencyId: string; agencyId: string },
): Promise<ViewerAgency | undefined> {
  const [row] = rowsOf(
    await db.execute(sql`
      ${withAgenciesAtAndAbove(options.agencyId)}
      select t.id::text as id, t.code, t.name, t.level from agencies t
      where t.id = ${options.agencyId}::uuid and exists (select 1 from above where above.id = ${options.scopeAgencyId}::uuid)`),
  );
  return row ? { id: row.id!, code: row.code!, name: row.name!, level: row.level! } : undefined;
}

/** One S, V or R transaction with the viewer's money in it and what it was for. Amounts are the ledger's signs. */
export type SaleTransactionRow = {
  id: string;
  /** The agency whose link's money the row holds. */
  viewerId: string;
  type: 'S' | 'V' | 'R';
  at: Date;
  referenceType: SaleReferenceType;
  referenceId: string;
  buyerId: string;
  buyerCode: string;
  user: string | null;
  /** Σ the viewer's agency_deposit entries (negative when it paid). */
  viewerDeposit: number;
  /** Σ the viewer's agency_commission entries (its fee earned, negative when given back). */
  viewerCommission: number;
  buyerDeposit: number;
  supplier: number;
  code: string | null;
  system: string;
  airline: string | null;
  route: string;
  travelAt: Date | null;
  bookedAt: Date;
  /** The flight or train booking's issue transaction (or the eSIM order's / top-up's sale). */
  productSaleId: string | null;
  /** The flight or train booking the transaction is for. */
  bookingId: string | null;
  pricing: unknown;
  bookingClass: string | null;
  customer: string | null;
};

const epoch = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::bigint::text`;
const dateOf = (value: string | null | undefined) => (value ? new Date(Number(value)) : null);
/** One parameter however many ids (node-postgres allows 65,535 parameters per statement). */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * The transactions: by booking date, those of the scope's agencies booked in [start, end) (ledger_transactions_agency_idx);
 * by flight date, those of the flight and train bookings departing in it (bookings_depart_idx and the train one asked
 * for, then ledger_transactions_reference_idx) and eSIM's booked in it.
 */
export function transactionsInPeriod(options: {
  byTravelDate: boolean;
  references: readonly SaleReferenceType[];
  start: Date;
  end: Date;
}): SQL {
  const { start, end, references } = options;
  const columns = sql`t.id, t.type, t.created_at, t.reference_type, t.reference_id, t.agency_id, t.created_by`;
  const base = sql`t.agency_id in (select id from scope) and t.type in ('S', 'V', 'R')`;
  if (!options.byTravelDate)
    return sql`select ${columns} from ledger_transactions t
      where ${base} and t.reference_type in (${listOf(references)})
        and t.created_at >= ${start.toISOString()}::timestamptz and t.created_at < ${end.toISOString()}::timestamptz`;
  const parts: SQL[] = [];
  const departing = (table: string, reference: string) =>
    sql`select ${columns} from ledger_transactions t
      where ${base} and t.reference_type = ${reference} and t.reference_id in (
        select d.id::text from ${sql.raw(table)} d where d.agency_id in (select id from scope)
          and d.depart_at >= ${start.toISOString()}::timestamptz and d.depart_at < ${end.toISOString()}::timestamptz)`;
  if (references.includes('booking')) parts.push(departing('bookings', 'booking'));
  if (references.includes('train_booking')) parts.push(departing('train_bookings', 'train_booking'));
  const esim = references.filter((reference) => reference.startsWith('esim'));
  if (esim.length > 0)
    parts.push(sql`select ${columns} from ledger_transactions t
      where ${base} and t.reference_type in (${listOf(esim)})
        and t.created_at >= ${start.toISOString()}::timestamptz and t.created_at < ${end.toISOString()}::timestamptz`);
  return sql.join(parts, sql` union all `);
}

/**
 * Only the parts of a stored price the lines read (the chain, the sale lines, credits, prices per passenger type): the
 * whole jsonb also holds the supplier hold and fee trips, several times larger, read and parsed for nothing.
 */
const pricingParts = (pricing: SQL) => sql`jsonb_strip_nulls(jsonb_build_object(
  'chainAgencyIds', ${pricing} -> 'chainAgencyIds', 'lines', ${pricing} -> 'lines',
  'credits', ${pricing} -> 'credits', 'byPaxType', ${pricing} -> 'byPaxType'))::text`;

/** The row's reference id as a uuid when it is of `type` (never cast for another type's id). */
export const referenceOf = (type: string) => sql`case when tx.reference_type = ${type} then tx.reference_id::uuid end`;

/**
 * The statement behind every sale line: `ctes` (after `with recursive`) defines `tx`, the transactions with the
 * `viewer_id` each is read for; each one's entries are summed per account of its viewer (ledger_entries_transaction_idx)
 * and its booking, train booking, eSIM order or top-up joined by primary key; in no order.
 */
function saleTransactionsStatement(ctes: SQL): SQL {
  return sql`
    with recursive ${ctes},
    -- The accounts the sums read, found once per viewer: a per-transaction join to ledger_accounts made the planner
    -- hash the whole table for each of ~20,000 transactions (2 s of a month of 300 agencies).
    accounts as (
      select v.viewer_id,
        (select a.id from ledger_accounts a where a.agency_id = v.viewer_id and a.kind = 'agency_deposit') as viewer_deposit,
        (select a.id from ledger_accounts a where a.agency_id = v.viewer_id and a.kind = 'agency_commission') as viewer_commission
      from (select distinct viewer_id from tx) v
    ),
    supplier as (select (array_agg(id))[1] as id from ledger_accounts where agency_id is null and kind = 'supplier_payable')
    select tx.id::text as id, tx.viewer_id::text as viewer_id, tx.type, ${epoch(sql`tx.created_at`)} as at, tx.reference_type, tx.reference_id,
      tx.agency_id::text as buyer_id, ag.code as buyer_code, u.username as user_name,
      m.viewer_deposit::text as viewer_deposit, m.viewer_commission::text as viewer_commission,
      m.buyer_deposit::text as buyer_deposit, m.supplier::text as supplier,
      coalesce(b.pnr, tb.booking_code, eo.order_code, teo.order_code) as code,
      coalesce(b.system, tb.system, eo.system, teo.system) as system,
      b.airline,
      coalesce(b.route, tb.route, '') as route,
      ${epoch(sql`coalesce(b.depart_at, tb.depart_at)`)} as travel_at,
      ${epoch(sql`coalesce(b.created_at, tb.created_at, eo.created_at, tu.created_at)`)} as booked_at,
      coalesce(b.sale_transaction_id, tb.sale_transaction_id, eo.sale_transaction_id, tu.sale_transaction_id)::text as product_sale_id,
      coalesce(b.id, tb.id)::text as booking_id,
      ${pricingParts(sql`coalesce(b.pricing, tb.pricing)`)} as pricing,
      case when b.id is not null then (select string_agg(f ->> 'fareClass', '/') from jsonb_array_elements(b.flights) f) end as booking_class,
      case
        when eo.id is not null then (select string_agg((l -> 'product' ->> 'name') || ' ×' || (l ->> 'quantity'), ', ') from jsonb_array_elements(eo.lines) l)
        when tu.id is not null then tu.product ->> 'name'
      end as esim_products,
      coalesce(eo.customer, teo.customer) ->> 'fullName' as customer
    from tx
    join agencies ag on ag.id = tx.agency_id
    join accounts va on va.viewer_id = tx.viewer_id
    cross join supplier sa
    left join ledger_accounts bd on bd.agency_id = tx.agency_id and bd.kind = 'agency_deposit'
    cross join lateral (
      select
        coalesce(sum(e.amount) filter (where e.account_id = va.viewer_deposit), 0) as viewer_deposit,
        coalesce(sum(e.amount) filter (where e.account_id = va.viewer_commission), 0) as viewer_commission,
        coalesce(sum(e.amount) filter (where e.account_id = bd.id), 0) as buyer_deposit,
        coalesce(sum(e.amount) filter (where e.account_id = sa.id), 0) as supplier
      from ledger_entries e
      where e.transaction_id = tx.id
    ) m
    ${productJoins}
    left join users u on u.id = coalesce(tx.created_by, b.created_by, tb.created_by, eo.created_by, tu.created_by)`;
}

/** The product row of `tx` (a booking, train booking, eSIM order or top-up and its order), by primary key. */
export const productJoins = sql`
    left join bookings b on b.id = ${referenceOf('booking')}
    left join train_bookings tb on tb.id = ${referenceOf('train_booking')}
    left join esim_orders eo on eo.id = ${referenceOf('esim_order')}
    left join esim_top_ups tu on tu.id = ${referenceOf('esim_top_up')}
    left join esim_orders teo on teo.id = tu.order_id`;

/** The scope's tree from `rootId` (the `scope` CTE). */
export const scopeTree = (rootId: string) => sql`scope (id, depth) as (
      select ${rootId}::uuid, 0
      union all
      select a.id, scope.depth + 1 from agencies a join scope on a.parent_id = scope.id where scope.depth < ${MAX_TREE_HOPS}
    )`;

/** The transactions of the period for the viewer (one indexed statement: the scope's tree, then as `transactionsInPeriod`). */
export async function readSaleTransactions(
  db: Database,
  options: {
    viewerId: string;
    rootId: string;
    start: Date;
    end: Date;
    byTravelDate: boolean;
    references: readonly SaleReferenceType[];
  },
): Promise<SaleTransactionRow[]> {
  return saleTransactionRows(
    await db.execute(
      saleTransactionsStatement(sql`${scopeTree(options.rootId)},
    tx as materialized (select q.*, ${options.viewerId}::uuid as viewer_id from (${transactionsInPeriod(options)}) q)`),
    ),
  );
}

/** Named transactions, each read for one viewer (`viewerId`), or for every agency of its buyer's chain (the projection). */
export async function readSaleTransactionsById(
  db: Database,
  options: { ids: readonly string[]; viewerId?: string },
): Promise<SaleTransactionRow[]> {
  if (options.ids.length === 0) return [];
  const columns = sql`t.id, t.type, t.created_at, t.reference_type, t.reference_id, t.agency_id, t.created_by`;
  const picked = sql`select ${columns} from ledger_transactions t where t.id = any(${uuidArray(options.ids)})`;
  if (options.viewerId)
    return saleTransactionRows(
      await db.execute(
        saleTransactionsStatement(
          sql`tx as materialized (select q.*, ${options.viewerId}::uuid as viewer_id from (${picked}) q)`,
        ),
      ),
    );
  return saleTransactionRows(
    await db.execute(
      saleTransactionsStatement(sql`picked as materialized (${picked}),
    chain (transaction_id, viewer_id, depth) as (
      select p.id, p.agency_id, 0 from picked p
      union all
      select c.transaction_id, a.parent_id, c.depth + 1 from chain c join agencies a on a.id = c.viewer_id
      where a.parent_id is not null and c.depth < ${MAX_TREE_HOPS}
    ),
    tx as materialized (
      select p.*, c.viewer_id from picked p join chain c on c.transaction_id = p.id
      join agencies v on v.id = c.viewer_id and v.level <> 'platform'
    )`),
    ),
  );
}

function saleTransactionRows(result: unknown): SaleTransactionRow[] {
  const rows = rowsOf(result);
  return rows.map((row) => ({
    id: row.id!,
    viewerId: row.viewer_id!,
    type: row.type as SaleTransactionRow['type'],
    at: dateOf(row.at)!,
    referenceType: row.reference_type as SaleReferenceType,
    referenceId: row.reference_id!,
    buyerId: row.buyer_id!,
    buyerCode: row.buyer_code!,
    user: row.user_name ?? null,
    viewerDeposit: Number(row.viewer_deposit),
    viewerCommission: Number(row.viewer_commission),
    buyerDeposit: Number(row.buyer_deposit),
    supplier: Number(row.supplier),
    code: row.code ?? null,
    system: row.system ?? '',
    airline: row.airline ?? null,
    route: row.route || (row.esim_products ?? ''),
    travelAt: dateOf(row.travel_at),
    bookedAt: dateOf(row.booked_at) ?? dateOf(row.at)!,
    productSaleId: row.product_sale_id ?? null,
    bookingId: row.booking_id ?? null,
    pricing: row.pricing ? (JSON.parse(row.pricing) as unknown) : null,
    bookingClass: row.booking_class ?? null,
    customer: row.customer ?? null,
  }));
}

/** A flight passenger or a train ticket, keyed for the split by pax id (flights) or railway ticket id (trains). */
export type TicketRow = {
  bookingId: string;
  key: string;
  name: string;
  /** Airline spelling + birth date: who a passenger is across PNRs (3+ PNR modes). */
  identity: string;
  paxType: string | null;
  ticketNumber: string | null;
  seatType: string | null;
};

/** The passengers of the flight bookings and the tickets of the train bookings (booking_passengers_pax_key, by booking). */
export async function readTickets(
  db: Database,
  options: { flightBookingIds: readonly string[]; trainBookingIds: readonly string[] },
): Promise<TicketRow[]> {
  const parts: SQL[] = [];
  if (options.flightBookingIds.length > 0)
    parts.push(sql`select p.booking_id::text as booking_id, p.pax_id as key,
        p.airline_last_name || ' ' || p.airline_first_name as name,
        p.airline_last_name || '/' || p.airline_first_name || '/' || coalesce(p.birth_date::text, '') as identity,
        p.type as pax_type, p.ticket_number, null as seat_type
      from booking_passengers p where p.booking_id = any(${uuidArray(options.flightBookingIds)})`);
  if (options.trainBookingIds.length > 0)
    // Named like the flights' columns: alone (a train-only read) the train part names the result.
    parts.push(sql`select t.booking_id::text as booking_id, t.ticket_id as key, t.full_name as name,
        t.search_name || '/' || coalesce(t.birth_date::text, '') as identity, null as pax_type, t.ticket_number,
        t.seat_type
      from train_tickets t where t.booking_id = any(${uuidArray(options.trainBookingIds)})`);
  if (parts.length === 0) return [];
  // In a stable order (a whole transaction's line joins its tickets' numbers and names in it).
  return rowsOf(await db.execute(sql`${sql.join(parts, sql` union all `)} order by 1, 2`)).map((row) => ({
    bookingId: row.booking_id!,
    key: row.key!,
    name: row.name!,
    identity: row.identity!,
    paxType: row.pax_type ?? null,
    ticketNumber: row.ticket_number ?? null,
    seatType: row.seat_type ?? null,
  }));
}
