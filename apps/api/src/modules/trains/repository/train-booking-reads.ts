// Reading train bookings: one by id or by its Idempotency-Key, its tickets, its agency and author, its events.
import { and, asc, eq } from 'drizzle-orm';
import { tables, type Database } from '@portal/db';
import type { TrainBookingRow, TrainTicketRow } from './train-booking-rows.js';

const { trainBookings, trainTickets, trainBookingEvents, agencies, users } = tables;

export async function findTrainBooking(db: Database, id: string): Promise<TrainBookingRow | undefined> {
  const [row] = await db.select().from(trainBookings).where(eq(trainBookings.id, id));
  return row;
}

export async function findTrainBookingByKey(
  db: Database,
  agencyId: string,
  idempotencyKey: string,
): Promise<TrainBookingRow | undefined> {
  const [row] = await db
    .select()
    .from(trainBookings)
    .where(and(eq(trainBookings.agencyId, agencyId), eq(trainBookings.idempotencyKey, idempotencyKey)));
  return row;
}

/** The tickets departure first, then as the passengers were listed (the hold writes them a millisecond apart). */
export function ticketsOf(db: Database, bookingId: string): Promise<TrainTicketRow[]> {
  return db
    .select()
    .from(trainTickets)
    .where(eq(trainTickets.bookingId, bookingId))
    .orderBy(asc(trainTickets.direction), asc(trainTickets.createdAt), asc(trainTickets.id));
}

export async function partiesOf(
  db: Database,
  booking: Pick<TrainBookingRow, 'agencyId' | 'createdBy'>,
): Promise<{ agency: { id: string; code: string; name: string }; createdBy: { id: string; name: string } }> {
  const [[agency], [user]] = await Promise.all([
    db
      .select({ id: agencies.id, code: agencies.code, name: agencies.name })
      .from(agencies)
      .where(eq(agencies.id, booking.agencyId)),
    db.select({ id: users.id, name: users.fullName }).from(users).where(eq(users.id, booking.createdBy)),
  ]);
  return {
    agency: agency ?? { id: booking.agencyId, code: '', name: '' },
    createdBy: user ?? { id: booking.createdBy, name: '' },
  };
}

export function eventsOfTrainBooking(db: Database, bookingId: string) {
  return db
    .select()
    .from(trainBookingEvents)
    .where(eq(trainBookingEvents.bookingId, bookingId))
    .orderBy(asc(trainBookingEvents.id));
}
