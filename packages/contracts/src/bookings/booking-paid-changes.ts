// The paid changes after ticketing (issue 15): POST /api/bookings/{id}/paid-changes/{action} (quote, then accept and
// pay from the deposit), the booking's paid changes, its seat maps and what its flights still sell.
import { z } from 'zod';
import { type TPaidBookingEdit } from './booking-edit-names.js';
import { ZBookingDetail } from './booking-detail.js';
import {
  MAX_TOTAL,
  ZEditAdultId,
  ZEditEnvelope,
  ZEditFlightKey,
  ZEditFlightKeys,
  ZEditPaxId,
  ZEditPaxIds,
  ZEditTypedDate,
} from './booking-edit-fields.js';
import { ZEditInfantPassport } from './booking-edit-passenger-requests.js';
import { ZPersonName } from '../agencies/person-fields.js';
import { ZPassengerTitle } from './passengers.js';
import { ZFlightSelection } from './selection.js';
import { PAID_CHANGE_LINE_KINDS } from '../suppliers/paid-change-elements.js';

const ZOptionCode = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_-]{2,40}$/, { error: 'optionCode: an option code of the offers' });
/** A seat as printed on the boarding pass: row then letter. */
export const ZSeatCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([1-9]\d?)([A-K])$/, { error: 'seat: a row and a letter, such as 12A' });

/**
 * Every paid change's body: the version the agent saw; without `acceptQuoteId` the answer is a quote and nothing
 * changes; with it and `acceptTotal` (what the deposit pays, negative when money comes back) the change is paid.
 */
export const ZPaidChangeEnvelope = ZEditEnvelope.extend({
  acceptQuoteId: z.string().trim().min(1).max(100).optional(),
  acceptTotal: z.number().int().min(-MAX_TOTAL).max(MAX_TOTAL).optional(),
});

export const ZBuyLuggageRequest = ZPaidChangeEnvelope.extend({
  items: z
    .array(z.strictObject({ paxId: ZEditPaxId, flightKey: ZEditFlightKey, optionCode: ZOptionCode }))
    .min(1)
    .max(36),
});
export const ZBuySeatRequest = ZPaidChangeEnvelope.extend({
  seats: z
    .array(z.strictObject({ paxId: ZEditPaxId, flightKey: ZEditFlightKey, seat: ZSeatCode }))
    .min(1)
    .max(36),
});
export const ZBuyAncillaryRequest = ZPaidChangeEnvelope.extend({
  items: z
    .array(z.strictObject({ paxId: ZEditPaxId, flightKey: ZEditFlightKey, optionCode: ZOptionCode }))
    .min(1)
    .max(72),
});
export const ZAddInfantVjRequest = ZPaidChangeEnvelope.extend({
  adultId: ZEditAdultId,
  title: ZPassengerTitle.extract(['MSTR', 'MISS']),
  lastName: ZPersonName,
  firstName: ZPersonName,
  birthDate: ZEditTypedDate,
  passport: ZEditInfantPassport.optional(),
});
export const ZExchangeRouteRequest = ZPaidChangeEnvelope.extend({
  flights: z
    .array(z.strictObject({ flightKey: ZEditFlightKey, to: ZFlightSelection }))
    .min(1)
    .max(6),
});
/** Partial refunds: these passengers on these flights; every one of each when left out. */
export const ZRefundTicketRequest = ZPaidChangeEnvelope.extend({
  paxIds: ZEditPaxIds.optional(),
  flightKeys: ZEditFlightKeys.optional(),
  reason: z.string().trim().max(500).optional(),
});
export const ZQuoteBestPriceRequest = ZPaidChangeEnvelope;
export const ZProcessPriceRequest = ZPaidChangeEnvelope;

