// The refusals of the train money routes, in the flights' words (409 with a reason, 502 when the railway is silent).
import type { Language } from '../../../platform/messages.js';
import { invalidFieldIn } from '../../../platform/field-error.js';
import { bookingConflict, supplierRefused, supplierUnavailable, wrongState } from '../../bookings/booking-errors.js';

export const quoteExpired = (quoteId: string) =>
  bookingConflict('quoteExpired', { key: 'bookingRefundQuoteExpired', details: { quoteId } });

/** A refund or change is already waiting for the railway's answer (the reconciliation settles it). */
export const actionPending = (status: string, action: string) => wrongState(`${status}:pending`, action);

export const notAQuote = (language: Language, kind: 'refund' | 'change') =>
  invalidFieldIn(language, {
    field: 'quoteId',
    vi: kind === 'refund' ? 'không phải báo giá hoàn vé của đặt chỗ này' : 'không phải báo giá đổi vé của đặt chỗ này',
    en: kind === 'refund' ? 'not a refund quote of this booking' : 'not a change quote of this booking',
  });

/** A railway call that did not succeed: 502 without an answer, 409 with the railway's code otherwise (expired quotes apart). */
export function railwayFailure(
  result: { kind: 'refused'; code: string; message: string } | { kind: 'unknown'; message: string },
  quoteId?: string,
) {
  if (result.kind === 'unknown') return supplierUnavailable(result.message);
  if (quoteId && (result.code === 'QUOTE_EXPIRED' || result.code === 'QUOTE_NOT_FOUND')) return quoteExpired(quoteId);
  return supplierRefused(result.code, result.message);
}
