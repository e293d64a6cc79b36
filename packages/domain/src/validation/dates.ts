// Typed dates of SPEC.md §5: dd-MM-yyyy or dd/MM/yyyy, real calendar days, optional bounds.
export type CalendarDate = { year: number; month: number; day: number };

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function parseTypedDate(text: string): CalendarDate | undefined {
  const match = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

function toNumber(date: CalendarDate): number {
  return date.year * 10000 + date.month * 100 + date.day;
}

export function isTypedDateWithin(text: string, bounds: { min?: CalendarDate; max?: CalendarDate } = {}): boolean {
  const date = parseTypedDate(text);
  if (!date) return false;
  if (bounds.min && toNumber(date) < toNumber(bounds.min)) return false;
  if (bounds.max && toNumber(date) > toNumber(bounds.max)) return false;
  return true;
}

/** Birth date: year 1900 to the current year, a real month and day. */
export function isValidBirthDate(text: string, today: Date = new Date()): boolean {
  const date = parseTypedDate(text);
  return date !== undefined && date.year >= 1900 && date.year <= today.getFullYear();
}
