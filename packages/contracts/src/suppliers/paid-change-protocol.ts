// The supplier protocol of the paid changes after ticketing (issue 15): the PNR's seat maps and offers, and
// POST /systems/{system}/bookings/{pnr}/paid-changes — quote (priced lines, an expiring quote id) then commit (EMDs or
// reissued tickets); what a PNR keeps of them (paid changes, seats, credit shells, balance due) is in paid-change-elements.ts.
import { z } from 'zod';
import { ZBookingSystem } from './booking-systems.js';
import {
  ZSupplierAccount,
  ZSupplierBooking,
  ZSupplierErrorBody,
  ZSupplierFlightChoice,
  ZSupplierPassport,
} from './booking-protocol.js';
import {
  PAID_CHANGE_LINE_KINDS,
  ZSupplierPaidDocument,
  ZSupplierRefundForm,
  ZSupplierSeatStatus,
} from './paid-change-elements.js';

export * from './paid-change-elements.js';

const vnd = z.number().int();
/** ISO 8601 with an offset (Vietnam time, +07:00). */
const isoInstant = z.string();
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD');
const paxId = z.string().regex(/^(ADT|CHD|INF)-[1-9]$/);
const flightKey = z.string().min(1).max(200);
const optionCode = z.string().regex(/^[A-Z0-9_-]{2,40}$/);
/** A seat as printed on the boarding pass: row then letter (1A … 60K). */
export const SEAT_PATTERN = /^([1-9]\d?)([A-K])$/;
const seatCode = z.string().regex(SEAT_PATTERN, 'Expected a seat such as 12A');
const airlineName = z
  .string()
  .regex(/^[A-Z]+( [A-Z]+)*$/, 'Expected ASCII upper-case letters and single spaces')
  .max(40);

/** The actions of SPEC §2 that need EXPORT_TICKET, each with what it buys or changes. */
const change = <A extends string, S extends z.ZodRawShape>(action: A, shape: S) =>
  z.object({ action: z.literal(action), ...shape });

export const ZSupplierPaidChange = z.discriminatedUnion('action', [
  /** A bag (or a heavier one) per passenger and flight; a new code for the same passenger and flight replaces the old (the old is not refunded). */
  change('buy-luggage', {
    items: z
      .array(z.object({ paxId, flightKey, code: optionCode }))
      .min(1)
      .max(36),
  }),
  /** One seat per passenger (not infants) per flight; a seat already held by the passenger is replaced. */
  change('buy-seat', {
    seats: z
      .array(z.object({ paxId, flightKey, seat: seatCode }))
      .min(1)
      .max(36),
  }),
  /** Meals, priority boarding, lounge, insurance: one option per group category per passenger and flight. */
  change('buy-ancillary', {
    items: z
      .array(z.object({ paxId, flightKey, code: optionCode }))
      .min(1)
      .max(72),
  }),
  /** Vietjet: an infant on a ticketed adult, paid at once (its own ticket). */
  change('add-infant-vj', {
    adultId: paxId,
    infant: z.object({
      title: z.enum(['MSTR', 'MISS']),
      lastName: airlineName,
      firstName: airlineName,
      birthDate: isoDate,
      passport: ZSupplierPassport.optional(),
    }),
  }),
  /** Reissue on another flight or date: each old flight of the PNR and the flight that replaces it. */
  change('exchange-route', {
    flights: z
      .array(z.object({ flightKey, to: ZSupplierFlightChoice }))
      .min(1)
      .max(6),
  }),
  /** Refund by fare rule: these passengers (an adult takes its infant) on these flights; all of both when left out. */
  change('refund-ticket', {
    paxIds: z.array(paxId).min(1).max(18).optional(),
    flightKeys: z.array(flightKey).min(1).max(6).optional(),
  }),
  /** GDS FXB: re-price the ticketed itinerary at the lowest fare now open on the same flights (a reissue). */
  change('quote-best-price', {}),
  /** Settle the balance the airline recorded for earlier changes on the ticketed PNR (`balanceDue`). */
  change('process-price', {}),
]);
export type TSupplierPaidChange = z.infer<typeof ZSupplierPaidChange>;
export type TSupplierPaidChangeAction = TSupplierPaidChange['action'];

/** POST /systems/{system}/bookings/{pnr}/paid-changes */
export const ZSupplierPaidChangeRequest = z.object({
  account: ZSupplierAccount,
  /** Idempotency of a commit, as for edits (decision 039): the same reference and body answer the first result again. */
  clientRef: z.string().min(1).max(100),
  /** quote: what it costs, nothing changed; commit: make it, paying the quote named. */
  mode: z.enum(['quote', 'commit']),
  /** commit: the quote accepted. An expired quote is QUOTE_EXPIRED, a quote of another change QUOTE_NOT_FOUND, a price moved since PRICE_CHANGED. */
  quoteId: z.string().min(1).max(100).optional(),
  change: ZSupplierPaidChange,
});
export type TSupplierPaidChangeRequest = z.infer<typeof ZSupplierPaidChangeRequest>;

