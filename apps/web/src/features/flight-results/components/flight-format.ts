// Display helpers of the results: durations, airport cities (times and flight numbers: lib/booking/flight-text).
import { findAirport } from '@portal/domain';
import type { Language } from '../../../lib/i18n/languages';

export function durationParts(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

export function cityName(code: string, language: Language): string {
  return findAirport(code)?.city[language] ?? code;
}
