// The write of a booking edit: its columns and `edited` event, with a compare-and-set version.
import { and, eq, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { BookingColumns } from './booking-transitions.js';
import { recordBookingEvent } from './booking-transitions.js';
import type { BookingRow } from './booking-rows.js';

const { bookings } = tables;

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
