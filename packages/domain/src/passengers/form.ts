// One check of a whole passenger form against its itinerary, answering field paths (passengers.1.birthDate) and message keys.
import { validatePassengers } from '../flights/passengers.js';
import { parseTypedDate, type CalendarDate } from '../validation/dates.js';
import {
  FULL_NAME_MAX_LENGTH,
  NAME_PART_MAX_LENGTH,
  airlineFullName,
  isFullNameTooLong,
  nameProblem,
} from './airline-names.js';
import { ADULT_MIN_AGE, birthDateProblem, type TripDays } from './birth-dates.js';
import { addMonths, formatCalendarDate } from './calendar.js';
import {
  CONTACT_EXTRA_INFO_MAX_LENGTH,
  CONTACT_EMAIL_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  contactProblems,
  type ContactField,
  type ContactInput,
} from './contact.js';
import type { PassengerItinerary } from './itinerary.js';
import { isLoyaltyNumber, loyaltyProgrammeOf } from './loyalty.js';
import type { PassengerIssueCode, PassengerIssueParams } from './messages.js';
import {
  ISSUING_CITY_MAX_LENGTH,
  PASSPORT_VALIDITY_WARNING_MONTHS,
  isPassportEmpty,
  passportProblems,
  type PassportInput,
} from './passport.js';
import { isTitleForType, passengerSlots, paxTypeOf, type PaxType } from './slots.js';

export type PassengerEntryInput = {
  paxId: string;
  type: string;
  title?: string;
  lastName?: string;
  firstName?: string;
  birthDate?: string;
  parentId?: string;
  loyalty?: readonly { airline: string; number: string }[];
  passport?: PassportInput;
};
export type PassengerFormInput = { passengers: readonly PassengerEntryInput[]; contact: ContactInput };

export type PassengerFormIssue = {
  path: string;
  code: PassengerIssueCode;
  messageKey: string;
  params?: PassengerIssueParams;
};
/** Errors refuse the form; warnings are shown and the agent may go on. */
export type PassengerFormCheck = { errors: PassengerFormIssue[]; warnings: PassengerFormIssue[] };

class Issues {
  readonly errors: PassengerFormIssue[] = [];
  readonly warnings: PassengerFormIssue[] = [];
  error(path: string, code: PassengerIssueCode, params?: PassengerIssueParams): void {
    this.errors.push({ path, code, messageKey: `passengerForm.errors.${code}`, ...(params ? { params } : {}) });
  }
  warning(path: string, code: PassengerIssueCode, params?: PassengerIssueParams): void {
    this.warnings.push({ path, code, messageKey: `passengerForm.warnings.${code}`, ...(params ? { params } : {}) });
  }
}

const blank = (text: string | undefined) => !text || text.trim() === '';

/** The entries that stand for a slot of the search, by index; reports missing, unknown, repeated and mistyped ones. */
function matchSlots(form: PassengerFormInput, itinerary: PassengerItinerary, issues: Issues): Map<number, PaxType> {
  const slots = new Map(passengerSlots(itinerary.counts).map((slot) => [slot.paxId, slot.type]));
  const matched = new Map<number, PaxType>();
  const seen = new Set<string>();
  form.passengers.forEach((entry, index) => {
    const paxId = entry.paxId.trim();
    const type = slots.get(paxId);
    if (!type) return issues.error(`passengers.${index}.paxId`, 'unknownPassenger');
    if (seen.has(paxId)) return issues.error(`passengers.${index}.paxId`, 'duplicatePassenger');
    seen.add(paxId);
    if (entry.type !== type) issues.error(`passengers.${index}.type`, 'typeMismatch', { paxId });
    matched.set(index, type);
  });
  for (const paxId of slots.keys()) if (!seen.has(paxId)) issues.error('passengers', 'missingPassenger', { paxId });
  return matched;
}

function checkNames(entry: PassengerEntryInput, path: string, issues: Issues): boolean {
  const last = nameProblem(entry.lastName);
  const first = nameProblem(entry.firstName);
  const params = (code: string | undefined) => (code === 'nameTooLong' ? { max: NAME_PART_MAX_LENGTH } : undefined);
  if (last) issues.error(`${path}.lastName`, last, params(last));
  if (first) issues.error(`${path}.firstName`, first, params(first));
  if (last || first) return false;
  if (!isFullNameTooLong(entry.lastName!, entry.firstName!)) return true;
  issues.error(`${path}.firstName`, 'fullNameTooLong', { max: FULL_NAME_MAX_LENGTH });
  return false;
}

/** One passenger entry being checked: the entry, its path in the form, the itinerary and the issues found so far. */
type EntryCheck = { entry: PassengerEntryInput; path: string; itinerary: PassengerItinerary; issues: Issues };

function checkLoyalty({ entry, path, itinerary, issues }: EntryCheck): void {
  const airlines = new Set<string>();
  (entry.loyalty ?? []).forEach((card, index) => {
    const airline = card.airline.trim().toUpperCase();
    const at = `${path}.loyalty.${index}`;
    if (blank(airline)) issues.error(`${at}.airline`, 'required');
    else if (!itinerary.airlines.includes(airline))
      issues.error(`${at}.airline`, 'loyaltyAirlineNotOnItinerary', { airline });
    else if (airlines.has(airline)) issues.error(`${at}.airline`, 'loyaltyDuplicateAirline');
    airlines.add(airline);
    if (blank(card.number)) issues.error(`${at}.number`, 'required');
    else if (!isLoyaltyNumber(airline, card.number))
      issues.error(`${at}.number`, 'loyaltyNumberInvalid', { programme: loyaltyProgrammeOf(airline).name });
  });
}

