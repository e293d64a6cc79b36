// The ledger's domain errors: insufficient funds (the buyer's or an agency above), a reused idempotency key, a settled reservation, bad input.
import { ErrorCode } from '@portal/contracts';
import { formatVnd, type ReservationStatus, type Shortfall } from '@portal/domain';
import { AppError } from '../../platform/errors.js';
import type { Language } from '../../platform/messages.js';

const SETTLED_WORDS: Record<Exclude<ReservationStatus, 'pending'>, Record<Language, string>> = {
  posted: { vi: 'ghi nhận thanh toán', en: 'posted' },
  released: { vi: 'giải phóng', en: 'released' },
};

/** 422 code 60, with the figures the caller needs to explain it: available, credit limit, requested. */
export function insufficientFunds(shortfall: Shortfall): AppError {
  const spendable = shortfall.available + shortfall.creditLimit;
  return new AppError({
    status: 422,
    code: ErrorCode.INSUFFICIENT_FUNDS,
    messageKey: 'insufficientFunds',
    params: { spendable: formatVnd(spendable), requested: formatVnd(shortfall.requested) },
    details: {
      available: shortfall.available,
      creditLimit: shortfall.creditLimit,
      spendable,
      requested: shortfall.requested,
    },
  });
}

/**
 * 422 code 60 when an agency above the buyer (its F2 or F1) cannot pay its part of a sale: the buyer cannot fix that
 * with its own deposit, so the message says so and names the level, without the other agency's figures.
 */
export function upstreamInsufficientFunds(options: { agencyId: string; level: string }): AppError {
  return new AppError({
    status: 422,
    code: ErrorCode.INSUFFICIENT_FUNDS,
    messageKey: 'upstreamInsufficientFunds',
    params: { level: options.level },
    details: { agencyId: options.agencyId, level: options.level, payer: 'upstream' },
  });
}

/** The same key with different arguments: 422, never a second movement (DESIGN.md §3): the platform's one rule. */
export { idempotencyKeyReused } from '../../platform/idempotency.js';

/** Posting a released reservation or releasing a posted one. */
export function reservationSettled(status: Exclude<ReservationStatus, 'pending'>): AppError {
  return new AppError({
    status: 409,
    code: ErrorCode.CONFLICT,
    messageKey: 'reservationSettled',
    params: { status: (language) => SETTLED_WORDS[status][language] },
    details: { status },
  });
}

export function creditExceedsSale(options: { remaining: number; requested: number }): AppError {
  return new AppError({
    status: 422,
    code: ErrorCode.CONFLICT,
    messageKey: 'creditExceedsSale',
    params: { remaining: formatVnd(options.remaining) },
    details: options,
  });
}

/** Malformed input from the calling code, answered like any validation failure (400 code 1, naming the fields). */
export function invalidLedgerInput(fields: { field: string; message: string }[]): AppError {
  return new AppError({
    status: 400,
    code: ErrorCode.VALIDATION,
    messageKey: 'validation',
    params: { fields: fields.map((issue) => `${issue.field} (${issue.message})`).join(', ') },
    details: { fields },
  });
}
