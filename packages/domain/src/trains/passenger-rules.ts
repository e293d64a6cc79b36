// Train passengers (SPEC §9, DOMAIN.md §1): what each type pays of the adult fare, the ages that decide children,
// seniors and infants on the day of departure, and the price the railway's discount rule gives a ticket.
import { ageOn, compareDates } from '../passengers/calendar.js';
import type { CalendarDate } from '../validation/dates.js';

/** The railway's passenger type codes and the % of the adult fare each pays (1 adult, 2 child, 12 student, 13 senior, 6 foreign adult, 7 foreign child). */
export const TRAIN_TYPE_PERCENT = { 1: 100, 2: 75, 12: 90, 13: 85, 6: 100, 7: 75 } as const;
export type TrainPassengerType = keyof typeof TRAIN_TYPE_PERCENT;

/** Types that pay the adult fare's rate of an adult seat (a child travels with one of these). */
export const ADULT_FARE_TYPES: readonly TrainPassengerType[] = [1, 6, 12, 13];
export const CHILD_TYPES: readonly TrainPassengerType[] = [2, 7];
/** Types whose birth date is required (their discount depends on the age). */
export const BIRTH_DATE_TYPES: readonly TrainPassengerType[] = [2, 7, 13];

export const TRAIN_CHILD_MIN_AGE = 6;
export const TRAIN_CHILD_MAX_AGE = 10;
export const TRAIN_SENIOR_MIN_AGE = 60;

export const isChildType = (type: number) => (CHILD_TYPES as readonly number[]).includes(type);
export const isAdultFareType = (type: number) => (ADULT_FARE_TYPES as readonly number[]).includes(type);

export type TrainAgeProblem =
  'bornAfterDeparture' | 'childTooYoung' | 'childTooOld' | 'seniorTooYoung' | 'infantTooOld';

/** What is wrong with a passenger's birth date for its type on the day of departure (Vietnam date), or undefined. */
export function trainAgeProblem(
  type: TrainPassengerType | 'infant',
  birth: CalendarDate,
  departure: CalendarDate,
): TrainAgeProblem | undefined {
  if (compareDates(birth, departure) > 0) return 'bornAfterDeparture';
  const age = ageOn(birth, departure);
  if (type === 'infant') return age >= TRAIN_CHILD_MIN_AGE ? 'infantTooOld' : undefined;
  if (isChildType(type)) {
    if (age < TRAIN_CHILD_MIN_AGE) return 'childTooYoung';
    return age >= TRAIN_CHILD_MAX_AGE ? 'childTooOld' : undefined;
  }
  if (type === 13) return age < TRAIN_SENIOR_MIN_AGE ? 'seniorTooYoung' : undefined;
  return undefined;
}

/** Half up to whole thousands of VND (the railway's unit). */
export function roundHalfUpToThousand(vnd: number): number {
  return Math.floor((vnd + 500) / 1000) * 1000;
}

/**
 * One ticket's price by the railway's rule: the discount is the type's percentage off the adult fare WITHOUT insurance,
 * rounded half up to whole thousands; the ticket costs the adult fare less it. Whole VND in and out.
 */
export function trainTicketPrice(input: { fare: number; insurance: number; type: TrainPassengerType }): {
  amount: number;
  discount: number;
} {
  const { fare, insurance, type } = input;
  if (!Number.isSafeInteger(fare) || !Number.isSafeInteger(insurance) || insurance < 0 || insurance > fare)
    throw new RangeError(`not a train fare: ${fare} with insurance ${insurance}`);
  const offPercent = 100 - TRAIN_TYPE_PERCENT[type];
  // In integers: (fare − insurance) × percent is hundredths of VND; half up to whole thousands of VND.
  const discount = Math.floor(((fare - insurance) * offPercent + 50_000) / 100_000) * 1000;
  return { amount: fare - discount, discount };
}
