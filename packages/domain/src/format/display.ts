// Display formats the whole portal shares: VND with separators, dates as dd/MM/yyyy in Vietnam time.
export const PORTAL_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const vndFormat = new Intl.NumberFormat('vi-VN');

/** 1234567 → "1.234.567 ₫". Money is always integer VND. */
export function formatVnd(amount: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`VND amount must be a safe integer, got ${amount}`);
  return `${vndFormat.format(amount)} ₫`;
}

// Vietnam has kept UTC+7 without daylight saving since 13/06/1975: a time from then on is shifted and read as UTC
// (a year's report file formats 600,000 of them); an older one goes through the time-zone database.
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;
const FIXED_OFFSET_SINCE = Date.UTC(1975, 5, 12, 17);
const historicFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: PORTAL_TIME_ZONE,
  hourCycle: 'h23',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

/** dd/MM/yyyy and HH:mm of `date` in Vietnam time. */
function vietnamParts(date: Date): { day: string; time: string } {
  const at = date.getTime();
  if (at >= FIXED_OFFSET_SINCE) {
    const local = new Date(at + VIETNAM_OFFSET_MS);
    return {
      day: `${twoDigits(local.getUTCDate())}/${twoDigits(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`,
      time: `${twoDigits(local.getUTCHours())}:${twoDigits(local.getUTCMinutes())}`,
    };
  }
  const found: Record<string, string> = {};
  for (const part of historicFormat.formatToParts(date)) found[part.type] = part.value;
  return { day: `${found.day}/${found.month}/${found.year}`, time: `${found.hour}:${found.minute}` };
}

export function formatDate(date: Date): string {
  return vietnamParts(date).day;
}

export function formatDateTime(date: Date): string {
  const { day, time } = vietnamParts(date);
  return `${day} ${time}`;
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
