// Edits of one passenger's data: loyalty, birth date and identity, passport, Bamboo's birth date, name correction, SSRs, check-in.
import type { TPaxType, TSupplierBooking } from '@portal/contracts';
import { isDomesticRoute } from '@portal/domain';
import { ageOn } from '../booking-passengers.js';
import {
  field,
  flightOf,
  isInternational,
  isRefusal,
  lastFlightDate,
  passengerOf,
  refused,
  reprice,
  today,
  type TEditContext,
  type TEditHandler,
} from './edit-context.js';
import {
  MAX_NAME_CORRECTION_LETTERS,
  SSR_PAX_TYPES,
  VJ_NAME_CHANGE_FAMILIES,
  VJ_NAME_CHANGE_FEE,
} from './edit-rules.js';

type TPassenger = TSupplierBooking['passengers'][number];

export const changeLoyalty: TEditHandler<'change-loyalty'> = (context, edit) => {
  const passenger = passengerOf(context, edit.paxId);
  if (isRefusal(passenger)) return passenger;
  if (passenger.type === 'INF' && edit.loyaltyNumber) return refused(context, 'infants do not earn miles');
  if (edit.loyaltyNumber === null) delete passenger.loyaltyNumber;
  else passenger.loyaltyNumber = edit.loyaltyNumber;
  return undefined;
};

/** Adults 12+, children 2–11, infants under 2 on the last flight: a birth date may not change the type. */
function typeOfAge(age: number): TPaxType {
  return age >= 12 ? 'ADT' : age >= 2 ? 'CHD' : 'INF';
}

