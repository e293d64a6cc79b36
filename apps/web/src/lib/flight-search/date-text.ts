// Dates of the search form: Vietnam's today, 'yyyy-MM-dd' for the API and the rules, 'dd/MM/yyyy' on screen and typed.
import { parseTypedDate, PORTAL_TIME_ZONE, type IsoDate } from '@portal/domain';

const vietnamDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day it is in Vietnam at `now`, whatever the agent's computer clock zone. */
export function vietnamToday(now: Date = new Date()): IsoDate {
  const parts = Object.fromEntries(vietnamDayFormat.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** '2026-12-01' → '01/12/2026'. */
export function displayDate(date: IsoDate | null): string {
  if (!date) return '';
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * What the agent typed, as a day: dd/MM/yyyy or dd-MM-yyyy (SPEC §5), also forgiving single-digit days and months
 * ("1/2/2027") and bare digits ("01022027"). Undefined when it is not a real calendar day.
 */
export function parseDisplayDate(text: string): IsoDate | undefined {
  const trimmed = text.trim();
  const digitsOnly = /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  const pieces = digitsOnly ? digitsOnly.slice(1) : trimmed.split(/[/.-]/);
  if (pieces.length !== 3) return undefined;
  const [day, month, year] = pieces.map((piece) => piece.trim());
  if (!/^\d{1,2}$/.test(day ?? '') || !/^\d{1,2}$/.test(month ?? '') || !/^\d{4}$/.test(year ?? '')) return undefined;
  const date = parseTypedDate(`${day!.padStart(2, '0')}/${month!.padStart(2, '0')}/${year}`);
  if (!date) return undefined;
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}
