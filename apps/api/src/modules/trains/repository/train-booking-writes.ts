// Writing train bookings: the LOADING booking with its tickets, its locks and its first event in one transaction, then
// each later state with its event in the transaction that changes it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { TrainBookingRow, TrainBookingStatus } from './train-booking-rows.js';

const { trainBookings, trainTickets, trainBookingEvents } = tables;

export type TrainEvent = {
  actorUserId: string | null;
  action: string;
  fromStatus: TrainBookingStatus | null;
  toStatus: TrainBookingStatus | null;
  details: Record<string, unknown>;
  at: Date;
};

export async function insertEvent(tx: Database, bookingId: string, event: TrainEvent): Promise<void> {
  await tx.insert(trainBookingEvents).values({
    bookingId,
    actorUserId: event.actorUserId,
    action: event.action,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    details: event.details,
    occurredAt: event.at,
  });
}

/** The booking (its agency path from the agency tree, as bookings' trigger fills it) and its tickets. */
export async function insertTrainBooking(
  tx: Database,
  options: {
    booking: Omit<typeof trainBookings.$inferInsert, 'agencyPath'>;
    tickets: Omit<typeof trainTickets.$inferInsert, 'bookingId'>[];
    event: TrainEvent;
  },
): Promise<TrainBookingRow> {
  const [row] = await tx
    .insert(trainBookings)
    .values({ ...options.booking, agencyPath: sql`agency_path_of(${options.booking.agencyId}::uuid)` })
    .returning();
  await tx.insert(trainTickets).values(options.tickets.map((ticket) => ({ ...ticket, bookingId: row!.id })));
  await insertEvent(tx, row!.id, options.event);
  return row!;
}

/**
 * Moves the booking from one of `from` to `to` with its event; answers the row, or undefined when it was in another
 * state (someone else moved it first). The version rises with every transition.
 */
export async function transitionTrainBooking(
  tx: Database,
  options: {
    bookingId: string;
    from: readonly TrainBookingStatus[];
    to: TrainBookingStatus;
    set?: Partial<typeof trainBookings.$inferInsert>;
    event: Omit<TrainEvent, 'fromStatus' | 'toStatus'>;
  },
): Promise<TrainBookingRow | undefined> {
  const [before] = await tx
    .select({ status: trainBookings.status })
    .from(trainBookings)
    .where(and(eq(trainBookings.id, options.bookingId), inArray(trainBookings.status, [...options.from])))
    .for('update');
  if (!before) return undefined;
  const [row] = await tx
    .update(trainBookings)
    .set({
      ...options.set,
      status: options.to,
      version: sql`${trainBookings.version} + 1`,
      updatedAt: options.event.at,
    })
    .where(eq(trainBookings.id, options.bookingId))
    .returning();
  await insertEvent(tx, options.bookingId, { ...options.event, fromStatus: before.status, toStatus: options.to });
  return row;
}

/** Writes what the railway answered of each ticket (the railway's amounts win). */
export async function updateTickets(
  tx: Database,
  bookingId: string,
  tickets: readonly ({ ticketId: string } & Partial<typeof trainTickets.$inferInsert>)[],
): Promise<void> {
  for (const { ticketId, ...changes } of tickets) {
    await tx
      .update(trainTickets)
      .set(changes)
      .where(and(eq(trainTickets.bookingId, bookingId), eq(trainTickets.ticketId, ticketId)));
  }
}

/** Every ticket of the booking to one status (a cancelled or expired hold). */
export async function setAllTickets(
  tx: Database,
  bookingId: string,
  change: { status: (typeof trainTickets.$inferInsert)['status']; at: Date },
): Promise<void> {
  await tx
    .update(trainTickets)
    .set({ status: change.status, updatedAt: change.at })
    .where(eq(trainTickets.bookingId, bookingId));
}

/** The reason of a call that got no answer, kept on the booking (its state unchanged). */
export async function setLastError(
  tx: Database,
  bookingId: string,
  error: { message: string; at: Date },
): Promise<void> {
  await tx
    .update(trainBookings)
    .set({ lastError: error.message, updatedAt: error.at })
    .where(eq(trainBookings.id, bookingId));
}
