// Airports of the portal: data, lookup by code, local time with the IANA zone, and accent-insensitive search.
export type { TAirport, TLocalizedText } from './types.js';
export { COUNTRY_NAMES } from './international.js';
export { AIRPORTS, airportDistanceKm, findAirport, isDomesticRoute } from './lookup.js';
export {
  airportLocalTimeToInstant,
  airportUtcOffset,
  formatAirportDateTime,
  formatIsoWithOffset,
  formatUtcOffset,
  timeZoneOffsetMinutes,
} from './time.js';
export { foldVietnamese, searchAirports } from './search.js';
