// The passenger step's body (SPEC §3 Passenger information): one entry per passenger of the search and the contact.
// Shape and simple formats only; the rules that need the itinerary's dates live in @portal/domain
// (validatePassengerForm), which the API calls after this schema. Patterns are copies of the domain's (a test keeps them equal).
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PERSON_NAME_MAX_LENGTH, VN_MOBILE_PATTERN, ZPersonName } from '../agencies/person-fields.js';
import { ZPaxType } from '../flights/flight-offer.js';

/** ADT-1…ADT-9, CHD-1…, INF-1…: the passenger slots of the search. */
export const PAX_ID_PATTERN = /^(ADT|CHD|INF)-[1-9]$/;
export const ADULT_PAX_ID_PATTERN = /^ADT-[1-9]$/;
/** The titles a passenger may have (SPEC §9); which ones fit which type is a domain rule. */
export const PASSENGER_TITLES = ['MR', 'MRS', 'MS', 'MSTR', 'MISS'] as const;
/** dd/MM/yyyy or dd-MM-yyyy (SPEC §5), or empty when not given. */
export const OPTIONAL_TYPED_DATE_PATTERN = /^(\d{2}[-/]\d{2}[-/]\d{4})?$/;
/** Upper-case letters and digits, up to 20; empty when no passport is given (domestic flights). */
export const PASSPORT_NUMBER_INPUT_PATTERN = /^[A-Z0-9]{0,20}$/;
/** ISO 3166-1 alpha-3 shape; whether the code exists is a domain rule. */
export const PASSPORT_COUNTRY_PATTERN = /^[A-Z]{3}$/;
export const DEFAULT_PASSPORT_COUNTRY = 'VNM';
export const LOYALTY_AIRLINE_PATTERN = /^[A-Z0-9]{2}$/;
export const LOYALTY_NUMBER_INPUT_PATTERN = /^[A-Z0-9]{1,20}$/;
/** Letters (Vietnamese accents included) and spaces, or empty: contact name and passport issuing city. */
export const OPTIONAL_PERSON_NAME_PATTERN = /^[\p{L}\p{M} ]*$/u;
export const ISSUING_CITY_MAX_LENGTH = 40;
export const CONTACT_EXTRA_INFO_MAX_LENGTH = 500;
/** 9 adults and children plus at most as many infants as adults. */
export const MAX_PASSENGER_ENTRIES = 18;
export const MAX_LOYALTY_ENTRIES = 4;

const optionalTypedDate = z.string().trim().regex(OPTIONAL_TYPED_DATE_PATTERN).optional();
const countryCode = z.string().trim().toUpperCase().regex(PASSPORT_COUNTRY_PATTERN).default(DEFAULT_PASSPORT_COUNTRY);

export const ZPassengerTitle = z.enum(PASSENGER_TITLES);
export type TPassengerTitle = z.infer<typeof ZPassengerTitle>;

export const ZLoyaltyEntry = z.strictObject({
  airline: z.string().trim().toUpperCase().regex(LOYALTY_AIRLINE_PATTERN),
  number: z.string().trim().toUpperCase().regex(LOYALTY_NUMBER_INPUT_PATTERN),
});
export type TLoyaltyEntry = z.infer<typeof ZLoyaltyEntry>;

export const ZPassengerPassport = z.strictObject({
  number: z.string().trim().toUpperCase().regex(PASSPORT_NUMBER_INPUT_PATTERN),
  nationality: countryCode,
  issuingCountry: countryCode,
  issuingDate: optionalTypedDate,
  expiryDate: optionalTypedDate,
  issuingCity: z.string().trim().max(ISSUING_CITY_MAX_LENGTH).regex(OPTIONAL_PERSON_NAME_PATTERN).optional(),
});
export type TPassengerPassport = z.infer<typeof ZPassengerPassport>;

export const ZPassengerEntry = z.strictObject({
  paxId: z.string().trim().regex(PAX_ID_PATTERN),
  type: ZPaxType,
  title: ZPassengerTitle,
  lastName: ZPersonName,
  firstName: ZPersonName,
  birthDate: optionalTypedDate,
  /** An infant's adult (ADT-n); absent for adults and children. */
  parentId: z.string().trim().regex(ADULT_PAX_ID_PATTERN).optional(),
  loyalty: z.array(ZLoyaltyEntry).max(MAX_LOYALTY_ENTRIES).optional(),
  passport: ZPassengerPassport.optional(),
});
export type TPassengerEntry = z.infer<typeof ZPassengerEntry>;

export const ZPassengerContact = z.strictObject({
  /** Empty: the name of ADT-1 is used. */
  name: z.string().trim().max(PERSON_NAME_MAX_LENGTH).regex(OPTIONAL_PERSON_NAME_PATTERN).optional(),
  phone: z.string().trim().regex(VN_MOBILE_PATTERN),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX_LENGTH)
    .pipe(z.union([z.literal(''), z.email()]))
    .optional(),
  extraInfo: z.string().trim().max(CONTACT_EXTRA_INFO_MAX_LENGTH).optional(),
});
export type TPassengerContact = z.infer<typeof ZPassengerContact>;

export const ZPassengerForm = z.strictObject({
  passengers: z.array(ZPassengerEntry).min(1).max(MAX_PASSENGER_ENTRIES),
  contact: ZPassengerContact,
});
export type TPassengerForm = z.infer<typeof ZPassengerForm>;