/** The body of each paid change: the API route and the web page parse the same one. */
export const PAID_CHANGE_REQUESTS = {
  'buy-luggage': ZBuyLuggageRequest,
  'refund-ticket': ZRefundTicketRequest,
  'exchange-route': ZExchangeRouteRequest,
  'buy-seat': ZBuySeatRequest,
  'buy-ancillary': ZBuyAncillaryRequest,
  'add-infant-vj': ZAddInfantVjRequest,
  'quote-best-price': ZQuoteBestPriceRequest,
  'process-price': ZProcessPriceRequest,
} as const satisfies Record<TPaidBookingEdit, z.ZodType>;
export type TPaidChangeRequests = typeof PAID_CHANGE_REQUESTS;
export type TPaidChangeRequest<Action extends TPaidBookingEdit> = z.input<TPaidChangeRequests[Action]>;
export type TPaidChangeBody<Action extends TPaidBookingEdit> = z.output<TPaidChangeRequests[Action]>;

/** The airline's line kinds plus the chain's own service fee on a change. */
export const PAID_LINE_KINDS = [...PAID_CHANGE_LINE_KINDS, 'SERVICE_FEE'] as const;
export const ZPaidLineKind = z.enum(PAID_LINE_KINDS);
export type TPaidLineKind = z.infer<typeof ZPaidLineKind>;

export const ZPaidChangeLine = z.object({
  kind: ZPaidLineKind,
  paxId: z.string(),
  passengerName: z.string(),
  /** The booking's flight key (routes[].offerId) when the line is for one flight. */
  flightKey: z.string().optional(),
  /** HAN-SGN with the flight number, for the screen. */
  flightLabel: z.string().optional(),
  code: z.string().optional(),
  description: z.object({ vi: z.string(), en: z.string() }),
  /** Signed VND: positive is paid, negative given back. */
  amount: z.number().int(),
});
export type TPaidChangeLine = z.infer<typeof ZPaidChangeLine>;

export const ZPaidChangeQuote = z.object({
  /** The portal's quote id to send back as acceptQuoteId. */
  quoteId: z.string(),
  action: z.string(),
  expiresAt: z.string(),
  lines: z.array(ZPaidChangeLine),
  /** The airline's part (its lines summed). */
  airlineTotal: z.number().int(),
  /** The chain's service fees on this change, for the buyer. */
  serviceFee: z.number().int(),
  /** What the buyer's deposit pays (negative: what comes back). */
  total: z.number().int(),
  /** How money coming back returns: to the deposit, or as a credit in the passenger's name (no deposit credit). */
  refundForm: z.enum(['DEPOSIT', 'CREDIT_SHELL']).optional(),
});
export type TPaidChangeQuote = z.infer<typeof ZPaidChangeQuote>;

/** QUOTED: not accepted; SENT: money reserved, the airline's answer not known yet; DONE; REFUSED (money released). */
export const PAID_CHANGE_STATUSES = ['QUOTED', 'SENT', 'DONE', 'REFUSED'] as const;
export const ZPaidChangeStatus = z.enum(PAID_CHANGE_STATUSES);
export type TPaidChangeStatus = z.infer<typeof ZPaidChangeStatus>;

export const ZPaidChangeDocument = z.object({
  kind: z.enum(['EMD', 'TICKET', 'CREDIT_SHELL']),
  number: z.string(),
  paxId: z.string(),
  passengerName: z.string(),
  amount: z.number().int(),
});
export type TPaidChangeDocument = z.infer<typeof ZPaidChangeDocument>;

export const ZPaidChange = z.object({
  id: z.string(),
  action: z.string(),
  status: ZPaidChangeStatus,
  quote: ZPaidChangeQuote,
  documents: z.array(ZPaidChangeDocument),
  /** The airline's words when it refused. */
  message: z.string().optional(),
  createdAt: z.string(),
  settledAt: z.string().optional(),
  createdBy: z.string().optional(),
});
export type TPaidChange = z.infer<typeof ZPaidChange>;

/**
 * POST /api/bookings/{id}/paid-changes/{action}: `quote` when nothing was accepted (200, nothing changed); `change`
 * once accepted — 200 DONE (the booking's version raised), 202 SENT while the airline's answer is unknown (reconciled).
 */
export const ZPaidChangeResponse = z.object({
  booking: ZBookingDetail,
  quote: ZPaidChangeQuote.optional(),
  change: ZPaidChange.optional(),
});
export type TPaidChangeResponse = z.infer<typeof ZPaidChangeResponse>;

