// The statement's period: Vietnam calendar days turned into the instants they run between, checked before any SQL.
import { MAX_STATEMENT_DAYS, MAX_STATEMENT_MOVEMENTS } from '@portal/contracts';
import { vietnamToday, type IsoDate } from '@portal/domain';
import type { AppError } from '../../platform/errors.js';
import { invalidField } from '../../platform/field-error.js';
import type { Language } from '../../platform/messages.js';
import { vietnamDayStart } from '../../platform/vietnam-time.js';

export type StatementPeriod = { from: IsoDate; to: IsoDate; start: Date; end: Date };

const DAY_MS = 24 * 60 * 60 * 1000;

const count = (value: number, language: Language) =>
  new Intl.NumberFormat(language === 'vi' ? 'vi-VN' : 'en-US').format(value);

const FIELD_TEXT = {
  toBeforeFrom: { vi: () => 'ngày kết thúc phải từ ngày bắt đầu trở đi', en: () => 'must not be before from' },
  tooLong: {
    vi: () => `khoảng thời gian tối đa ${MAX_STATEMENT_DAYS} ngày`,
    en: () => `the period is at most ${MAX_STATEMENT_DAYS} days`,
  },
  tooManyMovements: {
    vi: (limit: number) => `kỳ này có hơn ${count(limit, 'vi')} giao dịch, vui lòng chọn khoảng ngắn hơn`,
    en: (limit: number) => `more than ${count(limit, 'en')} movements in this period, please choose a shorter one`,
  },
} satisfies Record<string, Record<Language, (limit: number) => string>>;

/** 400 code 1 naming the field, in the caller's language (like every validation failure, decision 004). */
export function invalidStatementField(
  field: string,
  problem: keyof typeof FIELD_TEXT,
  options: { language: Language; limit?: number },
): AppError {
  return invalidField(field, FIELD_TEXT[problem][options.language](options.limit ?? MAX_STATEMENT_MOVEMENTS));
}

/**
 * from and to are days in Vietnam, both included; absent, they default to the first day of the current month and
 * today (Vietnam date at `now`). The answer's end is exclusive: 00:00 of the day after `to`.
 */
export function statementPeriod(
  query: { from?: IsoDate; to?: IsoDate },
  options: { now: Date; language: Language },
): StatementPeriod {
  const today = vietnamToday(options.now);
  const from = query.from ?? `${today.slice(0, 8)}01`;
  const to = query.to ?? today;
  if (to < from) throw invalidStatementField('to', 'toBeforeFrom', { language: options.language });
  const start = vietnamDayStart(from);
  const end = vietnamDayStart(to, 1);
  if (Math.round((end.getTime() - start.getTime()) / DAY_MS) > MAX_STATEMENT_DAYS)
    throw invalidStatementField('to', 'tooLong', { language: options.language });
  return { from, to, start, end };
}
