// POST /api/auth/change-password: the signed-in user's own password, current one required.
import { z } from 'zod';

export const ZChangePasswordRequest = z.strictObject({
  currentPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** A fresh access token for the same session, no longer flagged for a forced change. */
export const ZChangePasswordResponse = z.object({
  ok: z.literal(true),
  accessToken: z.string(),
  accessTokenExpiresAt: z.string(),
});
export type TChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;
