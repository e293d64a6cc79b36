// The lowest-fare calendar as the date picker shows it: which months it asks for, each day's fare, the month's cheapest day.
import type { TFlightCalendarResponse } from '@portal/contracts';
import type { IsoDate } from '@portal/domain';
import { addMonths, compareMonths, monthOf, type CalendarMonth } from './calendar-month';

/** The direction whose fares a calendar shows (the return calendar shows the way back). */
export type FareRoute = { from: string; to: string };

export type DayFare = { amount: number; display: string };
export type MonthFares = { byDate: ReadonlyMap<IsoDate, DayFare>; cheapestDate: IsoDate | null };

/** The API answers from the current month (Vietnam date) to 12 months ahead. */
export const FARE_MONTHS_AHEAD = 12;

/** 'yyyy-MM' of a calendar month. */
export const monthKey = (month: CalendarMonth) => `${month.year}-${String(month.month).padStart(2, '0')}`;

/** The route a calendar can show fares for: both airports chosen and different; otherwise none. */
export function fareRouteOf(from: string, to: string): FareRoute | null {
  return from !== '' && to !== '' && from !== to ? { from, to } : null;
}

export function hasFares(month: CalendarMonth, today: IsoDate): boolean {
  const current = monthOf(today);
  return compareMonths(month, current) >= 0 && compareMonths(month, addMonths(current, FARE_MONTHS_AHEAD)) <= 0;
}

/** Each priced day's fare and the cheapest day (the earliest on a tie); days without a fare are left out. */
export function monthFares(calendar: TFlightCalendarResponse): MonthFares {
  const byDate = new Map<IsoDate, DayFare>();
  let cheapest: { date: IsoDate; amount: number } | null = null;
  for (const day of calendar.days) {
    if (day.fareAmount === null || day.fareDisplay === null) continue;
    byDate.set(day.date, { amount: day.fareAmount, display: day.fareDisplay });
    if (!cheapest || day.fareAmount < cheapest.amount) cheapest = { date: day.date, amount: day.fareAmount };
  }
  return { byDate, cheapestDate: cheapest?.date ?? null };
}
