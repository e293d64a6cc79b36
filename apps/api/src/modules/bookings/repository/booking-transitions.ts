// Every change of a booking goes through here: a guarded status change (or an in-place change) and its booking_events row, in
// one transaction (with the notice it is worth, and the consumer order of a released hold).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TBookingEventAction } from '@portal/contracts';
import { tables, type Database } from '@portal/db';
import type { BookingRow, BookingStatus } from './booking-rows.js';
import { noticeOfBookingStep } from '../booking-notices.js';
import { releaseOrderOfBooking } from '../../b2c/orders/hold-release.js';

const { bookings, bookingEvents } = tables;

/** Columns a change may set besides status, version and updated_at. */
export type BookingColumns = Partial<
  Pick<
    BookingRow,
    | 'pnr'
    | 'timeLimit'
    | 'flights'
    | 'pricing'
    | 'lastError'
    | 'saleTransactionId'
    | 'issuedAt'
    | 'issueKey'
    | 'voidUntil'
    | 'closedAt'
    | 'departAt'
    | 'arriveAt'
    | 'route'
    | 'supplierNet'
    | 'feeTotal'
    | 'totalAmount'
    | 'pendingSupplierAction'
    | 'pendingRefundQuoteId'
  >
>;

export type BookingEventInput = {
  bookingId: string;
  /** Null when a job made the change (expiry, reconciliation). */
  actorUserId: string | null;
  /** One of BOOKING_EVENT_ACTIONS (the web app has a label and a detail layout for each). */
  action: TBookingEventAction;
  fromStatus: string | null;
  toStatus: string | null;
  details?: Record<string, unknown>;
  at: Date;
};

export async function recordBookingEvent(tx: Database, event: BookingEventInput): Promise<void> {
  await tx.insert(bookingEvents).values({
    bookingId: event.bookingId,
    actorUserId: event.actorUserId,
    action: event.action,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    details: event.details ?? {},
    occurredAt: event.at,
  });
}

export type BookingTransition = {
  bookingId: string;
  /** The statuses it may leave; any other current status changes nothing (someone else moved it first). */
  from: readonly BookingStatus[];
  to: BookingStatus;
  set?: BookingColumns;
  actorUserId: string | null;
  action: TBookingEventAction;
  details?: Record<string, unknown>;
  at: Date;
};

/**
 * Moves a booking from one of `from` to `to` with its event, inside the caller's transaction: the row is locked
 * first, so two racing changes (a cancel and the expiry job, two issue attempts…) serialise and exactly one of them
 * happens. Answers the changed row, or undefined when the booking was no longer in one of `from`.
 */
export async function transitionBooking(tx: Database, change: BookingTransition): Promise<BookingRow | undefined> {
  const [current] = await tx
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, change.bookingId))
    .for('update');
  if (!current || !change.from.includes(current.status)) return undefined;
  const [row] = await tx
    .update(bookings)
    .set({ ...change.set, status: change.to, version: sql`${bookings.version} + 1`, updatedAt: change.at })
    .where(and(eq(bookings.id, change.bookingId), inArray(bookings.status, [...change.from])))
    .returning();
  if (!row) return undefined;
  await recordBookingEvent(tx, {
    bookingId: row.id,
    actorUserId: change.actorUserId,
    action: change.action,
    fromStatus: current.status,
    toStatus: change.to,
    details: change.details,
    at: change.at,
  });
  // The steps worth a notice (issued, failed, expired, voided, refunded, needing a check) tell their people here.
  await noticeOfBookingStep(tx, { booking: row, action: change.action });
  // A consumer's held flight that lapsed or was released: its B2C order learns it in this same transaction.
  if (change.to === 'CANCEL' && current.status !== 'CANCEL')
    await releaseOrderOfBooking(tx, {
      booking: row,
      action: change.action,
      actorUserId: change.actorUserId,
      reason: change.details?.reason,
      at: change.at,
    });
  return row;
}

/** The same as a transition that keeps the status (e.g. a supplier call that got no answer records its message). */
export function changeInPlace(
  tx: Database,
  change: Omit<BookingTransition, 'to' | 'from'> & { status: BookingStatus },
): Promise<BookingRow | undefined> {
  const { status, ...rest } = change;
  return transitionBooking(tx, { ...rest, from: [status], to: status });
}
