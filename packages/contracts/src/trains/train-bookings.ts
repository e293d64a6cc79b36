// /api/trains/bookings: hold locked seats as a booking (Idempotency-Key), read, list and export, pay and issue from the
// deposit, cancel, refund and change tickets by the railway's rules, and mail the boarding cards.
import { z } from 'zod';
import { ZIsoDay, ZReportExportFormat } from '../reports/report-query.js';
import { ZStationCode, ZTrainPassengerType, ZTrainSeatType } from '../suppliers/railway-protocol.js';
import { ZTrainDirection } from './train-seat-locks.js';

const vnd = z.number().int();

/**
 * HOLD: the railway holds the seats until timeLimit. ISSUING: paid, the railway's answer not known yet (money reserved;
 * reconciliation decides). ISSUED: tickets issued (some may be refunded or changed since). REFUNDED: every ticket
 * refunded. CANCELLED: cancelled or expired before payment. FAILED: the railway refused the hold.
 */
export const TRAIN_BOOKING_STATUSES = ['HOLD', 'ISSUING', 'ISSUED', 'REFUNDED', 'CANCELLED', 'FAILED'] as const;
export const ZTrainBookingStatus = z.enum(TRAIN_BOOKING_STATUSES);
export type TTrainBookingStatus = z.infer<typeof ZTrainBookingStatus>;
export const ZTrainTicketStatus = z.enum(['HELD', 'ISSUED', 'REFUNDED', 'CHANGED', 'CANCELLED']);
export type TTrainTicketStatus = z.infer<typeof ZTrainTicketStatus>;

/** One seat's passenger as the agent types it (booking/train/passenger-info). */
export const ZTrainPassengerForm = z.strictObject({
  /** The seat lock this passenger takes. */
  ticketId: z.string().min(4).max(40),
  fullName: z.string().trim().min(2).max(80),
  /** CCCD 12 digits, CMND 9 digits, or a passport (letters and digits, 6–20); a student's card number for type 12. */
  idNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{6,20}$/),
  passengerType: ZTrainPassengerType,
  /** dd/MM/yyyy typed, sent as yyyy-MM-dd; required for children (2, 7) and seniors (13). */
  birthDate: ZIsoDay.optional(),
  /** A child (2, 7) names the adult seat it travels with, in the same direction. */
  adultTicketId: z.string().min(4).max(40).optional(),
});
export type TTrainPassengerForm = z.infer<typeof ZTrainPassengerForm>;

/** A child under 6 sharing an adult's seat: free, printed on the adult's boarding card. */
export const ZTrainInfantForm = z.strictObject({
  fullName: z.string().trim().min(2).max(80),
  birthDate: ZIsoDay,
  adultTicketId: z.string().min(4).max(40),
});

/** The buyer, for the railway and for the VAT invoice (company and tax code optional together). */
export const ZTrainBuyerForm = z.strictObject({
  fullName: z.string().trim().min(2).max(80),
  email: z.email().max(120),
  mobile: z
    .string()
    .trim()
    .regex(/^(\+84|0)[0-9]{9,10}$/),
  idNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{6,20}$/)
    .optional(),
  company: z.string().trim().max(200).optional(),
  address: z.string().trim().max(300).optional(),
  /** Vietnamese tax code: 10 digits, or 10 digits, a hyphen and 3 more. */
  taxCode: z
    .string()
    .trim()
    .regex(/^[0-9]{10}(-[0-9]{3})?$/)
    .optional(),
});
export type TTrainBuyerForm = z.infer<typeof ZTrainBuyerForm>;

/** POST /api/trains/bookings (header Idempotency-Key): every seat lock of the draft, both directions, one booking. */
export const ZTrainHoldRequest = z.strictObject({
  passengers: z.array(ZTrainPassengerForm).min(1).max(20),
  infants: z.array(ZTrainInfantForm).max(10).default([]),
  buyer: ZTrainBuyerForm,
  /** The total the agent confirmed (fares after discounts plus issue fees); a different one answers 409 priceChanged. */
  acceptedTotal: vnd.min(0).max(1_000_000_000),
});
export type TTrainHoldRequest = z.input<typeof ZTrainHoldRequest>;

