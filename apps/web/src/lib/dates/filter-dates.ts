// Typed filter days: slashes inserted while typing, dd/MM/yyyy read as a real day or not, and sent as yyyy-MM-dd (decision 025).
import { parseTypedDate } from '@portal/domain';

/** "0503" → "05/03". */
export function maskTypedDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('/');
}

/** dd/MM/yyyy → yyyy-MM-dd, or undefined when it is not a real day. */
export function typedDayToIso(text: string): string | undefined {
  const date = parseTypedDate(text);
  if (!date || text.includes('-')) return undefined;
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** A day an address names (yyyy-MM-dd) as typed in a filter (dd/MM/yyyy); '' when none or not a day's shape. */
export function typedDayOf(iso: string | null): string {
  return iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('/') : '';
}

/** A typed filter day as API query strings take it (yyyy-MM-dd); text that is no real day goes as typed, for the API to name. */
export function queryDay(typed: string): string | undefined {
  const text = typed.trim();
  if (!text) return undefined;
  return typedDayToIso(text) ?? text;
}

export type DateRange = { from: string; to: string };
export type DateRangeProblems = { from?: string; to?: string };

/** What is wrong with a typed from / to range (a day that is not real, or `to` before `from`); empty when it can be applied. */
export function dateRangeProblems(
  range: DateRange,
  messages: { dateInvalid: string; toBeforeFrom: string },
): DateRangeProblems {
  const found: DateRangeProblems = {};
  const from = range.from ? typedDayToIso(range.from) : undefined;
  const to = range.to ? typedDayToIso(range.to) : undefined;
  if (range.from && !from) found.from = messages.dateInvalid;
  if (range.to && !to) found.to = messages.dateInvalid;
  if (from && to && to < from) found.to = messages.toBeforeFrom;
  return found;
}
