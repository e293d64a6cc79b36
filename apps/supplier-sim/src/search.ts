// A system's answer to a search: itineraries per leg, combined round-trip fares on the GDSs, fares and promotion.
import type {
  TBookingSystem,
  TSupplierFlight,
  TSupplierSearchRequest,
  TSupplierSearchResponse,
} from '@portal/contracts';
import { findAirport, formatAirportDateTime, isDomesticRoute, vietnamToday } from '@portal/domain';
import { carrierName } from './carriers.js';
import { connectingItineraries } from './connections.js';
import { faresFor } from './fares.js';
import { fnv1a, unitHash } from './hash.js';
import { resolvePromotion } from './promotions.js';
import { scheduledFlights, type TScheduledSegment } from './schedules.js';
import type { TSeatInventory } from './seats.js';
import { SYSTEMS, type TSystemProfile } from './systems.js';

export type TSearchContext = { now: Date; seats: TSeatInventory };

/** Sales close this long before departure. */
const SALES_CLOSE_MINUTES = 60;
/** Share of a GDS round trip's outbound itineraries sold as combined (round-trip-only) fares. */
const COMBINED_SHARE = 0.35;

/** One leg asked for: from → to (airport codes) on a date (yyyy-MM-dd, local). */
export type TLegQuery = { from: string; to: string; date: string };

export type TItinerary = { key: string; legIndex: number; segments: TScheduledSegment[]; combinationId?: string };

/** Stable for (leg date, route, flight numbers); the same on every system selling the itinerary. */
export function flightKey(date: string, segments: readonly TScheduledSegment[]): string {
  const from = segments[0]?.from ?? '';
  const to = segments[segments.length - 1]?.to ?? '';
  return `${date}.${from}${to}.${segments.map((segment) => segment.flightNumber).join('-')}`;
}

/** Today's date in Vietnam (the domain's rule, re-exported under the simulator's name). */
export const todayInVietnam = vietnamToday;

