// What the booking endpoints and the passenger rules need from a handed-over selection: the itinerary request and its dates.
import type { TItineraryRequest } from '@portal/contracts';
import {
  calendarDateInVietnam,
  passengerItineraryOf,
  type CalendarDate,
  type PassengerItinerary,
} from '@portal/domain';
import type { BookingSelection } from '../../../lib/booking/selection-handover';

export function itineraryRequestOf(selection: BookingSelection): TItineraryRequest {
  return {
    flights: selection.flights.map(({ offerId, fareClass, leg }) => ({ offerId, fareClass, leg })),
    adt: selection.adt,
    chd: selection.chd,
    inf: selection.inf,
    ...(selection.promotions?.length ? { promotions: selection.promotions } : {}),
  };
}

/** Ages, passports and loyalty airlines are judged on the chosen flights' segments, as the API does. */
export function passengerItineraryOfSelection(selection: BookingSelection): PassengerItinerary | undefined {
  const segments = selection.flights.flatMap(({ offer }) =>
    offer.segments.map((segment) => ({
      from: segment.from,
      to: segment.to,
      departDateTime: segment.departDateTime,
      carrierCode: segment.carrierCode,
    })),
  );
  return passengerItineraryOf({ adt: selection.adt, chd: selection.chd, inf: selection.inf }, segments);
}

/** Today in Vietnam by the server's clock (the rules' "today"). */
export function serverToday(serverOffsetMs: number): CalendarDate {
  return calendarDateInVietnam(new Date(Date.now() + serverOffsetMs));
}
