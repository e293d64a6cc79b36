// A report's period cut into days, weeks (from Monday, as PostgreSQL's date_trunc) or months, as yyyy-MM-dd starts.
import { addDays } from '@portal/domain';

export type ReportInterval = 'day' | 'week' | 'month';

/** The first day of the interval holding `day`: itself, the week's Monday, the month's first. */
export function intervalStart(day: string, interval: ReportInterval): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 8)}01`;
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The first day of the interval after the one starting on `start`. */
export function nextIntervalStart(start: string, interval: ReportInterval): string {
  if (interval === 'day') return addDays(start, 1);
  if (interval === 'week') return addDays(start, 7);
  const [year, month] = start.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The start of every interval from the one holding `from` to the one holding `to`, oldest first. */
export function intervalStarts(from: string, to: string, interval: ReportInterval): string[] {
  const starts: string[] = [];
  for (let start = intervalStart(from, interval); start <= to; start = nextIntervalStart(start, interval))
    starts.push(start);
  return starts;
}
