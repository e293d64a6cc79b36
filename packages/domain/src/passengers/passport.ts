// Passport rules of the passenger step: number by issuing country, ISO-3 countries, issue and expiry dates against the trip.
import { isPersonName } from '../validation/contact.js';
import { parseTypedDate, type CalendarDate } from '../validation/dates.js';
import { addMonths, compareDates } from './calendar.js';
import { isPassportCountryCode } from './countries.js';
import { EARLIEST_BIRTH_YEAR } from './birth-dates.js';

export const DEFAULT_PASSPORT_COUNTRY = 'VNM';
/** Vietnamese passports: 6–9 letters or digits (today one letter and 7 digits). */
export const VIETNAMESE_PASSPORT_NUMBER_PATTERN = /^[A-Z0-9]{6,9}$/;
/** Other issuing countries: 4–20 letters or digits. */
export const OTHER_PASSPORT_NUMBER_PATTERN = /^[A-Z0-9]{4,20}$/;
/** Airlines and many countries want 6 months of validity after the trip: fewer only warns. */
export const PASSPORT_VALIDITY_WARNING_MONTHS = 6;

export type PassportInput = {
  number?: string;
  nationality?: string;
  issuingCountry?: string;
  issuingDate?: string;
  expiryDate?: string;
  issuingCity?: string;
};

export type PassportField = keyof PassportInput;
export type PassportProblemCode =
  | 'required'
  | 'passportNumberInvalid'
  | 'unknownCountry'
  | 'invalidDate'
  | 'issueDateInFuture'
  | 'issuedBeforeBirth'
  | 'expiresBeforeTrip'
  | 'invalidName'
  | 'tooLong'
  | 'passportExpiresSoon';
export type PassportProblem = { field: PassportField; code: PassportProblemCode; severity: 'error' | 'warning' };

export const ISSUING_CITY_MAX_LENGTH = 40;

/** Upper case without spaces: how a passport number is compared and sent. */
export function normalizePassportNumber(number: string): string {
  return number.replace(/\s+/g, '').toUpperCase();
}

export function isPassportNumber(number: string, issuingCountry: string = DEFAULT_PASSPORT_COUNTRY): boolean {
  const pattern =
    issuingCountry.trim().toUpperCase() === 'VNM' ? VIETNAMESE_PASSPORT_NUMBER_PATTERN : OTHER_PASSPORT_NUMBER_PATTERN;
  return pattern.test(normalizePassportNumber(number));
}

/** True when nothing but the defaulted countries is filled in. */
export function isPassportEmpty(passport: PassportInput | undefined): boolean {
  if (!passport) return true;
  return [passport.number, passport.issuingDate, passport.expiryDate, passport.issuingCity].every(
    (value) => !value || value.trim() === '',
  );
}

type PassportContext = { today: CalendarDate; lastFlightDate: CalendarDate; birthDate: CalendarDate | undefined };

/**
 * Every problem of a passport, errors and warnings. Number, nationality, issuing country (both VNM when
 * absent) and expiry date are required; the issue date and city are optional. The issue date is not after
 * today nor before the birth date; the expiry date must be after the last flight's date, and a warning
 * says so when it is less than 6 months after it.
 */
export function passportProblems(passport: PassportInput, context: PassportContext): PassportProblem[] {
  const problems: PassportProblem[] = [];
  const error = (field: PassportField, code: PassportProblemCode) => problems.push({ field, code, severity: 'error' });
  const countries = {
    nationality: passport.nationality ?? DEFAULT_PASSPORT_COUNTRY,
    issuingCountry: passport.issuingCountry ?? DEFAULT_PASSPORT_COUNTRY,
  };
  const number = passport.number ?? '';
  if (number.trim() === '') error('number', 'required');
  else if (!isPassportNumber(number, countries.issuingCountry)) error('number', 'passportNumberInvalid');
  for (const field of ['nationality', 'issuingCountry'] as const) {
    if (countries[field].trim() === '') error(field, 'required');
    else if (!isPassportCountryCode(countries[field])) error(field, 'unknownCountry');
  }

  const issued = passport.issuingDate?.trim() ? parseTypedDate(passport.issuingDate) : undefined;
  if (passport.issuingDate?.trim()) {
    if (!issued || issued.year < EARLIEST_BIRTH_YEAR) error('issuingDate', 'invalidDate');
    else if (compareDates(issued, context.today) > 0) error('issuingDate', 'issueDateInFuture');
    else if (context.birthDate && compareDates(issued, context.birthDate) < 0)
      error('issuingDate', 'issuedBeforeBirth');
  }

  if (!passport.expiryDate?.trim()) error('expiryDate', 'required');
  else {
    const expiry = parseTypedDate(passport.expiryDate);
    if (!expiry) error('expiryDate', 'invalidDate');
    else if (compareDates(expiry, context.lastFlightDate) <= 0) error('expiryDate', 'expiresBeforeTrip');
    else if (compareDates(expiry, addMonths(context.lastFlightDate, PASSPORT_VALIDITY_WARNING_MONTHS)) < 0) {
      problems.push({ field: 'expiryDate', code: 'passportExpiresSoon', severity: 'warning' });
    }
  }

  const city = passport.issuingCity?.trim() ?? '';
  if (city.length > ISSUING_CITY_MAX_LENGTH) error('issuingCity', 'tooLong');
  else if (city !== '' && !isPersonName(city)) error('issuingCity', 'invalidName');
  return problems;
}
