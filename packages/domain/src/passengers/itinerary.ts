// What the passenger rules need to know of an itinerary: the passenger counts, first and last flight days, scope, airlines.
import { routeScopeOf } from '../commission/chain.js';
import type { PassengerCounts } from '../flights/passengers.js';
import type { CalendarDate } from '../validation/dates.js';
import { calendarDateOfIso, compareDates } from './calendar.js';

export type PassengerItinerary = {
  counts: PassengerCounts;
  /** Local departure date of the earliest flight: an infant must be born by then. */
  firstFlightDate: CalendarDate;
  /** Local departure date of the latest flight: ages are measured and passports must be valid on it. */
  lastFlightDate: CalendarDate;
  /** Passports (and adults' birth dates) are required when any flight leaves or enters Vietnam. */
  isInternational: boolean;
  /** Marketing carriers of the itinerary: the airlines a loyalty number may be given for. */
  airlines: readonly string[];
};

export type ItinerarySegment = { from: string; to: string; departDateTime: string; carrierCode: string };

/**
 * The passenger itinerary of the booked segments (all directions together), or undefined when there are none
 * or a departure time cannot be read. Dates are the departure airports' local days; a trip is international
 * unless every segment is between Vietnamese airports (the rule the commission fees use).
 */
export function passengerItineraryOf(
  counts: PassengerCounts,
  segments: readonly ItinerarySegment[],
): PassengerItinerary | undefined {
  const dates = segments.map((segment) => calendarDateOfIso(segment.departDateTime));
  if (dates.length === 0 || dates.some((date) => date === undefined)) return undefined;
  const sorted = (dates as CalendarDate[]).sort(compareDates);
  return {
    counts,
    firstFlightDate: sorted[0]!,
    lastFlightDate: sorted[sorted.length - 1]!,
    isInternational: routeScopeOf(segments) === 'international',
    airlines: [...new Set(segments.map((segment) => segment.carrierCode.trim().toUpperCase()))],
  };
}
