// POST /api/auth/refresh-token: rotates the refresh token (cookie or body) and answers fresh permissions.
import { z } from 'zod';

export const ZRefreshTokenRequest = z.strictObject({
  accessToken: z.string().max(4096).optional(),
  refreshToken: z.string().max(512).optional(),
  channel: z.literal('Web').default('Web'),
});
export type TRefreshTokenRequest = z.infer<typeof ZRefreshTokenRequest>;

export const ZRefreshTokenResponse = z.object({
  accessToken: z.string(),
  /** Only for API clients; the web app gets it as an httpOnly cookie and never sees it. */
  refreshToken: z.string().optional(),
  accessTokenExpiresAt: z.string(),
  permissions: z.array(z.string()),
  osi: z.string().optional(),
  tourCode: z.string().optional(),
});
export type TRefreshTokenResponse = z.infer<typeof ZRefreshTokenResponse>;
