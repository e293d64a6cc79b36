// The passenger form as typed (every field a string) and the body it becomes for the rules and the hold request.
import type { TPassengerContact, TPassengerEntry } from '@portal/contracts';
import {
  DEFAULT_PASSPORT_COUNTRY,
  contactNameOf,
  defaultInfantParentId,
  passengerSlots,
  type PassengerCounts,
  type PassengerItinerary,
  type PaxType,
} from '@portal/domain';

export type PassportDraft = {
  number: string;
  nationality: string;
  issuingCountry: string;
  issuingDate: string;
  expiryDate: string;
  issuingCity: string;
};

export type PassengerDraft = {
  paxId: string;
  type: PaxType;
  title: string;
  lastName: string;
  firstName: string;
  birthDate: string;
  /** Infants only: the adult (ADT-n) they sit with. */
  parentId: string;
  /** Membership number per airline of the itinerary (empty: none). */
  loyalty: Record<string, string>;
  passport: PassportDraft;
};

export type ContactDraft = { name: string; phone: string; email: string; extraInfo: string };

export type PassengerFormDraft = {
  passengers: PassengerDraft[];
  contact: ContactDraft;
  /** Until the agent types a contact name, it follows ADT-1's name (SPEC §4). */
  isContactNameEdited: boolean;
};

/** The body's passengers and contact, plus which airline each sent loyalty entry stands for (to place its errors). */
export type PassengerFormBody = {
  passengers: TPassengerEntry[];
  contact: TPassengerContact;
  loyaltyAirlines: string[][];
};

const emptyPassport = (): PassportDraft => ({
  number: '',
  nationality: DEFAULT_PASSPORT_COUNTRY,
  issuingCountry: DEFAULT_PASSPORT_COUNTRY,
  issuingDate: '',
  expiryDate: '',
  issuingCity: '',
});

export function initialDraft(counts: PassengerCounts): PassengerFormDraft {
  return {
    passengers: passengerSlots(counts).map(({ paxId, type }) => ({
      paxId,
      type,
      title: '',
      lastName: '',
      firstName: '',
      birthDate: '',
      parentId: type === 'INF' ? (defaultInfantParentId(paxId) ?? '') : '',
      loyalty: {},
      passport: emptyPassport(),
    })),
    contact: { name: '', phone: '', email: '', extraInfo: '' },
    isContactNameEdited: false,
  };
}

/** The contact name ADT-1's name gives: `Nguyễn` + `Văn Đức` → `Nguyễn Văn Đức`. */
export function contactNameFromFirstAdult(draft: PassengerFormDraft): string {
  return contactNameOf(
    { name: '' },
    draft.passengers.find((passenger) => passenger.paxId === 'ADT-1'),
  );
}

export function updatePassenger(
  draft: PassengerFormDraft,
  index: number,
  change: Partial<PassengerDraft>,
): PassengerFormDraft {
  const passengers = draft.passengers.map((passenger, at) => (at === index ? { ...passenger, ...change } : passenger));
  const next = { ...draft, passengers };
  const isFirstAdultName =
    draft.passengers[index]?.paxId === 'ADT-1' && ('lastName' in change || 'firstName' in change);
  return isFirstAdultName && !draft.isContactNameEdited
    ? { ...next, contact: { ...next.contact, name: contactNameFromFirstAdult(next) } }
    : next;
}

export function updateContact(draft: PassengerFormDraft, change: Partial<ContactDraft>): PassengerFormDraft {
  return {
    ...draft,
    contact: { ...draft.contact, ...change },
    isContactNameEdited: draft.isContactNameEdited || 'name' in change,
  };
}

const trimmed = (text: string) => text.trim();
const upper = (text: string) => text.trim().toUpperCase();
const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** Only the passport of an international itinerary is sent (the block is not shown otherwise). */
function passportOf(passport: PassportDraft): NonNullable<TPassengerEntry['passport']> {
  const issuingDate = optional(passport.issuingDate);
  const expiryDate = optional(passport.expiryDate);
  const issuingCity = optional(passport.issuingCity);
  return {
    number: upper(passport.number).replace(/\s+/g, ''),
    nationality: upper(passport.nationality),
    issuingCountry: upper(passport.issuingCountry),
    ...(issuingDate ? { issuingDate } : {}),
    ...(expiryDate ? { expiryDate } : {}),
    ...(issuingCity ? { issuingCity } : {}),
  };
}

export function formBodyOf(draft: PassengerFormDraft, itinerary: PassengerItinerary): PassengerFormBody {
  const loyaltyAirlines: string[][] = [];
  const passengers = draft.passengers.map((passenger): TPassengerEntry => {
    const cards = itinerary.airlines
      .map((airline) => ({ airline, number: upper(passenger.loyalty[airline] ?? '').replace(/\s+/g, '') }))
      .filter((card) => card.number !== '');
    loyaltyAirlines.push(cards.map((card) => card.airline));
    const birthDate = optional(passenger.birthDate);
    const parentId = passenger.type === 'INF' ? optional(passenger.parentId) : undefined;
    return {
      paxId: passenger.paxId,
      type: passenger.type,
      // The rules refuse an empty or unfitting title before anything is sent.
      title: trimmed(passenger.title) as TPassengerEntry['title'],
      lastName: trimmed(passenger.lastName),
      firstName: trimmed(passenger.firstName),
      ...(birthDate ? { birthDate } : {}),
      ...(parentId ? { parentId } : {}),
      ...(cards.length > 0 ? { loyalty: cards } : {}),
      ...(itinerary.isInternational ? { passport: passportOf(passenger.passport) } : {}),
    };
  });
  const { name, phone, email, extraInfo } = draft.contact;
  const contact: TPassengerContact = {
    phone: trimmed(phone),
    ...(optional(name) ? { name: trimmed(name) } : {}),
    ...(optional(email) ? { email: trimmed(email) } : {}),
    ...(optional(extraInfo) ? { extraInfo: trimmed(extraInfo) } : {}),
  };
  return { passengers, contact, loyaltyAirlines };
}
