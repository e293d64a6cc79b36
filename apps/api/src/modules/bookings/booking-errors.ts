// The refusals of the booking endpoints: 400 naming fields, 409 with a reason the web app acts on, 502 when a supplier does not answer.
import { ErrorCode, type TBookingConflictReason, type TBookingEditQuote } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { AppError, type MessageParam } from '../../platform/errors.js';
import type { Language, MessageKey } from '../../platform/messages.js';

/** 409 code 41 with `details.reason` (BOOKING_CONFLICT_REASONS) and what the web app needs to go on. */
export function bookingConflict(
  reason: TBookingConflictReason,
  message: { key: MessageKey; params?: Record<string, MessageParam>; details?: Record<string, unknown> },
): AppError {
  return new AppError({
    status: 409,
    code: ErrorCode.CONFLICT,
    messageKey: message.key,
    params: message.params ?? {},
    details: { reason, ...message.details },
  });
}

const ACTION_TEXT: Record<string, Record<Language, string>> = {
  cancel: { vi: 'hủy giữ chỗ', en: 'cancelled' },
  issue: { vi: 'xuất vé', en: 'issued' },
  void: { vi: 'hủy vé (void)', en: 'voided' },
  refund: { vi: 'hoàn vé', en: 'refunded' },
};

export function wrongState(status: string, action: string): AppError {
  const text = (language: Language) => ACTION_TEXT[action]?.[language] ?? action;
  return bookingConflict('wrongState', {
    key: 'bookingWrongState',
    params: { status, action: text },
    details: { status, action },
  });
}

export function supplierRefused(code: string, message: string): AppError {
  return bookingConflict('supplierRefused', {
    key: 'bookingSupplierRefused',
    params: { message },
    details: { supplierCode: code, supplierMessage: message },
  });
}

export const supplierUnavailable = (message: string) =>
  new AppError({
    status: 502,
    code: ErrorCode.SUPPLIER_UNAVAILABLE,
    messageKey: 'supplierUnavailable',
    details: { supplierMessage: message },
  });

export function priceChanged(oldTotal: number, newTotal: number, priceCheck: unknown): AppError {
  return bookingConflict('priceChanged', {
    key: 'bookingPriceChanged',
    params: { oldTotal: formatVnd(oldTotal), newTotal: formatVnd(newTotal) },
    details: { oldTotal, newTotal, priceCheck },
  });
}

export const readOnlyBooking = () =>
  new AppError({ status: 403, code: ErrorCode.FORBIDDEN, messageKey: 'bookingReadOnly' });

/** 409 staleVersion: the edit was made on an older version of the booking; nothing was sent to the airline. */
export const staleVersion = (currentVersion: number) =>
  bookingConflict('staleVersion', {
    key: 'bookingEditStale',
    params: { currentVersion },
    details: { currentVersion },
  });

/** 409 editPending: another edit (another key) was sent to the airline and its answer is not written yet (decision 043). */
export const editPending = () => bookingConflict('editPending', { key: 'bookingEditPending' });

/** 422 with the airline's own words: the supplier refused the edit and nothing changed (decision 042). */
export const editRefused = (code: string, message: string) =>
  new AppError({
    status: 422,
    code: ErrorCode.CONFLICT,
    messageKey: 'bookingEditRefused',
    params: { message },
    details: { reason: 'supplierRefused', supplierCode: code, supplierMessage: message },
  });

/** 502: the supplier gave no usable answer; the same Idempotency-Key may be sent again safely (decision 042). */
export const editOutcomeUnknown = (message: string) =>
  new AppError({
    status: 502,
    code: ErrorCode.SUPPLIER_UNAVAILABLE,
    messageKey: 'bookingEditUnknown',
    details: { outcome: 'unknown', retryWithSameKey: true, supplierMessage: message },
  });

/**
 * 409 priceChanged for a priced edit: the accepted total is no longer the new one (decision 044), as a hold does;
 * `details.quote` is the quote to accept now.
 */
export const editPriceChanged = (acceptedTotal: number, quote: TBookingEditQuote) =>
  bookingConflict('priceChanged', {
    key: 'bookingEditPriceChanged',
    params: { oldTotal: formatVnd(acceptedTotal), newTotal: formatVnd(quote.totalAfter) },
    details: { oldTotal: acceptedTotal, newTotal: quote.totalAfter, priceCheck: null, quote },
  });

/** 409 paidChangeRequired: the edit costs money on a ticketed booking, which is a paid change (part 2). */
export const paidChangeRequired = (action: string, airlineFee: number) =>
  bookingConflict('paidChangeRequired', {
    key: 'bookingEditPaidChange',
    params: { fee: formatVnd(airlineFee) },
    details: { action, airlineFee },
  });

/** 409 paidChangeRequired: upgrade-luggage on a ticketed booking is paid at its paid-change route (decision 057). */
export const paidUpgradeRequired = (bookingId: string) =>
  bookingConflict('paidChangeRequired', {
    key: 'bookingEditPaidUpgrade',
    details: { action: 'upgrade-luggage', path: `/api/bookings/${bookingId}/paid-changes/upgrade-luggage` },
  });

/** 409 soldOut: the class the edit asks for has no seats for the booking's passengers. */
export const editSoldOut = (flightKey: string, message: string) =>
  bookingConflict('soldOut', {
    key: 'bookingSoldOut',
    params: { flights: flightKey },
    details: { flights: [flightKey], supplierMessage: message },
  });
