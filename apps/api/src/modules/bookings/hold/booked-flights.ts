// A PNR's flights as kept in `bookings.flights`: taken from the supplier's booked record, their times and route text.
import type { TSupplierBooking } from '@portal/contracts';
import type { StoredFlight } from '../repository/booking-rows.js';

/** The supplier's booked flights over what we kept: its classes, baggage and segments with HK/XX. */
export function bookedFlights(system: string, answer: TSupplierBooking, kept: readonly StoredFlight[]): StoredFlight[] {
  return answer.flights.map((flight) => ({
    offerId: `${system}:${flight.key}`,
    key: flight.key,
    requestedClass: kept.find((entry) => entry.key === flight.key)?.requestedClass ?? flight.fareClass,
    fareClass: flight.fareClass,
    fareFamily: flight.fareFamily,
    fareBasis: flight.fareBasis,
    cabinClass: flight.cabinClass,
    baggage: flight.baggage,
    isRefundable: flight.isRefundable,
    netPrices: flight.netPrices,
    segments: flight.segments,
  }));
}

/** First departure and last arrival of the flights. */
export function flightTimes(flights: readonly StoredFlight[]): { departAt: Date; arriveAt: Date } {
  const segments = flights.flatMap((flight) => flight.segments);
  const departs = segments.map((segment) => Date.parse(segment.departDateTime));
  const arrives = segments.map((segment) => Date.parse(segment.arrivalDateTime));
  return { departAt: new Date(Math.min(...departs)), arriveAt: new Date(Math.max(...arrives)) };
}

/** HAN-SGN, HAN-SGN-HAN, or HAN-SGN, DAD-HAN when the legs do not join. */
export function routeText(flights: readonly { segments: readonly { from: string; to: string }[] }[]): string {
  let text = '';
  let last = '';
  for (const flight of flights) {
    const from = flight.segments[0]?.from ?? '';
    const to = flight.segments[flight.segments.length - 1]?.to ?? '';
    text += text === '' ? `${from}-${to}` : from === last ? `-${to}` : `, ${from}-${to}`;
    last = to;
  }
  return text;
}
