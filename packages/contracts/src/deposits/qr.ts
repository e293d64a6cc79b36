// VietQR top-ups (issue 21): receiving bank accounts, the bank-hook key, the QR pages, bank notifications and their review.
import { z } from 'zod';
import { ZInstant } from '../common/instant.js';
import { VIETQR_BANK_BINS_CONTRACT } from './qr-banks.js';
import { TOP_UP_MAX_AMOUNT } from './top-ups.js';

export const ZBankAccount = z.object({
  id: z.string(),
  bankBin: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
  isDefault: z.boolean(),
  /** ISO timestamp. */
  createdAt: z.string(),
});
export type TBankAccount = z.infer<typeof ZBankAccount>;

/** POST /api/bank-accounts: holder names as banks print them (letters and spaces, no diacritics needed). */
export const ZCreateBankAccount = z.strictObject({
  bankBin: z.enum(VIETQR_BANK_BINS_CONTRACT),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{4,19}$/),
  holderName: z.string().trim().min(2).max(70),
  isDefault: z.boolean().default(false),
});
export type TCreateBankAccount = z.input<typeof ZCreateBankAccount>;
export const ZBankAccountsResponse = z.object({ items: z.array(ZBankAccount) });
export const ZBankAccountIdParams = z.strictObject({ id: z.guid() });

/** GET /api/bank-hook-key: whether the agency has a live key (never the secret). */
export const ZBankHookKeyStatus = z.object({ keyId: z.string().nullable(), createdAt: z.string().nullable() });
/** POST /api/bank-hook-key: a new key (the old one stops working); the secret is shown this once. */
export const ZBankHookKeyCreated = z.object({
  keyId: z.string(),
  secret: z.string(),
  /** The path the bank-hook service posts to, with the key id in the X-Hook-Key header. */
  hookPath: z.string(),
  createdAt: z.string(),
});
export type TBankHookKeyCreated = z.infer<typeof ZBankHookKeyCreated>;

/** A bank's transfer notification (the shape of Vietnamese bank-hook services such as SePay and Casso). */
export const ZBankNotificationBody = z.object({
  /** The bank's transaction id: the same transfer, sent again, carries the same id. */
  id: z.union([z.string().min(1).max(100), z.number().int()]).transform(String),
  /** ISO timestamp of the transfer. */
  transactionDate: ZInstant,
  accountNumber: z.string().min(1).max(30),
  transferType: z.enum(['in', 'out']),
  transferAmount: z.number().int().positive().max(TOP_UP_MAX_AMOUNT),
  content: z.string().max(500),
});
export type TBankNotificationBody = z.input<typeof ZBankNotificationBody>;
export const ZBankNotificationAnswer = z.object({
  success: z.literal(true),
  /** matched, review, outgoing, or duplicate (already received). */
  outcome: z.enum(['matched', 'review', 'outgoing', 'duplicate']),
});

export const ZQrTopUpStatus = z.enum(['pending', 'confirmed', 'rejected']);
export const ZQrMatch = z.object({
  id: z.string(),
  bankTransactionId: z.string(),
  amount: z.number().int(),
  occurredAt: z.string(),
  status: z.string(),
});
export const ZQrTopUp = z.object({
  id: z.string(),
  code: z.string(),
  amount: z.number().int(),
  status: ZQrTopUpStatus,
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  ledgerTransactionId: z.string().nullable(),
  /** The VietQR payload to draw (dynamic: amount and code). */
  payload: z.string().nullable(),
  matches: z.array(ZQrMatch),
});
export type TQrTopUp = z.infer<typeof ZQrTopUp>;

/** GET /api/qr (own agency) and /api/qr/agencies/{id} (a sub-agency, for its parent): what the QR pages show. */
export const ZQrView = z.object({
  agency: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  /** The parent's default receiving account, or null when it has none yet. */
  account: z.object({ bankBin: z.string(), accountNumber: z.string(), holderName: z.string() }).nullable(),
  /** The static VietQR (no amount, no code): for a transfer of any amount, matched by a person. */
  staticPayload: z.string().nullable(),
  topUps: z.array(ZQrTopUp),
});
export type TQrView = z.infer<typeof ZQrView>;
export const ZCreateQrTopUp = z.strictObject({ amount: z.number().int().min(10_000).max(TOP_UP_MAX_AMOUNT) });
export const ZQrAgencyParams = z.strictObject({ id: z.guid() });
export const ZQrTopUpParams = z.strictObject({ id: z.guid() });

export const ZBankNotification = z.object({
  id: z.string(),
  bankTransactionId: z.string(),
  occurredAt: z.string(),
  receivedAt: z.string(),
  accountNumber: z.string(),
  amount: z.number().int(),
  content: z.string(),
  status: z.enum(['matched', 'review', 'credited', 'rejected', 'outgoing']),
  reviewReason: z.string().nullable(),
  matchedCode: z.string().nullable(),
  topUpRequestId: z.string().nullable(),
  decision: z.unknown().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type TBankNotification = z.infer<typeof ZBankNotification>;
export const ZListBankNotificationsQuery = z.strictObject({
  status: z.enum(['matched', 'review', 'credited', 'rejected', 'outgoing']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZBankNotificationsResponse = z.object({ items: z.array(ZBankNotification) });

/** POST /api/bank-notifications/{id}/decision: credit all or part of it to one sub-agency, split it, or reject it. */
export const ZDecideBankNotification = z
  .strictObject({
    decision: z.enum(['credit', 'reject']),
    /** To credit: one part (a confirmation, all or part of the amount) or several (a split), at most the amount. */
    parts: z
      .array(z.strictObject({ agencyId: z.guid(), amount: z.number().int().positive() }))
      .min(1)
      .max(10)
      .optional(),
    /** To reject. */
    reason: z.string().trim().min(1).max(500).optional(),
  })
  .superRefine((body, context) => {
    if (body.decision === 'credit' && !body.parts)
      context.addIssue({ code: 'custom', path: ['parts'], message: 'required to credit' });
    if (body.decision === 'reject' && !body.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'required to reject' });
  });
export type TDecideBankNotification = z.infer<typeof ZDecideBankNotification>;
