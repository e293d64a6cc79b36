// The booking side of the simulator protocol: price re-check, add-ons, hold, retrieve, issue, void, cancel, refund quote and refund.
import { z } from 'zod';
import { ZBaggage, ZCabinClass, ZPaxType } from '../flights/flight-offer.js';
import { ZRemarkKind, ZSegmentStatus, ZSpecialKeyword } from '../bookings/booking-edit-names.js';
import { ZBookingSystem } from './booking-systems.js';
import { ZSupplierFare, ZSupplierPaxPrice, ZSupplierSegment } from './simulator-protocol.js';
import { paidChangeElements } from './paid-change-elements.js';

const vnd = z.number().int();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD');
/** ISO 8601 with an offset (Vietnam time, +07:00, for the supplier's own times). */
const isoInstant = z.string();
const airlineName = z
  .string()
  .regex(/^[A-Z]+( [A-Z]+)*$/, 'Expected ASCII upper-case letters and single spaces')
  .max(40);

/** The sign-in account (GDS office id or airline account) a call is made with; a PNR belongs to the account that made it. */
export const ZSupplierAccount = z.string().regex(/^[A-Za-z0-9._@-]{2,50}$/);

export const ZSupplierPaxCounts = z.object({ adt: z.number().int(), chd: z.number().int(), inf: z.number().int() });

/** One flight of the itinerary as a search answered it: its key and the chosen fare class (RBD or family code). */
export const ZSupplierFlightChoice = z.object({
  key: z.string().min(1).max(200),
  fareClass: z.string().min(1).max(20),
});
export type TSupplierFlightChoice = z.infer<typeof ZSupplierFlightChoice>;

/** POST /systems/{system}/price-check */
export const ZSupplierPriceCheckRequest = z.object({
  account: ZSupplierAccount,
  flights: z.array(ZSupplierFlightChoice).min(1).max(6),
  pax: ZSupplierPaxCounts,
  promotionCode: z.string().max(30).optional(),
  /** The net total the agent saw (every passenger, every flight); the answer says whether the price moved from it. */
  expectedTotal: vnd.min(0).optional(),
});
export type TSupplierPriceCheckRequest = z.infer<typeof ZSupplierPriceCheckRequest>;

export const ZSupplierPricedFlight = z.object({
  key: z.string(),
  /** The class asked for. */
  requestedClass: z.string(),
  status: z.enum(['AVAILABLE', 'SOLD_OUT']),
  /** The family's fare now (its class may be the next one up when the asked one sold out); null when sold out. */
  fare: ZSupplierFare.nullable(),
});
export type TSupplierPricedFlight = z.infer<typeof ZSupplierPricedFlight>;

export const ZSupplierPriceCheckResponse = z.object({
  system: ZBookingSystem,
  currency: z.literal('VND'),
  flights: z.array(ZSupplierPricedFlight),
  isAvailable: z.boolean(),
  /** Sum over every passenger and flight; null when a flight is sold out. */
  totalNet: vnd.nullable(),
  /** Sold out, a class moved, the total differs from `expectedTotal`, or (without it) the airline re-priced since the search. */
  isPriceChanged: z.boolean(),
});
export type TSupplierPriceCheckResponse = z.infer<typeof ZSupplierPriceCheckResponse>;

/** POST /systems/{system}/ancillaries */
export const ZSupplierAncillariesRequest = z.object({
  account: ZSupplierAccount,
  flights: z
    .array(z.object({ key: z.string().min(1).max(200) }))
    .min(1)
    .max(6),
  pax: ZSupplierPaxCounts,
});
export type TSupplierAncillariesRequest = z.infer<typeof ZSupplierAncillariesRequest>;

export const ZSupplierAncillaryCategory = z.enum(['BAGGAGE', 'MEAL', 'SEAT']);

export const ZSupplierAncillary = z.object({
  code: z.string(),
  category: ZSupplierAncillaryCategory,
  /** SPEC §4: one option per group category per passenger per route; a new choice replaces the old. */
  groupCategory: z.string(),
  name: z.object({ vi: z.string(), en: z.string() }),
  /** Kilograms for baggage. */
  value: z.number().int().optional(),
  unit: z.string().optional(),
  price: vnd,
  /** Who may buy it (infants buy nothing). */
  paxTypes: z.array(ZPaxType),
});
export type TSupplierAncillary = z.infer<typeof ZSupplierAncillary>;

export const ZSupplierAncillariesResponse = z.object({
  system: ZBookingSystem,
  currency: z.literal('VND'),
  /** One route per flight of the request (a connection is one route). */
  routes: z.array(
    z.object({
      flightKey: z.string(),
      from: z.string(),
      to: z.string(),
      airline: z.string(),
      options: z.array(ZSupplierAncillary),
    }),
  ),
});
export type TSupplierAncillariesResponse = z.infer<typeof ZSupplierAncillariesResponse>;

