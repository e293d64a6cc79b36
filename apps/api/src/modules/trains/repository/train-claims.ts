// Claiming train bookings for the expiry job (at most `limit`, skipping rows another process holds, leased by moving
// updated_at to now), in two statements of one transaction as bookings' claims do.
import { and, asc, eq, inArray, lt, lte, or } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { TrainBookingRow } from './train-booking-rows.js';

const { trainBookings } = tables;

/**
 * Up to `limit` HOLD bookings past their time limit: unclaimed rows were last changed before it, claimed ones after,
 * so no other process takes one until its lease has passed (should its claimer have died).
 */
export async function claimExpiredTrainHolds(
  db: Database,
  options: { now: Date; leaseMs: number; limit: number },
): Promise<TrainBookingRow[]> {
  const { now, leaseMs, limit } = options;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: trainBookings.id })
      .from(trainBookings)
      .where(
        and(
          eq(trainBookings.status, 'HOLD'),
          lte(trainBookings.timeLimit, now),
          or(
            lt(trainBookings.updatedAt, trainBookings.timeLimit),
            lte(trainBookings.updatedAt, new Date(now.getTime() - leaseMs)),
          ),
        ),
      )
      .orderBy(asc(trainBookings.timeLimit))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    return tx
      .update(trainBookings)
      .set({ updatedAt: now })
      .where(
        inArray(
          trainBookings.id,
          rows.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/**
 * Up to `limit` LOADING bookings not changed for `graceMs` (the railway never answered their hold, and no client sent
 * it again since), claimed the same way: updated_at moves to now, so the next claim waits another `graceMs`.
 */
export async function claimStuckTrainHolds(
  db: Database,
  options: { now: Date; graceMs: number; limit: number },
): Promise<TrainBookingRow[]> {
  const { now, graceMs, limit } = options;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: trainBookings.id })
      .from(trainBookings)
      .where(and(eq(trainBookings.status, 'LOADING'), lte(trainBookings.updatedAt, new Date(now.getTime() - graceMs))))
      .orderBy(asc(trainBookings.updatedAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    return tx
      .update(trainBookings)
      .set({ updatedAt: now })
      .where(
        and(
          eq(trainBookings.status, 'LOADING'),
          inArray(
            trainBookings.id,
            rows.map((row) => row.id),
          ),
        ),
      )
      .returning();
  });
}
