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

export const ZTopUpInput = z.object({ idempotencyKey: ZKey, agencyId: ZId, amount: ZAmount, reference: ZReference, description: ZDescription, createdBy: ZActor });
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

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
export type AdjustmentDirection = (typeof ADJUSTMENT_DIRECTIONS)[number];

/** A direct adjustment by the agency above: credit (type T) raises the deposit, debit (type C) lowers it within the credit limit. */
export const ZAdjustInput = ZTopUpInput.extend({ direction: z.enum(ADJUSTMENT_DIRECTIONS) });
export type AdjustInput = z.input<typeof ZAdjustInput>;

/** Parses an operation's input; a failure is a 400 naming each field, never a database error later. */
export function parseLedgerInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw invalidLedgerInput(parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'input', message: issue.message })));
}
