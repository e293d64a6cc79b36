// Claiming bookings for a background job: at most `limit` rows, skipping rows another process holds, leased by moving
// their updated_at to now. Two statements in one transaction, because `UPDATE … WHERE id IN (SELECT … LIMIT n FOR
// UPDATE SKIP LOCKED)` may re-run its subquery for each row it updates and so claim more than n.
import { inArray, type SQL } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { BookingRow } from './booking-records.js';

const { bookings } = tables;

/** `where` is checked again on each row's latest version when it is locked; rows that no longer match are skipped. */
export async function claimBookings(db: Database, options: { where: SQL | undefined; orderBy: SQL; limit: number; now: Date }): Promise<BookingRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(options.where)
      .orderBy(options.orderBy)
      .limit(options.limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    return tx
      .update(bookings)
      .set({ updatedAt: options.now })
      .where(inArray(bookings.id, rows.map((row) => row.id)))
      .returning();
  });
}
