// The one error that names the form field at fault (`details.fields`), so the web app can show it next to that field.
import { ErrorCode, type ErrorCodeValue } from '@portal/contracts';
import { AppError, type MessageParam } from './errors.js';
import type { Language, MessageKey } from './messages.js';

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
  return new AppError({
    status: options.status ?? 400,
    code: options.code ?? ErrorCode.VALIDATION,
    messageKey,
    params: options.params ?? {},
    details: {
      fields: [{ field, message: options.reason ?? messageKey }],
      ...options.details,
    },
  });
}

/** A username, email or group name someone else already has: 409 naming the field. */
export function duplicateOf(field: string, messageKey: MessageKey, params: Record<string, MessageParam>): AppError {
  return fieldError(field, messageKey, { status: 409, code: ErrorCode.CONFLICT, reason: 'taken', params });
}

export type FieldIssue = { field: string; message: string };

/** 400 code 1 naming every field, like every validation failure (decision 004): `details.fields` lists them all. */
export function invalidFields(issues: readonly FieldIssue[]): AppError {
  const fields = issues.map((issue) => `${issue.field} (${issue.message})`).join(', ');
  return fieldError(issues[0]?.field ?? '', 'validation', { params: { fields }, details: { fields: [...issues] } });
}

/** 400 code 1 naming one field, its reason in words already in the caller's language (decision 004). */
export function invalidField(field: string, reason: string): AppError {
  return fieldError(field, 'validation', { reason, params: { fields: `${field} (${reason})` } });
}

/** 400 code 1 naming one field, its reason in the caller's language. */
export function invalidFieldIn(language: Language, problem: { field: string; vi: string; en: string }): AppError {
  return invalidField(problem.field, problem[language]);
}
