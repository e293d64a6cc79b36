// The stored sale lines' bookkeeping (decision 101, 130): which transactions of a report's scope are projected and
// current, the projector's claim and write of transactions not yet projected (or whose product changed), the watermark.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@portal/db';
import type { SaleLineRow } from './sale-lines.js';
import {
  PRODUCT_REFERENCES,
  productJoins,
  rowsOf,
  scopeTree,
  transactionsInPeriod,
  uuidArray,
  type SaleReferenceType,
} from './sale-lines.repository.js';

const SALE_REFERENCES = Object.values(PRODUCT_REFERENCES).flat();
const referenceList = sql.join(
  SALE_REFERENCES.map((reference) => sql`${reference}`),
  sql`, `,
);
/** The product row's own version: a projection made from another one may hold stale text. */
const productUpdatedAt = sql`coalesce(b.updated_at, tb.updated_at, eo.updated_at, tu.updated_at)`;

/**
 * The scope's transactions of the period (as the live read finds them, decision 094) and whether each has current
 * stored lines: projected, from the product row as it is now.
 */
export async function readScopeTransactions(
  db: Database,
  options: {
    rootId: string;
    start: Date;
    end: Date;
    byTravelDate: boolean;
    references: readonly SaleReferenceType[];
  },
): Promise<{ id: string; isProjected: boolean }[]> {
  const rows = rowsOf(
    await db.execute(sql`
    with recursive ${scopeTree(options.rootId)},
    tx as materialized (${transactionsInPeriod(options)})
    select tx.id::text as id,
      (p.transaction_id is not null and p.source_updated_at is not distinct from ${productUpdatedAt})::text as projected
    from tx
    left join report_sale_projections p on p.transaction_id = tx.id
    ${productJoins}`),
  );
  return rows.map((row) => ({ id: row.id!, isProjected: row.projected === 'true' }));
}

const epochText = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::bigint::text`;

/**
 * The sale transactions that may want projecting: every one, or (`since`) those created since then and those whose
 * product row changed since then (ledger_transactions_time_idx, the products' updated_at).
 */
function candidates(since: Date | null): SQL {
  const sale = sql`t.type in ('S', 'V', 'R') and t.reference_type in (${referenceList})`;
  if (!since) return sql`select t.id from ledger_transactions t where ${sale}`;
  const at = sql`${since.toISOString()}::timestamptz`;
  const changed = (table: string, reference: string) =>
    sql`select t.id from ledger_transactions t where t.reference_type = ${reference} and t.reference_id in (
      select d.id::text from ${sql.raw(table)} d where d.updated_at >= ${at}) and ${sale}`;
  return sql`select t.id from ledger_transactions t where t.created_at >= ${at} and ${sale}
    union ${changed('bookings', 'booking')}
    union ${changed('train_bookings', 'train_booking')}
    union ${changed('esim_orders', 'esim_order')}
    union ${changed('esim_top_ups', 'esim_top_up')}`;
}

/** Not a recorded failure still waiting: one whose product row is unchanged and whose retry time has not come. */
const notWaitingFailure = sql`not exists (select 1 from report_sale_failures f where f.transaction_id = tx.id
  and f.source_updated_at is not distinct from ${productUpdatedAt} and f.retry_after > now())`;

/** The claim's candidates in claim order (`only`: among these ids), locked (`lock`) or just read (`peek`). */
function unprojected(options: { limit: number; since: Date | null; only?: readonly string[]; lock: boolean }): SQL {
  return sql`
    select tx.id::text as id from ledger_transactions tx
    left join report_sale_projections p on p.transaction_id = tx.id
    ${productJoins}
    where tx.id in (${candidates(options.since)})
      ${options.only ? sql`and tx.id = any(${uuidArray(options.only)})` : sql``}
      and (p.transaction_id is null or p.source_updated_at is distinct from ${productUpdatedAt})
      and ${notWaitingFailure}
    order by tx.created_at, tx.id
    limit ${options.limit}
    ${options.lock ? sql`for update of tx skip locked` : sql``}`;
}

/**
 * Claims up to `limit` committed S/V/R sale transactions without current stored lines (never projected, or their
 * product row changed since), oldest first, locking them (FOR UPDATE SKIP LOCKED: another projector takes others), and
 * drops their old lines. Inside the caller's transaction. `since`: look only at what is new or changed since then;
 * `only`: among these ids (a failed batch narrowed down). Recorded failures wait for their retry (decision 130).
 */
export async function claimUnprojected(
  tx: Database,
  options: { limit: number; since: Date | null; only?: readonly string[] },
): Promise<string[]> {
  const { limit, since, only } = options;
  const locked = rowsOf(await tx.execute(unprojected({ limit, since, only, lock: true }))).map((row) => row.id!);
  if (locked.length === 0) return [];
  // Read again now that they are locked, in a statement of its own (a newer snapshot): a transaction another projector
  // held until it committed was locked by this one after, yet the locking statement read its projection as it was
  // before (a row locked, not changed, is not re-evaluated), so it would be projected twice.
  const ids = rowsOf(await tx.execute(unprojected({ limit: locked.length, since, only: locked, lock: false }))).map(
    (row) => row.id!,
  );
  if (ids.length > 0)
    await tx.execute(sql`delete from report_sale_projections where transaction_id = any(${uuidArray(ids)})`);
  return ids;
}

/** What the claim would take now, read without locking (the batch to narrow down after it failed). */
export async function peekUnprojected(db: Database, limit: number, since: Date | null): Promise<string[]> {
  return rowsOf(await db.execute(unprojected({ limit, since, lock: false }))).map((row) => row.id!);
}

/** Marks the transactions projected as of their product row now (read before their lines are, so never newer). */
export async function markProjected(tx: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    insert into report_sale_projections (transaction_id, source_updated_at)
    select tx.id, ${productUpdatedAt} from ledger_transactions tx
    ${productJoins}
    where tx.id = any(${uuidArray(ids)})`);
  await tx.execute(sql`delete from report_sale_failures where transaction_id = any(${uuidArray(ids)})`);
}

