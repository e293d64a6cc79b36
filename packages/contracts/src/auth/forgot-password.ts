// POST /api/auth/forgot-password and /verify: a one-time code by email, then a new password.
import { z } from 'zod';

export const ZForgotPasswordRequest = z.strictObject({ username: z.string().trim().min(1).max(64) });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;
/** Always the same answer, whether or not the account exists. */
export const ZForgotPasswordResponse = z.object({ sent: z.literal(true), expiresInMinutes: z.number().int() });

export const ZVerifyForgotPasswordRequest = z.strictObject({
  username: z.string().trim().min(1).max(64),
  code: z.string().regex(/^[0-9]{6}$/),
  newPassword: z.string().min(1).max(128),
});
export type TVerifyForgotPasswordRequest = z.infer<typeof ZVerifyForgotPasswordRequest>;
export const ZVerifyForgotPasswordResponse = z.object({ ok: z.literal(true) });
