// Display helpers of the results: local times as written, durations, dates, flight numbers, airport cities.
import type { TFlightOffer } from '@portal/contracts';
import { findAirport } from '@portal/domain';
import type { Language } from '../../../lib/i18n/languages';

/** HH:mm of an ISO date-time exactly as written: the airport's own clock, whatever our time zone. */
export function localTime(dateTime: string): string {
  return /T(\d{2}:\d{2})/.exec(dateTime)?.[1] ?? '';
}

/** dd/MM/yyyy of the date part of an ISO date or date-time, as written. */
export function localDate(dateTime: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateTime);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : dateTime;
}

export function durationParts(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** "VN 213" or, for a connection, "VN 213 · VN 1529". */
export function flightNumbers(offer: Pick<TFlightOffer, 'segments'>): string {
  // Strip the carrier's own code only when the number carries it ("VN220" → "VN 220"); a bare "220" stays whole.
  return offer.segments
    .map((segment) => {
      const number = segment.flightNumber.startsWith(segment.carrierCode) ? segment.flightNumber.slice(segment.carrierCode.length).trimStart() : segment.flightNumber;
      return `${segment.carrierCode} ${number}`;
    })
    .join(' · ');
}

export function cityName(code: string, language: Language): string {
  return findAirport(code)?.city[language] ?? code;
}

/** Airline brand colours for the badges; GDSs wear the theme's booking-system colours instead. */
export const AIRLINE_COLOURS: Readonly<Record<string, { main: string; contrastText: string }>> = {
  VN: { main: '#006885', contrastText: '#ffffff' },
  VJ: { main: '#e3262f', contrastText: '#fff200' },
  QH: { main: '#1f7a3a', contrastText: '#ffffff' },
  VU: { main: '#4b2c83', contrastText: '#ffffff' },
};
