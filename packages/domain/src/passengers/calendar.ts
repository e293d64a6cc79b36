// Calendar-day arithmetic for the passenger rules: compare, add years or months, age in full years, airline date texts.
import { formatDate } from '../format/display.js';
import { daysInMonth, parseTypedDate, type CalendarDate } from '../validation/dates.js';

/** The shape `parseTypedDate` reads: dd/MM/yyyy or dd-MM-yyyy (whether the day exists is checked when parsing). */
export const TYPED_DATE_PATTERN = /^\d{2}[-/]\d{2}[-/]\d{4}$/;

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;

/** Negative when a is earlier, 0 on the same day, positive when later. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * The same day n years later. A 29 February moves to 1 March in a year without one, so someone born on
 * 29/02 turns a year older on 1 March in common years (the same convention as `ageOn`).
 */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  const year = date.year + years;
  if (date.month === 2 && date.day === 29 && daysInMonth(year, 2) === 28) return { year, month: 3, day: 1 };
  return { ...date, year };
}

/** The same day n months later, or the month's last day when it is shorter (31/08 + 6 months → 28 or 29/02). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** Full years of someone born on `birth` on the day `on` (negative before birth). */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  const years = on.year - birth.year;
  const beforeBirthday = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  return beforeBirthday ? years - 1 : years;
}

/** dd/MM/yyyy. */
export function formatCalendarDate(date: CalendarDate): string {
  return `${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}/${date.year}`;
}

/** The airline form DDMMMYY, e.g. 05JAN25. */
export function formatAirlineDate(date: CalendarDate): string {
  return `${String(date.day).padStart(2, '0')}${MONTHS[date.month - 1]}${String(date.year % 100).padStart(2, '0')}`;
}

/** The calendar day of an instant in Vietnam (Asia/Ho_Chi_Minh): the "today" of every rule here. */
export function calendarDateInVietnam(instant: Date): CalendarDate {
  return parseTypedDate(formatDate(instant))!;
}

/** The local calendar day of an ISO date-time with offset (2026-12-01T08:00:00+07:00 → 01/12/2026 at that airport). */
export function calendarDateOfIso(isoDateTime: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDateTime);
  if (!match) return undefined;
  return parseTypedDate(`${match[3]}/${match[2]}/${match[1]}`);
}