export const ZSupplierPassport = z.object({
  number: z.string().regex(/^[A-Z0-9]{5,20}$/),
  nationality: z.string().regex(/^[A-Z]{3}$/),
  issuingCountry: z.string().regex(/^[A-Z]{3}$/),
  issueDate: isoDate.optional(),
  expiryDate: isoDate,
});

export const ZSupplierPassenger = z.object({
  /** ADT-1, CHD-1, INF-1…: unique in the booking. */
  id: z.string().regex(/^(ADT|CHD|INF)-[1-9]$/),
  type: ZPaxType,
  title: z.enum(['MR', 'MRS', 'MS', 'MSTR', 'MISS']),
  lastName: airlineName,
  firstName: airlineName,
  /** Required for children and infants: their age on the date of the last flight decides the type. */
  birthDate: isoDate.optional(),
  /** Infants only: the adult (id) the infant travels with; one infant per adult. */
  infantOf: z.string().optional(),
  loyaltyNumber: z
    .string()
    .regex(/^[A-Z0-9]{4,20}$/)
    .optional(),
  /** Required on international itineraries; must not expire before the last flight. */
  passport: ZSupplierPassport.optional(),
});
export type TSupplierPassenger = z.infer<typeof ZSupplierPassenger>;

export const ZSupplierContact = z.object({
  name: z.string().trim().min(1).max(100),
  phone: z.string().regex(/^\+?\d{8,15}$/),
  email: z.email().max(200).optional(),
  note: z.string().max(500).optional(),
});

export const ZSupplierAncillaryChoice = z.object({ paxId: z.string(), flightKey: z.string(), code: z.string() });

/** POST /systems/{system}/bookings: 201 with a new PNR, 200 with the same PNR for a repeated clientRef. */
export const ZSupplierHoldRequest = z.object({
  account: ZSupplierAccount,
  /** The caller's idempotency reference: the same reference (and body) answers the same PNR. */
  clientRef: z.string().min(1).max(100),
  flights: z.array(ZSupplierFlightChoice).min(1).max(6),
  passengers: z.array(ZSupplierPassenger).min(1).max(18),
  contact: ZSupplierContact,
  ancillaries: z.array(ZSupplierAncillaryChoice).max(300).optional(),
  promotionCode: z.string().max(30).optional(),
  /** When given, a different net total (fare and add-ons) refuses the hold with PRICE_CHANGED instead of holding. */
  expectedTotal: vnd.min(0).optional(),
});
export type TSupplierHoldRequest = z.infer<typeof ZSupplierHoldRequest>;

export const SUPPLIER_BOOKING_STATUSES = ['HOLD', 'TICKETED', 'CANCELLED', 'VOIDED', 'REFUNDED'] as const;
export const ZSupplierBookingStatus = z.enum(SUPPLIER_BOOKING_STATUSES);
export type TSupplierBookingStatus = z.infer<typeof ZSupplierBookingStatus>;

export const ZSupplierBookedFlight = z.object({
  key: z.string(),
  legIndex: z.number().int(),
  fareClass: z.string(),
  fareFamily: z.string(),
  fareBasis: z.string(),
  cabinClass: ZCabinClass,
  baggage: ZBaggage,
  isRefundable: z.boolean(),
  netPrices: z.object({ ADT: ZSupplierPaxPrice, CHD: ZSupplierPaxPrice.optional(), INF: ZSupplierPaxPrice.optional() }),
  /** Segment status: HK confirmed, XX cancelled; HL, KK, TK, UN after waitlists and schedule changes (SEGMENT_STATUSES). */
  segments: z.array(ZSupplierSegment.extend({ status: ZSegmentStatus })),
});
export type TSupplierBookedFlight = z.infer<typeof ZSupplierBookedFlight>;

export const ZSupplierBookedAncillary = ZSupplierAncillaryChoice.extend({
  category: ZSupplierAncillaryCategory,
  groupCategory: z.string(),
  name: z.object({ vi: z.string(), en: z.string() }),
  price: vnd,
});

/** What one passenger costs, every flight of the PNR together. */
export const ZSupplierPaxAmount = z.object({
  paxId: z.string(),
  type: ZPaxType,
  baseFare: vnd,
  tax: vnd,
  vat: vnd,
  ancillaries: vnd,
  /** Service fees of edits on a held PNR (a name correction's fee); absent before any. */
  fees: vnd.optional(),
  total: vnd,
});

export const ZSupplierTicket = z.object({
  paxId: z.string(),
  /** The validating airline's 3-digit prefix and 10 digits (VN 738…, VJ 978…, QH 926…). */
  number: z.string().regex(/^\d{13}$/),
});

