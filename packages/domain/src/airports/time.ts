// Local time at an airport: its UTC offset on a date (DST included, from the IANA zone) and ISO strings with that offset.
import { findAirport } from './lookup.js';

const formatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Minutes east of UTC of an IANA zone at an instant ("GMT+05:30" → 330, "GMT" → 0). */
export function timeZoneOffsetMinutes(timeZone: string, instant: Date): number {
  const name =
    offsetFormatter(timeZone)
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT([+-])(\d{1,2})(?::?(\d{2}))?$/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** Minutes east of UTC at the airport at that instant, or undefined for an unknown airport. */
export function airportUtcOffset(code: string, instant: Date): number | undefined {
  const airport = findAirport(code);
  return airport ? timeZoneOffsetMinutes(airport.timeZone, instant) : undefined;
}

/** 420 → "+07:00", -480 → "-08:00", 0 → "+00:00". */
export function formatUtcOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The instant as ISO 8601 in a fixed offset, to the second: 2026-12-01T08:00:00+07:00. */
export function formatIsoWithOffset(instant: Date, offsetMinutes: number): string {
  const local = new Date(instant.getTime() + offsetMinutes * 60_000);
  const date = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  const time = `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
  return `${date}T${time}${formatUtcOffset(offsetMinutes)}`;
}

/** The instant as ISO 8601 in the airport's local time, or undefined for an unknown airport. */
export function formatAirportDateTime(code: string, instant: Date): string | undefined {
  const offset = airportUtcOffset(code, instant);
  return offset === undefined ? undefined : formatIsoWithOffset(instant, offset);
}

/**
 * The instant of a local wall-clock time at the airport (date YYYY-MM-DD, minutes after local midnight;
 * minutes may pass 1440 to mean the next days). In a DST gap the later offset wins.
 */
export function airportLocalTimeToInstant(code: string, localDate: string, minutesOfDay: number): Date | undefined {
  const airport = findAirport(code);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(localDate);
  if (!airport || !match) return undefined;
  const wallClockAsUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + minutesOfDay * 60_000;
  // Two passes settle the offset, also across a DST change.
  let offset = timeZoneOffsetMinutes(airport.timeZone, new Date(wallClockAsUtc));
  offset = timeZoneOffsetMinutes(airport.timeZone, new Date(wallClockAsUtc - offset * 60_000));
  return new Date(wallClockAsUtc - offset * 60_000);
}
