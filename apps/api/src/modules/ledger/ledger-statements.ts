// The ledger's two hot statements in hand-written SQL: a reservation in one statement, and a whole movement in one.
// Each round trip made while a balance row is locked lowers the throughput of a busy deposit, so these do in one
// statement what would otherwise take four to six (decision 008 has the figures).
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '@portal/db';
import { toVnd, type DepositState, type LedgerTransactionType } from '@portal/domain';

type TextRow = Record<string, string | null>;
/** node-postgres and PGlite both answer raw statements as `{ rows }`; every amount is selected as text (exact). */
const rowsOf = (result: unknown): TextRow[] => (result as { rows: TextRow[] }).rows;

type NamedQueryPool = { totalCount: number; query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: TextRow[] }> };
const dialect = new PgDialect();

/**
 * Runs a statement whose text never changes as a named prepared statement on node-postgres, so PostgreSQL plans
 * it once per connection instead of on every call (planning these CTEs costs more than running them); PGlite,
 * in process, runs it as it is.
 */
async function executeNamed(db: Database, name: string, query: SQL): Promise<TextRow[]> {
  const client = (db as unknown as { $client?: Partial<NamedQueryPool> }).$client;
  if (client && typeof client.totalCount === 'number' && typeof client.query === 'function') {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return (await (client as NamedQueryPool).query({ name, text, values: params })).rows;
  }
  return rowsOf(await db.execute(query));
}

export type NewReservation = {
  accountId: string;
  agencyId: string;
  amount: number;
  idempotencyKey: string;
  requestHash: string;
  referenceType: string;
  referenceId: string;
  description: string;
  createdBy: string | null;
  createdAt: Date;
};

/** `reservationId` is null when nothing was written: the key is taken, or the deposit cannot afford it. */
export type ReserveOutcome = { reservationId: string | null; before: DepositState; after: DepositState };

/**
 * Locks the balance row (SELECT … FOR UPDATE, which re-reads the row's latest version after any wait), inserts
 * the reservation only if balance − reserved − amount ≥ −credit limit, and raises `reserved` — as one statement,
 * so the lock is held for that statement and its commit only.
 */
export async function reserveInOneStatement(db: Database, reservation: NewReservation): Promise<ReserveOutcome | undefined> {
  const { accountId, amount } = reservation;
  const now = reservation.createdAt.toISOString();
  const rows = await executeNamed(db, 'ledger_reserve_v1', sql`
    with locked as (
      select b.balance, b.reserved, coalesce(a.credit_limit, 0) as credit_limit
      from ledger_balances b
      join ledger_accounts acc on acc.id = b.account_id
      left join agencies a on a.id = acc.agency_id
      where b.account_id = ${accountId}::uuid
      for update of b
    ),
    inserted as (
      insert into ledger_reservations
        (account_id, agency_id, amount, idempotency_key, request_hash, reference_type, reference_id, description, created_by, created_at)
      select ${accountId}::uuid, ${reservation.agencyId}::uuid, ${amount}::bigint, ${reservation.idempotencyKey}, ${reservation.requestHash},
        ${reservation.referenceType}, ${reservation.referenceId}, ${reservation.description}, ${reservation.createdBy}::uuid, ${now}::timestamptz
      from locked
      where locked.balance - locked.reserved - ${amount}::bigint >= -greatest(locked.credit_limit, 0)
      on conflict (idempotency_key) do nothing
      returning id
    ),
    raised as (
      update ledger_balances b
      set reserved = b.reserved + ${amount}::bigint, version = b.version + 1, updated_at = ${now}::timestamptz
      from inserted
      where b.account_id = ${accountId}::uuid
      returning b.balance, b.reserved
    )
    select locked.balance::text as balance, locked.reserved::text as reserved, locked.credit_limit::text as credit_limit,
      (select id::text from inserted) as reservation_id,
      (select balance::text from raised) as new_balance, (select reserved::text from raised) as new_reserved
    from locked`);
  const [row] = rows;
  if (!row) return undefined;
  const creditLimit = toVnd(row.credit_limit);
  const before = { balance: toVnd(row.balance), reserved: toVnd(row.reserved), creditLimit };
  const after = row.reservation_id ? { balance: toVnd(row.new_balance), reserved: toVnd(row.new_reserved), creditLimit } : before;
  return { reservationId: row.reservation_id ?? null, before, after };
}

export type MovementRow = {
  type: LedgerTransactionType;
  idempotencyKey: string;
  requestHash: string;
  referenceType: string;
  referenceId: string;
  description: string;
  agencyId: string | null;
  reversesTransactionId?: string | null;
  createdBy: string | null;
  createdAt: Date;
};
export type BalanceChange = { accountId: string; balance: number; reserved: number };

/**
 * Inserts the transaction and its entries and moves every balance row, in one statement. The caller holds the locks of the agency rows already; the one platform row a movement may
 * touch is locked by this statement, the last before the commit (see inLockOrder).
 */