function checkPassport({ entry, path, itinerary, today, issues }: EntryCheck & { today: CalendarDate }): void {
  if (!itinerary.isInternational && isPassportEmpty(entry.passport)) return;
  const birthDate = entry.birthDate ? parseTypedDate(entry.birthDate) : undefined;
  const soon = formatCalendarDate(addMonths(itinerary.lastFlightDate, PASSPORT_VALIDITY_WARNING_MONTHS));
  for (const problem of passportProblems(entry.passport ?? {}, {
    today,
    lastFlightDate: itinerary.lastFlightDate,
    birthDate,
  })) {
    const at = `${path}.passport.${problem.field}`;
    if (problem.severity === 'warning')
      issues.warning(at, problem.code, { months: PASSPORT_VALIDITY_WARNING_MONTHS, date: soon });
    else if (problem.code === 'expiresBeforeTrip')
      issues.error(at, problem.code, { date: formatCalendarDate(itinerary.lastFlightDate) });
    else if (problem.code === 'tooLong') issues.error(at, problem.code, { max: ISSUING_CITY_MAX_LENGTH });
    else issues.error(at, problem.code);
  }
}

/** Each infant names a different adult of the form (parentId ADT-n); nobody else names one. */
function checkInfantParents(form: PassengerFormInput, matched: Map<number, PaxType>, issues: Issues): void {
  const adults = new Set(
    [...matched].filter(([, type]) => type === 'ADT').map(([index]) => form.passengers[index]!.paxId.trim()),
  );
  const taken = new Set<string>();
  for (const [index, type] of matched) {
    const parentId = form.passengers[index]!.parentId?.trim() ?? '';
    const path = `passengers.${index}.parentId`;
    if (type !== 'INF') {
      if (parentId !== '') issues.error(path, 'parentOnlyForInfant');
    } else if (parentId === '') issues.error(path, 'infantParentRequired');
    else if (!adults.has(parentId) || paxTypeOf(parentId) !== 'ADT') issues.error(path, 'infantParentNotAdult');
    else if (taken.has(parentId)) issues.error(path, 'infantParentTaken');
    else taken.add(parentId);
  }
}

/**
 * Every error and warning of a passenger form for an itinerary, `today` being Vietnam's calendar day. Paths use
 * the index in the `passengers` array (0-based, as zod does): `passengers.1.birthDate`, `passengers.0.passport.expiryDate`,
 * `contact.phone`; a passenger of the search that is missing is reported at `passengers`. Message keys are
 * `passengerForm.errors.<code>` and `passengerForm.warnings.<code>` (texts in PASSENGER_FORM_MESSAGES).
 */
export function validatePassengerForm(
  form: PassengerFormInput,
  itinerary: PassengerItinerary,
  today: CalendarDate,
): PassengerFormCheck {
  const issues = new Issues();
  if (validatePassengers(itinerary.counts).length > 0) {
    issues.error('passengers', 'invalidPassengerCounts');
    return { errors: issues.errors, warnings: issues.warnings };
  }
  const matched = matchSlots(form, itinerary, issues);
  const days: TripDays = {
    today,
    firstFlightDate: itinerary.firstFlightDate,
    lastFlightDate: itinerary.lastFlightDate,
  };
  const names = new Set<string>();
  for (const [index, type] of matched) {
    const entry = form.passengers[index]!;
    const path = `passengers.${index}`;
    if (blank(entry.title)) issues.error(`${path}.title`, 'required');
    else if (!isTitleForType(entry.title!.trim(), type)) issues.error(`${path}.title`, 'titleNotForType');
    if (checkNames(entry, path, issues)) {
      const name = airlineFullName(entry.lastName!, entry.firstName!);
      if (names.has(name)) issues.error(`${path}.firstName`, 'duplicateName');
      names.add(name);
    }
    const required = type !== 'ADT' || itinerary.isInternational;
    const birth = birthDateProblem(type, entry.birthDate, days, required);
    if (birth) issues.error(`${path}.birthDate`, birth, birth === 'adultTooYoung' ? { age: ADULT_MIN_AGE } : undefined);
    checkLoyalty({ entry, path, itinerary, issues });
    checkPassport({ entry, path, itinerary, today, issues });
  }
  checkInfantParents(form, matched, issues);

  const firstAdult = form.passengers.find((entry) => entry.paxId.trim() === 'ADT-1');
  const maxima: Partial<Record<ContactField, number>> = {
    name: CONTACT_NAME_MAX_LENGTH,
    email: CONTACT_EMAIL_MAX_LENGTH,
    extraInfo: CONTACT_EXTRA_INFO_MAX_LENGTH,
  };
  for (const problem of contactProblems(form.contact, firstAdult)) {
    issues.error(
      `contact.${problem.field}`,
      problem.code,
      problem.code === 'tooLong' ? { max: maxima[problem.field] ?? 0 } : undefined,
    );
  }
  return { errors: issues.errors, warnings: issues.warnings };
}