/** A special service request on a passenger (SSR): the code, on one flight or all, and free text. */
export const ZSupplierSsr = z.object({
  code: z.string().regex(/^[A-Z]{4}$/),
  flightKey: z.string().optional(),
  text: z.string().max(250).optional(),
});
export type TSupplierSsr = z.infer<typeof ZSupplierSsr>;

/** A passenger as the PNR holds them: the hold's data plus what edits wrote (all optional: older records have none). */
/** An identity document number as the airline stores it. */
export const ZSupplierIdNumber = z.string().regex(/^[A-Z0-9]{6,20}$/);
/** ISO 3166 alpha-3 country code (VNM). */
export const ZSupplierCountry = z.string().regex(/^[A-Z]{3}$/);

export const ZSupplierBookedPassenger = ZSupplierPassenger.extend({
  ticketNumber: z.string().optional(),
  ssrs: z.array(ZSupplierSsr).optional(),
  /** Flight keys this passenger is checked in on (LCC online check-in). */
  checkedIn: z.array(z.string()).optional(),
  /** National ID or other identity document number (add-info-passenger). */
  idNumber: ZSupplierIdNumber.optional(),
  nationality: ZSupplierCountry.optional(),
});
export type TSupplierBookedPassenger = z.infer<typeof ZSupplierBookedPassenger>;

/** A segment the airline changed: the old one (shown UN) and the new times (the booking's segment is TK until accepted). */
export const ZSupplierScheduleChange = z.object({
  changedAt: isoInstant,
  segments: z.array(
    z.object({
      flightKey: z.string(),
      segmentIndex: z.number().int().min(0),
      old: ZSupplierSegment.extend({ status: ZSegmentStatus }),
      newDepartDateTime: z.string(),
      newArrivalDateTime: z.string(),
    }),
  ),
});
export type TSupplierScheduleChange = z.infer<typeof ZSupplierScheduleChange>;

/** The PNR elements edits write beside passengers and flights; every one optional so older records stay valid. */
const bookingEditElements = {
  /** Other Service Information to an airline (OS). */
  osi: z.array(z.object({ airline: z.string(), text: z.string() })).optional(),
  /** Special keywords (SK), on one passenger or all. */
  specialKeywords: z
    .array(z.object({ keyword: ZSpecialKeyword, paxId: z.string().optional(), text: z.string().optional() }))
    .optional(),
  /** The corporate customer account the trip is for (add-ca; decision 039): its code and name. */
  customerAccount: z.object({ code: z.string(), name: z.string().optional() }).optional(),
  remarks: z.array(z.object({ kind: ZRemarkKind, text: z.string() })).optional(),
  /** The office queue the PNR was last placed on. */
  queue: z.object({ office: z.string(), number: z.number().int(), category: z.number().int() }).optional(),
  /** Ticket endorsements (FE), per passenger or (no paxId) for all. */
  endorsements: z.array(z.object({ paxId: z.string().optional(), text: z.string() })).optional(),
  /** The retained fare quote (TST): the fare total it stores and when. */
  storedFare: z.object({ amount: vnd, storedAt: isoInstant }).optional(),
  extraContacts: z.object({ phones: z.array(z.string()), emails: z.array(z.string()) }).optional(),
  /** Arrival-unknown surface segments: after which flight (index in `flights`), from where to where. */
  arnks: z.array(z.object({ afterFlightKey: z.string(), from: z.string(), to: z.string() })).optional(),
  scheduleChange: ZSupplierScheduleChange.optional(),
  /** Split PNRs: where this one came from, and the PNRs split off it. */
  splitFrom: z.string().optional(),
  splitInto: z.array(z.string()).optional(),
  totalFees: vnd.optional(),
};

export const ZSupplierBooking = z.object({
  system: ZBookingSystem,
  source: z.string(),
  pnr: z.string().regex(/^[A-Z0-9]{6}$/),
  /** The account (office) that made the PNR. */
  account: z.string(),
  clientRef: z.string().optional(),
  /** The validating airline: the first flight's marketing carrier. */
  airline: z.string(),
  status: ZSupplierBookingStatus,
  createdAt: isoInstant,
  /** Pay and issue before this; afterwards the PNR is cancelled (HOLD only, but kept for history). */
  timeLimit: isoInstant,
  issuedAt: isoInstant.optional(),
  /** Tickets may be voided until this instant (same Vietnam day as the issue). */
  voidUntil: isoInstant.optional(),
  cancelledAt: isoInstant.optional(),
  /** AGENT: cancelled on request; TIME_LIMIT: the time limit passed before issue. */
  cancelReason: z.enum(['AGENT', 'TIME_LIMIT']).optional(),
  voidedAt: isoInstant.optional(),
  passengers: z.array(ZSupplierBookedPassenger),
  contact: ZSupplierContact,
  flights: z.array(ZSupplierBookedFlight),
  ancillaries: z.array(ZSupplierBookedAncillary),
  paxAmounts: z.array(ZSupplierPaxAmount),
  totalFare: vnd,
  totalAncillaries: vnd,
  totalNet: vnd,
  tickets: z.array(ZSupplierTicket),
  refund: z.object({ quoteId: z.string(), penalty: vnd, refundedAmount: vnd, refundedAt: isoInstant }).optional(),
  ...bookingEditElements,
  ...paidChangeElements,
});
export type TSupplierBooking = z.infer<typeof ZSupplierBooking>;

