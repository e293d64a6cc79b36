// POST /api/deposit-adjustments: the agency above credits or debits a direct sub-agency's deposit, with a reason, once per key.
import { z } from 'zod';
import { TOP_UP_MAX_AMOUNT } from './top-ups.js';

export const ADJUSTMENT_REASON_MAX = 500;

export const ZAdjustmentDirection = z.enum(['credit', 'debit']);
export type TAdjustmentDirection = z.infer<typeof ZAdjustmentDirection>;

export const ZCreateAdjustmentRequest = z.strictObject({
  /** A direct sub-agency of the caller's agency. */
  agencyId: z.guid(),
  direction: ZAdjustmentDirection,
  amount: z.number().int().min(1).max(TOP_UP_MAX_AMOUNT),
  reason: z.string().trim().min(1).max(ADJUSTMENT_REASON_MAX),
  /** Chosen by the client once per adjustment (the web app uses a UUID); a retry with it moves nothing. */
  idempotencyKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._:-]{8,100}$/),
});
export type TCreateAdjustmentRequest = z.infer<typeof ZCreateAdjustmentRequest>;

const ZBalances = z.object({
  balance: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
  creditLimit: z.number().int(),
});

export const ZAdjustmentResponse = z.object({
  /** The adjustment's id (the ledger transaction's reference id). */
  adjustmentId: z.string(),
  transactionId: z.string(),
  agencyId: z.string(),
  direction: ZAdjustmentDirection,
  amount: z.number().int(),
  /** True when the key was already used for this same adjustment: nothing moved this time. */
  isReplay: z.boolean(),
  before: ZBalances,
  after: ZBalances,
});
export type TAdjustmentResponse = z.infer<typeof ZAdjustmentResponse>;