export const ZTrainTicket = z.object({
  ticketId: z.string(),
  direction: ZTrainDirection,
  runId: z.string(),
  trainNumber: z.string(),
  from: ZStationCode,
  to: ZStationCode,
  fromName: z.string(),
  toName: z.string(),
  departAt: z.string(),
  arriveAt: z.string(),
  carriageNo: z.string(),
  carriageName: z.string(),
  seatNumber: z.string(),
  seatType: ZTrainSeatType,
  compartment: z.number().int().nullable(),
  tier: z.number().int().nullable(),
  fullName: z.string(),
  idNumber: z.string(),
  passengerType: ZTrainPassengerType,
  birthDate: z.string().nullable(),
  adultTicketId: z.string().nullable(),
  infants: z.array(z.object({ fullName: z.string(), birthDate: z.string() })),
  /** Adult fare (insurance included), the type's discount, the railway's amount, and the chain's issue fee per ticket. */
  fare: vnd,
  insurance: vnd,
  discount: vnd,
  amount: vnd,
  issueFee: vnd,
  status: ZTrainTicketStatus,
  ticketNumber: z.string().nullable(),
  /** What the boarding card's QR code carries (issued tickets). */
  boardingCode: z.string().nullable(),
  replaces: z.string().nullable(),
  replacedBy: z.string().nullable(),
  /** Refunded: what returned to the deposit and the railway's fee. */
  refundAmount: vnd.nullable(),
  refundFee: vnd.nullable(),
});
export type TTrainTicket = z.infer<typeof ZTrainTicket>;

export const TRAIN_BOOKING_ACTIONS = ['issue', 'cancel', 'refund', 'change', 'mail'] as const;
export const ZTrainBookingAction = z.enum(TRAIN_BOOKING_ACTIONS);

export const ZTrainBooking = z.object({
  id: z.string(),
  /** The railway's booking code (null when FAILED). */
  bookingCode: z.string().nullable(),
  status: ZTrainBookingStatus,
  agency: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  /** Pay and issue before it (HOLD). */
  timeLimit: z.string().nullable(),
  isRoundTrip: z.boolean(),
  route: z.string(),
  departAt: z.string(),
  buyer: ZTrainBuyerForm,
  tickets: z.array(ZTrainTicket),
  /** The railway's amount, the chain's issue fees, and what the agency pays. */
  supplierNet: vnd,
  feeTotal: vnd,
  totalAmount: vnd,
  /** What returned to the deposit by refunds, and what changes cost, so far. */
  refundedAmount: vnd,
  changeAmount: vnd,
  /** A refund or change sent to the railway whose answer is not known yet (reconciliation settles it). */
  pendingAction: z.enum(['refund', 'change']).nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  issuedAt: z.string().nullable(),
  version: z.number().int(),
  allowedActions: z.array(ZTrainBookingAction),
});
export type TTrainBooking = z.infer<typeof ZTrainBooking>;

export const ZTrainBookingParams = z.strictObject({ id: z.uuid() });

/** POST /api/trains/bookings/{id}/cancel: {} or { reason } (a repeat of a cancelled booking answers it again). */
export const ZTrainCancelRequest = z.strictObject({ reason: z.string().trim().max(200).optional() });

/** POST /api/trains/bookings/{id}/issue (Idempotency-Key; the PIN when the agency asks for it, as for flights). */
export const ZTrainIssueRequest = z.strictObject({ acceptedTotal: vnd.min(0) });

/** POST /api/trains/bookings/{id}/refund-quote */
export const ZTrainRefundQuoteRequest = z.strictObject({ ticketIds: z.array(z.string()).min(1).max(20) });
export const ZTrainRefundQuote = z.object({
  quoteId: z.string(),
  rule: z.enum(['INDIVIDUAL', 'GROUP', 'TET']),
  lines: z.array(z.object({ ticketId: z.string(), amount: vnd, feePercent: z.number().int(), fee: vnd, refund: vnd })),
  totalFee: vnd,
  /** What returns to the deposit (the chain's issue fees are kept: the service was given). */
  totalRefund: vnd,
  issueFeeKept: vnd,
  expiresAt: z.string(),
});
export type TTrainRefundQuote = z.infer<typeof ZTrainRefundQuote>;
/** POST /api/trains/bookings/{id}/refund and /change (Idempotency-Key; PIN as for issue). */
export const ZTrainQuoteAcceptRequest = z.strictObject({ quoteId: z.string().min(1).max(60) });

