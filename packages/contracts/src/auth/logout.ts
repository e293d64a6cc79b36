// POST /api/auth/logout: ends the session's refresh-token family.
import { z } from 'zod';

export const ZLogoutRequest = z.strictObject({ refreshToken: z.string().max(512).optional() });
export type TLogoutRequest = z.infer<typeof ZLogoutRequest>;
export const ZLogoutResponse = z.object({ ok: z.literal(true) });
