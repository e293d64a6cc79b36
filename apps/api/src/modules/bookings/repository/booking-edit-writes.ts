// The queries of the booking edits: the key an edit already used, and the edit written with a compare-and-set version.
import { and, eq, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { BookingColumns } from './booking-transitions.js';
import { recordBookingEvent } from './booking-transitions.js';
import type { BookingRow } from './booking-rows.js';

const { bookings, bookingEvents } = tables;

/** The booking and fingerprint an `edited` event of the agency stored with this Idempotency-Key, if any. */
export async function findEditKeyUse(
  db: Database,
  query: { agencyId: string; idempotencyKey: string },
): Promise<{ bookingId: string; requestHash: string | undefined } | undefined> {
  const [used] = await db
    .select({
      bookingId: bookingEvents.bookingId,
      requestHash: sql<string | null>`${bookingEvents.details} ->> 'requestHash'`,
    })
    .from(bookingEvents)
    .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
    .where(
      and(
        eq(bookings.agencyId, query.agencyId),
        eq(bookingEvents.action, 'edited'),
        sql`${bookingEvents.details} ->> 'idempotencyKey' = ${query.idempotencyKey}`,
      ),
    )
    .limit(1);
  return used ? { bookingId: used.bookingId, requestHash: used.requestHash ?? undefined } : undefined;
}

export type EditWrite = {
  booking: BookingRow;
  /** The version the agent edited; another version now changes nothing. */
  expectedVersion: number;
  set: BookingColumns;
  actorUserId: string;
  details: Record<string, unknown>;
  at: Date;
};

/**
 * The edit's new columns and its `edited` event in one transaction, the version raised only `where version =
 * expected`: of two concurrent edits one writes, the other answers undefined (409 staleVersion).
 */
export async function writeEdit(db: Database, write: EditWrite): Promise<BookingRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ ...write.set, version: sql`${bookings.version} + 1`, updatedAt: write.at })
      .where(and(eq(bookings.id, write.booking.id), eq(bookings.version, write.expectedVersion)))
      .returning();
    if (!row) return undefined;
    await recordBookingEvent(tx, {
      bookingId: row.id,
      actorUserId: write.actorUserId,
      action: 'edited',
      fromStatus: row.status,
      toStatus: row.status,
      details: write.details,
      at: write.at,
    });
    return row;
  });
}
