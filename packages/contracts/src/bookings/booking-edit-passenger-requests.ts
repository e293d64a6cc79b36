// The bodies of the edits about passengers: documents, names, birth dates, loyalty, infants, services, split.
import { z } from 'zod';
import { ZPersonName } from '../agencies/person-fields.js';
import { ZSpecialServiceCode } from './booking-edit-names.js';
import {
  ANCILLARY_CODE_PATTERN,
  EDIT_DOCUMENT_NUMBER_PATTERN,
  ZAirlineLineText,
  ZEditAdultId,
  ZEditCountry,
  ZEditCountryCode,
  ZEditEnvelope,
  ZEditFlightKey,
  ZEditFlightKeys,
  ZEditGender,
  ZEditPaxId,
  ZEditPaxIds,
  ZEditTypedDate,
  ZQuotedEditEnvelope,
} from './booking-edit-fields.js';
import { MAX_LOYALTY_ENTRIES, ZLoyaltyEntry, ZPassengerTitle } from './passengers.js';

/** The passport as SSR DOCS carries it; number by issuing country and expiry after the last flight: domain rules. */
export const ZEditPassport = z.strictObject({
  number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(EDIT_DOCUMENT_NUMBER_PATTERN, { error: 'passport number: 4–20 letters or digits' }),
  issuingCountry: ZEditCountry,
  nationality: ZEditCountry,
  expiryDate: ZEditTypedDate,
  /** Needed by DOCS; the passenger's birth date on the booking when absent. */
  birthDate: ZEditTypedDate.optional(),
  gender: ZEditGender,
});
export type TEditPassport = z.infer<typeof ZEditPassport>;

/** change-passport: SSR DOCS of one passenger (international itineraries). */
export const ZChangePassportRequest = ZEditEnvelope.extend({ paxId: ZEditPaxId, passport: ZEditPassport });

/** change-loyalty: the passenger's frequent-flyer numbers after the change (empty removes them all). */
export const ZChangeLoyaltyRequest = ZEditEnvelope.extend({
  paxId: ZEditPaxId,
  loyalty: z.array(ZLoyaltyEntry).max(MAX_LOYALTY_ENTRIES),
});

/** The infant's passport of add-infant (SSR DOCS): the gender follows the title, the birth date the infant's. */
export const ZEditInfantPassport = ZEditPassport.pick({
  number: true,
  issuingCountry: true,
  nationality: true,
  expiryDate: true,
});
export type TEditInfantPassport = z.infer<typeof ZEditInfantPassport>;

/** add-infant: an infant on an adult who has none (SSR INFT); the held price rises by the infant fare. */
export const ZAddInfantRequest = ZQuotedEditEnvelope.extend({
  adultId: ZEditAdultId,
  title: ZPassengerTitle.extract(['MSTR', 'MISS']),
  lastName: ZPersonName,
  firstName: ZPersonName,
  birthDate: ZEditTypedDate,
  /** Required on an international itinerary (a domain rule): the airline refuses an infant without one there. */
  passport: ZEditInfantPassport.optional(),
});

/** add-info-passenger: birth date, nationality, an ID document (children need SSR CHLD with the birth date). */
export const ZAddPassengerInfoRequest = ZEditEnvelope.extend({
  paxId: ZEditPaxId,
  birthDate: ZEditTypedDate.optional(),
  nationality: ZEditCountryCode.optional(),
  idNumber: z.string().trim().toUpperCase().regex(EDIT_DOCUMENT_NUMBER_PATTERN).optional(),
  gender: ZEditGender.optional(),
}).refine((body) => body.birthDate || body.idNumber || body.gender || body.nationality, {
  error: 'give a birth date, nationality, ID number or gender',
  path: ['birthDate'],
});

/** change-birthday-qh: correct a Bamboo Airways passenger's birth date (the airline may charge a fee). */
export const ZChangeBirthdayQhRequest = ZQuotedEditEnvelope.extend({ paxId: ZEditPaxId, birthDate: ZEditTypedDate });

/** change-passenger-info: a name correction, in Vietnamese as typed; the airline spelling is previewed and sent. */
export const ZChangePassengerInfoRequest = ZQuotedEditEnvelope.extend({
  paxId: ZEditPaxId,
  title: ZPassengerTitle,
  lastName: ZPersonName,
  firstName: ZPersonName,
});

/** add-services: a free SSR (meal, wheelchair…) for some passengers on some flights (absent: every flight). */
export const ZAddServicesRequest = ZEditEnvelope.extend({
  paxIds: ZEditPaxIds,
  flightKeys: ZEditFlightKeys.optional(),
  code: ZSpecialServiceCode,
  text: ZAirlineLineText.optional(),
});

/** remove-checkIn: undo the online check-in of passengers on one flight (low-cost airlines). */
export const ZRemoveCheckInRequest = ZEditEnvelope.extend({ flightKey: ZEditFlightKey, paxIds: ZEditPaxIds });

/** split-passenger: move these passengers to a new PNR of the same order (an infant goes with its adult). */
export const ZSplitPassengerRequest = ZEditEnvelope.extend({ paxIds: ZEditPaxIds });

/** upgrade-luggage: checked baggage options per passenger and flight, from the ancillaries list. */
export const ZUpgradeLuggageRequest = ZQuotedEditEnvelope.extend({
  upgrades: z
    .array(
      z.strictObject({
        paxId: ZEditPaxId,
        flightKey: ZEditFlightKey,
        optionCode: z.string().trim().regex(ANCILLARY_CODE_PATTERN),
      }),
    )
    .min(1)
    .max(36),
});
