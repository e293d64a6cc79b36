// A hold that repeats one the agency already has: the same passenger (airline spelling) on the same flight, still
// open or ticketed, is 409 duplicateBooking with a link to it unless the agent confirms the duplicate.
import type { Database } from '@portal/db';
import type { AirlinePassenger } from '@portal/domain';
import { bookingConflict } from '../booking-errors.js';
import type { BookingCaller } from '../booking-scope.js';
import type { QuotedGroup } from '../booking-suppliers.js';
import { findDuplicateBooking } from '../repository/booking-reads.js';
import type { HoldRequest } from './hold-plan.js';

/** 409 duplicateBooking with a link when the agency has one of these passengers on one of these flights already. */
export async function refuseDuplicateHold(
  db: Database,
  hold: {
    caller: BookingCaller;
    request: HoldRequest;
    quoted: readonly QuotedGroup[];
    airline: readonly AirlinePassenger[];
  },
): Promise<void> {
  const { caller, request, quoted, airline } = hold;
  const departs = quoted.flatMap((group) =>
    group.flights.map(({ flight }) => Date.parse(flight.segments[0]!.departDateTime)),
  );
  const duplicate = await findDuplicateBooking(db, {
    agencyId: caller.agencyId,
    offerIds: request.flights.map((flight) => flight.offerId),
    names: airline.map(({ lastName, firstName }) => ({ lastName, firstName })),
    firstDepartAt: new Date(Math.min(...departs)),
    lastDepartAt: new Date(Math.max(...departs)),
  });
  if (!duplicate) return;
  const { booking, names } = duplicate;
  throw bookingConflict('duplicateBooking', {
    key: 'bookingDuplicate',
    params: { pnr: booking.pnr ?? booking.route, names: names.join(', ') },
    details: {
      bookingId: booking.id,
      orderId: booking.orderId,
      pnr: booking.pnr,
      status: booking.status,
      passengerNames: names,
      path: `/booking/booking-detail/${booking.id}`,
    },
  });
}
