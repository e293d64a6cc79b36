// SQL of split sales: a sale's reservations (found, locked, written, settled together) and what its reversals gave back.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import { toVnd } from '@portal/domain';
import type { NewReservation } from './ledger-statements.js';
import type { ReservationRow } from './ledger.repository.js';
import { saleReservationKeys } from './sale-legs.js';

const { ledgerEntries, ledgerReservations, ledgerTransactions } = tables;

type TextRow = Record<string, string | null>;
const rowsOf = (result: unknown): TextRow[] => (result as { rows: TextRow[] }).rows;

/** A reservation of a sale and its place in the chain (0 the buyer, 1 its parent…). */
export type SaleReservationRow = ReservationRow & { position: number };

/**
 * The reservations a sale made with `reserveKey`, the buyer's first; empty when there is none. With `lock`, the rows
 * are locked FOR UPDATE in id order, before any balance row (the order post and release take). Only rows carrying the
 * buyer's fingerprint belong to the sale: a key that merely looks derived (`key>1` reserved on its own) is ignored.
 */
export async function findSaleReservations(
  db: Database,
  reserveKey: string,
  options: { lock?: boolean } = {},
): Promise<SaleReservationRow[]> {
  const keys = saleReservationKeys(reserveKey);
  const query = db
    .select()
    .from(ledgerReservations)
    .where(inArray(ledgerReservations.idempotencyKey, keys))
    .orderBy(ledgerReservations.id);
  const rows = options.lock ? await query.for('update') : await query;
  const buyer = rows.find((row) => row.idempotencyKey === reserveKey);
  if (!buyer) return [];
  const sale = rows
    .filter((row) => row.requestHash === buyer.requestHash)
    .map((row) => ({ ...row, position: keys.indexOf(row.idempotencyKey) }))
    .sort((a, b) => a.position - b.position);
  if (sale.some((row, index) => row.position !== index))
    throw new Error(`the reservations of sale ${reserveKey} are not one chain`);
  return sale;
}

/** Locks reservation rows by id (FOR UPDATE, in id order) and answers them as they are now. */
export async function lockReservations(tx: Database, ids: readonly string[]): Promise<ReservationRow[]> {
  return tx
    .select()
    .from(ledgerReservations)
    .where(inArray(ledgerReservations.id, [...ids]))
    .orderBy(ledgerReservations.id)
    .for('update');
}

/** Which of these release keys are taken, and by which reservation. */
export async function reservationsByReleaseKey(
  tx: Database,
  releaseKeys: readonly string[],
): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: ledgerReservations.id, releaseKey: ledgerReservations.releaseKey })
    .from(ledgerReservations)
    .where(inArray(ledgerReservations.releaseKey, [...releaseKeys]));
  return new Map(rows.map((row) => [row.releaseKey!, row.id]));
}

/**
 * Inserts every reservation of a sale and raises each deposit's `reserved`, in one statement. The caller holds the
 * deposits' balance locks and checked their funds; the agencies are distinct, so no row is updated twice.
 */
export async function insertSaleReservations(
  tx: Database,
  reservations: readonly NewReservation[],
): Promise<{ reservationId: string; idempotencyKey: string; accountId: string; balance: number; reserved: number }[]> {
  const values = sql.join(
    reservations.map(
      (
        row,
      ) => sql`(${row.accountId}::uuid, ${row.agencyId}::uuid, ${row.amount}::bigint, ${row.idempotencyKey}, ${row.requestHash},
        ${row.referenceType}, ${row.referenceId}, ${row.description}, ${row.createdBy}::uuid, ${row.createdAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const now = reservations[0]!.createdAt.toISOString();
  const rows = rowsOf(
    await tx.execute(sql`
      with inserted as (
        insert into ledger_reservations
          (account_id, agency_id, amount, idempotency_key, request_hash, reference_type, reference_id, description, created_by, created_at)
        values ${values}
        returning id, account_id, amount, idempotency_key
      ),
      raised as (
        update ledger_balances b
        set reserved = b.reserved + i.amount, version = b.version + 1, updated_at = ${now}::timestamptz
        from inserted i
        where b.account_id = i.account_id
        returning b.account_id, b.balance, b.reserved
      )
      select i.id::text as reservation_id, i.idempotency_key, i.account_id::text as account_id, r.balance::text as balance, r.reserved::text as reserved
      from inserted i join raised r on r.account_id = i.account_id`),
  );
  if (rows.length !== reservations.length)
    throw new Error(`sale reservations written ${rows.length} of ${reservations.length}`);
  return rows.map((row) => ({
    reservationId: row.reservation_id!,
    idempotencyKey: row.idempotency_key!,
    accountId: row.account_id!,
    balance: toVnd(row.balance),
    reserved: toVnd(row.reserved),
  }));
}

/** Marks the (locked, pending) reservations released, each with its own release key, and lowers their deposits' `reserved`. */
export async function settleReleased(
  tx: Database,
  released: readonly { id: string; accountId: string; amount: number; releaseKey: string }[],
  settledAt: Date,
): Promise<Map<string, { balance: number; reserved: number }>> {
  const now = settledAt.toISOString();
  const settled = sql.join(
    released.map((row) => sql`(${row.id}::uuid, ${row.releaseKey})`),
    sql`, `,
  );
  const marked = rowsOf(
    await tx.execute(sql`
      update ledger_reservations r
      set status = 'released', release_key = v.release_key, settled_at = ${now}::timestamptz
      from (values ${settled}) as v (id, release_key)
      where r.id = v.id and r.status = 'pending'
      returning r.id`),
  );
  if (marked.length !== released.length)
    throw new Error(`released ${marked.length} of the sale's ${released.length} reservations`);
  const lowered = sql.join(
    released.map((row) => sql`(${row.accountId}::uuid, ${row.amount}::bigint)`),
    sql`, `,
  );
  const rows = rowsOf(
    await tx.execute(sql`
      update ledger_balances b
      set reserved = b.reserved - v.amount, version = b.version + 1, updated_at = ${now}::timestamptz
      from (values ${lowered}) as v (account_id, amount)
      where b.account_id = v.account_id
      returning b.account_id::text as account_id, b.balance::text as balance, b.reserved::text as reserved`),
  );
  if (rows.length !== released.length)
    throw new Error(`moved ${rows.length} of ${released.length} balance rows for a release`);
  return new Map(rows.map((row) => [row.account_id!, { balance: toVnd(row.balance), reserved: toVnd(row.reserved) }]));
}

/** What every void and refund of the transaction moved so far, summed per account. */
export async function reversedSoFar(tx: Database, saleTransactionId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ accountId: ledgerEntries.accountId, total: sql<string>`sum(${ledgerEntries.amount})::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerTransactions.reversesTransactionId, saleTransactionId))
    .groupBy(ledgerEntries.accountId);
  return new Map(rows.map((row) => [row.accountId, toVnd(row.total)]));
}

/** The amount a transaction moved on one account (what a replayed credit gave back to the buyer). */
export async function amountOnAccount(tx: Database, transactionId: string, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.transactionId, transactionId), eq(ledgerEntries.accountId, accountId)));
  return toVnd(row?.total);
}
