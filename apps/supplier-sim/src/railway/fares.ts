// Railway fares in thousands of VND (decision 070): by seat type and tier, the km of the journey, the day (weekends and
// the Tết window dearer), a small variation per run and carriage, an advance-purchase promotion, and 1 of insurance.
import type { TTrainSeatType } from '@portal/contracts';
import { unitHash } from '../hash.js';
import type { TCarriageSpec, TSeatSpec } from './carriages.js';
import type { TJourney } from './timetable.js';

/** The compulsory travel insurance per ticket, included in every fare (thousands of VND). */
export const INSURANCE = 1;

/** The Tết window (Lunar New Year 2027 falls on 6 February): departures from 27 January to 15 February 2027. */
export const TET_WINDOWS: ReadonlyArray<{ first: string; last: string }> = [
  { first: '2027-01-27', last: '2027-02-15' },
];

export const isTet = (date: string) => TET_WINDOWS.some((window) => date >= window.first && date <= window.last);

/** Soft seat, per journey: 89 + 0.412 per km (Sài Gòn–Nha Trang ≈ 258, Hà Nội–Sài Gòn ≈ 800). */
const SOFT_SEAT_BASE = 89;
const SOFT_SEAT_PER_KM = 0.412;

/** The other seat types relative to the soft seat; berths by tier (1 lower, dearest). */
const TYPE_FACTOR: Readonly<Record<TTrainSeatType, readonly number[]>> = {
  GP: [0.55],
  NGC: [0.62],
  NGM: [1],
  NAC: [1.7, 1.58, 1.42],
  NAM: [2.12, 1.95],
};

/** Promotion: on half the runs, a journey bought 30 days or more ahead costs 10 % less (insurance apart). */
const ADVANCE_DAYS = 30;
const ADVANCE_PERCENT_OFF = 10;

/** The Vietnam date of an instant. */
export const vietnamDate = (instant: Date) => new Date(instant.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/** Friday to Sunday +10 %, the Tết window +25 % (instead), by the date the journey leaves its station. */
export function dayFactor(journey: TJourney): number {
  const date = vietnamDate(journey.departAt);
  if (isTet(date)) return 1.25;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 5 || weekday === 6 ? 1.1 : 1;
}

export type TSeatFare = { fare: number; originalFare: number; insurance: number };

export function seatFare(options: {
  journey: TJourney;
  carriage: TCarriageSpec;
  seat: TSeatSpec;
  now: Date;
}): TSeatFare {
  const { journey, carriage, seat, now } = options;
  const km = journey.to.routeKm - journey.from.routeKm;
  const factors = TYPE_FACTOR[seat.seatType];
  const typeFactor = factors[Math.min((seat.tier ?? 1) - 1, factors.length - 1)] ?? 1;
  const variation = 0.97 + 0.06 * unitHash('rail-fare', journey.run.runId, carriage.carriageNo);
  const base = (SOFT_SEAT_BASE + SOFT_SEAT_PER_KM * km) * typeFactor * variation * dayFactor(journey);
  const original = Math.round(base);
  const daysAhead = (journey.departAt.getTime() - now.getTime()) / 86_400_000;
  const promoted = daysAhead >= ADVANCE_DAYS && unitHash('rail-promo', journey.run.runId) < 0.5;
  const fare = promoted ? Math.round((original * (100 - ADVANCE_PERCENT_OFF)) / 100) : original;
  return { fare: fare + INSURANCE, originalFare: original + INSURANCE, insurance: INSURANCE };
}
