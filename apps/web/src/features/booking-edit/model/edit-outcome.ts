// What the answer to one edit request means for the page: done, a quote to accept, or which refusal (decisions 040, 042).
import type { TBookingEditQuote, TBookingEditResponse } from '@portal/contracts';
import { apiErrorMessage, apiFieldErrors, type HttpError } from '../../../lib/http/types';

export type EditOutcome =
  | { kind: 'done'; response: TBookingEditResponse }
  /** A price-changing edit on HOLD: nothing changed yet; accepting sends the body again with acceptTotal. */
  | { kind: 'quote'; quote: TBookingEditQuote }
  /** 400: the messages by field path, shown under the form's fields. */
  | { kind: 'invalid'; fields: Record<string, string>; message?: string }
  /** 409 staleVersion: someone changed the booking meanwhile; reload and send again. */
  | { kind: 'stale'; message?: string }
  /** 409 priceChanged: the accepted total is no longer the airline's; the new one to accept. */
  | { kind: 'priceChanged'; quote: TBookingEditQuote | undefined; message?: string }
  /** 409 paidChangeRequired: the change costs money on an issued booking (booking changes part 2). */
  | { kind: 'paidChange'; message?: string }
  /** 422: the airline refused it; nothing changed. */
  | { kind: 'refused'; supplierMessage: string; message?: string }
  /** 502 or no answer at all: not known whether the change was made; retry with the same key. */
  | { kind: 'unknown'; message?: string }
  | { kind: 'failed'; message?: string };

type Details = Record<string, unknown>;

function detailsOf(error: HttpError): Details {
  const data = 'data' in error ? (error.data as { details?: unknown } | undefined) : undefined;
  const details = data?.details;
  return typeof details === 'object' && details !== null ? (details as Details) : {};
}

const numberOr = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined);

/** The quote a 409 priceChanged carries: the new total, against the one before when the server names it. */
function quoteOfPriceChange(details: Details, lastQuote: TBookingEditQuote | undefined): TBookingEditQuote | undefined {
  const quote = details.quote as Partial<TBookingEditQuote> | undefined;
  const totalAfter = numberOr(quote?.totalAfter) ?? numberOr(details.newTotal) ?? numberOr(details.totalAfter);
  if (totalAfter === undefined) return undefined;
  const totalBefore =
    numberOr(quote?.totalBefore) ??
    numberOr(details.totalBefore) ??
    lastQuote?.totalBefore ??
    numberOr(details.oldTotal);
  return {
    totalBefore: totalBefore ?? totalAfter,
    totalAfter,
    airlineFee: numberOr(quote?.airlineFee) ?? numberOr(details.airlineFee) ?? lastQuote?.airlineFee ?? 0,
  };
}

/** One answer read: `lastQuote` is the quote the agent accepted, when this was the accepting request. */
export function editOutcomeOf(
  result: { data?: TBookingEditResponse; error?: unknown },
  lastQuote?: TBookingEditQuote,
): EditOutcome {
  if (result.data)
    return result.data.quote ? { kind: 'quote', quote: result.data.quote } : { kind: 'done', response: result.data };
  const error = result.error as HttpError | undefined;
  // No HTTP answer at all (network, timeout): as unknown as a 502.
  if (!error || typeof error.status !== 'number') return { kind: 'unknown' };
  const message = apiErrorMessage(error);
  const details = detailsOf(error);
  const withMessage = message ? { message } : {};
  if (error.status === 400) return { kind: 'invalid', fields: apiFieldErrors(error), ...withMessage };
  if (error.status === 409 && details.reason === 'staleVersion') return { kind: 'stale', ...withMessage };
  if (error.status === 409 && details.reason === 'priceChanged')
    return { kind: 'priceChanged', quote: quoteOfPriceChange(details, lastQuote), ...withMessage };
  if (error.status === 409 && details.reason === 'paidChangeRequired') return { kind: 'paidChange', ...withMessage };
  if (error.status === 422)
    return { kind: 'refused', supplierMessage: String(details.supplierMessage ?? message ?? ''), ...withMessage };
  if (error.status === 502 || error.status === 504) return { kind: 'unknown', ...withMessage };
  return { kind: 'failed', ...withMessage };
}
