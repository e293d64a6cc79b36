// Days typed dd/MM/yyyy (forms, list filters) as yyyy-MM-dd, and a typed day range as the Vietnam instants it covers.
import { parseTypedDate } from '@portal/domain';
import type { Language } from './messages.js';
import { invalidFieldIn } from './field-error.js';
import { vietnamDayStart } from './vietnam-time.js';

/** dd/MM/yyyy (already checked to be a real day by the contract) as yyyy-MM-dd. */
export function typedDateToIso(text: string): string {
  const date = parseTypedDate(text);
  if (!date) throw new RangeError(`not a dd/MM/yyyy day: ${text}`);
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** [start, before) in Vietnam for a day range typed dd/MM/yyyy, both days included; 400 naming `toField` when it ends before it starts. */
export function typedDayRange(
  from: string | undefined,
  to: string | undefined,
  toField: string,
  language: Language,
): { start?: Date; before?: Date } {
  const start = from ? typedDateToIso(from) : undefined;
  const end = to ? typedDateToIso(to) : undefined;
  if (start && end && end < start)
    throw invalidFieldIn(language, {
      field: toField,
      vi: 'không được trước ngày bắt đầu',
      en: 'cannot be before the start date',
    });
  return { start: start ? vietnamDayStart(start) : undefined, before: end ? vietnamDayStart(end, 1) : undefined };
}
