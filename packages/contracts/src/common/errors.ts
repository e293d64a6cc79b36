// The error body every API failure answers with, and the codes the web app acts on.
import { z } from 'zod';

export const ErrorCode = {
  VALIDATION: 1,
  UNAUTHENTICATED: 10,
  INVALID_CREDENTIALS: 11,
  TOO_MANY_ATTEMPTS: 12,
  ACCOUNT_LOCKED: 13,
  REFRESH_TOKEN_INVALID: 14,
  PASSWORD_CHANGE_REQUIRED: 15,
  WRONG_CURRENT_PASSWORD: 16,
  WEAK_PASSWORD: 17,
  ACCESS_TOKEN_EXPIRED: 18,
  INVALID_RESET_CODE: 19,
  CLOCK_SKEW: 20,
  FORBIDDEN: 30,
  NOT_FOUND: 40,
  CONFLICT: 41,
  PAYLOAD_TOO_LARGE: 42,
  /** Too many requests of one kind in a window (flight searches per user or agency): details.retryAfterSeconds. */
  TOO_MANY_REQUESTS: 43,
  SUPPLIER_UNAVAILABLE: 50,
  INSUFFICIENT_FUNDS: 60,
  STEP_UP_REQUIRED: 120,
  /** A wrong PIN: details.remainingAttempts before the lock. */
  PIN_WRONG: 121,
  /** Too many wrong PINs: details.lockedUntil. */
  PIN_LOCKED: 122,
  /** The agency requires a PIN for this action and the user has none: set one at /system/pin-code. */
  PIN_SETUP_REQUIRED: 123,
  INTERNAL: 500,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ZFieldIssue = z.object({ field: z.string(), message: z.string() });
export type TFieldIssue = z.infer<typeof ZFieldIssue>;

export const ZApiError = z.object({
  code: z.number().int(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type TApiError = z.infer<typeof ZApiError>;
