// The lowest-fare calendar of a system: per day of a month, the cheapest one-adult one-way fare a search would show.
import type {
  TBookingSystem,
  TSupplierCalendarDay,
  TSupplierCalendarQuery,
  TSupplierCalendarResponse,
} from '@portal/contracts';
import { cheapestAdultFare } from './fares.js';
import { daysBetween, flightKey, sellableItineraries, todayInVietnam } from './search.js';
import type { TSeatInventory } from './seats.js';
import { SYSTEMS } from './systems.js';

export type TCalendarContext = { now: Date; seats: TSeatInventory; departAfter?: string };

/** Every day of a 'yyyy-MM' month as 'yyyy-MM-dd'. */
export function daysOfMonth(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number);
  const count = new Date(Date.UTC(year ?? 0, monthNumber ?? 0, 0)).getUTCDate();
  return Array.from({ length: count }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
}

/**
 * One day: the same itineraries and fares as a one-adult one-way search on that date (sales closing, GDS content,
 * seats held or sold), priced without building the offers; the cheapest kept per number of segments.
 */
function calendarDay(
  system: TBookingSystem,
  from: string,
  to: string,
  date: string,
  today: string,
  context: TCalendarContext,
): TSupplierCalendarDay {
  const profile = SYSTEMS[system];
  const daysToDeparture = daysBetween(today, date);
  const cheapestBySegments = new Map<number, number>();
  const departAfterMs = context.departAfter ? Date.parse(context.departAfter) : -Infinity;
  for (const segments of sellableItineraries(profile, { from, to, date }, context.now)) {
    if ((segments[0]?.departure.getTime() ?? 0) <= departAfterMs) continue;
    const fare = cheapestAdultFare({
      profile,
      flightKey: flightKey(date, segments),
      segments,
      daysToDeparture,
      isCombined: false,
      seats: context.seats,
    });
    if (fare === undefined) continue;
    const known = cheapestBySegments.get(segments.length);
    if (known === undefined || fare < known) cheapestBySegments.set(segments.length, fare);
  }
  const bySegments = [...cheapestBySegments.entries()]
    .sort(([a], [b]) => a - b)
    .map(([segments, lowestFare]) => ({ segments, lowestFare }));
  const lowestFare = bySegments.length > 0 ? Math.min(...bySegments.map((entry) => entry.lowestFare)) : null;
  return { date, lowestFare, bySegments };
}

/** Days from today (Vietnam date) to the end of the month; a month already past answers no days. */
export function lowestFareCalendar(
  system: TBookingSystem,
  query: TSupplierCalendarQuery,
  context: TCalendarContext,
): TSupplierCalendarResponse {
  const from = query.from.toUpperCase();
  const to = query.to.toUpperCase();
  const today = todayInVietnam(context.now);
  const days = daysOfMonth(query.month)
    .filter((date) => date >= today)
    .map((date) => calendarDay(system, from, to, date, today, { ...context, departAfter: query.departAfter }));
  return { system, days };
}
