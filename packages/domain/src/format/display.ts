// Display formats the whole portal shares: VND with separators, dates as dd/MM/yyyy in Vietnam time.
export const PORTAL_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const vndFormat = new Intl.NumberFormat('vi-VN');

/** 1234567 → "1.234.567 ₫". Money is always integer VND. */
export function formatVnd(amount: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`VND amount must be a safe integer, got ${amount}`);
  return `${vndFormat.format(amount)} ₫`;
}

function parts(date: Date, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const formatter = new Intl.DateTimeFormat('en-GB', { timeZone: PORTAL_TIME_ZONE, hourCycle: 'h23', ...options });
  return Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
}

export function formatDate(date: Date): string {
  const p = parts(date, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return `${p.day}/${p.month}/${p.year}`;
}

export function formatDateTime(date: Date): string {
  const p = parts(date, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** HH:mm of an ISO date-time exactly as written: the airport's own clock, whatever our time zone. */
export function localTime(dateTime: string): string {
  return /T(\d{2}:\d{2})/.exec(dateTime)?.[1] ?? '';
}

/** dd/MM/yyyy of the date part of an ISO date or date-time, as written (a stored birth date, a flight's day). */
export function localDate(dateTime: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateTime);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : dateTime;
}

/** dd/MM/yyyy HH:mm of an ISO date-time exactly as written: the airport's own clock, whatever our time zone. */
export function airportDateTime(dateTime: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(dateTime);
  return match ? `${match[3]}/${match[2]}/${match[1]} ${match[4]}` : dateTime;
}
