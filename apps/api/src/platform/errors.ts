// Domain errors that carry an HTTP status, a numeric code and a translatable message.
import { ErrorCode, type ErrorCodeValue } from '@portal/contracts';
import type { Language, MessageKey } from './messages.js';

/** A message parameter, or one that depends on the caller's language (resolved when the answer is written). */
export type MessageParam = string | number | ((language: Language) => string);

/** What an error answers: HTTP status, numeric code, message key with its parameters, and details for the body. */
export type AppErrorOptions = {
  status: number;
  code: ErrorCodeValue;
  messageKey: MessageKey;
  params?: Record<string, MessageParam>;
  details?: Record<string, unknown>;
};

export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCodeValue;
  readonly messageKey: MessageKey;
  readonly params: Record<string, MessageParam>;
  readonly details?: Record<string, unknown>;

  constructor(options: AppErrorOptions) {
    super(options.messageKey);
    this.status = options.status;
    this.code = options.code;
    this.messageKey = options.messageKey;
    this.params = options.params ?? {};
    this.details = options.details;
  }
}

export const notFound = () => new AppError({ status: 404, code: ErrorCode.NOT_FOUND, messageKey: 'notFound' });
export const forbidden = () => new AppError({ status: 403, code: ErrorCode.FORBIDDEN, messageKey: 'forbidden' });
export const unauthenticated = () =>
  new AppError({ status: 401, code: ErrorCode.UNAUTHENTICATED, messageKey: 'unauthenticated' });

/** Throws a 404 when the value is missing: another agency's object looks exactly like no object. */
export function requireFound<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw notFound();
  return value;
}
