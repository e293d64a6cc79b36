// Access tokens (short-lived signed JWTs carrying the permission list) and opaque refresh tokens.
import { createHash, createHmac, createSecretKey, randomBytes, timingSafeEqual, webcrypto } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
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
  // Imported once for signing (at sign-in): given raw bytes, jose imports the HMAC key through WebCrypto on every call.
  const keyPromise = webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(options.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const verifyKey = createSecretKey(Buffer.from(options.secret, 'utf8'));
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
        .sign(await keyPromise);
      return { token, expiresAt };
    },
    async verifyAccessToken(token, now) {
      return verifyHs256(token, { secret: verifyKey, now });
    },
  };
}

const unauthenticatedToken = () =>
  new AppError({ status: 401, code: ErrorCode.UNAUTHENTICATED, messageKey: 'unauthenticated' });

/** The JSON object a base64url segment of a compact JWS encodes, or undefined for anything else. */
function segmentObject(segment: string): Record<string, unknown> | undefined {
  if (!BASE64URL.test(segment)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Verifies an access token as jose signed it, synchronously with node:crypto (decision 060): jose 6 verifies through
 * WebCrypto, whose every HMAC is a round trip through the thread pool. Exactly HS256 (no `none`, no other algorithm,
 * no `crit`), a constant-time signature comparison, and the claims jose required: `exp` in the future, `iat`, `sub`.
 */
function verifyHs256(token: string, options: { secret: KeyObject; now: Date }): AccessClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw unauthenticatedToken();
  const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string];
  const header = segmentObject(encodedHeader);
  if (!header || header.alg !== 'HS256' || 'crit' in header || 'b64' in header) throw unauthenticatedToken();
  if (header.typ !== undefined && header.typ !== 'JWT') throw unauthenticatedToken();
  const expected = createHmac('sha256', options.secret).update(`${encodedHeader}.${encodedPayload}`).digest();
  const signature = BASE64URL.test(encodedSignature) ? Buffer.from(encodedSignature, 'base64url') : Buffer.alloc(0);
  if (
    signature.length !== expected.length ||
    signature.toString('base64url') !== encodedSignature ||
    !timingSafeEqual(signature, expected)
  )
    throw unauthenticatedToken();
  const payload = segmentObject(encodedPayload);
  if (!payload || typeof payload.exp !== 'number' || typeof payload.iat !== 'number') throw unauthenticatedToken();
  if (typeof payload.nbf === 'number' && payload.nbf > options.now.getTime() / 1000) throw unauthenticatedToken();
  if (payload.exp <= Math.floor(options.now.getTime() / 1000))
    throw new AppError({ status: 401, code: ErrorCode.ACCESS_TOKEN_EXPIRED, messageKey: 'accessTokenExpired' });
  if (
    typeof payload.sub !== 'string' ||
    typeof payload.agy !== 'string' ||
    typeof payload.fam !== 'string' ||
    !Array.isArray(payload.prm)
  )
    throw unauthenticatedToken();
  return {
    userId: payload.sub,
    agencyId: payload.agy,
    familyId: payload.fam,
    permissions: payload.prm.filter((code): code is string => typeof code === 'string'),
    mustChangePassword: payload.pwc === true,
  };
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
