// What a ticketed PNR keeps of its paid changes (issue 15): each committed change with its documents, the seats held,
// the credit shells a refund left in a passenger's name, and the balance earlier changes left to settle.
import { z } from 'zod';

const vnd = z.number().int();
/** ISO 8601 with an offset (Vietnam time, +07:00, for the supplier's own times). */
const isoInstant = z.string();

/** What a quote line is for. */
export const PAID_CHANGE_LINE_KINDS = [
  'BAGGAGE',
  'SEAT',
  'MEAL',
  'PRIORITY',
  'LOUNGE',
  'INSURANCE',
  'INFANT_FARE',
  'FARE_DIFFERENCE',
  'TAX_DIFFERENCE',
  'CHANGE_FEE',
  'REFUND',
  'PENALTY',
  'BALANCE',
] as const;
export type TPaidChangeLineKind = (typeof PAID_CHANGE_LINE_KINDS)[number];

/** FREE and PAID are on sale (PAID has a price); TAKEN by another booking; BLOCKED by the airline (crew, broken). */
export const ZSupplierSeatStatus = z.enum(['FREE', 'PAID', 'TAKEN', 'BLOCKED']);
export type TSupplierSeatStatus = z.infer<typeof ZSupplierSeatStatus>;

export const ZSupplierRefundForm = z.enum(['DEPOSIT', 'CREDIT_SHELL']);
export type TSupplierRefundForm = z.infer<typeof ZSupplierRefundForm>;

/** A document a paid change made: EMD (13 digits) for an ancillary, a reissued TICKET, or a CREDIT_SHELL reference. */
export const ZSupplierPaidDocument = z.object({
  kind: z.enum(['EMD', 'TICKET', 'CREDIT_SHELL']),
  number: z.string(),
  paxId: z.string(),
  amount: vnd,
  flightKeys: z.array(z.string()).optional(),
});
export type TSupplierPaidDocument = z.infer<typeof ZSupplierPaidDocument>;

/** A committed paid change as the PNR records it: how a caller that lost the answer finds out it was made. */
export const ZSupplierPaidChangeRecord = z.object({
  clientRef: z.string(),
  quoteId: z.string(),
  action: z.string(),
  total: vnd,
  documents: z.array(ZSupplierPaidDocument),
  at: isoInstant,
  /** Set when the PNR's void (same day) voided this change's documents too: the amounts stay for the give-back. */
  voidedAt: isoInstant.optional(),
});
export type TSupplierPaidChangeRecord = z.infer<typeof ZSupplierPaidChangeRecord>;

/** The PNR elements of paid changes; all optional so older records stay valid. */
export const paidChangeElements = {
  paidChanges: z.array(ZSupplierPaidChangeRecord).optional(),
  /** Seats held per passenger and flight (bought or free). */
  seats: z.array(z.object({ paxId: z.string(), flightKey: z.string(), seat: z.string(), price: vnd })).optional(),
  /** Services bought after ticketing that are not baggage, meals or seats (PRIORITY, LOUNGE, INSURANCE): one per group per passenger and flight. */
  paidServices: z
    .array(
      z.object({
        paxId: z.string(),
        flightKey: z.string(),
        code: z.string(),
        category: z.enum(['PRIORITY', 'LOUNGE', 'INSURANCE']),
        groupCategory: z.string(),
        name: z.object({ vi: z.string(), en: z.string() }),
        price: vnd,
      }),
    )
    .optional(),
  /** Credits left in a passenger's name by a refund (Vietjet and some families): usable for that passenger later. */
  credits: z
    .array(
      z.object({
        number: z.string(),
        paxId: z.string(),
        name: z.string(),
        amount: vnd,
        expiresAt: isoInstant,
        /** What later tickets took of it (decision 067): the remainder is `amount` less their sum. */
        uses: z.array(z.object({ pnr: z.string(), paxId: z.string(), amount: vnd, at: isoInstant })).optional(),
      }),
    )
    .optional(),
  /** The credit shells that paid part of this PNR's issue: which, for which passenger, how much. */
  creditPayments: z.array(z.object({ number: z.string(), paxId: z.string(), amount: vnd })).optional(),
  /** What earlier changes on the ticketed PNR left to settle (process-price): positive owed, negative owed back. */
  balanceDue: z
    .array(
      z.object({
        id: z.string(),
        paxId: z.string(),
        description: z.object({ vi: z.string(), en: z.string() }),
        amount: vnd,
        at: isoInstant,
      }),
    )
    .optional(),
  /** Passengers and flights a partial refund took out of the PNR (their coupons are REFUNDED). */
  refundedCoupons: z
    .array(
      z.object({
        paxId: z.string(),
        flightKey: z.string(),
        /** What the coupon gave back (fare, VAT and taxes) and the penalty kept, so the PNR's refund adds up. */
        refunded: vnd.optional(),
        penalty: vnd.optional(),
      }),
    )
    .optional(),
};
