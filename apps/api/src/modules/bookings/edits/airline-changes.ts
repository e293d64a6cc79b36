// What the airline changed on a PNR by itself (new times, TK/UN, HL → HK) brought into the booking when its PNR is read.
import type { TEditChange, TSupplierBooking } from '@portal/contracts';
import type { Database } from '@portal/db';
import { bookedFlights, flightTimes } from '../hold/booked-flights.js';
import { writeAirlineChange } from '../repository/booking-airline-changes.js';
import { flightsOf, type BookingRow, type StoredFlight } from '../repository/booking-rows.js';
import { airportDateTime } from '@portal/domain';

type Segment = StoredFlight['segments'][number];

/** VN201 HANSGN 21/12/2026 06:00–08:10 HK */
const segmentText = (segment: Segment) =>
  `${segment.flightNumber} ${segment.from}${segment.to} ${airportDateTime(segment.departDateTime)}–${segment.arrivalDateTime.slice(11, 16)} ${segment.status ?? ''}`.trim();

const sameSegment = (one: Segment, other: Segment | undefined) =>
  other !== undefined &&
  one.status === other.status &&
  one.departDateTime === other.departDateTime &&
  one.arrivalDateTime === other.arrivalDateTime;

/** Each segment whose status or times the airline changed, as a history line: before → after. */
export function airlineChangesOf(kept: readonly StoredFlight[], now: readonly StoredFlight[]): TEditChange[] {
  return now.flatMap((flight) => {
    const before = kept.find((entry) => entry.key === flight.key);
    if (!before) return [];
    return flight.segments.flatMap((segment, index) => {
      const old = before.segments[index];
      if (!old || sameSegment(segment, old)) return [];
      const field = segment.departDateTime === old.departDateTime ? 'segmentStatus' : 'scheduleChange';
      return [{ field, flightKey: flight.offerId, before: segmentText(old), after: segmentText(segment) }];
    });
  });
}

/**
 * Brings the booking's flights to the PNR's when the airline changed a segment (held or ticketed bookings only), with a
 * `schedule-change` event naming each change; nothing when nothing changed or the booking moved meanwhile.
 */
export async function takeAirlineChanges(
  db: Database,
  change: { booking: BookingRow; answer: TSupplierBooking; at: Date },
): Promise<void> {
  const { booking, answer } = change;
  if (booking.status !== 'HOLD' && booking.status !== 'EXPORT') return;
  const kept = flightsOf(booking);
  const flights = bookedFlights(booking.system, answer, kept);
  const changes = airlineChangesOf(kept, flights);
  if (changes.length === 0 || flights.length === 0) return;
  await writeAirlineChange(db, {
    booking,
    set: { flights: flights as unknown as BookingRow['flights'], ...flightTimes(flights) },
    changes,
    at: change.at,
  });
}