function birthDateProblem(context: TEditContext, passenger: TPassenger, birthDate: string, name = 'birthDate') {
  const day = new Date(`${birthDate}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== birthDate || birthDate > today(context))
    return field(name, 'Expected a real date, not in the future');
  const type = typeOfAge(ageOn(birthDate, lastFlightDate(context.draft.stored.view)));
  if (type !== passenger.type)
    return refused(
      context,
      `that birth date makes ${passenger.id} a ${type}, not a ${passenger.type}; the fare would change`,
    );
  return undefined;
}

/** Birth date, identity number, nationality; a child's birth date is also sent as SSR CHLD. */
export const addPassengerInfo: TEditHandler<'add-info-passenger'> = (context, edit) => {
  const passenger = passengerOf(context, edit.paxId);
  if (isRefusal(passenger)) return passenger;
  if (!edit.birthDate && !edit.idNumber && !edit.nationality)
    return field('birthDate', 'Give a birth date, an identity number or a nationality');
  if (edit.birthDate) {
    const problem = birthDateProblem(context, passenger, edit.birthDate);
    if (problem) return problem;
    passenger.birthDate = edit.birthDate;
    if (passenger.type === 'CHD')
      passenger.ssrs = [
        ...(passenger.ssrs ?? []).filter((ssr) => ssr.code !== 'CHLD'),
        { code: 'CHLD', text: edit.birthDate },
      ];
  }
  if (edit.idNumber) passenger.idNumber = edit.idNumber;
  if (edit.nationality) passenger.nationality = edit.nationality;
  return undefined;
};

/** Passport data (SSR DOCS) is asked for international itineraries only; it must outlive the last flight. */
export const changePassport: TEditHandler<'change-passport'> = (context, edit) => {
  const passenger = passengerOf(context, edit.paxId);
  if (isRefusal(passenger)) return passenger;
  const { view } = context.draft.stored;
  if (!isInternational(view))
    return refused(context, 'passport data (DOCS) is taken on international itineraries only');
  if (edit.passport.expiryDate <= lastFlightDate(view))
    return field('passport.expiryDate', 'The passport must be valid after the last flight');
  if (edit.passport.issueDate && edit.passport.issueDate > today(context))
    return field('passport.issueDate', 'Expected a date not in the future');
  passenger.passport = edit.passport;
  return undefined;
};

/** Bamboo corrects a birth date free of charge as long as the passenger's type stays the same (decision 039). */
export const changeBirthdayQh: TEditHandler<'change-birthday-qh'> = (context, edit) => {
  const passenger = passengerOf(context, edit.paxId);
  if (isRefusal(passenger)) return passenger;
  const problem = birthDateProblem(context, passenger, edit.birthDate);
  if (problem) return problem;
  passenger.birthDate = edit.birthDate;
  return undefined;
};

/** Letters changed between two names (edit distance). */
export function lettersChanged(before: string, after: string): number {
  let previous = Array.from({ length: after.length + 1 }, (_, index) => index);
  for (let i = 1; i <= before.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= after.length; j += 1) {
      const cost = before[i - 1] === after[j - 1] ? 0 : 1;
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost));
    }
    previous = current;
  }
  return previous[after.length] ?? 0;
}

/**
 * Name correction: Vietjet changes names on some fare families for a fee per flight; VN, VU and the GDSs correct up
 * to three letters free; Bamboo never (not offered). A ticketed PNR needs a reissue (paid changes, part 2).
 */
export const changePassengerInfo: TEditHandler<'change-passenger-info'> = (context, edit) => {
  const passenger = passengerOf(context, edit.paxId);
  if (isRefusal(passenger)) return passenger;
  if (!edit.title && !edit.lastName && !edit.firstName)
    return field('lastName', 'Give a title, a last or a first name');
  const lastName = edit.lastName ?? passenger.lastName;
  const firstName = edit.firstName ?? passenger.firstName;
  const changed = lettersChanged(`${passenger.lastName}/${passenger.firstName}`, `${lastName}/${firstName}`);
  const { view } = context.draft.stored;
  let fee = 0;
  if (context.system === 'VJ' && changed > 0) {
    const closed = view.flights.find((flight) => !VJ_NAME_CHANGE_FAMILIES.has(flight.fareFamily));
    if (closed) return refused(context, `the ${closed.fareFamily} fare does not allow name changes`);
    fee = view.flights.reduce((total, flight) => {
      const first = flight.segments[0];
      const last = flight.segments[flight.segments.length - 1];
      const domestic = !first || !last || isDomesticRoute(first.from, last.to);
      return total + VJ_NAME_CHANGE_FEE[domestic ? 0 : 1];
    }, 0);
  } else if (changed > MAX_NAME_CORRECTION_LETTERS) {
    return refused(
      context,
      `only a correction of up to ${MAX_NAME_CORRECTION_LETTERS} letters is allowed, not a new name`,
    );
  }
  if (edit.title) passenger.title = edit.title;
  passenger.lastName = lastName;
  passenger.firstName = firstName;
  if (fee > 0) reprice(view, { [passenger.id]: fee });
  return undefined;
};

const isMeal = (code: string) => code.endsWith('ML');

/** Free SSRs per passenger (and flight, or all): one meal per passenger and flight, a new one replaces the old. */
export const addServices: TEditHandler<'add-services'> = (context, edit) => {
  for (const [index, service] of edit.services.entries()) {
    const passenger = passengerOf(context, service.paxId, `services.${index}.paxId`);
    if (isRefusal(passenger)) return passenger;
    if (service.flightKey) {
      const flight = flightOf(context, service.flightKey, `services.${index}.flightKey`);
      if (isRefusal(flight)) return flight;
    }
    const allowed = SSR_PAX_TYPES[service.code];
    if (allowed && !allowed.includes(passenger.type))
      return refused(context, `${service.code} is for ${allowed.join(', ')} passengers, not ${passenger.type}`);
    const replaced = (passenger.ssrs ?? []).filter(
      (ssr) =>
        ssr.flightKey !== service.flightKey ||
        (ssr.code !== service.code && !(isMeal(ssr.code) && isMeal(service.code))),
    );
    passenger.ssrs = [
      ...replaced,
      {
        code: service.code,
        ...(service.flightKey ? { flightKey: service.flightKey } : {}),
        ...(service.text ? { text: service.text } : {}),
      },
    ];
  }
  return undefined;
};

/** Undoes a low-cost online check-in so the booking can change again. */
export const removeCheckIn: TEditHandler<'remove-checkIn'> = (context, edit) => {
  const passenger = passengerOf(context, edit.paxId);
  if (isRefusal(passenger)) return passenger;
  const flight = flightOf(context, edit.flightKey);
  if (isRefusal(flight)) return flight;
  if (!passenger.checkedIn?.includes(edit.flightKey))
    return refused(context, `${passenger.id} is not checked in on ${edit.flightKey}`);
  passenger.checkedIn = passenger.checkedIn.filter((key) => key !== edit.flightKey);
  if (passenger.checkedIn.length === 0) delete passenger.checkedIn;
  return undefined;
};
