// Reads the booking endpoints' 409 answers (details.reason) into what the passenger step acts on.
import type { TPriceCheckResponse } from '@portal/contracts';
import { detailPath } from '../../../lib/booking/detail-path';
import { apiErrorMessage } from '../../../lib/http/types';

export type BookingConflict =
  | {
      reason: 'priceChanged';
      message: string;
      oldTotal: number;
      newTotal: number;
      priceCheck: (TPriceCheckResponse & { ancillaryTotal?: number }) | undefined;
    }
  | { reason: 'duplicateBooking'; message: string; bookingId: string; pnr: string | null; path: string }
  | { reason: 'soldOut' | 'flightUnavailable'; message: string }
  | { reason: 'other'; message: string };

type Details = Record<string, unknown>;

function detailsOf(error: unknown): Details | undefined {
  if (typeof error !== 'object' || error === null || (error as { status?: unknown }).status !== 409) return undefined;
  const details = (error as { data?: { details?: unknown } }).data?.details;
  return typeof details === 'object' && details !== null ? (details as Details) : undefined;
}

/** The conflict an error stands for, or undefined when it is not a 409 with a reason. */
export function bookingConflictOf(error: unknown): BookingConflict | undefined {
  const details = detailsOf(error);
  if (!details || typeof details.reason !== 'string') return undefined;
  const message = apiErrorMessage(error) ?? '';
  switch (details.reason) {
    case 'priceChanged':
      return {
        reason: 'priceChanged',
        message,
        oldTotal: Number(details.oldTotal),
        newTotal: Number(details.newTotal),
        priceCheck:
          typeof details.priceCheck === 'object' && details.priceCheck !== null
            ? (details.priceCheck as TPriceCheckResponse)
            : undefined,
      };
    case 'duplicateBooking': {
      const bookingId = String(details.bookingId ?? '');
      return {
        reason: 'duplicateBooking',
        message,
        bookingId,
        pnr: typeof details.pnr === 'string' ? details.pnr : null,
        path: typeof details.path === 'string' ? details.path : detailPath(bookingId),
      };
    }
    case 'soldOut':
    case 'flightUnavailable':
      return { reason: details.reason, message };
    default:
      return { reason: 'other', message };
  }
}

/** No answer, or an answer that may not be the last word (timeout, network, 5xx): the same attempt may be sent again. */
export function isUnsettled(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return (
    status === 'FETCH_ERROR' ||
    status === 'TIMEOUT_ERROR' ||
    status === 'PARSING_ERROR' ||
    (typeof status === 'number' && status >= 500)
  );
}
