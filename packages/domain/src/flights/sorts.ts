// Result ordering by the three sort groups of SPEC §9, sold-out Vietjet flights last, and the best-price "lowest booking".
import type { TFlightOffer } from '@portal/contracts';
import { requireIsoDate, type IsoDate } from './calendar-days.js';
import { departureInstantOf, isSoldOutVietjet, offerPrice } from './offer-facts.js';
import { DEFAULT_SORT_KEYS, type FlightSortKeys, type FlightTypeKey } from './sort-keys.js';

type SortRow = {
  offer: TFlightOffer;
  isSoldOutVietjet: boolean;
  flightTypeRank: number;
  /** Infinity when nothing can be bought, so such offers sort after every priced one in either direction. */
  price: number;
  departure: number;
};

function flightTypeRank(offer: TFlightOffer, flightKey: FlightTypeKey): number {
  if (flightKey === 'F_FLIGHT_DIRECT') return offer.numberOfStop === 0 ? 0 : 1;
  if (flightKey === 'F_FLIGHT_TRANSIT') return offer.numberOfStop >= 1 ? 0 : 1;
  return 0;
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareByUtility(a: SortRow, b: SortRow, utilityKey: FlightSortKeys['utilityKey']): number {
  switch (utilityKey) {
    case 'U_BEST_PRICE':
      return a.price === b.price ? 0 : a.price < b.price ? -1 : 1;
    case 'U_HIGHEST_PRICE':
      if (a.price === b.price) return 0;
      if (a.price === Infinity) return 1;
      if (b.price === Infinity) return -1;
      return a.price > b.price ? -1 : 1;
    case 'U_FLIGHT_EARLIEST':
      return a.departure - b.departure;
    case 'U_FLIGHT_FASTEST':
      return a.offer.durationMinutes - b.offer.durationMinutes;
  }
}

/**
 * A new array in display order: sold-out Vietjet flights last; then the flight-type key puts direct (F_FLIGHT_DIRECT)
 * or transit (F_FLIGHT_TRANSIT) flights first; then the utility key, comparing prices by the price key (adult
 * total or adult base fare); ties by departure instant, then offer id, so equal inputs always give the same order.
 */
export function sortOffers(offers: readonly TFlightOffer[], keys: FlightSortKeys = DEFAULT_SORT_KEYS): TFlightOffer[] {
  const rows: SortRow[] = offers.map((offer) => ({
    offer,
    isSoldOutVietjet: isSoldOutVietjet(offer),
    flightTypeRank: flightTypeRank(offer, keys.flightKey),
    price: offerPrice(offer, keys.priceKey) ?? Infinity,
    departure: departureInstantOf(offer),
  }));
  rows.sort(
    (a, b) =>
      Number(a.isSoldOutVietjet) - Number(b.isSoldOutVietjet) ||
      a.flightTypeRank - b.flightTypeRank ||
      compareByUtility(a, b, keys.utilityKey) ||
      a.departure - b.departure ||
      compareIds(a.offer.id, b.offer.id),
  );
  return rows.map((row) => row.offer);
}

/** The cheapest fare of a day, as the lowest-fare calendar shows it (SPEC §3 "lowest booking"). */
export type LowestBooking = {
  day: number;
  month: number;
  year: number;
  route: string;
  fareAmount: number;
  fareDisplay: string;
};

/**
 * Thousands of VND with a K suffix and Vietnamese grouping: 1.250.000 → "1.250K". Rounded to the nearest thousand,
 * halves up (1.250.500 → "1.251K", 999 → "1K"), as the calendar shows an approximate "from" price.
 */
export function formatThousandsK(amount: number): string {
  const thousands = Math.round(amount / 1000);
  const digits = String(Math.abs(thousands)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${thousands < 0 ? '-' : ''}${digits}K`;
}

/**
 * What the best-price sort records for the searched day: the cheapest adult total (lowestFare) among offers that
 * can be bought, with its route as FROM-TO. Undefined when nothing can be bought. Ties go to the earlier departure.
 */
export function lowestBooking(offers: readonly TFlightOffer[], date: IsoDate): LowestBooking | undefined {
  const { year, month, day } = requireIsoDate(date);
  let cheapest: TFlightOffer | undefined;
  for (const offer of offers) {
    if (offer.lowestFare <= 0) continue;
    if (
      !cheapest ||
      offer.lowestFare < cheapest.lowestFare ||
      (offer.lowestFare === cheapest.lowestFare &&
        (departureInstantOf(offer) - departureInstantOf(cheapest) || compareIds(offer.id, cheapest.id)) < 0)
    ) {
      cheapest = offer;
    }
  }
  if (!cheapest) return undefined;
  return {
    day,
    month,
    year,
    route: `${cheapest.from}-${cheapest.to}`,
    fareAmount: cheapest.lowestFare,
    fareDisplay: formatThousandsK(cheapest.lowestFare),
  };
}

/** What "reset filter" does to the sort keys (SPEC §9): the flight-type key becomes F_FLIGHT_DIRECT, direct flights first. */
export function resetSortKeys(keys: FlightSortKeys): FlightSortKeys {
  return { ...keys, flightKey: 'F_FLIGHT_DIRECT' };
}
