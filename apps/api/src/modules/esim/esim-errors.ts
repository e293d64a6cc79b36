// The eSIM vendor's answers as the portal's errors, and the eSIM routes' own refusals (409 with a reason the web app
// acts on, 502 when the vendor is silent, 400 naming the field).
import { ErrorCode } from '@portal/contracts';
import { AppError } from '../../platform/errors.js';
import { fieldError } from '../../platform/field-error.js';
import { bookingConflict, supplierRefused, supplierUnavailable } from '../bookings/booking-errors.js';
import type { EsimCallResult } from '../suppliers/esim/esim-gateway.js';

/** The error of a vendor call that did not answer ok: 404 for an unknown package or eSIM, 409 otherwise, 502 silent. */
export function vendorFailure(result: Exclude<EsimCallResult<unknown>, { ok: true }>): AppError {
  if (result.kind === 'unknown') return supplierUnavailable(result.message);
  if (result.code === 'PACKAGE_NOT_FOUND' || result.code === 'ESIM_NOT_FOUND')
    return new AppError({
      status: 404,
      code: ErrorCode.NOT_FOUND,
      messageKey: 'notFound',
      details: { vendorCode: result.code },
    });
  if (result.code === 'ESIM_IN_USE') return esimInUse();
  return supplierRefused(result.code, result.message);
}

export function vendorValue<T>(result: EsimCallResult<T>): T {
  if (!result.ok) throw vendorFailure(result);
  return result.value;
}

/** 409 esimInUse: the eSIM is installed or in use, so it can no longer be refunded. */
export const esimInUse = () =>
  bookingConflict('esimInUse', { key: 'esimInUse', details: { vendorCode: 'ESIM_IN_USE' } });

/** 409 wrongState naming why an eSIM cannot be refunded or topped up now. */
export const esimNotActionable = (status: string, action: 'refund' | 'topUp') =>
  bookingConflict('wrongState', { key: 'esimWrongState', params: { status }, details: { status, action } });

/** 409 wrongState (esimHasTopUp): an eSIM with a top-up ordering or done is not refunded (the top-up's money would be lost). */
export const esimHasTopUp = () =>
  bookingConflict('wrongState', { key: 'esimHasTopUp', details: { action: 'refund', hasTopUp: true } });

/** 400 naming the field: no such product in the vendor's catalogue. */
export const unknownProduct = (field: string): AppError =>
  fieldError(field, 'esimUnknownProduct', { reason: 'unknownProduct', params: { field } });
