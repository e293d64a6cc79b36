// Claiming bookings for a background job (at most `limit` rows, skipping rows another process holds, leased by moving
// their updated_at to now) and running a job over claimed batches. Two statements in one transaction, because `UPDATE …
// WHERE id IN (SELECT … LIMIT n FOR UPDATE SKIP LOCKED)` may re-run its subquery for each row it updates and so claim more than n.
import { inArray, type SQL } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { BookingRow } from './booking-reads.js';

const { bookings } = tables;

/** `where` is checked again on each row's latest version when it is locked; rows that no longer match are skipped. */
export async function claimBookings(
  db: Database,
  options: { where: SQL | undefined; orderBy: SQL; limit: number; now: Date },
): Promise<BookingRow[]> {
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
      .where(
        inArray(
          bookings.id,
          rows.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export type ClaimedBatches<T> = {
  /** Claims the next batch: at most `limit` rows. */
  claim: (limit: number) => Promise<BookingRow[]>;
  /** Works one claimed booking (outside any transaction of the claim). */
  run: (booking: BookingRow) => Promise<T>;
  /** Whether an outcome counts toward the run's answer. */
  counts: (outcome: T) => boolean;
  batchSize: number;
  maxBatches: number;
  /** The name a failure is reported under. */
  job: string;
  onError?: (error: unknown, job: string) => void;
};

/**
 * Claims and works batches until one comes back short (at most `maxBatches`, so one run never grows without bound).
 * A batch's bookings run together; one that fails (a transient database error) is reported to `onError` and left for
 * another run after its lease, without stopping the others. Answers how many outcomes counted.
 */
export async function runClaimedBatches<T>(options: ClaimedBatches<T>): Promise<number> {
  let counted = 0;
  for (let batch = 0; batch < options.maxBatches; batch += 1) {
    const claimed = await options.claim(options.batchSize);
    const outcomes = await Promise.allSettled(claimed.map((booking) => options.run(booking)));
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') options.onError?.(outcome.reason, options.job);
      else if (options.counts(outcome.value)) counted += 1;
    }
    if (claimed.length < options.batchSize) break;
  }
  return counted;
}
