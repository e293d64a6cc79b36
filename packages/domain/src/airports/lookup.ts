// The airport list and lookups by code: domestic or not, great-circle distance between two airports.
import { INTERNATIONAL_AIRPORT_ROWS } from './international.js';
import { airportFromRow, type TAirport } from './types.js';
import { VIETNAMESE_AIRPORT_ROWS } from './vietnam.js';

/** Every airport, Vietnamese ones first, each group in picker order. */
export const AIRPORTS: readonly TAirport[] = [...VIETNAMESE_AIRPORT_ROWS, ...INTERNATIONAL_AIRPORT_ROWS].map(
  airportFromRow,
);

const byCode = new Map(AIRPORTS.map((airport) => [airport.code, airport]));

/** The airport of an IATA code (case-insensitive), or undefined when unknown. */
export function findAirport(code: string): TAirport | undefined {
  return byCode.get(code.trim().toUpperCase());
}

/** True when both ends are known Vietnamese airports. */
export function isDomesticRoute(from: string, to: string): boolean {
  return findAirport(from)?.isDomestic === true && findAirport(to)?.isDomestic === true;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km between two airports (haversine), or undefined when one is unknown. */
export function airportDistanceKm(from: string, to: string): number | undefined {
  const a = findAirport(from);
  const b = findAirport(to);
  if (!a || !b) return undefined;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