export async function writeMovementInOneStatement(
  tx: Database,
  movement: { transaction: MovementRow; legs: readonly { accountId: string; amount: number }[]; changes: readonly BalanceChange[] },
): Promise<{ transactionId: string; balances: Map<string, { balance: number; reserved: number }> }> {
  const transactionId = randomUUID();
  const row = movement.transaction;
  const now = row.createdAt.toISOString();
  const legValues = sql.join(
    movement.legs.map((leg) => sql`(${leg.accountId}::uuid, ${leg.amount}::bigint)`),
    sql`, `,
  );
  const changeValues = sql.join(
    movement.changes.map((change) => sql`(${change.accountId}::uuid, ${change.balance}::bigint, ${change.reserved}::bigint)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with inserted as (
      insert into ledger_transactions
        (id, type, idempotency_key, request_hash, reference_type, reference_id, description, agency_id, reverses_transaction_id, created_by, created_at)
      values (${transactionId}::uuid, ${row.type}, ${row.idempotencyKey}, ${row.requestHash}, ${row.referenceType}, ${row.referenceId}, ${row.description},
        ${row.agencyId}::uuid, ${row.reversesTransactionId ?? null}::uuid, ${row.createdBy}::uuid, ${now}::timestamptz)
      returning id
    ),
    entries as (
      insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select inserted.id, legs.account_id, legs.amount, ${now}::timestamptz
      from inserted, (values ${legValues}) as legs (account_id, amount)
    ),
    moved as (
      update ledger_balances b
      set balance = b.balance + change.balance, reserved = b.reserved + change.reserved, version = b.version + 1, updated_at = ${now}::timestamptz
      from (values ${changeValues}) as change (account_id, balance, reserved)
      where b.account_id = change.account_id
      returning b.account_id, b.balance, b.reserved
    )
    select moved.account_id::text as account_id, moved.balance::text as balance, moved.reserved::text as reserved
    from moved`);
  const rows = rowsOf(result);
  if (rows.length !== movement.changes.length) throw new Error(`movement ${transactionId} moved ${rows.length} of ${movement.changes.length} balance rows`);
  return { transactionId, balances: new Map(rows.map((moved) => [moved.account_id!, { balance: toVnd(moved.balance), reserved: toVnd(moved.reserved) }])) };
}

export type PostOutcome = {
  /** Null when nothing was written: the reservation is not pending, or the key is already taken. */
  transactionId: string | null;
  status: 'pending' | 'posted' | 'released';
  after: DepositState;
};

/**
 * Posts a reservation in one statement: locks the reservation row (re-read at its latest version after any wait) and,
 * only if it is still pending and the key unused, writes the S/C transaction, its two entries and the reservation's
 * new status, and only then moves the deposit's balance row and the supplier-payable row, in that order (see
 * inLockOrder). A post needs no funds check (balance and reserved fall together), so the deposit's row is locked for
 * the two balance updates and the commit only, not while the rows above are written. The scalar subqueries of the
 * final select run left to right, which is what orders the writes. A key committed by someone else meanwhile fails
 * the insert on its unique index; the caller retries.
 */
export async function postInOneStatement(
  db: Database,
  post: { reservationId: string; payableAccountId: string; transaction: Omit<MovementRow, 'referenceType' | 'referenceId' | 'agencyId' | 'description'> & { description?: string } },
): Promise<PostOutcome | undefined> {
  const transactionId = randomUUID();
  const row = post.transaction;
  const now = row.createdAt.toISOString();
  const rows = await executeNamed(db, 'ledger_post_v2', sql`
    with current as (
      select r.id, r.account_id, r.agency_id, r.amount, r.status, r.reference_type, r.reference_id, r.description
      from ledger_reservations r
      where r.id = ${post.reservationId}::uuid
      for update of r
    ),
    inserted as (
      insert into ledger_transactions (id, type, idempotency_key, request_hash, reference_type, reference_id, description, agency_id, created_by, created_at)
      select ${transactionId}::uuid, ${row.type}, ${row.idempotencyKey}, ${row.requestHash}, c.reference_type, c.reference_id,
        coalesce(${row.description ?? null}, c.description), c.agency_id, ${row.createdBy}::uuid, ${now}::timestamptz
      from current c
      where c.status = 'pending' and not exists (select 1 from ledger_transactions t where t.idempotency_key = ${row.idempotencyKey})
      returning id
    ),
    entries as (
      insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select inserted.id, legs.account_id, legs.amount, ${now}::timestamptz
      from inserted, current c, lateral (values (c.account_id, -c.amount), (${post.payableAccountId}::uuid, c.amount)) as legs (account_id, amount)
      returning 1
    ),
    posted as (
      update ledger_reservations r set status = 'posted', transaction_id = inserted.id, settled_at = ${now}::timestamptz
      from inserted where r.id = ${post.reservationId}::uuid
      returning r.id
    ),
    spent as (
      update ledger_balances b
      set balance = b.balance - c.amount, reserved = b.reserved - c.amount, version = b.version + 1, updated_at = ${now}::timestamptz
      from inserted, current c where b.account_id = c.account_id
      returning b.balance, b.reserved
    ),
    owed as (
      update ledger_balances b
      set balance = b.balance + c.amount, version = b.version + 1, updated_at = ${now}::timestamptz
      from inserted, current c where b.account_id = ${post.payableAccountId}::uuid
      returning b.account_id
    )
    select current.status,
      (select id::text from inserted) as transaction_id,
      (select count(*) from entries)::text as entries,
      (select count(*) from posted)::text as posted,
      (select balance::text from spent) as spent_balance,
      (select reserved::text from spent) as spent_reserved,
      (select count(*) from owed)::text as owed,
      b.balance::text as balance, b.reserved::text as reserved, coalesce(a.credit_limit, 0)::text as credit_limit
    from current
    join ledger_balances b on b.account_id = current.account_id
    join agencies a on a.id = current.agency_id`);
  const [outcome] = rows;
  if (!outcome) return undefined;
  if (outcome.transaction_id && (outcome.entries !== '2' || outcome.posted !== '1' || outcome.owed !== '1' || outcome.spent_balance === null)) {
    throw new Error(`post of reservation ${post.reservationId} was written incompletely`);
  }
  return {
    transactionId: outcome.transaction_id ?? null,
    status: outcome.status as PostOutcome['status'],
    after: {
      balance: toVnd(outcome.spent_balance ?? outcome.balance),
      reserved: toVnd(outcome.spent_reserved ?? outcome.reserved),
      creditLimit: toVnd(outcome.credit_limit),
    },
  };
}