export function daysBetween(fromDate: string, toDate: string): number {
  return Math.round((Date.parse(`${toDate}T00:00:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / 86_400_000);
}

function itinerariesFor(profile: TSystemProfile, leg: TLegQuery): TScheduledSegment[][] {
  const { from, to, date } = leg;
  if (!findAirport(from) || !findAirport(to) || from === to) return [];
  const isDomestic = isDomesticRoute(from, to);
  if (profile.isGds && isDomestic) return [];
  const directs = [...profile.carriers].flatMap((carrier) =>
    scheduledFlights(carrier, from, to, date).map((segment) => [segment]),
  );
  const connections =
    isDomestic || profile.maxOneStop === 0
      ? []
      : connectingItineraries({
          from,
          to,
          date,
          carriers: profile.carriers,
          maxOneStop: profile.maxOneStop,
          maxTwoStop: profile.maxTwoStop,
        });
  const all = [...directs, ...connections];
  if (profile.shareShown >= 1) return all;
  // Each GDS has its own content: overlapping lists that are not identical.
  const shown = all.filter(
    (segments) => unitHash('shown', profile.system, flightKey(date, segments)) < profile.shareShown,
  );
  return shown.length > 0 || all.length === 0 ? shown : all.slice(0, 1);
}

/** The itineraries a system still sells from → to on a date: none on past days, none closing within the hour. */
export function sellableItineraries(profile: TSystemProfile, leg: TLegQuery, now: Date): TScheduledSegment[][] {
  const { from, to, date } = leg;
  if (daysBetween(todayInVietnam(now), date) < 0) return [];
  const salesClose = now.getTime() + SALES_CLOSE_MINUTES * 60_000;
  return itinerariesFor(profile, { from: from.toUpperCase(), to: to.toUpperCase(), date }).filter(
    (segments) => (segments[0]?.departure.getTime() ?? 0) > salesClose,
  );
}

const carriersOf = (itinerary: TItinerary) => itinerary.segments.map((segment) => segment.carrier).join('-');

/** On a GDS round trip, pairs some outbound itineraries with one return on the same carriers; both become combined. */
export function pairCombined(system: TBookingSystem, outbound: TItinerary[], inbound: TItinerary[]): void {
  const taken = new Set<string>();
  for (const going of outbound) {
    if (unitHash('combine', system, going.key) >= COMBINED_SHARE) continue;
    const wanted = going.segments
      .map((segment) => segment.carrier)
      .reverse()
      .join('-');
    const candidates = inbound.filter((back) => !taken.has(back.key) && carriersOf(back) === wanted);
    const back = candidates[Math.floor(unitHash('pair', system, going.key) * candidates.length)];
    if (!back) continue;
    taken.add(back.key);
    const combinationId = `C${fnv1a(`${system}|${going.key}|${back.key}`).toString(16).toUpperCase()}`;
    going.combinationId = combinationId;
    back.combinationId = combinationId;
  }
}

/** A scheduled segment as the protocol describes it. */
export function toSegment(segment: TScheduledSegment) {
  return {
    carrierCode: segment.carrier,
    carrierName: carrierName(segment.carrier),
    ...(segment.operatingCarrier ? { operatingCarrier: segment.operatingCarrier } : {}),
    flightNumber: segment.flightNumber,
    from: segment.from,
    to: segment.to,
    departDateTime: formatAirportDateTime(segment.from, segment.departure) ?? '',
    arrivalDateTime: formatAirportDateTime(segment.to, segment.arrival) ?? '',
    durationMinutes: segment.durationMinutes,
    aircraft: segment.aircraft,
    ...(segment.startTerminal ? { startTerminal: segment.startTerminal } : {}),
    ...(segment.endTerminal ? { endTerminal: segment.endTerminal } : {}),
  };
}

/** A flight of the protocol; combined flights carry `combinationId`, the same on the outbound and its return. */
export type TSimulatorFlight = TSupplierFlight;

export function searchFlights(
  system: TBookingSystem,
  request: TSupplierSearchRequest,
  context: TSearchContext,
): TSupplierSearchResponse & { flights: TSimulatorFlight[] } {
  const profile = SYSTEMS[system];
  const promotion = resolvePromotion(system, request.promotionCode);
  const today = todayInVietnam(context.now);
  const legs = request.legs.map((leg, legIndex) =>
    sellableItineraries(profile, leg, context.now).map((segments): TItinerary => ({
      key: flightKey(leg.date, segments),
      legIndex,
      segments,
    })),
  );
  const [first, second] = request.legs;
  const same = (a = '', b = '') => a.toUpperCase() === b.toUpperCase();
  const isRoundTrip = request.legs.length === 2 && same(first?.from, second?.to) && same(first?.to, second?.from);
  if (profile.isGds && isRoundTrip && legs[0] && legs[1]) pairCombined(system, legs[0], legs[1]);

  const flights = legs.flat().map((itinerary): TSimulatorFlight => {
    const date = request.legs[itinerary.legIndex]?.date ?? today;
    const isCombined = itinerary.combinationId !== undefined;
    return {
      key: itinerary.key,
      legIndex: itinerary.legIndex,
      combineSegment: isCombined,
      ...(isCombined ? { combinationId: itinerary.combinationId } : {}),
      segments: itinerary.segments.map(toSegment),
      fares: faresFor({
        profile,
        flightKey: itinerary.key,
        segments: itinerary.segments,
        daysToDeparture: daysBetween(today, date),
        pax: request.pax,
        promotion: promotion.status === 'applied' ? promotion.promotion : undefined,
        isCombined,
        seats: context.seats,
      }),
    };
  });

  return {
    system,
    source: profile.source,
    currency: 'VND',
    flights,
    ...(promotion.status === 'applied'
      ? { promotion: { code: promotion.promotion.code, status: 'applied' as const, message: promotion.message } }
      : {}),
    ...(promotion.status === 'invalid'
      ? { promotion: { code: promotion.code, status: 'invalid' as const, message: promotion.message } }
      : {}),
  };
}
