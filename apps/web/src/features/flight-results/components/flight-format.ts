// Display helpers of the results: durations, airport cities, airline colours (times and flight numbers: lib/booking/flight-text).
import { findAirport } from '@portal/domain';
import type { Language } from '../../../lib/i18n/languages';

export function durationParts(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
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
