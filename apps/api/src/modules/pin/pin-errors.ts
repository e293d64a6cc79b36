// Errors of the PIN flow; each names the form field at fault (`details.fields`) so the forms can show it there.
import { ErrorCode, type ErrorCodeValue } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { AppError, type MessageParam } from '../../platform/errors.js';
import type { MessageKey } from '../../platform/messages.js';

export function fieldProblem(
  field: string,
  messageKey: MessageKey,
  options: {
    status?: number;
    code?: ErrorCodeValue;
    reason: string;
    params?: Record<string, MessageParam>;
    details?: Record<string, unknown>;
  },
): AppError {
  return new AppError(options.status ?? 400, options.code ?? ErrorCode.VALIDATION, messageKey, options.params ?? {}, {
    fields: [{ field, message: options.reason }],
    ...options.details,
  });
}

/** 400 code 121: the PIN is wrong; `remainingAttempts` before the lock. */
export const pinWrong = (field: string, remainingAttempts: number) =>
  fieldProblem(field, 'pinWrong', {
    code: ErrorCode.PIN_WRONG,
    reason: 'wrong',
    params: { remaining: remainingAttempts },
    details: { remainingAttempts },
  });

/** 423 Locked code 122: the PIN refuses every attempt until `lockedUntil` (shown in Vietnam time in the message). */
export const pinLocked = (field: string, until: Date) =>
  fieldProblem(field, 'pinLocked', {
    status: 423,
    code: ErrorCode.PIN_LOCKED,
    reason: 'locked',
    params: { until: formatDateTime(until) },
    details: { lockedUntil: until.toISOString() },
  });

/** 409: there is no PIN turned on to check. */
export const pinNotSet = (field: string) =>
  fieldProblem(field, 'pinNotSet', { status: 409, code: ErrorCode.CONFLICT, reason: 'notSet' });
