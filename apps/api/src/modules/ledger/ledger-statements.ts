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

type NamedQueryPool = {
  totalCount: number;
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: TextRow[] }>;
};
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
 * Writes the reservation, then raises `reserved` only if balance − reserved − amount ≥ −credit limit on the balance
 * row's latest version under its lock — one call of the `ledger_reserve` function (migration 0009), so the row lock
 * is held for that update and the commit only; if funds ran out meanwhile the function deletes its reservation again.
 */
export async function reserveInOneStatement(
  db: Database,
  reservation: NewReservation,
): Promise<ReserveOutcome | undefined> {
  const rows = await executeNamed(
    db,
    'ledger_reserve_v2',
    sql`
    select reservation_id::text as reservation_id, balance::text as balance, reserved::text as reserved, credit_limit::text as credit_limit,
      new_balance::text as new_balance, new_reserved::text as new_reserved
    from ledger_reserve(${reservation.accountId}::uuid, ${reservation.agencyId}::uuid, ${reservation.amount}::bigint, ${reservation.idempotencyKey},
      ${reservation.requestHash}, ${reservation.referenceType}, ${reservation.referenceId}, ${reservation.description}, ${reservation.createdBy}::uuid,
      ${reservation.createdAt.toISOString()}::timestamptz)`,
  );
  const [row] = rows;
  if (!row) return undefined;
  const creditLimit = toVnd(row.credit_limit);
  const before = { balance: toVnd(row.balance), reserved: toVnd(row.reserved), creditLimit };
  const after = row.reservation_id
    ? { balance: toVnd(row.new_balance), reserved: toVnd(row.new_reserved), creditLimit }
    : before;
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
 * Inserts the transaction and its entries, marks `postsReservations` (if any) posted by it, and moves every balance
 * row, in one statement. The caller holds the locks of the agency rows (and of the reservations) already; the one
 * platform row a movement may touch is locked by this statement, the last before the commit (see inLockOrder).
 * Throws, failing the caller's transaction, unless every balance row moved and every reservation was still pending.
 */
export async function writeMovementInOneStatement(
  tx: Database,
  movement: {
    transaction: MovementRow;
    legs: readonly { accountId: string; amount: number }[];
    changes: readonly BalanceChange[];
    postsReservations?: readonly string[];
  },
): Promise<{ transactionId: string; balances: Map<string, { balance: number; reserved: number }> }> {
  const transactionId = randomUUID();
  const row = movement.transaction;
  const now = row.createdAt.toISOString();
  const posts = movement.postsReservations ?? [];
  const legValues = sql.join(
    movement.legs.map((leg) => sql`(${leg.accountId}::uuid, ${leg.amount}::bigint)`),
    sql`, `,
  );
  const changeValues = sql.join(
    movement.changes.map(
      (change) => sql`(${change.accountId}::uuid, ${change.balance}::bigint, ${change.reserved}::bigint)`,
    ),
    sql`, `,
  );
  const posted =
    posts.length === 0
      ? sql`select null::uuid as id where false`
      : sql`update ledger_reservations r set status = 'posted', transaction_id = inserted.id, settled_at = ${now}::timestamptz
          from inserted where r.id in (${sql.join(
            posts.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) and r.status = 'pending'
          returning r.id`;
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
      returning 1
    ),
    posted as (${posted}),
    moved as (
      update ledger_balances b
      set balance = b.balance + change.balance, reserved = b.reserved + change.reserved, version = b.version + 1, updated_at = ${now}::timestamptz
      from (values ${changeValues}) as change (account_id, balance, reserved)
      where b.account_id = change.account_id
      returning b.account_id, b.balance, b.reserved
    )
    select moved.account_id::text as account_id, moved.balance::text as balance, moved.reserved::text as reserved,
      (select count(*) from entries)::text as entries, (select count(*) from posted)::text as posted
    from moved`);
  const rows = rowsOf(result);
  const [first] = rows;
  if (
    rows.length !== movement.changes.length ||
    first?.entries !== String(movement.legs.length) ||
    first.posted !== String(posts.length)
  ) {
    throw new Error(
      `movement ${transactionId} was written incompletely (${rows.length} of ${movement.changes.length} balance rows moved)`,
    );
  }
  return {
    transactionId,
    balances: new Map(
      rows.map((moved) => [moved.account_id!, { balance: toVnd(moved.balance), reserved: toVnd(moved.reserved) }]),
    ),
  };
}

export type PostOutcome = {
  /** Null when nothing was written: the reservation is not pending, or the key is already taken. */
  transactionId: string | null;
  status: 'pending' | 'posted' | 'released';
  after: DepositState;
};

/**
 * Posts a reservation with one call of the `ledger_post` function (migration 0009): locks the reservation row
 * (re-read at its latest version after any wait) and, only if it is still pending and the key unused, writes the S/C
 * transaction, its two entries and the reservation's new status, and only then moves the deposit's balance row and
 * the supplier-payable row, in that order (see inLockOrder). A post needs no funds check (balance and reserved fall
 * together), so the deposit's row is locked for the two balance updates and the commit only. A key committed by
 * someone else meanwhile fails the insert on its unique index; the caller retries.
 */
export async function postInOneStatement(
  db: Database,
  post: {
    reservationId: string;
    payableAccountId: string;
    transaction: Omit<MovementRow, 'referenceType' | 'referenceId' | 'agencyId' | 'description'> & {
      description?: string;
    };
  },
): Promise<PostOutcome | undefined> {
  const row = post.transaction;
  const rows = await executeNamed(
    db,
    'ledger_post_v3',
    sql`
    select status, transaction_id::text as transaction_id, balance::text as balance, reserved::text as reserved, credit_limit::text as credit_limit
    from ledger_post(${post.reservationId}::uuid, ${post.payableAccountId}::uuid, ${randomUUID()}::uuid, ${row.type}, ${row.idempotencyKey},
      ${row.requestHash}, ${row.description ?? null}, ${row.createdBy}::uuid, ${row.createdAt.toISOString()}::timestamptz)`,
  );
  const [outcome] = rows;
  if (!outcome) return undefined;
  return {
    transactionId: outcome.transaction_id ?? null,
    status: outcome.status as PostOutcome['status'],
    after: {
      balance: toVnd(outcome.balance),
      reserved: toVnd(outcome.reserved),
      creditLimit: toVnd(outcome.credit_limit),
    },
  };
}
