// Calendar days as 'yyyy-MM-dd' strings: checking, splitting and adding days without time zones getting in the way.
export type IsoDate = string;
export type CalendarDay = { year: number; month: number; day: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseIsoDate(date: IsoDate): CalendarDay | undefined {
  const match = ISO_DATE.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

export function isIsoDate(date: string): boolean {
  return parseIsoDate(date) !== undefined;
}

/** Throws on anything but a real 'yyyy-MM-dd' day: a malformed date here is a programming error, not user input. */
export function requireIsoDate(date: IsoDate): CalendarDay {
  const day = parseIsoDate(date);
  if (!day) throw new RangeError(`Not a 'yyyy-MM-dd' calendar day: ${date}`);
  return day;
}

/** Calendar arithmetic in UTC so daylight-saving changes never skip or repeat a day. */
export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = requireIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 'yyyy-MM-dd' strings order like the days they name. */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Today's date in Vietnam (yyyy-MM-dd): an agent in Hà Nội at 06:00 is already on "tomorrow" in UTC terms. */
export function vietnamToday(now: Date): IsoDate {
  return VIETNAM_DAY.format(now);
}

/** Made once: building a DateTimeFormat costs far more than formatting (reports call this for each of ~26,000 lines). */
const VIETNAM_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Ho_Chi_Minh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
