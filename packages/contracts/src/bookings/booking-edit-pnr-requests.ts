// The bodies of the edits about the PNR itself: airline messages, remarks, contacts, segments, queues, fares.
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PERSON_NAME_MAX_LENGTH, ZVietnameseMobile } from '../agencies/person-fields.js';
import { ZRemarkKind, ZSegmentStatus, ZSpecialKeyword } from './booking-edit-names.js';
import {
  BOOKING_CLASS_PATTERN,
  CUSTOMER_ACCOUNT_PATTERN,
  OFFICE_ID_PATTERN,
  QUEUE_CATEGORY_MAX,
  QUEUE_NUMBER_MAX,
  ZAirlineLineText,
  ZEditCarrier,
  ZEditEnvelope,
  ZEditFlightKey,
  ZEditFlightKeys,
  ZEditPaxIds,
  ZQuotedEditEnvelope,
  ZRemarkText,
} from './booking-edit-fields.js';
import { OPTIONAL_PERSON_NAME_PATTERN } from './passengers.js';
import { ZFlightSelection } from './selection.js';

/** add-osi: Other Service Information to the airline (absent carrier: the booking's airline; absent paxIds: the PNR). */
export const ZAddOsiRequest = ZEditEnvelope.extend({
  text: ZAirlineLineText,
  carrier: ZEditCarrier.optional(),
  paxIds: ZEditPaxIds.optional(),
});

/** add-ca: the customer (corporate) account code the fare or billing is under (decision 040). */
export const ZAddCustomerAccountRequest = ZEditEnvelope.extend({
  accountCode: z.string().trim().toUpperCase().regex(CUSTOMER_ACCOUNT_PATTERN, { error: 'accountCode: 2–20 A–Z 0–9' }),
  paxIds: ZEditPaxIds.optional(),
});

/** add-sk: a special keyword element (CORP, VIP…) with optional text. */
export const ZAddSpecialKeywordRequest = ZEditEnvelope.extend({
  keyword: ZSpecialKeyword,
  text: ZAirlineLineText.optional(),
  paxIds: ZEditPaxIds.optional(),
});

/** add-remark: general, confidential or itinerary remark; sent in airline spelling (2–250 A–Z 0–9 . , / - ( ) :). */
export const ZAddRemarkRequest = ZEditEnvelope.extend({ kind: ZRemarkKind, text: ZRemarkText });

/** edit-phone: the booking's contact mobile (Vietnamese rule of SPEC §5). */
export const ZEditPhoneRequest = ZEditEnvelope.extend({ phone: ZVietnameseMobile });

/** change-contact: the booking contact's name and email (at least one). */
export const ZChangeContactRequest = ZEditEnvelope.extend({
  name: z.string().trim().min(1).max(PERSON_NAME_MAX_LENGTH).regex(OPTIONAL_PERSON_NAME_PATTERN).optional(),
  email: z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email()).optional(),
}).refine((body) => body.name !== undefined || body.email !== undefined, {
  error: 'give a name or an email',
  path: ['name'],
});

/** change-route-class: rebook one flight in another booking class; the held price follows. */
export const ZChangeRouteClassRequest = ZQuotedEditEnvelope.extend({
  flightKey: ZEditFlightKey,
  bookingClass: z.string().trim().toUpperCase().regex(BOOKING_CLASS_PATTERN, { error: 'bookingClass: one letter' }),
});

/** change-route-status: confirm a waitlisted or changed flight (HL, KK, TK → HK). */
export const ZChangeRouteStatusRequest = ZEditEnvelope.extend({
  flightKey: ZEditFlightKey,
  status: ZSegmentStatus.extract(['HK']),
});

/** remove-route: cancel one flight of the PNR (at least one stays); the held price follows. */
export const ZRemoveRouteRequest = ZQuotedEditEnvelope.extend({ flightKey: ZEditFlightKey });

/** add-arunk: an arrival-unknown surface segment after this flight (before the next, non-connecting one). */
export const ZAddArunkRequest = ZEditEnvelope.extend({ afterFlightKey: ZEditFlightKey });

/** swap-queue: place the PNR on a queue of the office (absent officeId: the agency's own office). */
export const ZSwapQueueRequest = ZEditEnvelope.extend({
  queue: z.number().int().min(0).max(QUEUE_NUMBER_MAX),
  category: z.number().int().min(0).max(QUEUE_CATEGORY_MAX).default(0),
  officeId: z.string().trim().toUpperCase().regex(OFFICE_ID_PATTERN).optional(),
});

/** add-route: sell a flight from a new search into the PNR (same booking system); the held price follows. */
export const ZAddRouteRequest = ZQuotedEditEnvelope.extend({ flight: ZFlightSelection });

/** submit-sc: accept the airline's schedule change on these flights (TK/UN become HK). */
export const ZSubmitScheduleChangeRequest = ZEditEnvelope.extend({ flightKeys: ZEditFlightKeys });

/** retain-quote-tst: store the fare quote (TST) so the PNR is issued at that price. */
export const ZRetainQuoteRequest = ZEditEnvelope;

/** add-pax-endorsement: the FE endorsement line printed on the tickets (absent paxIds: every passenger). */
export const ZAddPaxEndorsementRequest = ZEditEnvelope.extend({
  text: ZAirlineLineText,
  paxIds: ZEditPaxIds.optional(),
});
