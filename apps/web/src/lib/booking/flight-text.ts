// Short texts of flights for every page: airport-local times and dates as written, flight numbers with their carrier.

// The airport-local date and time texts are the domain's, shared with the API's history lines.
export { airportDateTime, localDate, localTime } from '@portal/domain';

/** An IATA airline designator in front of the digits: two characters, at least one a letter ("VN", "9C", "5J"). */
const WRITTEN_CARRIER = /^([A-Z][A-Z0-9]|[0-9][A-Z])\s*(?=\d)/;

export type FlightNumberParts = { carrierCode?: string; flightNumber: string };

/**
 * "VN 220" whether the supplier wrote "220" or "VN220". The carrier's code is stripped only when the number starts
 * with it; a bare number stays whole ("1529" → "VN 1529"). Without a carrier, a code written in the number is shown apart.
 */
export function flightNumber({ carrierCode, flightNumber: written }: FlightNumberParts): string {
  const number = written.trim();
  if (carrierCode)
    return `${carrierCode} ${number.startsWith(carrierCode) ? number.slice(carrierCode.length).trimStart() : number}`;
  const match = WRITTEN_CARRIER.exec(number);
  return match ? `${match[1]} ${number.slice(match[0].length)}` : number;
}

/** `VN 213`, or for a connection `VN 213 · VN 1529`. */
export function flightNumberText(segments: readonly FlightNumberParts[]): string {
  return segments.map(flightNumber).join(' · ');
}
