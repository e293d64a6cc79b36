// Itineraries with one or two stops: carrier paths through hubs (same carrier or alliance), timed from the timetables.
import { airportDistanceKm, isDomesticRoute } from '@portal/domain';
import { canConnect } from './carriers.js';
import { unitHash } from './hash.js';
import { edgesFrom } from './network.js';
import { scheduledFlights, type TScheduledSegment } from './schedules.js';

type TPath = { airports: string[]; carriers: string[]; detour: number };

export type TConnectionOptions = {
  from: string;
  to: string;
  date: string;
  /** Carriers the selling system may put on the ticket. */
  carriers: ReadonlySet<string>;
  maxOneStop: number;
  maxTwoStop: number;
};

const MAX_DETOUR_ONE_STOP = 1.45;
const MAX_DETOUR_TWO_STOP = 1.6;
const MIN_CONNECTION_MINUTES = 60;
const MAX_CONNECTION_MINUTES = 14 * 60;
const DEPARTURES_PER_PATH = 2;

function distance(a: string, b: string): number {
  return airportDistanceKm(a, b) ?? Number.POSITIVE_INFINITY;
}

/** Carrier paths from → to with one or two stops, the least detour first. */
function findPaths(from: string, to: string, carriers: ReadonlySet<string>): { oneStop: TPath[]; twoStop: TPath[] } {
  const direct = distance(from, to);
  const oneStop: TPath[] = [];
  const twoStop: TPath[] = [];
  const allowed = (carrier: string) => carriers.has(carrier);
  for (const first of edgesFrom(from)) {
    if (!allowed(first.carrier) || first.to === to) continue;
    const toFirstHub = distance(from, first.to);
    for (const second of edgesFrom(first.to)) {
      if (!allowed(second.carrier) || !canConnect(first.carrier, second.carrier) || second.to === from) continue;
      const viaFirst = toFirstHub + distance(first.to, second.to);
      if (second.to === to) {
        const detour = viaFirst / direct;
        if (detour <= MAX_DETOUR_ONE_STOP)
          oneStop.push({ airports: [from, first.to, to], carriers: [first.carrier, second.carrier], detour });
        continue;
      }
      // Two domestic hops in a row (HAN→DAD→SGN→abroad) is no way to sell a ticket.
      if (
        viaFirst / direct > MAX_DETOUR_TWO_STOP ||
        (isDomesticRoute(from, first.to) && isDomesticRoute(first.to, second.to))
      )
        continue;
      for (const third of edgesFrom(second.to)) {
        if (
          third.to !== to ||
          !allowed(third.carrier) ||
          !canConnect(second.carrier, third.carrier) ||
          !canConnect(first.carrier, third.carrier)
        )
          continue;
        const detour = (viaFirst + distance(second.to, to)) / direct;
        if (detour <= MAX_DETOUR_TWO_STOP)
          twoStop.push({
            airports: [from, first.to, second.to, to],
            carriers: [first.carrier, second.carrier, third.carrier],
            detour,
          });
      }
    }
  }
  const byDetour = (a: TPath, b: TPath) => a.detour - b.detour || a.carriers.join().localeCompare(b.carriers.join());
  return { oneStop: oneStop.sort(byDetour), twoStop: twoStop.sort(byDetour) };
}

const localDate = (instant: Date, dayOffset: number) =>
  new Date(instant.getTime() + dayOffset * 86_400_000).toISOString().slice(0, 10);

/** The first flight of the carrier from → to leaving at least the minimum connection time after `after`. */
function nextFlight(carrier: string, from: string, to: string, after: Date): TScheduledSegment | undefined {
  const earliest = after.getTime() + MIN_CONNECTION_MINUTES * 60_000;
  const latest = after.getTime() + MAX_CONNECTION_MINUTES * 60_000;
  // Local dates around the arrival: the timetable is by local date and zones differ by up to a day.
  const dates = new Set([localDate(after, -1), localDate(after, 0), localDate(after, 1)]);
  const candidates = [...dates].flatMap((date) => scheduledFlights(carrier, from, to, date));
  return candidates
    .filter((flight) => flight.departure.getTime() >= earliest && flight.departure.getTime() <= latest)
    .sort((a, b) => a.departure.getTime() - b.departure.getTime())[0];
}

function chain(path: TPath, first: TScheduledSegment): TScheduledSegment[] | undefined {
  const segments = [first];
  for (let leg = 1; leg < path.carriers.length; leg++) {
    const previous = segments[segments.length - 1];
    const carrier = path.carriers[leg];
    const from = path.airports[leg];
    const to = path.airports[leg + 1];
    const next = previous && carrier && from && to ? nextFlight(carrier, from, to, previous.arrival) : undefined;
    if (!next) return undefined;
    segments.push(next);
  }
  return segments;
}

const elapsed = (segments: readonly TScheduledSegment[]) =>
  (segments[segments.length - 1]?.arrival.getTime() ?? 0) - (segments[0]?.departure.getTime() ?? 0);

/** The quickest timed itinerary of a path, plus another reasonable one picked by the hash. */
function timePath(path: TPath, date: string): TScheduledSegment[][] {
  const [firstCarrier] = path.carriers;
  const [origin, firstStop] = path.airports;
  if (!firstCarrier || !origin || !firstStop) return [];
  const timed = scheduledFlights(firstCarrier, origin, firstStop, date)
    .map((first) => chain(path, first))
    .filter((segments): segments is TScheduledSegment[] => segments !== undefined)
    .sort((a, b) => elapsed(a) - elapsed(b));
  const [best, ...others] = timed;
  if (!best) return [];
  const reasonable = others.filter((segments) => elapsed(segments) <= elapsed(best) * 1.5);
  const second =
    reasonable[Math.floor(unitHash('second', path.carriers.join(), path.airports.join(), date) * reasonable.length)];
  return second && DEPARTURES_PER_PATH > 1 ? [best, second] : [best];
}

const pathCache = new Map<string, ReturnType<typeof findPaths>>();
const PATH_CACHE_LIMIT = 5_000;

/** findPaths depends on the route and carriers only, not the date: a month of calendar days asks it once. */
function cachedPaths(from: string, to: string, carriers: ReadonlySet<string>): ReturnType<typeof findPaths> {
  const id = `${from}|${to}|${[...carriers].sort().join(',')}`;
  let paths = pathCache.get(id);
  if (!paths) {
    if (pathCache.size >= PATH_CACHE_LIMIT) pathCache.clear();
    paths = findPaths(from, to, carriers);
    pathCache.set(id, paths);
  }
  return paths;
}

/** Connecting itineraries for a date, deduplicated by flight numbers, earliest first. */
export function connectingItineraries(options: TConnectionOptions): TScheduledSegment[][] {
  const { oneStop, twoStop } = cachedPaths(options.from, options.to, options.carriers);
  const paths = [...oneStop.slice(0, options.maxOneStop), ...twoStop.slice(0, options.maxTwoStop)];
  const seen = new Set<string>();
  const itineraries: TScheduledSegment[][] = [];
  for (const path of paths) {
    for (const itinerary of timePath(path, options.date)) {
      const id = itinerary.map((segment) => `${segment.flightNumber}@${segment.departure.toISOString()}`).join('/');
      if (seen.has(id)) continue;
      seen.add(id);
      itineraries.push(itinerary);
    }
  }
  return itineraries.sort((a, b) => (a[0]?.departure.getTime() ?? 0) - (b[0]?.departure.getTime() ?? 0));
}
