// Vietnam calendar days as UTC instants: Vietnam has kept UTC+7 all year since 1975, so a day starts at 00:00+07:00.
import { addDays } from '@portal/domain';

/** The instant the Vietnam day `isoDate` (yyyy-MM-dd), or the day `daysLater` after it, starts. */
export function vietnamDayStart(isoDate: string, daysLater = 0): Date {
  return new Date(`${daysLater === 0 ? isoDate : addDays(isoDate, daysLater)}T00:00:00+07:00`);
}

/** An instant as Vietnam's wall clock with its offset, as the railway writes times: 2026-12-15T06:10:00+07:00. */
export function vietnamIso(instant: Date): string {
  return `${new Date(instant.getTime() + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`;
}
