// Errors that name the form field at fault, so the web app can show them next to that field.
import { ErrorCode, type ErrorCodeValue } from '@portal/contracts';
import { AppError, type MessageParam } from '../../platform/errors.js';
import type { MessageKey } from '../../platform/messages.js';

/** `details.fields` names the field; the field message is a short reason code, the top message is translated. */
export function fieldError(
  field: string,
  messageKey: MessageKey,
  options: {
    status?: number;
    code?: ErrorCodeValue;
    reason?: string;
    params?: Record<string, MessageParam>;
    details?: Record<string, unknown>;
  } = {},
): AppError {
  return new AppError(options.status ?? 400, options.code ?? ErrorCode.VALIDATION, messageKey, options.params ?? {}, {
    fields: [{ field, message: options.reason ?? messageKey }],
    ...options.details,
  });
}

/** A username, email or group name someone else already has: 409 naming the field. */
export function duplicateOf(field: string, messageKey: MessageKey, params: Record<string, MessageParam>): AppError {
  return fieldError(field, messageKey, { status: 409, code: ErrorCode.CONFLICT, reason: 'taken', params });
}
