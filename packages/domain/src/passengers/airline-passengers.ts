// A checked passenger form as it goes to the airline: ASCII names, parsed dates, infant texts, upper-case documents.
import { parseTypedDate, type CalendarDate } from '../validation/dates.js';
import { toAirlineName } from './airline-names.js';
import { contactNameOf } from './contact.js';
import type { PassengerFormInput } from './form.js';
import { infantLinkedText } from './infant-text.js';
import { normalizeLoyaltyNumber } from './loyalty.js';
import { DEFAULT_PASSPORT_COUNTRY, isPassportEmpty, normalizePassportNumber } from './passport.js';
import { paxTypeOf, type PaxType } from './slots.js';

export type AirlinePassport = {
  number: string;
  nationality: string;
  issuingCountry: string;
  issuingDate?: CalendarDate;
  expiryDate?: CalendarDate;
  issuingCity?: string;
};

export type AirlinePassenger = {
  paxId: string;
  type: PaxType;
  title: string;
  lastName: string;
  firstName: string;
  birthDate?: CalendarDate;
  /** An infant's adult. */
  parentId?: string;
  /** On an adult travelling with an infant: the ≤ 59-character infant text (SPEC §5). */
  infantText?: string;
  loyalty: { airline: string; number: string }[];
  passport?: AirlinePassport;
};

const parsed = (text: string | undefined) => (text?.trim() ? parseTypedDate(text) : undefined);

/** The passengers in airline form, in the form's order. Call it on a form `validatePassengerForm` accepted. */
export function airlinePassengersOf(form: PassengerFormInput): AirlinePassenger[] {
  const passengers: AirlinePassenger[] = form.passengers.map((entry) => {
    const passport = entry.passport;
    return {
      paxId: entry.paxId.trim(),
      type: paxTypeOf(entry.paxId.trim()) ?? (entry.type as PaxType),
      title: (entry.title ?? '').trim(),
      lastName: toAirlineName(entry.lastName ?? ''),
      firstName: toAirlineName(entry.firstName ?? ''),
      ...(parsed(entry.birthDate) ? { birthDate: parsed(entry.birthDate) } : {}),
      ...(entry.parentId?.trim() ? { parentId: entry.parentId.trim() } : {}),
      loyalty: (entry.loyalty ?? []).map((card) => ({
        airline: card.airline.trim().toUpperCase(),
        number: normalizeLoyaltyNumber(card.number),
      })),
      ...(passport && !isPassportEmpty(passport)
        ? {
            passport: {
              number: normalizePassportNumber(passport.number ?? ''),
              nationality: (passport.nationality ?? DEFAULT_PASSPORT_COUNTRY).trim().toUpperCase(),
              issuingCountry: (passport.issuingCountry ?? DEFAULT_PASSPORT_COUNTRY).trim().toUpperCase(),
              ...(parsed(passport.issuingDate) ? { issuingDate: parsed(passport.issuingDate) } : {}),
              ...(parsed(passport.expiryDate) ? { expiryDate: parsed(passport.expiryDate) } : {}),
              ...(passport.issuingCity?.trim() ? { issuingCity: toAirlineName(passport.issuingCity) } : {}),
            },
          }
        : {}),
    };
  });
  for (const infant of passengers) {
    const adult = passengers.find((passenger) => passenger.paxId === infant.parentId);
    if (infant.type !== 'INF' || !adult || !infant.birthDate) continue;
    adult.infantText = infantLinkedText({
      adult,
      infant: { lastName: infant.lastName, firstName: infant.firstName, birthDate: infant.birthDate },
    });
  }
  return passengers;
}

/** The contact name the booking keeps: the typed one, else ADT-1's (SPEC §4). */
export function bookingContactName(form: PassengerFormInput): string {
  return contactNameOf(
    form.contact,
    form.passengers.find((entry) => entry.paxId.trim() === 'ADT-1'),
  );
}