/** Where a credit shell went (decision 067): the booking whose issue it paid, how much, RESERVED while that issue runs. */
export const ZCreditUse = z.object({
  bookingId: z.string(),
  pnr: z.string(),
  amount: z.number().int(),
  status: z.enum(['RESERVED', 'USED']),
  at: z.string(),
});
export type TCreditUse = z.infer<typeof ZCreditUse>;

/** A credit a refund left in a passenger's name (credit shell): its value, what later issues took, what is left. */
export const ZPassengerCredit = z.object({
  number: z.string(),
  paxId: z.string(),
  passengerName: z.string(),
  amount: z.number().int(),
  expiresAt: z.string(),
  uses: z.array(ZCreditUse).optional(),
  remaining: z.number().int().optional(),
});
export type TPassengerCredit = z.infer<typeof ZPassengerCredit>;

/**
 * GET /api/bookings/{id}/usable-credits (a HOLD booking): the agency's credit shells of the same airline in the name of
 * one of its passengers, unexpired, with something left; `amount` is what applying it takes off this issue.
 */
export const ZUsableCredit = z.object({
  number: z.string(),
  airline: z.string(),
  /** The passenger of this booking it is in the name of. */
  paxId: z.string(),
  passengerName: z.string(),
  remaining: z.number().int(),
  /** What it pays of this booking when applied (at most the passenger's airline price). */
  amount: z.number().int(),
  expiresAt: z.string(),
  source: z.object({ bookingId: z.string(), pnr: z.string() }),
});
export type TUsableCredit = z.infer<typeof ZUsableCredit>;
export const ZUsableCreditList = z.object({ credits: z.array(ZUsableCredit) });
export type TUsableCreditList = z.infer<typeof ZUsableCreditList>;

/** GET /api/bookings/{id}/paid-changes: the booking's accepted paid changes (newest first) and its credit shells. */
export const ZPaidChangeList = z.object({
  changes: z.array(ZPaidChange),
  credits: z.array(ZPassengerCredit),
});
export type TPaidChangeList = z.infer<typeof ZPaidChangeList>;

export const ZBookingSeat = z.object({
  seat: z.string(),
  status: z.enum(['FREE', 'PAID', 'TAKEN', 'BLOCKED']),
  price: z.number().int(),
  zone: z.string().optional(),
  /** A passenger of this booking already in it. */
  paxId: z.string().optional(),
});
export type TBookingSeat = z.infer<typeof ZBookingSeat>;

/** GET /api/bookings/{id}/seat-maps: one map per flight of the booking, by the booking's flight key. */
export const ZBookingSeatMaps = z.object({
  maps: z.array(
    z.object({
      flightKey: z.string(),
      flightLabel: z.string(),
      aircraft: z.string(),
      /** Seat letters left to right, '' for an aisle. */
      columns: z.array(z.string()),
      rows: z.array(z.object({ row: z.number().int(), isExit: z.boolean(), seats: z.array(ZBookingSeat) })),
    }),
  ),
});
export type TBookingSeatMaps = z.infer<typeof ZBookingSeatMaps>;

/** GET /api/bookings/{id}/paid-offers: what each flight still sells after ticketing (airline prices). */
export const ZBookingPaidOffers = z.object({
  flights: z.array(
    z.object({
      flightKey: z.string(),
      flightLabel: z.string(),
      closedReason: z.string().optional(),
      options: z.array(
        z.object({
          code: z.string(),
          category: z.enum(['BAGGAGE', 'MEAL', 'PRIORITY', 'LOUNGE', 'INSURANCE']),
          groupCategory: z.string(),
          name: z.object({ vi: z.string(), en: z.string() }),
          value: z.number().int().optional(),
          price: z.number().int(),
          paxTypes: z.array(z.enum(['ADT', 'CHD', 'INF'])),
        }),
      ),
    }),
  ),
});
export type TBookingPaidOffers = z.infer<typeof ZBookingPaidOffers>;
