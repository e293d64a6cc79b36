// The flights of a booking request found again from their search keys: segments, leg, and whether a GDS sells them as a combined fare.
import type { TBookingSystem } from '@portal/contracts';
import { formatAirportDateTime, isDomesticRoute } from '@portal/domain';
import type { TScheduledSegment } from './schedules.js';
import { flightKey, pairCombined, sellableItineraries, type TItinerary } from './search.js';
import { SYSTEMS } from './systems.js';

/** `2026-12-15.HANSGN.VN213` or `2026-12-15.HANICN.VN213-VN414`: leg date, first and last airport, flight numbers. */
const KEY = /^(\d{4}-\d{2}-\d{2})\.([A-Z]{3})([A-Z]{3})\.([A-Z0-9]{2}\d{1,4}(?:-[A-Z0-9]{2}\d{1,4})*)$/;

export type TResolvedFlight = {
  key: string;
  legIndex: number;
  segments: TScheduledSegment[];
  combinationId?: string;
  isDomestic: boolean;
};

export type TResolution =
  | { ok: true; flights: TResolvedFlight[] }
  | { ok: false; kind: 'bad-request'; field: string; message: string }
  | { ok: false; kind: 'unavailable'; index: number; message: string };

type TLeg = { from: string; to: string; date: string };

export function parseFlightKey(key: string): TLeg | undefined {
  const match = KEY.exec(key);
  if (!match) return undefined;
  const [, date = '', from = '', to = ''] = match;
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) return undefined;
  return { date, from, to };
}

/** The local date (YYYY-MM-DD) a segment departs on. */
export function departureDate(segment: TScheduledSegment): string {
  return (formatAirportDateTime(segment.from, segment.departure) ?? segment.departure.toISOString()).slice(0, 10);
}

/**
 * Finds each key among what the system sells now (the same list a search would show, combined fares paired the
 * same way); a key it no longer sells (sales closed, past date, another system's content) is unavailable.
 */
export function resolveFlights(system: TBookingSystem, keys: readonly string[], now: Date): TResolution {
  const legs: TLeg[] = [];
  for (const [index, key] of keys.entries()) {
    const leg = parseFlightKey(key);
    if (!leg)
      return {
        ok: false,
        kind: 'bad-request',
        field: `flights.${index}.key`,
        message: 'Not a flight key of this system',
      };
    legs.push(leg);
  }
  const profile = SYSTEMS[system];
  const candidates = legs.map((leg, legIndex) =>
    sellableItineraries(profile, leg, now).map((segments): TItinerary => ({
      key: flightKey(leg.date, segments),
      legIndex,
      segments,
    })),
  );
  const [first, second] = legs;
  const isRoundTrip = legs.length === 2 && first?.from === second?.to && first?.to === second?.from;
  if (profile.isGds && isRoundTrip && candidates[0] && candidates[1])
    pairCombined(system, candidates[0], candidates[1]);

  const flights: TResolvedFlight[] = [];
  for (const [index, key] of keys.entries()) {
    const found = candidates[index]?.find((itinerary) => itinerary.key === key);
    if (!found) return { ok: false, kind: 'unavailable', index, message: `${system} does not sell flight ${key} now` };
    const firstSegment = found.segments[0];
    const lastSegment = found.segments[found.segments.length - 1];
    flights.push({
      key,
      legIndex: index,
      segments: found.segments,
      ...(found.combinationId ? { combinationId: found.combinationId } : {}),
      isDomestic:
        firstSegment !== undefined && lastSegment !== undefined && isDomesticRoute(firstSegment.from, lastSegment.to),
    });
  }
  const combined = flights.filter((flight) => flight.combinationId !== undefined);
  if (combined.length > 0 && (flights.length !== 2 || flights[0]?.combinationId !== flights[1]?.combinationId)) {
    return {
      ok: false,
      kind: 'bad-request',
      field: 'flights',
      message: 'A combined round-trip fare is sold only with its paired flight',
    };
  }
  return { ok: true, flights };
}

/** The date of the last flight of the itinerary (ages and passport validity are judged on it). */
export function lastFlightDate(flights: readonly TResolvedFlight[]): string {
  const segments = flights.flatMap((flight) => flight.segments);
  const last = segments[segments.length - 1];
  return last ? departureDate(last) : '';
}

export function firstDeparture(flights: readonly TResolvedFlight[]): Date {
  return new Date(Math.min(...flights.map((flight) => flight.segments[0]?.departure.getTime() ?? Infinity)));
}
