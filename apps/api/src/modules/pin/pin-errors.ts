// Errors of the PIN flow; each names the form field at fault (`details.fields`) so the forms can show it there.
import { ErrorCode } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { fieldError } from '../../platform/field-error.js';

/** 400 code 121: the PIN is wrong; `remainingAttempts` before the lock. */
export const pinWrong = (field: string, remainingAttempts: number) =>
  fieldError(field, 'pinWrong', {
    code: ErrorCode.PIN_WRONG,
    reason: 'wrong',
    params: { remaining: remainingAttempts },
    details: { remainingAttempts },
  });

/** 423 Locked code 122: the PIN refuses every attempt until `lockedUntil` (shown in Vietnam time in the message). */
export const pinLocked = (field: string, until: Date) =>
  fieldError(field, 'pinLocked', {
    status: 423,
    code: ErrorCode.PIN_LOCKED,
    reason: 'locked',
    params: { until: formatDateTime(until) },
    details: { lockedUntil: until.toISOString() },
  });

/** 409: there is no PIN turned on to check. */
export const pinNotSet = (field: string) =>
  fieldError(field, 'pinNotSet', { status: 409, code: ErrorCode.CONFLICT, reason: 'notSet' });
