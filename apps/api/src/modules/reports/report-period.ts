// A report's period: Vietnam calendar days (yyyy-MM-dd, decision 025) turned into the instants they run between, checked before any SQL.
import { vietnamToday, type IsoDate } from '@portal/domain';
import type { Language } from '../../platform/messages.js';
import { invalidFieldIn } from '../../platform/field-error.js';
import { vietnamDayStart } from '../../platform/vietnam-time.js';

/** The query fields a range is read from, so a refusal names the one the caller sent. */
export type DayRangeFields = { from: string; to: string };

export type DayRangeOptions = {
  language: Language;
  /** Default `{ from: 'from', to: 'to' }`. */
  fields?: DayRangeFields;
  /** At most this many days, both ends included; no limit when absent. */
  maxDays?: number;
};

export type ReportPeriod = { from: IsoDate; to: IsoDate; start: Date; end: Date };

const DEFAULT_FIELDS: DayRangeFields = { from: 'from', to: 'to' };
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * [start, before) in Vietnam for a range of yyyy-MM-dd days (already checked by the contract), both days included;
 * either end may be absent. 400 naming the `to` field when the range ends before it starts or runs over `maxDays`.
 */
export function isoDayRange(
  range: { from?: IsoDate; to?: IsoDate },
  options: DayRangeOptions,
): { start?: Date; before?: Date } {
  const fields = options.fields ?? DEFAULT_FIELDS;
  const { from, to } = range;
  if (from && to && to < from)
    throw invalidFieldIn(options.language, {
      field: fields.to,
      vi: 'ngày kết thúc phải từ ngày bắt đầu trở đi',
      en: `must not be before ${fields.from}`,
    });
  const start = from ? vietnamDayStart(from) : undefined;
  const before = to ? vietnamDayStart(to, 1) : undefined;
  if (start && before && options.maxDays !== undefined) {
    if (Math.round((before.getTime() - start.getTime()) / DAY_MS) > options.maxDays)
      throw invalidFieldIn(options.language, {
        field: fields.to,
        vi: `khoảng thời gian tối đa ${options.maxDays} ngày`,
        en: `the period is at most ${options.maxDays} days`,
      });
  }
  return { start, before };
}

/**
 * from and to are days in Vietnam, both included; absent, they default to the first day of the current month and
 * today (Vietnam date at `now`). The answer's end is exclusive: 00:00 of the day after `to`.
 */
export function reportPeriod(
  query: { from?: IsoDate; to?: IsoDate },
  options: DayRangeOptions & { now: Date },
): ReportPeriod {
  const today = vietnamToday(options.now);
  const from = query.from ?? `${today.slice(0, 8)}01`;
  const to = query.to ?? today;
  const { start, before } = isoDayRange({ from, to }, options);
  return { from, to, start: start!, end: before! };
}