/** POST /api/trains/bookings/{id}/change-quote: an issued ticket to a seat this agency has locked. */
export const ZTrainChangeQuoteRequest = z.strictObject({
  ticketId: z.string().min(4).max(40),
  newTicketId: z.string().min(4).max(40),
});
export const ZTrainChangeQuote = z.object({
  quoteId: z.string(),
  ticketId: z.string(),
  newTicketId: z.string(),
  oldAmount: vnd,
  newAmount: vnd,
  changeFee: vnd,
  fareDifference: vnd,
  /** What the deposit pays: changeFee + fareDifference. */
  total: vnd,
  expiresAt: z.string(),
  /** The chain's TRAIN change fees for this ticket (each link's changeAmount; 0 when none is set), paid on top of total. */
  chainFee: vnd.optional(),
  /** What the buyer's deposit pays in all: total + chainFee. */
  depositTotal: vnd.optional(),
});
export type TTrainChangeQuote = z.infer<typeof ZTrainChangeQuote>;

/** POST /api/trains/bookings/{id}/boarding-cards/mail; GET …/boarding-cards.pdf?lang= */
export const ZTrainMailRequest = z.strictObject({
  to: z.array(z.email()).min(1).max(5),
  lang: z.enum(['vi', 'en']).default('vi'),
});
export const ZTrainBoardingCardsQuery = z.strictObject({ lang: z.enum(['vi', 'en']).default('vi') });

export const TRAIN_BOOKING_PAGE_MAX = 200;
export const TRAIN_BOOKING_SORT_KEYS = ['createdAt', 'departAt', 'timeLimit', 'totalAmount'] as const;

/** GET /api/trains/bookings (/train/issue lists status HOLD; /train/status lists all) and …/export?format= */
export const ZTrainBookingFilters = z.strictObject({
  status: ZTrainBookingStatus.optional(),
  /** The railway's booking code or its beginning. */
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,12}$/)
    .optional(),
  /** Part of a passenger's or the buyer's name, accents and case ignored. */
  name: z.string().trim().min(1).max(60).optional(),
  trainNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,6}$/)
    .optional(),
  bookedFrom: ZIsoDay.optional(),
  bookedTo: ZIsoDay.optional(),
  departFrom: ZIsoDay.optional(),
  departTo: ZIsoDay.optional(),
  sort: z.enum(TRAIN_BOOKING_SORT_KEYS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export const ZListTrainBookingsQuery = ZTrainBookingFilters.extend({
  limit: z.coerce.number().int().min(1).max(TRAIN_BOOKING_PAGE_MAX).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type TListTrainBookingsQuery = z.input<typeof ZListTrainBookingsQuery>;
export const ZExportTrainBookingsQuery = ZTrainBookingFilters.extend({ format: ZReportExportFormat });

export const ZTrainBookingSummary = z.object({
  id: z.string(),
  bookingCode: z.string().nullable(),
  status: ZTrainBookingStatus,
  agencyCode: z.string(),
  createdByName: z.string(),
  route: z.string(),
  trainNumbers: z.array(z.string()),
  departAt: z.string(),
  timeLimit: z.string().nullable(),
  buyerName: z.string(),
  ticketCount: z.number().int(),
  totalAmount: vnd,
  createdAt: z.string(),
});
export type TTrainBookingSummary = z.infer<typeof ZTrainBookingSummary>;
export const ZListTrainBookingsResponse = z.object({
  items: z.array(ZTrainBookingSummary),
  total: z.number().int(),
});
export type TListTrainBookingsResponse = z.infer<typeof ZListTrainBookingsResponse>;
