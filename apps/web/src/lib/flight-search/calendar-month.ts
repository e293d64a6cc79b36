// Month grids for the date picker: Monday-first weeks of 'yyyy-MM-dd' days, and the moves its keyboard keys make.
import { addDays, compareIsoDates, requireIsoDate, type IsoDate } from '@portal/domain';

export type CalendarMonth = { year: number; month: number };

const pad = (value: number) => String(value).padStart(2, '0');
const toIso = (year: number, month: number, day: number): IsoDate => `${year}-${pad(month)}-${pad(day)}`;
const daysIn = (month: CalendarMonth) => new Date(Date.UTC(month.year, month.month, 0)).getUTCDate();

export function monthOf(date: IsoDate): CalendarMonth {
  const { year, month } = requireIsoDate(date);
  return { year, month };
}

export function addMonths(month: CalendarMonth, count: number): CalendarMonth {
  const index = month.year * 12 + (month.month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: CalendarMonth, b: CalendarMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** Monday = 0 … Sunday = 6: weeks in Vietnam start on Monday. */
export function weekdayIndex(date: IsoDate): number {
  const { year, month, day } = requireIsoDate(date);
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/** The month's weeks, Monday first; null fills the days of the neighbouring months. */
export function monthWeeks(month: CalendarMonth): (IsoDate | null)[][] {
  const first = toIso(month.year, month.month, 1);
  const cells: (IsoDate | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let day = 1; day <= daysIn(month); day += 1) cells.push(toIso(month.year, month.month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The same day in another month, or that month's last day when it is shorter (31 January + 1 → 28/29 February). */
export function shiftMonths(date: IsoDate, count: number): IsoDate {
  const { day } = requireIsoDate(date);
  const target = addMonths(monthOf(date), count);
  return toIso(target.year, target.month, Math.min(day, daysIn(target)));
}

export type CalendarKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

export type FocusMove = { key: string; minDate: IsoDate; hasShift?: boolean };

/** Where a key moves the focused day (the date-picker dialog pattern of WAI-ARIA); never before `minDate`. */
export function moveFocus(date: IsoDate, { key, minDate, hasShift = false }: FocusMove): IsoDate | undefined {
  const moves: Record<CalendarKey, () => IsoDate> = {
    ArrowLeft: () => addDays(date, -1),
    ArrowRight: () => addDays(date, 1),
    ArrowUp: () => addDays(date, -7),
    ArrowDown: () => addDays(date, 7),
    Home: () => addDays(date, -weekdayIndex(date)),
    End: () => addDays(date, 6 - weekdayIndex(date)),
    PageUp: () => shiftMonths(date, hasShift ? -12 : -1),
    PageDown: () => shiftMonths(date, hasShift ? 12 : 1),
  };
  const move = moves[key as CalendarKey];
  if (!move) return undefined;
  const next = move();
  return compareIsoDates(next, minDate) < 0 ? minDate : next;
}
