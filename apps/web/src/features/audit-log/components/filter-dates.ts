// The filters' typed days: slashes put in while typing, and dd/MM/yyyy read as a real day (yyyy-MM-dd) or not.
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
