// A report's period on screen: dd/MM/yyyy as typed and shown, yyyy-MM-dd for the API (decision 025), Vietnam's today.
import { parseTypedDate, vietnamToday, type IsoDate } from '@portal/domain';

export type ReportPeriod = { from: IsoDate; to: IsoDate };
export type PeriodProblem = 'dateFormat' | 'toBeforeFrom' | 'tooLong';

/** From the first day of this month to today, in Vietnam whatever the computer's time zone. */
export function defaultReportPeriod(now: Date): ReportPeriod {
  const today = vietnamToday(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** '2026-03-01' → '01/03/2026'. */
export function displayDay(day: IsoDate): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** dd/MM/yyyy (or dd-MM-yyyy) as typed → yyyy-MM-dd; undefined when it is not a real day. */
export function parseDisplayDay(text: string): IsoDate | undefined {
  const day = parseTypedDate(text);
  if (!day) return undefined;
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

const dayNumber = (day: IsoDate) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;

/** The typed period, or what is wrong with each field (the same rules the API applies: real days, in order, at most maxDays). */
export function checkTypedPeriod(
  text: { from: string; to: string },
  limits: { maxDays: number },
): { period: ReportPeriod } | { problems: Partial<Record<'from' | 'to', PeriodProblem>> } {
  const from = parseDisplayDay(text.from);
  const to = parseDisplayDay(text.to);
  if (!from || !to)
    return { problems: { ...(from ? {} : { from: 'dateFormat' }), ...(to ? {} : { to: 'dateFormat' }) } };
  if (to < from) return { problems: { to: 'toBeforeFrom' } };
  if (dayNumber(to) - dayNumber(from) + 1 > limits.maxDays) return { problems: { to: 'tooLong' } };
  return { period: { from, to } };
}
