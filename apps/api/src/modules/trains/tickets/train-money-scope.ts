// Which train bookings a money request may touch: its own agency's (a sub-agency's booking seen from above is 403
// read-only, as flights'); any other id is 404, exactly like no booking.
import type { Database } from '@portal/db';
import { notFound } from '../../../platform/errors.js';
import { readOnlyBooking } from '../../bookings/booking-errors.js';
import { visibleAgencyIds, type BookingCaller } from '../../bookings/booking-scope.js';
import { findTrainBooking } from '../repository/train-booking-reads.js';
import type { TrainBookingRow } from '../repository/train-booking-rows.js';

export async function requireActionableTrainBooking(
  db: Database,
  caller: BookingCaller,
  bookingId: string,
): Promise<TrainBookingRow> {
  const booking = await findTrainBooking(db, bookingId);
  if (!booking) throw notFound();
  if (booking.agencyId === caller.agencyId) return booking;
  if ((await visibleAgencyIds(db, caller)).includes(booking.agencyId)) throw readOnlyBooking();
  throw notFound();
}
