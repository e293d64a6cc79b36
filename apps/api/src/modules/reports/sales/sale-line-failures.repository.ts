// The projector's records of transactions it could not project (decision 130) and the age of the oldest transaction
// still open on the database, which bounds how far back a money transaction not yet committed can be stamped.
import { sql } from 'drizzle-orm';
import type { Database } from '@portal/db';
import { productJoins, rowsOf } from './sale-lines.repository.js';

/** How long a failed transaction waits before the projector tries it again (unless its product row changes first). */
export const RETRY_AFTER_MS = 60 * 60 * 1000;
const MAX_ERROR_LENGTH = 500;

/** Records (or counts again) a transaction the projector could not project: only the error's message, cut short. */
export async function recordFailure(db: Database, transactionId: string, error: unknown): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH) || 'error';
  await db.execute(sql`
    insert into report_sale_failures (transaction_id, source_updated_at, error, retry_after)
    select tx.id, coalesce(b.updated_at, tb.updated_at, eo.updated_at, tu.updated_at), ${message},
      now() + ${`${RETRY_AFTER_MS} milliseconds`}::interval
    from ledger_transactions tx
    ${productJoins}
    where tx.id = ${transactionId}::uuid
    on conflict (transaction_id) do update set source_updated_at = excluded.source_updated_at,
      error = excluded.error, attempts = report_sale_failures.attempts + 1, failed_at = now(),
      retry_after = excluded.retry_after`);
}

/** The transactions recorded as failed, oldest first (for operators and tests). */
export async function readFailures(
  db: Database,
): Promise<{ transactionId: string; error: string; attempts: number }[]> {
  return rowsOf(
    await db.execute(sql`select transaction_id::text as transaction_id, error, attempts::text as attempts
      from report_sale_failures order by failed_at, transaction_id`),
  ).map((row) => ({ transactionId: row.transaction_id!, error: row.error!, attempts: Number(row.attempts) }));
}

/**
 * How long (ms, by the database's clock) the oldest other client transaction on this database has been open; 0 when
 * none is (PGlite has one connection) or when the statistics cannot be read.
 */
export async function oldestOpenTransactionMs(db: Database): Promise<number> {
  try {
    const [row] = rowsOf(
      await db.execute(sql`
      select coalesce(max(extract(epoch from clock_timestamp() - xact_start) * 1000), 0)::bigint::text as ms
      from pg_stat_activity
      where xact_start is not null and pid <> pg_backend_pid() and datname = current_database()
        and backend_type = 'client backend'`),
    );
    return Math.max(0, Number(row?.ms ?? 0));
  } catch {
    return 0;
  }
}