/** The body of issue, void, cancel and refund-quote: who asks. Refund adds the quote. */
export const ZSupplierPnrAction = z.object({ account: ZSupplierAccount });
/** A credit shell named as a form of payment at issue: its number and how much of it pays (decision 067). */
export const ZSupplierCreditPayment = z.object({
  number: z.string().trim().min(1).max(30),
  amount: vnd.positive(),
});
export type TSupplierCreditPayment = z.infer<typeof ZSupplierCreditPayment>;
/** The body of issue: who asks, and the credit shells of the PNR's passengers that pay part of it (at most 9). */
export const ZSupplierIssueRequest = ZSupplierPnrAction.extend({
  credits: z.array(ZSupplierCreditPayment).max(9).optional(),
});
export type TSupplierIssueRequest = z.infer<typeof ZSupplierIssueRequest>;
export const ZSupplierRefundRequest = z.object({ account: ZSupplierAccount, quoteId: z.string().min(1).max(100) });

/** POST /systems/{system}/bookings/{pnr}/refund-quote */
export const ZSupplierRefundQuote = z.object({
  quoteId: z.string(),
  pnr: z.string(),
  totalPaid: vnd,
  penalty: vnd,
  refundableAmount: vnd,
  expiresAt: isoInstant,
  passengers: z.array(
    z.object({ paxId: z.string(), ticketNumber: z.string(), paid: vnd, penalty: vnd, refundable: vnd }),
  ),
});
export type TSupplierRefundQuote = z.infer<typeof ZSupplierRefundQuote>;

/** Error codes a booking call may answer (error field of the body), besides BAD_REQUEST with `fields`. */
export const SUPPLIER_BOOKING_ERRORS = [
  'BAD_REQUEST',
  'NOT_FOUND',
  'OTHER_ACCOUNT',
  'FLIGHT_UNAVAILABLE',
  'SOLD_OUT',
  'PRICE_CHANGED',
  'CLIENT_REF_REUSED',
  'TIME_LIMIT_EXPIRED',
  'PNR_CANCELLED',
  'INVALID_STATE',
  'VOID_WINDOW_CLOSED',
  'FLIGHT_DEPARTED',
  'QUOTE_NOT_FOUND',
  'QUOTE_EXPIRED',
  'SUPPLIER_ERROR',
  'SUPPLIER_TIMEOUT',
  /** The booking system does not offer this edit at all (OSI on an LCC, a Bamboo-only action elsewhere). */
  'ACTION_NOT_SUPPORTED',
  /** The system offers the edit but the airline refused it here (its message says why). */
  'EDIT_REFUSED',
  /** Paid changes: the flight no longer sells changes (LCC under 3 hours before departure, or flown). */
  'FLIGHT_CLOSED',
  /** The seat was taken (by another booking) since the map was read, or is blocked. */
  'SEAT_TAKEN',
  /** The seat exists but not for this passenger (an infant's adult in an exit row, a child alone). */
  'SEAT_NOT_ALLOWED',
  /** The fare family forbids this change (no changes, no refund). */
  'CHANGE_NOT_ALLOWED',
  /** Issue paid by a credit shell (decision 067): no such credit of this airline. */
  'CREDIT_NOT_FOUND',
  /** The credit shell's expiry has passed. */
  'CREDIT_EXPIRED',
  /** The credit shell is in the name of no passenger of this PNR. */
  'CREDIT_NAME_MISMATCH',
  /** Less of the credit shell is left than the amount asked (spent by another ticket). */
  'CREDIT_USED',
] as const;
export type TSupplierBookingError = (typeof SUPPLIER_BOOKING_ERRORS)[number];

/** Every refusal: a code, an English message, and what helps the caller (fields, the record now, the new price). */
export const ZSupplierErrorBody = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  booking: ZSupplierBooking.optional(),
  totalNet: vnd.optional(),
});
export type TSupplierErrorBody = z.infer<typeof ZSupplierErrorBody>;
