// PostgreSQL's plan of a query, for tests that hold an index to its use (EXPLAIN in JSON, in a transaction of its own).
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '@portal/db';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * The plan PostgreSQL makes when a sequential scan is its last resort (a test table is too small for an index to win
 * on cost): an index that can serve the query shows. Timestamps read in UTC.
 */
export function planOf(db: Database, query: SQLWrapper): Promise<Record<string, unknown>[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local timezone = 'UTC'`);
    return rowsOf(await tx.execute(sql`explain (format json) ${query}`));
  });
}
