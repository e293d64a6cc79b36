// The results filters of SPEC §5 (price, stops, airlines, cabin classes, time bands, booking systems) and the QH cut-off.
import type { TFlightOffer } from '@portal/contracts';
import { hidesFlightsWithinHoursOf } from '../booking-systems/booking-systems.js';
import { airlineGroupOf, carrierGroupOf, departureInstantOf, timeBandOf, type TimeBand } from './offer-facts.js';
import type { FlightTypeKey } from './sort-keys.js';

/** Chosen in the cabin-class filter, it means "every class": the class filter is cleared. */
export const ALL_CLASS = 'ALL_CLASS';

export type FlightFilters = {
  /** Inclusive bounds on the offer's lowestFare (cheapest adult total, VND). */
  priceRange?: readonly [min: number, max: number];
  flightType: FlightTypeKey;
  /** Airline codes as listed by airlineList (BL is listed and matched as VN). */
  airlines: readonly string[];
  cabinClasses: readonly string[];
  departureBands: readonly TimeBand[];
  arrivalBands: readonly TimeBand[];
  bookingSystems: readonly string[];
};

/** The filters of a fresh result list: every flight type, nothing narrowed. */
export function initialFilters(): FlightFilters {
  return {
    flightType: 'F_FLIGHT_ALL',
    airlines: [],
    cabinClasses: [],
    departureBands: [],
    arrivalBands: [],
    bookingSystems: [],
  };
}

/**
 * The "reset filter" action clears every filter and sets the flight type to direct (SPEC §9: "Reset filter sets flight
 * type to F_FLIGHT_DIRECT"; issue 12 item 20), as the agent sees it in the stops filter; direct flights are also sorted
 * first (resetSortKeys). A route with only connections then shows none until "all" is picked again.
 */
export function resetFilters(): FlightFilters {
  return { ...initialFilters(), flightType: 'F_FLIGHT_DIRECT' };
}

/** Choosing ALL_CLASS (alone or among others) clears the cabin-class filter. */
export function setCabinClasses(filters: FlightFilters, cabinClasses: readonly string[]): FlightFilters {
  return { ...filters, cabinClasses: cabinClasses.includes(ALL_CLASS) ? [] : [...cabinClasses] };
}

export function isClassFilterActive(filters: Pick<FlightFilters, 'cabinClasses'>): boolean {
  return filters.cabinClasses.length > 0 && !filters.cabinClasses.includes(ALL_CLASS);
}

function matchesFlightType(offer: TFlightOffer, flightType: FlightTypeKey): boolean {
  if (flightType === 'F_FLIGHT_DIRECT') return offer.numberOfStop === 0;
  if (flightType === 'F_FLIGHT_TRANSIT') return offer.numberOfStop >= 1;
  return true;
}

/** Keeps the offers every active filter accepts, in their original order. An empty list means "no filter". */
export function applyFilters(offers: readonly TFlightOffer[], filters: FlightFilters): TFlightOffer[] {
  const airlines = filters.airlines.length > 0 ? new Set(filters.airlines.map(carrierGroupOf)) : undefined;
  const cabinClasses = isClassFilterActive(filters) ? new Set(filters.cabinClasses) : undefined;
  const departureBands = filters.departureBands.length > 0 ? new Set<number>(filters.departureBands) : undefined;
  const arrivalBands = filters.arrivalBands.length > 0 ? new Set<number>(filters.arrivalBands) : undefined;
  const systems = filters.bookingSystems.length > 0 ? new Set(filters.bookingSystems) : undefined;
  const [minPrice, maxPrice] = filters.priceRange ?? [-Infinity, Infinity];

  return offers.filter(
    (offer) =>
      matchesFlightType(offer, filters.flightType) &&
      offer.lowestFare >= minPrice &&
      offer.lowestFare <= maxPrice &&
      (!airlines || airlines.has(airlineGroupOf(offer))) &&
      (!systems || systems.has(offer.system)) &&
      (!departureBands || departureBands.has(timeBandOf(offer.departDateTime))) &&
      (!arrivalBands || arrivalBands.has(timeBandOf(offer.arrivalDateTime))) &&
      // An offer with no fare, or fares without a cabin class, has nothing to match and is dropped.
      (!cabinClasses || offer.fares.some((fare) => Boolean(fare.cabinClass) && cabinClasses.has(fare.cabinClass))),
  );
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * QH (Bamboo Airways) flights are dropped when departure minus one day is not later than now (SPEC §5); the hours
 * come from the booking-system record, by the offer's system or airline.
 */
export function dropExpiredQh(offers: readonly TFlightOffer[], now: Date): TFlightOffer[] {
  const nowMs = now.getTime();
  return offers.filter((offer) => {
    const hiddenWithinHours = hidesFlightsWithinHoursOf(offer);
    return hiddenWithinHours === null || departureInstantOf(offer) - hiddenWithinHours * HOUR_MS > nowMs;
  });
}
