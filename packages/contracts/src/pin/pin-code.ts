// /api/pin-code: the signed-in user's own PIN (state, set, change, turn off) and the PIN check that answers a step-up token.
import { z } from 'zod';

/** Exactly six digits; whether it is too easy to guess (isWeakPin) is checked by the service and the form. */
export const ZPin = z.string().regex(/^[0-9]{6}$/);
const ZAccountPassword = z.string().min(1).max(128);

export const ZPinState = z.object({
  isEnabled: z.boolean(),
  /** The user's agency or an agency above it requires a PIN for money actions. */
  isRequired: z.boolean(),
  /** ISO time until which the PIN refuses every attempt; null when not locked. */
  lockedUntil: z.string().nullable(),
  remainingAttempts: z.number().int(),
  maxAttempts: z.number().int(),
  lockMinutes: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type TPinState = z.infer<typeof ZPinState>;

/** The first PIN (or a new one after turning it off): the account password proves it is the account's owner. */
export const ZSetPinRequest = z.strictObject({ pin: ZPin, password: ZAccountPassword });
export type TSetPinRequest = z.infer<typeof ZSetPinRequest>;

export const ZChangePinRequest = z.strictObject({ currentPin: ZPin, newPin: ZPin });
export type TChangePinRequest = z.infer<typeof ZChangePinRequest>;

/** Exactly one of the two: the current PIN, or the account password when the PIN is forgotten or locked. */
export const ZTurnOffPinRequest = z.strictObject({ pin: ZPin.optional(), password: ZAccountPassword.optional() });
export type TTurnOffPinRequest = z.infer<typeof ZTurnOffPinRequest>;

/** The salt of a 403 code 120 answer and the PIN typed in the dialog. */
export const ZVerifyPinRequest = z.strictObject({ salt: z.string().min(1).max(1024), pin: ZPin });
export type TVerifyPinRequest = z.infer<typeof ZVerifyPinRequest>;

/** Sent back in the X-Step-Up header when the refused request is retried; good once, for that request only. */
export const ZStepUpTokenResponse = z.object({ stepUpToken: z.string(), expiresAt: z.string() });
export type TStepUpTokenResponse = z.infer<typeof ZStepUpTokenResponse>;