/** One priced line of a quote: positive is owed to the airline, negative given back. */
export const ZSupplierPaidLine = z.object({
  kind: z.enum(PAID_CHANGE_LINE_KINDS),
  paxId,
  flightKey: flightKey.optional(),
  /** The option bought (BAG20, MEAL_CHICKEN, 12A…). */
  code: z.string().optional(),
  description: z.object({ vi: z.string(), en: z.string() }),
  amount: vnd,
});
export type TSupplierPaidLine = z.infer<typeof ZSupplierPaidLine>;

export const ZSupplierPaidQuote = z.object({
  quoteId: z.string(),
  action: z.string(),
  expiresAt: isoInstant,
  lines: z.array(ZSupplierPaidLine),
  /** The sum of the lines: the agency pays it when positive, gets it back when negative. */
  total: vnd,
  /** How a negative total comes back: to the agency's account (DEPOSIT) or as a credit in the passenger's name. */
  refundForm: ZSupplierRefundForm.optional(),
});
export type TSupplierPaidQuote = z.infer<typeof ZSupplierPaidQuote>;

/** The answer of both modes: the quote, the PNR as it is (commit) or would be (quote), and on commit its documents. */
export const ZSupplierPaidChangeResult = z.object({
  quote: ZSupplierPaidQuote,
  booking: ZSupplierBooking,
  /** commit only: an EMD per paid ancillary line, a reissued ticket per passenger exchanged, a credit shell. */
  documents: z.array(ZSupplierPaidDocument).optional(),
});
export type TSupplierPaidChangeResult = z.infer<typeof ZSupplierPaidChangeResult>;

/** A refused commit (PRICE_CHANGED, SEAT_TAKEN…): the error body, with the new quote to accept when the price moved. */
export const ZSupplierPaidChangeErrorBody = ZSupplierErrorBody.extend({ quote: ZSupplierPaidQuote.optional() });
export type TSupplierPaidChangeErrorBody = z.infer<typeof ZSupplierPaidChangeErrorBody>;

/** One seat of a seat map. `price` 0 is a free seat; infants may not sit in exit rows. */
export const ZSupplierSeat = z.object({
  seat: seatCode,
  status: ZSupplierSeatStatus,
  price: vnd,
  /** Extra legroom, front rows: the name of the seat's paid zone, if any. */
  zone: z.string().optional(),
  /** The passenger of this PNR already in it. */
  paxId: paxId.optional(),
});
export type TSupplierSeat = z.infer<typeof ZSupplierSeat>;

export const ZSupplierSeatMap = z.object({
  flightKey: z.string(),
  /** One segment's aircraft (a connection has a map per segment; the first segment's is this flight's). */
  aircraft: z.string(),
  /** Seat letters left to right with '' for each aisle (A B C '' D E F). */
  columns: z.array(z.string()),
  rows: z.array(z.object({ row: z.number().int().min(1), isExit: z.boolean(), seats: z.array(ZSupplierSeat) })),
});
export type TSupplierSeatMap = z.infer<typeof ZSupplierSeatMap>;

/** POST /systems/{system}/bookings/{pnr}/seat-maps { account } */
export const ZSupplierSeatMapsResponse = z.object({
  system: ZBookingSystem,
  pnr: z.string(),
  maps: z.array(ZSupplierSeatMap),
});
export type TSupplierSeatMapsResponse = z.infer<typeof ZSupplierSeatMapsResponse>;

/** An option on sale after ticketing for one flight: baggage by weight or an ancillary of a group category. */
export const ZSupplierPaidOption = z.object({
  code: optionCode,
  category: z.enum(['BAGGAGE', 'MEAL', 'PRIORITY', 'LOUNGE', 'INSURANCE']),
  groupCategory: z.string(),
  name: z.object({ vi: z.string(), en: z.string() }),
  /** Kilograms for baggage. */
  value: z.number().int().optional(),
  price: vnd,
  paxTypes: z.array(z.enum(['ADT', 'CHD', 'INF'])),
});
export type TSupplierPaidOption = z.infer<typeof ZSupplierPaidOption>;

/** POST /systems/{system}/bookings/{pnr}/offers { account }: what each flight still sells, and why a flight sells nothing. */
export const ZSupplierOffersResponse = z.object({
  system: ZBookingSystem,
  pnr: z.string(),
  flights: z.array(
    z.object({
      flightKey: z.string(),
      /** Closed for changes (e.g. less than 3 hours before departure on a low-cost airline, or flown): nothing is sold. */
      closedReason: z.string().optional(),
      options: z.array(ZSupplierPaidOption),
    }),
  ),
});
export type TSupplierOffersResponse = z.infer<typeof ZSupplierOffersResponse>;
