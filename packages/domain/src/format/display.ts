// Display formats the whole portal shares: VND with separators, dates as dd/MM/yyyy in Vietnam time.
export const PORTAL_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const vndFormat = new Intl.NumberFormat('vi-VN');

/** 1234567 → "1.234.567 ₫". Money is always integer VND. */
export function formatVnd(amount: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`VND amount must be a safe integer, got ${amount}`);
  return `${vndFormat.format(amount)} ₫`;
}

// Built once: a DateTimeFormat costs far more to make than to use (a year's report file formats 600,000 times).
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: PORTAL_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dayTimeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: PORTAL_TIME_ZONE,
  hourCycle: 'h23',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function parts(date: Date, format: Intl.DateTimeFormat): Record<string, string> {
  const found: Record<string, string> = {};
  for (const part of format.formatToParts(date)) found[part.type] = part.value;
  return found;
}

export function formatDate(date: Date): string {
  const p = parts(date, dayFormat);
  return `${p.day}/${p.month}/${p.year}`;
}

export function formatDateTime(date: Date): string {
  const p = parts(date, dayTimeFormat);
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
