// Tour dates (DOMAIN §6): "3N2Đ" durations, departure patterns expanded to dates, cancellation charges by days before.

/** Days and nights as the trade writes them: 3N2Đ in Vietnamese (ngày, đêm), 3D2N in English. */
export function formatTourDuration(days: number, nights: number, language: 'vi' | 'en' = 'vi'): string {
  return language === 'vi' ? `${days}N${nights}Đ` : `${days}D${nights}N`;
}

/** A duration is whole days (1–60) with as many nights or one fewer. */
export function isTourDurationValid(days: number, nights: number): boolean {
  return (
    Number.isInteger(days) &&
    Number.isInteger(nights) &&
    days >= 1 &&
    days <= 60 &&
    nights >= days - 1 &&
    nights <= days
  );
}

/**
 * When a tour leaves: every day from `from` to `to` (inclusive; only the listed weekdays, 0 = Sunday, when given),
 * or a list of fixed dates. Dates are yyyy-mm-dd calendar days (Vietnam).
 */
export type TourDeparturePattern =
  | { kind: 'daily'; from: string; to: string; weekdays?: readonly number[] }
  | { kind: 'fixed'; dates: readonly string[] };

const DAY_MS = 86_400_000;
const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whether a string is a real calendar date yyyy-mm-dd (no 30 February). */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const ms = toUtc(date);
  return !Number.isNaN(ms) && fromUtc(ms) === date;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** The dates of a pattern between two dates (inclusive), sorted, without repeats. */
export function expandDepartures(pattern: TourDeparturePattern, range: { from: string; to: string }): string[] {
  const start = toUtc(range.from);
  const end = toUtc(range.to);
  if (pattern.kind === 'fixed')
    return [...new Set(pattern.dates)].filter((date) => toUtc(date) >= start && toUtc(date) <= end).sort();
  const weekdays = pattern.weekdays && pattern.weekdays.length > 0 ? new Set(pattern.weekdays) : null;
  const dates: string[] = [];
  for (let ms = Math.max(start, toUtc(pattern.from)); ms <= Math.min(end, toUtc(pattern.to)); ms += DAY_MS)
    if (!weekdays || weekdays.has(new Date(ms).getUTCDay())) dates.push(fromUtc(ms));
  return dates;
}

/** The departures of a pattern in one month ("2026-12"). */
export function expandDeparturesInMonth(pattern: TourDeparturePattern, month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return expandDepartures(pattern, { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` });
}

/** Every date of a pattern (its whole range or list). */
export function allDepartureDates(pattern: TourDeparturePattern): string[] {
  return pattern.kind === 'fixed'
    ? expandDepartures(pattern, { from: '0001-01-01', to: '9999-12-31' })
    : expandDepartures(pattern, { from: pattern.from, to: pattern.to });
}

/**
 * A cancellation tier: cancelled at least `daysBefore` days before departure, the agency keeps `percentKept` of the
 * price. E.g. [{8, 0}, {2, 50}, {0, 100}]: more than 7 days free, 2–7 days 50 %, under 2 days 100 %.
 */
export type TourCancellationTier = { daysBefore: number; percentKept: number };

/**
 * The share kept when cancelling `daysBefore` days ahead: the tier with the most days that still applies; after
 * departure, or earlier than every tier allows, everything is kept.
 */
export function tourCancellationPercent(tiers: readonly TourCancellationTier[], daysBefore: number): number {
  if (daysBefore < 0) return 100;
  const applying = tiers.filter((tier) => tier.daysBefore <= daysBefore).sort((a, b) => b.daysBefore - a.daysBefore);
  return applying[0]?.percentKept ?? 100;
}

/** The charge in VND for cancelling a booking of this total on `cancelDate` for a departure on `departureDate`. */
export function tourCancellationCharge(
  tiers: readonly TourCancellationTier[],
  total: number,
  dates: { departureDate: string; cancelDate: string },
): number {
  const percent = tourCancellationPercent(tiers, daysBetween(dates.cancelDate, dates.departureDate));
  return Math.round((total * percent) / 100);
}
