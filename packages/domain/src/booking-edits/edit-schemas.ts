// Each open edit's request schema for one booking: the contract's body plus the rules that need the booking or the domain.
// The web form and the API parse with the same `bookingEditSchemaFor(action, context)`; issues carry message codes.
import {
  BOOKING_EDIT_REQUESTS,
  type TBookingEditBody,
  type TBookingEditRequest,
  type TEditInfantPassport,
  type TOpenBookingEdit,
} from '@portal/contracts';
import type { z } from 'zod';
import { birthDateProblem } from '../passengers/birth-dates.js';
import { formatCalendarDate } from '../passengers/calendar.js';
import { passportProblems } from '../passengers/passport.js';
import { parseTypedDate } from '../validation/dates.js';
import { isPassportCountryCode } from '../passengers/countries.js';
import {
  isFullNameTooLong,
  nameProblem,
  FULL_NAME_MAX_LENGTH,
  NAME_PART_MAX_LENGTH,
} from '../passengers/airline-names.js';
import { isLoyaltyNumber, loyaltyProgrammeOf } from '../passengers/loyalty.js';
import { isTitleForType, type PaxType } from '../passengers/slots.js';
import type { PassengerIssueParams } from '../passengers/messages.js';
import { canTakeInfant, splitProblem, type BookingEditContext } from './edit-context.js';
import type { BookingEditIssueCode } from './edit-messages.js';
import { passportSchemaFor } from './edit-passport.js';
import {
  AIRLINE_LINE_LIMITS,
  REMARK_TEXT_LIMITS,
  airlineTextProblem,
  toAirlineText,
  type AirlineTextLimits,
} from './edit-text.js';

type Path = readonly (string | number)[];

/** Collects an action's issues on the zod context: message = issue code, params for the texts. */
class EditIssues {
  constructor(
    private readonly zod: z.core.$RefinementCtx,
    readonly booking: BookingEditContext,
  ) {}

  add(path: Path, code: BookingEditIssueCode, params: PassengerIssueParams = {}): void {
    this.zod.addIssue({ code: 'custom', path: [...path], message: code, params });
  }

  text(path: Path, text: string | undefined, limits: AirlineTextLimits): void {
    if (text === undefined) return;
    const problem = airlineTextProblem(text, limits);
    if (problem) this.add(path, problem, { text: toAirlineText(text), ...limits });
  }

  /** The passenger's type, or undefined after naming the field when the booking has no such passenger. */
  passenger(path: Path, paxId: string): PaxType | undefined {
    const found = this.booking.passengers.find((passenger) => passenger.paxId === paxId);
    if (!found) this.add(path, 'unknownBookingPassenger', { paxId });
    return found?.type;
  }

  passengers(path: Path, paxIds: readonly string[] | undefined): void {
    paxIds?.forEach((paxId, index) => {
      if (paxIds.indexOf(paxId) !== index) this.add([...path, index], 'duplicateBookingPassenger', { paxId });
      else this.passenger([...path, index], paxId);
    });
  }

  flight(path: Path, flightKey: string): void {
    if (!this.booking.flightKeys.includes(flightKey)) this.add(path, 'unknownBookingFlight', { flightKey });
  }

  flights(path: Path, flightKeys: readonly string[] | undefined): void {
    flightKeys?.forEach((flightKey, index) => this.flight([...path, index], flightKey));
  }

  name(path: Path, name: string): void {
    const problem = nameProblem(name);
    if (problem) this.add(path, problem, { max: NAME_PART_MAX_LENGTH });
  }

  birthDate(path: Path, type: PaxType, text: string | undefined, isRequired: boolean): void {
    const problem = birthDateProblem(type, text, this.booking, isRequired);
    if (problem) this.add(path, problem);
  }

  /** An added infant's passport: required on an international itinerary, valid after the last flight when given. */
  infantPassport(passport: TEditInfantPassport | undefined, birthDate: string): void {
    if (!passport) {
      if (this.booking.isInternational) this.add(['passport', 'number'], 'required');
      return;
    }
    const problems = passportProblems(passport, { ...this.booking, birthDate: parseTypedDate(birthDate) });
    for (const problem of problems.filter((found) => found.severity === 'error')) {
      this.add(['passport', problem.field], problem.code, { date: formatCalendarDate(this.booking.lastFlightDate) });
    }
  }
}

type Refiner<Action extends TOpenBookingEdit> = (body: TBookingEditBody<Action>, issues: EditIssues) => void;

