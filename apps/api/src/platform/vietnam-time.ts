// Vietnam calendar days as UTC instants: Vietnam has kept UTC+7 all year since 1975, so a day starts at 00:00+07:00.
import { addDays } from '@portal/domain';

/** The instant the Vietnam day `isoDate` (yyyy-MM-dd), or the day `daysLater` after it, starts. */
export function vietnamDayStart(isoDate: string, daysLater = 0): Date {
  return new Date(`${daysLater === 0 ? isoDate : addDays(isoDate, daysLater)}T00:00:00+07:00`);
}
