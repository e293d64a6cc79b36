// What each ledger operation accepts, checked before any database work: keys, safe positive VND amounts, ids, references.
import { z } from 'zod';
import { invalidLedgerInput } from './ledger-errors.js';

const ZKey = z.string().trim().min(1).max(200);
/** zod's int() already refuses unsafe integers; money is never a float. */
const ZAmount = z.number().int().positive();
const ZId = z.guid();
const ZReference = z.object({ type: z.string().trim().min(1).max(50), id: z.string().trim().min(1).max(100) });
const ZDescription = z.string().max(500).default('');
const ZActor = ZId.nullish().transform((value) => value ?? null);

export const ZTopUpInput = z.object({
  idempotencyKey: ZKey,
  agencyId: ZId,
  amount: ZAmount,
  reference: ZReference,
  description: ZDescription,
  createdBy: ZActor,
});
export type TopUpInput = z.input<typeof ZTopUpInput>;

export const ZReserveInput = ZTopUpInput;
export type ReserveInput = z.input<typeof ZReserveInput>;

export const ZPostInput = z.object({
  idempotencyKey: ZKey,
  reservationId: ZId,
  /** S for an issued ticket or order, C for any other charge paid from the deposit. */
  type: z.enum(['S', 'C']).default('S'),
  description: z.string().max(500).optional(),
  createdBy: ZActor,
});
export type PostInput = z.input<typeof ZPostInput>;

export const ZReleaseInput = z.object({ idempotencyKey: ZKey, reservationId: ZId });
export type ReleaseInput = z.input<typeof ZReleaseInput>;

export const ZCreditInput = z.object({
  idempotencyKey: ZKey,
  /** The S or C transaction the money is given back for. */
  transactionId: ZId,
  amount: ZAmount,
  type: z.enum(['V', 'R']),
  /** Defaults to the original transaction's reference. */
  reference: ZReference.optional(),
  description: ZDescription,
  createdBy: ZActor,
});
export type CreditInput = z.input<typeof ZCreditInput>;

/** A sale's chain is the buyer and its ancestors up to its F1: at most F3 → F2 → F1. */
export const MAX_SALE_CHAIN = 3;
const ZPayment = z.object({ agencyId: ZId, amount: ZAmount });

/** A split sale's reservations: `payments` from the buying agency up to its F1, each what that deposit pays. */
export const ZReserveSaleInput = z.object({
  idempotencyKey: ZKey,
  reference: ZReference,
  description: ZDescription,
  createdBy: ZActor,
  payments: z
    .array(ZPayment)
    .min(1)
    .max(MAX_SALE_CHAIN)
    .refine(
      (payments) => new Set(payments.map((payment) => payment.agencyId)).size === payments.length,
      'an agency appears twice',
    ),
});
export type ReserveSaleInput = z.input<typeof ZReserveSaleInput>;

const SALE_LEG_KINDS = ['agency_deposit', 'agency_commission', 'parent_funding', 'supplier_payable'] as const;
/** One leg of a split (packages/domain splitSale): positive raises the account; supplier payable is the platform's (no agency). */
const ZSaleLeg = z
  .object({
    kind: z.enum(SALE_LEG_KINDS),
    agencyId: ZId.nullable(),
    amount: z
      .number()
      .int()
      .refine((amount) => amount !== 0, 'a leg cannot be zero'),
  })
  .refine(
    (leg) => (leg.kind === 'supplier_payable') === (leg.agencyId === null),
    'supplier_payable has no agency; every other kind has one',
  );

export const ZPostSaleInput = z.object({
  idempotencyKey: ZKey,
  /** The idempotency key the sale was reserved with. */
  reserveKey: ZKey,
  type: z.enum(['S', 'C']).default('S'),
  legs: z
    .array(ZSaleLeg)
    .min(2)
    .max(4 * MAX_SALE_CHAIN),
  /** Defaults to the reservation's description. */
  description: z.string().max(500).optional(),
  createdBy: ZActor,
});
export type PostSaleInput = z.input<typeof ZPostSaleInput>;

export const ZReleaseSaleInput = z.object({ idempotencyKey: ZKey, reserveKey: ZKey });
export type ReleaseSaleInput = z.input<typeof ZReleaseSaleInput>;

export const ZCreditSaleInput = z.object({
  idempotencyKey: ZKey,
  /** The S or C transaction the money is given back for. */
  saleTransactionId: ZId,
  /** What returns to the buyer's deposit; everything that remains of the sale when left out. */
  amount: ZAmount.optional(),
  /** How a split sale's amount is shared: over the net and fees in proportion (default), or the net alone (fees kept). */
  share: z.enum(['proportional', 'net']).optional(),
  /**
   * Exactly this net and these fees (one per link of the chain, the buyer's first) of a split sale, instead of an
   * amount: the share of a booking split off a ticketed one (decision 045).
   */
  parts: z
    .object({
      supplierNet: z.number().int().min(0),
      fees: z.array(z.number().int().min(0)).max(MAX_SALE_CHAIN),
    })
    .optional(),
  type: z.enum(['V', 'R']),
  reference: ZReference.optional(),
  description: ZDescription,
  createdBy: ZActor,
});
export type CreditSaleInput = z.input<typeof ZCreditSaleInput>;
export type CreditSaleRequest = z.output<typeof ZCreditSaleInput>;

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
export type AdjustmentDirection = (typeof ADJUSTMENT_DIRECTIONS)[number];

/** A direct adjustment by the agency above: credit (type T) raises the deposit, debit (type C) lowers it within the credit limit. */
export const ZAdjustInput = ZTopUpInput.extend({ direction: z.enum(ADJUSTMENT_DIRECTIONS) });
export type AdjustInput = z.input<typeof ZAdjustInput>;

/** Parses an operation's input; a failure is a 400 naming each field, never a database error later. */
export function parseLedgerInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw invalidLedgerInput(
    parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'input', message: issue.message })),
  );
}
