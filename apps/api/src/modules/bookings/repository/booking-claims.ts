// Claiming bookings for a background job (at most `limit` rows, skipping rows another process holds, leased by moving
// their updated_at to now). Two statements in one transaction, because `UPDATE … WHERE id IN (SELECT … LIMIT n FOR
// UPDATE SKIP LOCKED)` may re-run its subquery for each row it updates and so claim more than n.
import { and, asc, eq, inArray, isNotNull, lt, lte, or, type SQL } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { BookingRow } from './booking-rows.js';

const { bookings } = tables;

/** `where` is checked again on each row's latest version when it is locked; rows that no longer match are skipped. */
async function claimBookings(
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

/** A claim of a job: the moment, how long a claimed row stays its claimer's, and at most how many rows. */
export type ClaimOptions = { now: Date; leaseMs: number; limit: number };

/**
 * Claims up to `limit` HOLD bookings past their time limit. The claim sets updated_at to now: unclaimed rows were last
 * changed before their time limit, claimed ones after it, so no other process takes them until the lease has passed
 * (should their claimer have died).
 */
export async function claimExpiredHolds(db: Database, options: ClaimOptions): Promise<BookingRow[]> {
  const { now, leaseMs, limit } = options;
  return claimBookings(db, {
    where: and(
      eq(bookings.status, 'HOLD'),
      lte(bookings.timeLimit, now),
      or(lt(bookings.updatedAt, bookings.timeLimit), lte(bookings.updatedAt, new Date(now.getTime() - leaseMs))),
    ),
    orderBy: asc(bookings.timeLimit),
    limit,
    now,
  });
}

/**
 * Claims LOADING bookings whose last change is older than the stale age (their call ended without an answer), at
 * most `limit`, of one order or any. The claim moves updated_at to now, so no other process re-sends the same hold
 * until the stale age has passed again.
 */
export async function claimStaleLoading(
  db: Database,
  options: { now: Date; staleMs: number; limit: number; orderId?: string },
): Promise<BookingRow[]> {
  const cutoff = new Date(options.now.getTime() - options.staleMs);
  return claimBookings(db, {
    where: and(
      eq(bookings.status, 'LOADING'),
      lte(bookings.updatedAt, cutoff),
      options.orderId ? eq(bookings.orderId, options.orderId) : undefined,
    ),
    orderBy: asc(bookings.updatedAt),
    limit: options.limit,
    now: options.now,
  });
}

/**
 * Claims up to `limit` ISSUING bookings unchanged for `leaseMs`. An issue request in flight (it changed the row when
 * it sent the issue, and its supplier call ends within one deadline) is never taken from under it, and a claimed
 * booking is left to its claimer until the lease passes (should it have died).
 */
export async function claimIssuing(db: Database, options: ClaimOptions): Promise<BookingRow[]> {
  return claimBookings(db, {
    where: and(
      eq(bookings.status, 'ISSUING'),
      lte(bookings.updatedAt, new Date(options.now.getTime() - options.leaseMs)),
    ),
    orderBy: asc(bookings.updatedAt),
    limit: options.limit,
    now: options.now,
  });
}

/**
 * Claims up to `limit` EXPORT bookings with a pending void or refund, unchanged for `leaseMs`. A request in flight
 * marked the booking when it called the supplier (and its call ends within one deadline), so it is never taken from
 * under it.
 */
export async function claimPendingTicketActions(db: Database, options: ClaimOptions): Promise<BookingRow[]> {
  const pending = and(eq(bookings.status, 'EXPORT'), isNotNull(bookings.pendingSupplierAction));
  return claimBookings(db, {
    where: and(pending, lte(bookings.updatedAt, new Date(options.now.getTime() - options.leaseMs))),
    orderBy: asc(bookings.updatedAt),
    limit: options.limit,
    now: options.now,
  });
}
