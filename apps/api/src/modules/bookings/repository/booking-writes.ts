// Every write of orders, bookings and passengers besides a status change: a new order with its bookings, passengers
// and first events in one transaction, the booking-row lock of money moves, ticket numbers, and a mail with its event.
import { and, eq } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { BookingRow, OrderRow } from './booking-rows.js';
import { recordBookingEvent, type BookingEventInput } from './booking-transitions.js';

const { bookingOrders, bookings, bookingPassengers, outboxEmails } = tables;

type OrderInsert = typeof bookingOrders.$inferInsert;
type BookingInsert = typeof bookings.$inferInsert;
type PassengerInsert = typeof bookingPassengers.$inferInsert;

export type NewOrder = Omit<OrderInsert, 'id'>;
/** One booking of a new order: its row, its passengers and its first event (the order and booking ids are filled in). */
export type NewBooking = {
  booking: Omit<BookingInsert, 'id' | 'orderId'>;
  passengers: Omit<PassengerInsert, 'bookingId'>[];
  event: Omit<BookingEventInput, 'bookingId'>;
};

/**
 * Writes an order, each of its bookings with its passengers and its first event, in one transaction (a hold's LOADING
 * bookings, or the HOLD booking of an imported PNR). A unique violation (the same idempotency key, the same imported
 * PNR) rolls everything back and reaches the caller.
 */
export async function insertOrderWithBookings(
  db: Database,
  input: { order: NewOrder; bookings: readonly NewBooking[] },
): Promise<{ order: OrderRow; bookings: BookingRow[] }> {
  return db.transaction(async (tx) => {
    const [order] = await tx.insert(bookingOrders).values(input.order).returning();
    const written: BookingRow[] = [];
    for (const planned of input.bookings) {
      const [row] = await tx
        .insert(bookings)
        .values({ ...planned.booking, orderId: order!.id })
        .returning();
      await tx
        .insert(bookingPassengers)
        .values(planned.passengers.map((passenger) => ({ ...passenger, bookingId: row!.id })));
      await recordBookingEvent(tx, { ...planned.event, bookingId: row!.id });
      written.push(row!);
    }
    return { order: order!, bookings: written };
  });
}

/**
 * Locks the booking's row for the rest of the transaction and answers it. Every transaction that moves a booking's
 * money takes this lock before any ledger row, so two of them (an issue and the reconciliation, two voids…) queue
 * on the booking and never deadlock on the deposits.
 */
export async function lockBooking(tx: Database, bookingId: string): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return row;
}

/** Writes each passenger's ticket number (inside the transaction that ticketed the booking). */
export async function setTicketNumbers(
  tx: Database,
  bookingId: string,
  tickets: readonly { paxId: string; number: string }[],
): Promise<void> {
  for (const ticket of tickets) {
    await tx
      .update(bookingPassengers)
      .set({ ticketNumber: ticket.number })
      .where(and(eq(bookingPassengers.bookingId, bookingId), eq(bookingPassengers.paxId, ticket.paxId)));
  }
}

/** Writes a mail about the booking to the outbox with the booking's 'mail' event, in one transaction; answers its outbox id. */
export async function insertMailWithEvent(
  db: Database,
  input: {
    mail: Omit<typeof outboxEmails.$inferInsert, 'id'>;
    event: (outboxEmailId: number) => BookingEventInput;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(outboxEmails).values(input.mail).returning({ id: outboxEmails.id });
    await recordBookingEvent(tx, input.event(row!.id));
    return row!.id;
  });
}
