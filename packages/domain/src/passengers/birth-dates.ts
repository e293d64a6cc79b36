// Birth dates by passenger type (SPEC §5), ages measured on the date of the itinerary's last flight.
import { parseTypedDate, type CalendarDate } from '../validation/dates.js';
import { ageOn, compareDates } from './calendar.js';
import type { PaxType } from './slots.js';

/** Children are 2 to 11 (≥ 2 and < 12), infants under 2, adults 12 or more, on the last flight's date. */
export const CHILD_MIN_AGE = 2;
export const ADULT_MIN_AGE = 12;
export const EARLIEST_BIRTH_YEAR = 1900;

/** The days that decide the ages: today (Vietnam), the first and the last flight's departure dates (local). */
export type TripDays = { today: CalendarDate; firstFlightDate: CalendarDate; lastFlightDate: CalendarDate };

export type BirthDateProblem =
  | 'required'
  | 'invalidDate'
  | 'birthDateOutOfRange'
  | 'adultTooYoung'
  | 'childTooYoung'
  | 'childTooOld'
  | 'infantTooOld'
  | 'bornAfterFirstFlight';

/** The type a birth date makes a passenger on this trip (undefined when born after the first flight). */
export function paxTypeByBirthDate(
  birth: CalendarDate,
  days: Pick<TripDays, 'firstFlightDate' | 'lastFlightDate'>,
): PaxType | undefined {
  if (compareDates(birth, days.firstFlightDate) > 0) return undefined;
  const age = ageOn(birth, days.lastFlightDate);
  if (age >= ADULT_MIN_AGE) return 'ADT';
  return age >= CHILD_MIN_AGE ? 'CHD' : 'INF';
}

/**
 * What is wrong with a typed birth date for a passenger of this type, or undefined when it is fine. Empty is
 * fine unless `required` (children and infants always; adults on international itineraries). A date must be
 * real, from 1900 and not after today; an infant must be born by the first flight and under 2 on the last one.
 */
// eslint-disable-next-line @typescript-eslint/max-params -- booking-edits/edit-schemas.ts (work in progress elsewhere) calls it positionally; convert with that caller
export function birthDateProblem(
  type: PaxType,
  text: string | undefined,
  days: TripDays,
  required: boolean,
): BirthDateProblem | undefined {
  if (!text || text.trim() === '') return required ? 'required' : undefined;
  const birth = parseTypedDate(text);
  if (!birth) return 'invalidDate';
  if (birth.year < EARLIEST_BIRTH_YEAR || compareDates(birth, days.today) > 0) return 'birthDateOutOfRange';
  if (compareDates(birth, days.firstFlightDate) > 0) return 'bornAfterFirstFlight';
  const age = ageOn(birth, days.lastFlightDate);
  if (type === 'ADT') return age < ADULT_MIN_AGE ? 'adultTooYoung' : undefined;
  if (type === 'CHD') {
    if (age < CHILD_MIN_AGE) return 'childTooYoung';
    return age >= ADULT_MIN_AGE ? 'childTooOld' : undefined;
  }
  return age >= CHILD_MIN_AGE ? 'infantTooOld' : undefined;
}
