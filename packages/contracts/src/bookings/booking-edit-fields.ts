// The fields and limits the booking edit bodies share: passengers, flights, airline free text, queues, the envelope.
// Shapes only; the rules that need the booking (its dates, passengers) or the airline spelling live in @portal/domain.
import { z } from 'zod';
import {
  PASSPORT_COUNTRY_PATTERN,
  DEFAULT_PASSPORT_COUNTRY,
  PAX_ID_PATTERN,
  ADULT_PAX_ID_PATTERN,
} from './passengers.js';
import { OFFER_ID_PATTERN } from './selection.js';

/** dd/MM/yyyy or dd-MM-yyyy (SPEC §5); whether the day exists is the domain's check. */
export const EDIT_TYPED_DATE_PATTERN = /^\d{2}[-/]\d{2}[-/]\d{4}$/;
/** What an airline takes in free text once spelt in airline form: A–Z, 0–9, space and . , / - ( ) : */
export const AIRLINE_TEXT_PATTERN = /^[A-Z0-9 .,/\-():]+$/;
/** Remarks (RM, RC, RIR): 2–250 characters, before and after the airline spelling. */
export const REMARK_TEXT_MIN_LENGTH = 2;
export const REMARK_TEXT_MAX_LENGTH = 250;
/** One GDS free-text line (SSR free text, OSI, SK text, FE endorsement): 1–70 characters. */
export const AIRLINE_LINE_MAX_LENGTH = 70;
/** Queues of an office: number 0–99, category 0–9 (Amadeus QE 8C1). */
export const QUEUE_NUMBER_MAX = 99;
export const QUEUE_CATEGORY_MAX = 9;
/** An office id of the GDS (Amadeus SGNVN28AA: 9 letters or digits). */
export const OFFICE_ID_PATTERN = /^[A-Z0-9]{9}$/;
/** A customer account (corporate) code: 2–20 letters or digits. */
export const CUSTOMER_ACCOUNT_PATTERN = /^[A-Z0-9]{2,20}$/;
/** A booking class (RBD): one letter. */
export const BOOKING_CLASS_PATTERN = /^[A-Z]$/;
/** An add-on option code as the ancillaries list answers it. */
export const ANCILLARY_CODE_PATTERN = /^[A-Za-z0-9._:-]{1,60}$/;
/** A passport or other document number as typed: 4–20 letters or digits (per-country rule in the domain). */
export const EDIT_DOCUMENT_NUMBER_PATTERN = /^[A-Z0-9]{4,20}$/;
export const MAX_EDIT_PASSENGERS = 18;
export const MAX_EDIT_FLIGHTS = 6;
/** Highest total an edit may accept (the hold's bound). */
export const MAX_TOTAL = 10_000_000_000;

/** A passenger of the booking (ADT-1, CHD-1, INF-1…: `passengers[].paxId` of the booking detail). */
export const ZEditPaxId = z.string().trim().regex(PAX_ID_PATTERN, { error: 'paxId: ADT-n, CHD-n or INF-n' });
export const ZEditAdultId = z.string().trim().regex(ADULT_PAX_ID_PATTERN, { error: 'adultId: ADT-n' });
export const ZEditPaxIds = z.array(ZEditPaxId).min(1).max(MAX_EDIT_PASSENGERS);
/** A flight of the PNR: `routes[].offerId` of the booking detail. */
export const ZEditFlightKey = z.string().trim().regex(OFFER_ID_PATTERN, { error: 'flightKey: routes[].offerId' });
export const ZEditFlightKeys = z.array(ZEditFlightKey).min(1).max(MAX_EDIT_FLIGHTS);
export const ZEditTypedDate = z.string().trim().regex(EDIT_TYPED_DATE_PATTERN, { error: 'date: dd/MM/yyyy' });
/** ISO 3166-1 alpha-3 shape; whether the country exists is the domain's check. */
export const ZEditCountryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(PASSPORT_COUNTRY_PATTERN, { error: 'ISO 3166-1 alpha-3 code' });
/** A passport's country: VNM when not given. */
export const ZEditCountry = ZEditCountryCode.default(DEFAULT_PASSPORT_COUNTRY);
/** DOCS gender: M or F (an infant's MI/FI is written by the service from its adult's PNR). */
export const ZEditGender = z.enum(['M', 'F']);
export const ZEditCarrier = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2}$/, { error: 'carrier: 2-character airline code' });

/** Free text on one airline line as typed; the domain checks it again in airline spelling (AIRLINE_TEXT_PATTERN). */
export const ZAirlineLineText = z.string().trim().min(1).max(AIRLINE_LINE_MAX_LENGTH);
export const ZRemarkText = z.string().trim().min(REMARK_TEXT_MIN_LENGTH).max(REMARK_TEXT_MAX_LENGTH);

/**
 * Every edit body: the booking's version the agent saw. A change made meanwhile answers 409 (reason staleVersion,
 * details.currentVersion) and nothing is sent to the airline.
 */
export const ZEditEnvelope = z.strictObject({ expectedVersion: z.number().int().min(1) });

/**
 * Bodies of the edits that may change a held booking's price: `acceptTotal` is the new total the agent accepted after
 * a quote; without it such an edit answers the quote and changes nothing.
 */
export const ZQuotedEditEnvelope = ZEditEnvelope.extend({
  acceptTotal: z.number().int().min(0).max(MAX_TOTAL).optional(),
});
