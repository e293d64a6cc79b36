// POST /api/auth/login: username and password in, tokens and the session out.
import { z } from 'zod';
import { ZSession } from '../common/session.js';

export const ZLoginRequest = z.strictObject({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = ZSession.extend({
  accessToken: z.string(),
  /** Only for API clients; the web app gets it as an httpOnly cookie and never sees it. */
  refreshToken: z.string().optional(),
  accessTokenExpiresAt: z.string(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