const REFINERS: { [Action in TOpenBookingEdit]?: Refiner<Action> } = {
  'add-osi': (body, issues) => {
    issues.text(['text'], body.text, AIRLINE_LINE_LIMITS);
    issues.passengers(['paxIds'], body.paxIds);
  },
  'add-ca': (body, issues) => issues.passengers(['paxIds'], body.paxIds),
  'add-sk': (body, issues) => {
    issues.text(['text'], body.text, AIRLINE_LINE_LIMITS);
    issues.passengers(['paxIds'], body.paxIds);
  },
  'change-loyalty': (body, issues) => {
    issues.passenger(['paxId'], body.paxId);
    body.loyalty.forEach((entry, index) => {
      const path = ['loyalty', index];
      if (body.loyalty.findIndex((other) => other.airline === entry.airline) !== index) {
        issues.add([...path, 'airline'], 'loyaltyDuplicateAirline');
      } else if (!issues.booking.airlines.includes(entry.airline)) {
        issues.add([...path, 'airline'], 'loyaltyAirlineNotOnItinerary', { airline: entry.airline });
      } else if (!isLoyaltyNumber(entry.airline, entry.number)) {
        issues.add([...path, 'number'], 'loyaltyNumberInvalid', { programme: loyaltyProgrammeOf(entry.airline).name });
      }
    });
  },
  'add-infant': (body, issues) => {
    if (issues.passenger(['adultId'], body.adultId) && !canTakeInfant(body.adultId, issues.booking.passengers)) {
      issues.add(['adultId'], 'adultHasInfant');
    }
    issues.name(['lastName'], body.lastName);
    issues.name(['firstName'], body.firstName);
    issues.birthDate(['birthDate'], 'INF', body.birthDate, true);
    issues.infantPassport(body.passport, body.birthDate);
  },
  'add-info-passenger': (body, issues) => {
    const type = issues.passenger(['paxId'], body.paxId);
    if (type) issues.birthDate(['birthDate'], type, body.birthDate, type !== 'ADT');
    if (body.nationality && !isPassportCountryCode(body.nationality)) issues.add(['nationality'], 'unknownCountry');
  },
  'add-remark': (body, issues) => issues.text(['text'], body.text, REMARK_TEXT_LIMITS),
  'change-route-class': (body, issues) => issues.flight(['flightKey'], body.flightKey),
  'remove-checkIn': (body, issues) => {
    issues.flight(['flightKey'], body.flightKey);
    issues.passengers(['paxIds'], body.paxIds);
  },
  'add-services': (body, issues) => {
    issues.passengers(['paxIds'], body.paxIds);
    issues.flights(['flightKeys'], body.flightKeys);
    issues.text(['text'], body.text, AIRLINE_LINE_LIMITS);
  },
  'change-route-status': (body, issues) => issues.flight(['flightKey'], body.flightKey),
  'remove-route': (body, issues) => {
    issues.flight(['flightKey'], body.flightKey);
    if (issues.booking.flightKeys.length <= 1) issues.add(['flightKey'], 'oneFlightMustStay');
  },
  'add-arunk': (body, issues) => {
    issues.flight(['afterFlightKey'], body.afterFlightKey);
    if (issues.booking.flightKeys.at(-1) === body.afterFlightKey)
      issues.add(['afterFlightKey'], 'arunkAfterLastFlight');
  },
  'split-passenger': (body, issues) => {
    issues.passengers(['paxIds'], body.paxIds);
    const problem = splitProblem(body.paxIds, issues.booking.passengers);
    if (problem?.code === 'infantMovesWithAdult') {
      issues.add(['paxIds', body.paxIds.indexOf(problem.paxId)], problem.code, { parentPaxId: problem.parentPaxId });
    } else if (problem) issues.add(['paxIds'], problem.code);
  },
  'submit-sc': (body, issues) => issues.flights(['flightKeys'], body.flightKeys),
  'change-passport': (body, issues) => {
    issues.passenger(['paxId'], body.paxId);
    const passport = passportSchemaFor(issues.booking).safeParse(body.passport);
    for (const issue of passport.error?.issues ?? []) {
      const params = 'params' in issue ? (issue.params as PassengerIssueParams) : {};
      issues.add(['passport', ...(issue.path as (string | number)[])], issue.message as BookingEditIssueCode, params);
    }
    const type = issues.booking.passengers.find((passenger) => passenger.paxId === body.paxId)?.type;
    if (type && body.passport.birthDate)
      issues.birthDate(['passport', 'birthDate'], type, body.passport.birthDate, true);
  },
  'change-birthday-qh': (body, issues) => {
    const type = issues.passenger(['paxId'], body.paxId);
    if (type) issues.birthDate(['birthDate'], type, body.birthDate, true);
  },
  'change-passenger-info': (body, issues) => {
    const type = issues.passenger(['paxId'], body.paxId);
    if (type && !isTitleForType(body.title, type)) issues.add(['title'], 'titleNotForType');
    issues.name(['lastName'], body.lastName);
    issues.name(['firstName'], body.firstName);
    if (isFullNameTooLong(body.lastName, body.firstName)) {
      issues.add(['firstName'], 'fullNameTooLong', { max: FULL_NAME_MAX_LENGTH });
    }
  },
  'add-pax-endorsement': (body, issues) => {
    issues.text(['text'], body.text, AIRLINE_LINE_LIMITS);
    issues.passengers(['paxIds'], body.paxIds);
  },
  'upgrade-luggage': (body, issues) =>
    body.upgrades.forEach((upgrade, index) => {
      issues.passenger(['upgrades', index, 'paxId'], upgrade.paxId);
      issues.flight(['upgrades', index, 'flightKey'], upgrade.flightKey);
    }),
};

/** The booking's rules run once the contract's shape holds, so a field is never named twice for one mistake. */
export const shapeIsValid = (payload: { issues: readonly unknown[] }): boolean => payload.issues.length === 0;

export type BookingEditSchema<Action extends TOpenBookingEdit> = z.ZodType<
  TBookingEditBody<Action>,
  TBookingEditRequest<Action>
>;

/**
 * The request schema of an open edit on one booking: the contract's body (shapes, limits, the field-named 400s) and
 * then (once those hold) the rules that need the booking (its passengers, flights and days) or the domain (airline spelling, passport
 * and birth-date rules). Both the web form and the API parse with it, so a form the web accepts the API accepts.
 */
export function bookingEditSchemaFor<Action extends TOpenBookingEdit>(
  action: Action,
  booking: BookingEditContext,
): BookingEditSchema<Action> {
  const schema = BOOKING_EDIT_REQUESTS[action] as unknown as BookingEditSchema<Action>;
  const refine = REFINERS[action] as Refiner<Action> | undefined;
  if (!refine) return schema;
  return schema.superRefine((body, context) => refine(body, new EditIssues(context, booking)), {
    when: shapeIsValid,
  });
}
