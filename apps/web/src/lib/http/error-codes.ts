// The API error codes the client acts on. They mirror ErrorCode of @portal/contracts by value so the
// browser bundle does not pull in zod with it; test/contracts-mirror.test.ts keeps the two equal.
import type { ErrorCodeValue } from '@portal/contracts';

export const CLIENT_ERROR_CODES = {
  ACCOUNT_LOCKED: 13,
  REFRESH_TOKEN_INVALID: 14,
  PASSWORD_CHANGE_REQUIRED: 15,
  ACCESS_TOKEN_EXPIRED: 18,
  CLOCK_SKEW: 20,
  INSUFFICIENT_FUNDS: 60,
  STEP_UP_REQUIRED: 120,
  PIN_WRONG: 121,
  PIN_LOCKED: 122,
  PIN_SETUP_REQUIRED: 123,
} as const satisfies Record<string, ErrorCodeValue>;
