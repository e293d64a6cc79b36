// Deterministic timetables: a carrier's flights on a route and date, with block times from great-circle distance.
import { airportDistanceKm, airportLocalTimeToInstant, findAirport } from '@portal/domain';
import { AIRCRAFT_CABINS, CARRIERS, VASCO_AIRPORTS } from './carriers.js';
import { flightNumber, maxSlots, routeKind } from './flight-numbers.js';
import { intHash, pickHash, seededRandom, unitHash } from './hash.js';
import { findService } from './network.js';

export type TScheduledSegment = {
  carrier: string;
  operatingCarrier?: string;
  flightNumber: string;
  from: string;
  to: string;
  departure: Date;
  arrival: Date;
  durationMinutes: number;
  aircraft: string;
  startTerminal?: string;
  endTerminal?: string;
};

const FIRST_DEPARTURE = 5 * 60;
const LAST_DEPARTURE = 23 * 60 + 30;

/**
 * Block minutes for a distance: 28 min of taxi, climb and descent, 12 km a minute up to 1,500 km,
 * 14 km a minute beyond (HAN–SGN ~2 h 05, HAN–DAD 1 h 20, SGN–PQC 55 min, SGN–ICN ~5 h), to the nearest 5 minutes.
 */
export function blockMinutes(distanceKm: number): number {
  const cruise = distanceKm <= 1500 ? distanceKm / 12 : 125 + (distanceKm - 1500) / 14;
  return Math.round((28 + cruise) / 5) * 5;
}

/** Departure minutes after local midnight of each slot of a route's daily pattern, spread 05:00–23:30. */
function slotTimes(carrier: string, from: string, to: string, slots: number): number[] {
  const random = seededRandom('slots', carrier, from, to);
  const span = LAST_DEPARTURE - FIRST_DEPARTURE;
  const times: number[] = [];
  for (let slot = 0; slot < slots; slot++) {
    const width = span / slots;
    const jitter = (random() - 0.5) * width * 0.6;
    const minutes = FIRST_DEPARTURE + (slot + 0.5) * width + jitter;
    times.push(Math.min(LAST_DEPARTURE, Math.max(FIRST_DEPARTURE, Math.round(minutes / 5) * 5)));
  }
  return times;
}

/** Which slots fly on a date: trunk routes drop one slot on some days; thin services fly some days only. */
function operatingSlots(
  carrier: string,
  from: string,
  to: string,
  date: string,
  daily: number,
  slots: number,
): number[] {
  const all = Array.from({ length: slots }, (_, slot) => slot);
  if (daily < 1) return unitHash('days', carrier, from, to, date) < daily ? all : [];
  if (slots <= Math.ceil(daily)) return all;
  const flying = intHash(slots - 2, slots, 'count', carrier, from, to, date);
  const dropped = new Set<number>();
  const random = seededRandom('drop', carrier, from, to, date);
  while (slots - dropped.size > flying) dropped.add(Math.floor(random() * slots));
  return all.filter((slot) => !dropped.has(slot));
}

function aircraftFor(
  carrier: string,
  from: string,
  to: string,
  slot: number,
): { aircraft: string; operatingCarrier?: string } {
  if (carrier === 'VN' && (VASCO_AIRPORTS.has(from) || VASCO_AIRPORTS.has(to)))
    return { aircraft: 'ATR72', operatingCarrier: '0V' };
  const fleet = CARRIERS[carrier]?.fleet;
  if (!fleet) return { aircraft: 'A321' };
  const kind = routeKind(from, to);
  const isTrunk = kind === 'domestic' && [from, to].every((code) => ['HAN', 'SGN', 'DAD'].includes(code));
  // Widebodies stay on the trunk and long routes; thin domestic routes get the first (narrowbody) type.
  const options =
    kind === 'domestic'
      ? isTrunk
        ? fleet.domestic
        : fleet.domestic.slice(0, 1)
      : kind === 'regional'
        ? fleet.regional
        : fleet.longHaul;
  return { aircraft: pickHash(options.length > 0 ? options : fleet.regional, 'aircraft', carrier, from, to, slot) };
}

const TWO_TERMINAL_AIRPORTS = new Set(['HAN', 'SGN', 'DAD', 'CXR']);

function terminal(airport: string, isDomestic: boolean): string | undefined {
  if (!TWO_TERMINAL_AIRPORTS.has(airport)) return findAirport(airport)?.isDomestic ? 'T1' : undefined;
  return isDomestic ? 'T1' : 'T2';
}

const cache = new Map<string, readonly TScheduledSegment[]>();
const CACHE_LIMIT = 20_000;

/** The carrier's flights from → to departing on the local date (YYYY-MM-DD), earliest first. */
export function scheduledFlights(
  carrier: string,
  from: string,
  to: string,
  date: string,
): readonly TScheduledSegment[] {
  const id = `${carrier}|${from}|${to}|${date}`;
  const cached = cache.get(id);
  if (cached) return cached;
  // Timetables are pure functions of their inputs, so a bounded cache is safe.
  if (cache.size >= CACHE_LIMIT) cache.clear();
  const flights = buildTimetable(carrier, from, to, date);
  cache.set(id, flights);
  return flights;
}

function buildTimetable(carrier: string, from: string, to: string, date: string): TScheduledSegment[] {
  const service = findService(carrier, from, to);
  const distance = airportDistanceKm(from, to);
  if (!service || distance === undefined) return [];
  const slots = maxSlots(service);
  const times = slotTimes(carrier, from, to, slots);
  // Each carrier and direction gets its own few minutes (winds, routings).
  const duration = blockMinutes(distance) + 5 * intHash(-1, 1, 'block', carrier, from, to);
  const isDomestic = routeKind(from, to) === 'domestic';
  const flights: TScheduledSegment[] = [];
  for (const slot of operatingSlots(carrier, from, to, date, service.daily, slots)) {
    const departure = airportLocalTimeToInstant(from, date, times[slot] ?? FIRST_DEPARTURE);
    if (!departure) continue;
    flights.push({
      carrier,
      ...aircraftFor(carrier, from, to, slot),
      flightNumber: flightNumber(carrier, from, to, slot),
      from,
      to,
      departure,
      arrival: new Date(departure.getTime() + duration * 60_000),
      durationMinutes: duration,
      startTerminal: terminal(from, isDomestic),
      endTerminal: terminal(to, isDomestic),
    });
  }
  return flights.sort((a, b) => a.departure.getTime() - b.departure.getTime());
}

/** True when every segment's aircraft has the cabin. */
export function hasCabin(segments: readonly TScheduledSegment[], cabin: 'business' | 'premium'): boolean {
  return segments.every((segment) => {
    const cabins = AIRCRAFT_CABINS[segment.aircraft];
    return cabin === 'business' ? cabins?.hasBusiness === true : cabins?.hasPremium === true;
  });
}