const LINE_BATCH = 2_000;

/** Writes the lines, each under its viewer (rows of json_populate_recordset, one parameter a batch). */
export async function insertProjectedLines(
  tx: Database,
  lines: readonly (SaleLineRow & { viewerId: string })[],
): Promise<void> {
  for (let first = 0; first < lines.length; first += LINE_BATCH) {
    const batch = lines.slice(first, first + LINE_BATCH).map((line) => ({
      viewer_id: line.viewerId,
      transaction_id: line.transactionId,
      line_id: line.id,
      buyer_id: line.agency.id,
      buyer_code: line.agency.code,
      kind: line.kind,
      product: line.product,
      at: line.at,
      booking_date: line.bookingDate,
      travel_date: line.travelDate,
      code: line.code,
      system: line.system,
      airline: line.airline,
      ticket_number: line.ticketNumber,
      route: line.route,
      booking_class: line.bookingClass,
      passenger: line.passenger,
      passenger_type: line.passengerType,
      identity: line.identity,
      user_name: line.user,
      base_fare: line.baseFare,
      taxes: line.taxes,
      vat: line.vat,
      issue_fee: line.issueFee,
      net: line.net,
      sell: line.sell,
      profit: line.profit,
    }));
    await tx.execute(sql`
      insert into report_sale_lines
      select * from json_populate_recordset(null::report_sale_lines, ${JSON.stringify(batch)}::json)`);
  }
}

/**
 * Whether a sale transaction created, and whose product changed, before `before` still lacks current stored lines —
 * read without locking, so one another projector holds (or rolled back) counts: the watermark must not pass it.
 */
export async function hasUnprojectedBefore(
  db: Database,
  options: { since: Date | null; before: Date },
): Promise<boolean> {
  const before = sql`${options.before.toISOString()}::timestamptz`;
  const rows = rowsOf(
    await db.execute(sql`
    select 1 as found from ledger_transactions tx
    left join report_sale_projections p on p.transaction_id = tx.id
    ${productJoins}
    where tx.id in (${candidates(options.since)})
      and (p.transaction_id is null or p.source_updated_at is distinct from ${productUpdatedAt})
      and tx.created_at < ${before}
      and (${productUpdatedAt} is null or ${productUpdatedAt} < ${before})
      -- A recorded failure does not hold the watermark: every reader computes it live (readPendingInScope).
      and not exists (select 1 from report_sale_failures f where f.transaction_id = tx.id)
    limit 1`),
  );
  return rows.length > 0;
}

const STATE = 'sale_lines';

/** Every sale transaction created, and every product changed, before this instant has current stored lines (or null). */
export async function readCompleteBefore(db: Database): Promise<Date | null> {
  const [row] = rowsOf(
    await db.execute(
      sql`select ${epochText(sql`complete_before`)} as at from report_projection_state where name = ${STATE}`,
    ),
  );
  return row?.at ? new Date(Number(row.at)) : null;
}

/** Moves the completeness watermark forward (never back: another process may have moved it further). */
export async function advanceCompleteBefore(db: Database, at: Date): Promise<void> {
  await db.execute(sql`
    insert into report_projection_state (name, complete_before) values (${STATE}, ${at.toISOString()}::timestamptz)
    on conflict (name) do update set complete_before = greatest(report_projection_state.complete_before, excluded.complete_before)`);
}

/**
 * The scope's sale transactions created, or whose product changed, since `since` that have no current stored lines
 * (the few a report computes live): ledger_transactions_time_idx and the products' updated_at indexes.
 */
export async function readPendingInScope(
  db: Database,
  options: { rootId: string; since: Date; references: readonly SaleReferenceType[] },
): Promise<string[]> {
  const references = sql.join(
    options.references.map((reference) => sql`${reference}`),
    sql`, `,
  );
  const rows = rowsOf(
    await db.execute(sql`
    with recursive ${scopeTree(options.rootId)},
    -- Driven by the few candidates (a semi-join from the ledger's side scanned it whole).
    candidate as materialized (${candidates(options.since)} union select transaction_id from report_sale_failures)
    select tx.id::text as id from candidate c
    join ledger_transactions tx on tx.id = c.id
    left join report_sale_projections p on p.transaction_id = tx.id
    ${productJoins}
    where tx.agency_id in (select id from scope) and tx.reference_type in (${references})
      and (p.transaction_id is null or p.source_updated_at is distinct from ${productUpdatedAt}
        or exists (select 1 from report_sale_failures f where f.transaction_id = tx.id))`),
  );
  return rows.map((row) => row.id!);
}
