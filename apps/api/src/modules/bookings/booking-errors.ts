// The refusals of the booking endpoints: 400 naming fields, 409 with a reason the web app acts on, 502 when a supplier does not answer.
import { ErrorCode, type TBookingConflictReason } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { AppError, type MessageParam } from '../../platform/errors.js';
import { fieldError } from '../../platform/field-error.js';
import type { Language, MessageKey } from '../../platform/messages.js';

export type FieldIssue = { field: string; message: string };

/** 400 code 1 naming every field, like every validation failure (decision 004): `details.fields` lists them all. */
export function invalidFields(issues: readonly FieldIssue[]): AppError {
  const fields = issues.map((issue) => `${issue.field} (${issue.message})`).join(', ');
  return fieldError(issues[0]?.field ?? '', 'validation', { params: { fields }, details: { fields: [...issues] } });
}

/** 409 code 41 with `details.reason` (BOOKING_CONFLICT_REASONS) and what the web app needs to go on. */
export function bookingConflict(
  reason: TBookingConflictReason,
  key: MessageKey,
  params: Record<string, MessageParam>,
  details: Record<string, unknown> = {},
): AppError {
  return new AppError(409, ErrorCode.CONFLICT, key, params, { reason, ...details });
}

const ACTION_TEXT: Record<string, Record<Language, string>> = {
  cancel: { vi: 'hủy giữ chỗ', en: 'cancelled' },
  issue: { vi: 'xuất vé', en: 'issued' },
  void: { vi: 'hủy vé (void)', en: 'voided' },
  refund: { vi: 'hoàn vé', en: 'refunded' },
};

export function wrongState(status: string, action: string): AppError {
  const text = (language: Language) => ACTION_TEXT[action]?.[language] ?? action;
  return bookingConflict('wrongState', 'bookingWrongState', { status, action: text }, { status, action });
}

export function supplierRefused(code: string, message: string): AppError {
  return bookingConflict(
    'supplierRefused',
    'bookingSupplierRefused',
    { message },
    { supplierCode: code, supplierMessage: message },
  );
}

export const supplierUnavailable = (message: string) =>
  new AppError(502, ErrorCode.SUPPLIER_UNAVAILABLE, 'supplierUnavailable', {}, { supplierMessage: message });

export function priceChanged(oldTotal: number, newTotal: number, priceCheck: unknown): AppError {
  return bookingConflict(
    'priceChanged',
    'bookingPriceChanged',
    { oldTotal: formatVnd(oldTotal), newTotal: formatVnd(newTotal) },
    { oldTotal, newTotal, priceCheck },
  );
}

export const readOnlyBooking = () => new AppError(403, ErrorCode.FORBIDDEN, 'bookingReadOnly');
