// The train_seat_locks rows: a seat the railway locked for an agency, whose it is, and the booking that took it.
import { and, count, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { TTrainSeatLock } from '@portal/contracts';
import { tables, type Database } from '@portal/db';

const { trainSeatLocks } = tables;

export type SeatLockRow = typeof trainSeatLocks.$inferSelect;
export const lockOf = (row: Pick<SeatLockRow, 'lock'>) => row.lock as unknown as TTrainSeatLock;

/** The agency's locks of the run no booking took yet and not expired: the seats its drafts hold now. */
export function listOpenLocksOf(
  db: Database,
  options: { agencyId: string; runId: string; now: Date },
): Promise<SeatLockRow[]> {
  return db
    .select()
    .from(trainSeatLocks)
    .where(
      and(
        eq(trainSeatLocks.agencyId, options.agencyId),
        eq(trainSeatLocks.runId, options.runId),
        isNull(trainSeatLocks.bookingId),
        gt(trainSeatLocks.expiresAt, options.now),
      ),
    );
}

/** How many open locks of the run the user holds (the cap per direction counts them). */
export async function countOpenLocksOfUser(
  db: Database,
  options: { userId: string; runId: string; now: Date },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(trainSeatLocks)
    .where(
      and(
        eq(trainSeatLocks.userId, options.userId),
        eq(trainSeatLocks.runId, options.runId),
        isNull(trainSeatLocks.bookingId),
        gt(trainSeatLocks.expiresAt, options.now),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Records a lock; a row of the same ticket id (the railway answers the same id when the same seat is locked again)
 * is taken over unless a booking holds it or another agency's lock is still running.
 */
export async function saveLock(
  db: Database,
  values: typeof trainSeatLocks.$inferInsert,
): Promise<SeatLockRow | undefined> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(trainSeatLocks)
      .where(eq(trainSeatLocks.ticketId, values.ticketId))
      .for('update');
    if (existing) {
      const isOthers = existing.agencyId !== values.agencyId && existing.expiresAt > values.lockedAt;
      if (existing.bookingId !== null || isOthers) return undefined;
      const [row] = await tx
        .update(trainSeatLocks)
        .set({ ...values, bookingId: null })
        .where(eq(trainSeatLocks.ticketId, values.ticketId))
        .returning();
      return row;
    }
    const [row] = await tx.insert(trainSeatLocks).values(values).returning();
    return row;
  });
}

export async function findLockOfAgency(
  db: Database,
  agencyId: string,
  ticketId: string,
): Promise<SeatLockRow | undefined> {
  const [row] = await db
    .select()
    .from(trainSeatLocks)
    .where(and(eq(trainSeatLocks.ticketId, ticketId), eq(trainSeatLocks.agencyId, agencyId)));
  return row;
}

/** Deletes the lock unless a booking took it meanwhile; answers whether it was deleted. */
export async function deleteOpenLock(db: Database, ticketId: string): Promise<boolean> {
  const rows = await db
    .delete(trainSeatLocks)
    .where(and(eq(trainSeatLocks.ticketId, ticketId), isNull(trainSeatLocks.bookingId)))
    .returning({ ticketId: trainSeatLocks.ticketId });
  return rows.length > 0;
}

/** The agency's rows of these ticket ids (any state: the hold checks each). */
export function locksOfAgency(db: Database, agencyId: string, ticketIds: readonly string[]): Promise<SeatLockRow[]> {
  if (ticketIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(trainSeatLocks)
    .where(and(eq(trainSeatLocks.agencyId, agencyId), inArray(trainSeatLocks.ticketId, [...ticketIds])));
}

/** The booking takes the locks that are still open; answers how many it took (fewer: another booking won one). */
export async function attachLocks(
  tx: Database,
  options: { bookingId: string; agencyId: string; ticketIds: readonly string[]; now: Date },
): Promise<number> {
  const rows = await tx
    .update(trainSeatLocks)
    .set({ bookingId: options.bookingId })
    .where(
      and(
        eq(trainSeatLocks.agencyId, options.agencyId),
        inArray(trainSeatLocks.ticketId, [...options.ticketIds]),
        isNull(trainSeatLocks.bookingId),
        gt(trainSeatLocks.expiresAt, options.now),
      ),
    )
    .returning({ ticketId: trainSeatLocks.ticketId });
  return rows.length;
}

/** A refused hold gives its locks back to the draft (the railway still holds them until they expire). */
export async function detachLocks(tx: Database, bookingId: string): Promise<void> {
  await tx.update(trainSeatLocks).set({ bookingId: null }).where(eq(trainSeatLocks.bookingId, bookingId));
}

/** A cancelled or expired booking's lock rows go: the railway freed its seats. */
export async function deleteLocksOfBooking(tx: Database, bookingId: string): Promise<void> {
  await tx.delete(trainSeatLocks).where(eq(trainSeatLocks.bookingId, bookingId));
}

/** Expired locks no booking took: answers how many went. */
export async function deleteExpiredLocks(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(trainSeatLocks)
    .where(and(isNull(trainSeatLocks.bookingId), lte(trainSeatLocks.expiresAt, now)))
    .returning({ ticketId: trainSeatLocks.ticketId });
  return rows.length;
}
