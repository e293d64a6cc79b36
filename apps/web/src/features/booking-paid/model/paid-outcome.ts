// What the answer to one paid change request means for the page: a quote, done, sent (airline answer unknown), or
// which refusal (decision 054).
import { ZPaidChangeQuote, type TPaidChange, type TPaidChangeQuote, type TPaidChangeResponse } from '@portal/contracts';
import { CLIENT_ERROR_CODES } from '../../../lib/http/error-codes';
import { apiErrorCode, apiErrorMessage, apiFieldErrors, type HttpError } from '../../../lib/http/types';
import type { PaidFormConflict } from '../forms/paid-form-types';

const { INSUFFICIENT_FUNDS, STEP_UP_REQUIRED } = CLIENT_ERROR_CODES;

export type PaidOutcome =
  /** Nothing changed: the lines and totals to accept (`message`: why it is shown again, e.g. the PIN cancelled). */
  | { kind: 'quote'; quote: TPaidChangeQuote; message?: string }
  /** 409 quoteExpired / priceChanged: the accepted quote is gone; the new one (when the server sent it) to accept. */
  | { kind: 'requote'; quote: TPaidChangeQuote | undefined; message?: string }
  /** 200: the airline made the change and the deposit moved; the documents. */
  | { kind: 'done'; change: TPaidChange }
  /** 202: money reserved, the airline's answer not known yet; the page polls the booking's paid changes. */
  | { kind: 'sent'; change: TPaidChange }
  /** The change polled turned REFUSED, or a 422/409 the airline refused: its words; the money was released. */
  | { kind: 'refused'; supplierMessage: string; message?: string }
  /** 422 code 60: not enough deposit. */
  | { kind: 'noDeposit'; message?: string }
  /** 400: messages by field path. */
  | { kind: 'invalid'; fields: Record<string, string>; message?: string }
  /**
   * 409 seatTaken: a seat chosen was sold to another booking meanwhile, nothing paid; the airline's words, and the
   * form reloads its map and drops the seat (decision 055).
   */
  | { kind: 'conflict'; conflict: PaidFormConflict; supplierMessage: string; message?: string }
  /** 409 staleVersion: someone changed the booking meanwhile. */
  | { kind: 'stale'; message?: string }
  /** 502, 504 or no answer at all: retry with the same key. */
  | { kind: 'unknown'; message?: string }
  | { kind: 'failed'; message?: string };

function detailsOf(error: HttpError): Record<string, unknown> {
  const data = 'data' in error ? (error.data as { details?: unknown } | undefined) : undefined;
  const details = data?.details;
  return typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {};
}

const REQUOTE_REASONS = new Set(['quoteExpired', 'priceChanged']);

/** A settled change read from the list (polling) as the page's outcome. */
export function outcomeOfChange(change: TPaidChange): PaidOutcome {
  if (change.status === 'DONE') return { kind: 'done', change };
  if (change.status === 'REFUSED') return { kind: 'refused', supplierMessage: change.message ?? '' };
  return { kind: 'sent', change };
}

/** The agent closed the PIN dialog (the client's 403 code 120 marked cancelled): nothing was sent, the quote stands. */
export function isPinCancelled(result: { error?: unknown }): boolean {
  const error = result.error as HttpError | undefined;
  return error?.status === 403 && apiErrorCode(error) === STEP_UP_REQUIRED && detailsOf(error).isCancelled === true;
}

export function paidOutcomeOf(result: { data?: TPaidChangeResponse; error?: unknown }): PaidOutcome {
  if (result.data) {
    if (result.data.change) return outcomeOfChange(result.data.change);
    if (result.data.quote) return { kind: 'quote', quote: result.data.quote };
    return { kind: 'failed' };
  }
  const error = result.error as HttpError | undefined;
  if (!error || typeof error.status !== 'number') return { kind: 'unknown' };
  const message = apiErrorMessage(error);
  const withMessage = message ? { message } : {};
  const details = detailsOf(error);
  const reason = typeof details.reason === 'string' ? details.reason : undefined;
  if (error.status === 400) return { kind: 'invalid', fields: apiFieldErrors(error), ...withMessage };
  if (error.status === 409 && reason && REQUOTE_REASONS.has(reason)) {
    const parsed = ZPaidChangeQuote.safeParse(details.quote);
    return { kind: 'requote', quote: parsed.success ? parsed.data : undefined, ...withMessage };
  }
  if (error.status === 409 && reason === 'staleVersion') return { kind: 'stale', ...withMessage };
  if (error.status === 409 && reason === 'seatTaken') {
    const supplierMessage = String(details.supplierMessage ?? message ?? '');
    return { kind: 'conflict', conflict: { reason, details }, supplierMessage, ...withMessage };
  }
  if (error.status === 422 && apiErrorCode(error) === INSUFFICIENT_FUNDS) return { kind: 'noDeposit', ...withMessage };
  // 409 supplierRefused carries the airline's words as a 422 does.
  if (error.status === 422 || (error.status === 409 && typeof details.supplierMessage === 'string'))
    return { kind: 'refused', supplierMessage: String(details.supplierMessage ?? message ?? ''), ...withMessage };
  if (error.status === 502 || error.status === 504) return { kind: 'unknown', ...withMessage };
  return { kind: 'failed', ...withMessage };
}
