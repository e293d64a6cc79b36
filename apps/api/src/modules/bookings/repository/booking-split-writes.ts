// The write of a split-passenger: the original's money and version, a second booking of the same order with the moved
// passengers (and their tickets), and both `edited` events, in one transaction (decision 045).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { BookingRow } from './booking-rows.js';
import type { BookingColumns } from './booking-transitions.js';
import { recordBookingEvent } from './booking-transitions.js';

const { bookings, bookingPassengers } = tables;

export type SplitWrite = {
  original: BookingRow;
  /** The key that claimed the original (decision 043): a claim taken over meanwhile writes nothing. */
  idempotencyKey: string;
  /** The original's new columns (its money, its flights as the supplier now shows them). */
  keptSet: BookingColumns;
  /** The new booking's own columns: PNR, client reference, money, flights; the rest is copied from the original. */
  created: Pick<BookingRow, 'pnr' | 'clientRef' | 'pricing' | 'flights' | 'supplierNet' | 'feeTotal' | 'totalAmount'>;
  movedPaxIds: readonly string[];
  /** The `edited` event details of each booking. */
  details: {
    original: (createdId: string) => Record<string, unknown>;
    created: (originalId: string) => Record<string, unknown>;
  };
  actorUserId: string;
  at: Date;
  /** Further writes of the same transaction once both bookings are written (the credit shells' uses). */
  alsoWrite?: (tx: Database, created: BookingRow) => Promise<void>;
};

/**
 * Writes the split `where pending_edit_key = key`, releasing the claim that already raised the original's version
 * (decision 043; undefined when the claim is no longer this key's). The new booking keeps the original's order,
 * agency, agent, system, account, status, time limit and sale (decision 045), at version 0.
 */
export async function writeSplit(
  db: Database,
  write: SplitWrite,
): Promise<{ original: BookingRow; created: BookingRow } | undefined> {
  return db.transaction(async (tx) => {
    const [original] = await tx
      .update(bookings)
      .set({ ...write.keptSet, pendingEditKey: null, pendingEditHash: null, updatedAt: write.at })
      .where(and(eq(bookings.id, write.original.id), eq(bookings.pendingEditKey, write.idempotencyKey)))
      .returning();
    if (!original) return undefined;
    const { id: _id, createdAt: _created, updatedAt: _updated, ...copied } = original;
    const [created] = await tx
      .insert(bookings)
      .values({
        ...copied,
        ...write.created,
        version: 0,
        issueKey: null,
        lastError: null,
        pendingSupplierAction: null,
        pendingRefundQuoteId: null,
        pendingEditKey: null,
        pendingEditHash: null,
        createdAt: write.at,
        updatedAt: write.at,
      })
      .returning();
    await tx
      .update(bookingPassengers)
      .set({ bookingId: created!.id })
      .where(
        and(eq(bookingPassengers.bookingId, original.id), inArray(bookingPassengers.paxId, [...write.movedPaxIds])),
      );
    const event = { actorUserId: write.actorUserId, action: 'edited' as const, at: write.at };
    const status = { fromStatus: original.status, toStatus: original.status };
    await recordBookingEvent(tx, {
      ...event,
      ...status,
      bookingId: original.id,
      details: write.details.original(created!.id),
    });
    await recordBookingEvent(tx, {
      ...event,
      ...status,
      bookingId: created!.id,
      details: write.details.created(original.id),
    });
    await write.alsoWrite?.(tx, created!);
    return { original, created: created! };
  });
}

/** Whether another booking shares this booking's sale (a ticketed booking that was split): its void gives back its share. */
export async function sharesSale(
  db: Database,
  booking: Pick<BookingRow, 'id' | 'saleTransactionId'>,
): Promise<boolean> {
  if (!booking.saleTransactionId) return false;
  const [other] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.saleTransactionId, booking.saleTransactionId), sql`${bookings.id} <> ${booking.id}`))
    .limit(1);
  return other !== undefined;
}
