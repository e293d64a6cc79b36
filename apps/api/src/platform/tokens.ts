// Access tokens (short-lived signed JWTs carrying the permission list) and opaque refresh tokens.
import { createHash, createHmac, createSecretKey, randomBytes } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { ErrorCode } from '@portal/contracts';
import { AppError } from './errors.js';

export type AccessClaims = {
  userId: string;
  agencyId: string;
  familyId: string;
  permissions: string[];
  mustChangePassword: boolean;
};

export type TokenSigner = {
  signAccessToken(claims: AccessClaims, now: Date): Promise<{ token: string; expiresAt: Date }>;
  verifyAccessToken(token: string, now: Date): Promise<AccessClaims>;
  /**
   * The refresh token that rotation of `previous` issues: keyed (HMAC of the server secret), so the same old token
   * always gets the same successor and nobody without the secret can compute it; only its hash is stored.
   */
  successorRefreshToken(previous: string): string;
};

export function createTokenSigner(options: { secret: string; ttlSeconds: number }): TokenSigner {
  // A KeyObject made once: given raw bytes, jose would import the HMAC key through WebCrypto on every sign and verify.
  const key = createSecretKey(Buffer.from(options.secret, 'utf8'));
  // A key of its own for refresh-token successors, so no value computed with it can pass as a signature.
  const successorKey = createHmac('sha256', options.secret).update('refresh-token-successor-v1').digest();
  return {
    successorRefreshToken(previous) {
      return createHmac('sha256', successorKey).update(previous).digest('base64url');
    },
    async signAccessToken(claims, now) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      const expiresAt = new Date((issuedAt + options.ttlSeconds) * 1000);
      const token = await new SignJWT({
        agy: claims.agencyId,
        fam: claims.familyId,
        prm: claims.permissions,
        pwc: claims.mustChangePassword,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    async verifyAccessToken(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: now,
          // A token without an expiry would never end: refused, as one without a subject is.
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.agy !== 'string' ||
          typeof payload.fam !== 'string' ||
          !Array.isArray(payload.prm)
        ) {
          throw new AppError({ status: 401, code: ErrorCode.UNAUTHENTICATED, messageKey: 'unauthenticated' });
        }
        return {
          userId: payload.sub,
          agencyId: payload.agy,
          familyId: payload.fam,
          permissions: payload.prm.filter((code): code is string => typeof code === 'string'),
          mustChangePassword: payload.pwc === true,
        };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired)
          throw new AppError({ status: 401, code: ErrorCode.ACCESS_TOKEN_EXPIRED, messageKey: 'accessTokenExpired' });
        if (error instanceof AppError) throw error;
        throw new AppError({ status: 401, code: ErrorCode.UNAUTHENTICATED, messageKey: 'unauthenticated' });
      }
    },
  };
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
