// The choices the filters panel offers, built from the results: airlines, cabin classes, booking systems, price bounds.
import type { TFlightOffer } from '@portal/contracts';
import { airlineGroupOf } from './offer-facts.js';

export type AirlineOption = { airlineCode: string; airlineName: string; lowestPrice: number };
export type BookingSystemOption = { system: string; offerCount: number; lowestPrice: number };

/** Names for carrier groups whose offers may all be filed under another code (BL flights listed as VN). */
const GROUP_NAMES: Readonly<Record<string, string>> = { VN: 'Vietnam Airlines' };

/** 0 (sold out) never beats a real price; a group with only sold-out offers keeps 0. */
function lowerPrice(current: number, candidate: number): number {
  if (candidate <= 0) return current;
  return current <= 0 || candidate < current ? candidate : current;
}

/** Cheapest first; groups with nothing to sell (0) last; ties by code so the order is stable. */
function byLowestPrice<T extends { lowestPrice: number }>(codeOf: (item: T) => string) {
  return (a: T, b: T): number => {
    const aPrice = a.lowestPrice > 0 ? a.lowestPrice : Infinity;
    const bPrice = b.lowestPrice > 0 ? b.lowestPrice : Infinity;
    if (aPrice !== bPrice) return aPrice < bPrice ? -1 : 1;
    return codeOf(a) < codeOf(b) ? -1 : codeOf(a) > codeOf(b) ? 1 : 0;
  };
}

/**
 * One entry per airline with its lowest price. Reading of SPEC §5 "includes a VN carrier only when the flight is VN":
 * an offer is listed under its own (first-segment marketing) airline only, with BL counted as VN, so a VN entry
 * appears only when some offer is a VN (or BL) flight — a GDS itinerary that merely has a VN segment later on,
 * or a VN codeshare operated by another carrier, does not add VN.
 */
export function airlineList(offers: readonly TFlightOffer[]): AirlineOption[] {
  const byCode = new Map<string, AirlineOption>();
  for (const offer of offers) {
    const airlineCode = airlineGroupOf(offer);
    const ownSegment = offer.segments.find((segment) => segment.carrierCode === airlineCode);
    const entry = byCode.get(airlineCode);
    if (entry) {
      entry.lowestPrice = lowerPrice(entry.lowestPrice, offer.lowestFare);
      if (entry.airlineName === airlineCode && ownSegment) entry.airlineName = ownSegment.carrierName;
      continue;
    }
    const airlineName =
      ownSegment?.carrierName ?? GROUP_NAMES[airlineCode] ?? offer.segments[0]?.carrierName ?? airlineCode;
    byCode.set(airlineCode, {
      airlineCode,
      airlineName: airlineName || airlineCode,
      lowestPrice: lowerPrice(0, offer.lowestFare),
    });
  }
  return [...byCode.values()].sort(byLowestPrice((option) => option.airlineCode));
}

const CABIN_ORDER: readonly string[] = ['ECONOMY', 'PREMIUM', 'BUSINESS'];

/** Every cabin class some fare offers, economy to business, then any unknown class alphabetically. */
export function cabinClassList(offers: readonly TFlightOffer[]): string[] {
  const found = new Set<string>();
  for (const offer of offers) for (const fare of offer.fares) if (fare.cabinClass) found.add(fare.cabinClass);
  const rank = (cabinClass: string): number => {
    const index = CABIN_ORDER.indexOf(cabinClass);
    return index === -1 ? CABIN_ORDER.length : index;
  };
  return [...found].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** "Prices by booking system" of the search state: how many offers each system answered and its lowest price. */
export function bookingSystemList(offers: readonly TFlightOffer[]): BookingSystemOption[] {
  const bySystem = new Map<string, BookingSystemOption>();
  for (const offer of offers) {
    const entry = bySystem.get(offer.system) ?? { system: offer.system, offerCount: 0, lowestPrice: 0 };
    entry.offerCount += 1;
    entry.lowestPrice = lowerPrice(entry.lowestPrice, offer.lowestFare);
    bySystem.set(offer.system, entry);
  }
  return [...bySystem.values()].sort(byLowestPrice((option) => option.system));
}

/** The slider bounds of the price filter: lowest and highest lowestFare among offers that can be bought. */
export function priceBounds(offers: readonly TFlightOffer[]): readonly [min: number, max: number] | undefined {
  let min = Infinity;
  let max = -Infinity;
  for (const offer of offers) {
    if (offer.lowestFare <= 0) continue;
    if (offer.lowestFare < min) min = offer.lowestFare;
    if (offer.lowestFare > max) max = offer.lowestFare;
  }
  return min === Infinity ? undefined : [min, max];
}
