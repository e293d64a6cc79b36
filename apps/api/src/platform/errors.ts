// Domain errors that carry an HTTP status, a numeric code and a translatable message.
import { ErrorCode, type ErrorCodeValue } from '@portal/contracts';
import type { Language, MessageKey } from './messages.js';

/** A message parameter, or one that depends on the caller's language (resolved when the answer is written). */
export type MessageParam = string | number | ((language: Language) => string);

export class AppError extends Error {
  // eslint-disable-next-line @typescript-eslint/max-params -- ~50 throws across the API: changed in a commit of its own
  constructor(
    readonly status: number,
    readonly code: ErrorCodeValue,
    readonly messageKey: MessageKey,
    readonly params: Record<string, MessageParam> = {},
    readonly details?: Record<string, unknown>,
  ) {
    super(messageKey);
  }
}

export const notFound = () => new AppError(404, ErrorCode.NOT_FOUND, 'notFound');
export const forbidden = () => new AppError(403, ErrorCode.FORBIDDEN, 'forbidden');
export const unauthenticated = () => new AppError(401, ErrorCode.UNAUTHENTICATED, 'unauthenticated');

/** Throws a 404 when the value is missing: another agency's object looks exactly like no object. */
export function requireFound<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw notFound();
  return value;
}
