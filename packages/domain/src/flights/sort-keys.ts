// The nine flight sort keys of SPEC §9 in their three groups (price, flight type, utilities) and their defaults.
export const PRICE_SORT_KEYS = ['P_BASE_FARE', 'P_FULL_FARE'] as const;
export type PriceSortKey = (typeof PRICE_SORT_KEYS)[number];

/** The flight-type group doubles as the flight-type filter value (FlightFilters.flightType). */
export const FLIGHT_TYPE_KEYS = ['F_FLIGHT_ALL', 'F_FLIGHT_DIRECT', 'F_FLIGHT_TRANSIT'] as const;
export type FlightTypeKey = (typeof FLIGHT_TYPE_KEYS)[number];

export const UTILITY_SORT_KEYS = ['U_BEST_PRICE', 'U_HIGHEST_PRICE', 'U_FLIGHT_EARLIEST', 'U_FLIGHT_FASTEST'] as const;
export type UtilitySortKey = (typeof UTILITY_SORT_KEYS)[number];

export const FLIGHT_SORT_KEYS = [...PRICE_SORT_KEYS, ...FLIGHT_TYPE_KEYS, ...UTILITY_SORT_KEYS] as const;
export type FlightSortKey = (typeof FLIGHT_SORT_KEYS)[number];

export type FlightSortKeys = { priceKey: PriceSortKey; flightKey: FlightTypeKey; utilityKey: UtilitySortKey };

export const DEFAULT_SORT_KEYS: Readonly<FlightSortKeys> = Object.freeze({
  priceKey: 'P_FULL_FARE',
  flightKey: 'F_FLIGHT_ALL',
  utilityKey: 'U_BEST_PRICE',
});
