// The write of what the airline changed on its own (a schedule change, a waitlist confirmed), seen when the PNR is read.
import { and, eq, isNull } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { BookingRow } from './booking-rows.js';
import { recordBookingEvent } from './booking-transitions.js';

const { bookings } = tables;

export type AirlineChangeWrite = {
  booking: BookingRow;
  set: Pick<BookingRow, 'flights' | 'departAt' | 'arriveAt'>;
  /** The history's lines (TEditChange[]); no event when empty. */
  changes: readonly Record<string, unknown>[];
  at: Date;
};

/**
 * The booking's flights as the airline now has them, with a `schedule-change` event, in one transaction. The version
 * stays (the agent's open form is not made stale by what it will show), but the write happens only on the version
 * read and with no edit awaiting the airline: an edit's own write carries the newer PNR anyway.
 */
export async function writeAirlineChange(db: Database, write: AirlineChangeWrite): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ ...write.set, updatedAt: write.at })
      .where(
        and(
          eq(bookings.id, write.booking.id),
          eq(bookings.version, write.booking.version),
          isNull(bookings.pendingEditKey),
        ),
      )
      .returning({ id: bookings.id });
    if (!row) return false;
    if (write.changes.length > 0)
      await recordBookingEvent(tx, {
        bookingId: write.booking.id,
        actorUserId: null,
        action: 'schedule-change',
        fromStatus: write.booking.status,
        toStatus: write.booking.status,
        details: { pnr: write.booking.pnr, changes: write.changes },
        at: write.at,
      });
    return true;
  });
}
