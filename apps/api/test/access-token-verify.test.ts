// Access tokens verified synchronously (decision 060): what jose signs passes, and every way a token may be wrong is
// refused — another algorithm or key, a changed payload or signature, a `crit` header, missing or past claims.
import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createHmac } from 'node:crypto';
import { createTokenSigner } from '../src/platform/tokens.js';
import { AppError } from '../src/platform/errors.js';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const signer = createTokenSigner({ secret: SECRET, ttlSeconds: 900 });
const now = new Date('2026-11-26T08:00:00Z');
const claims = {
  userId: 'u-1',
  agencyId: 'a-1',
  familyId: 'f-1',
  permissions: ['BOOKING_TICKET'],
  mustChangePassword: true,
};
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (header: object, payload: object, secret = SECRET) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
};
const seconds = Math.floor(now.getTime() / 1000);
const payload = { sub: 'u-1', agy: 'a-1', fam: 'f-1', prm: ['X'], iat: seconds, exp: seconds + 60 };

async function codeOf(token: string, at = now): Promise<number> {
  try {
    await signer.verifyAccessToken(token, at);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).code;
  }
  return 0;
}

describe('verifyAccessToken', () => {
  it('accepts what the signer (jose) signs, with the claims it carried', async () => {
    const { token } = await signer.signAccessToken(claims, now);
    expect(await signer.verifyAccessToken(token, now)).toEqual(claims);
    expect(await signer.verifyAccessToken(sign({ alg: 'HS256' }, payload), now)).toMatchObject({ userId: 'u-1' });
  });

  it('answers code 18 from the second of expiry on, code 10 for a token not yet valid (nbf)', async () => {
    const { token } = await signer.signAccessToken(claims, now);
    expect(await codeOf(token, new Date(now.getTime() + 899_000))).toBe(0);
    expect(await codeOf(token, new Date(now.getTime() + 900_000))).toBe(18);
    expect(await codeOf(sign({ alg: 'HS256' }, { ...payload, nbf: seconds + 10 }))).toBe(10);
  });

  it('refuses another algorithm, another key, a crit or unencoded-payload header, another typ', async () => {
    expect(await codeOf(`${b64({ alg: 'none' })}.${b64(payload)}.`)).toBe(10);
    expect(await codeOf(sign({ alg: 'HS512' }, payload))).toBe(10);
    expect(await codeOf(sign({ alg: 'HS256' }, payload, 'another-secret-that-is-long-enough-too'))).toBe(10);
    expect(await codeOf(sign({ alg: 'HS256', crit: ['exp'] }, payload))).toBe(10);
    expect(await codeOf(sign({ alg: 'HS256', b64: false }, payload))).toBe(10);
    expect(await codeOf(sign({ alg: 'HS256', typ: 'at+jwt' }, payload))).toBe(10);
    expect(
      await codeOf(
        await new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(40))),
      ),
    ).toBe(10);
  });

  it('refuses a changed payload, a changed or re-encoded signature, and garbage', async () => {
    const { token } = await signer.signAccessToken(claims, now);
    const [header, body, signature] = token.split('.') as [string, string, string];
    expect(await codeOf(`${header}.${b64({ ...payload, prm: ['ADMIN_F1'] })}.${signature}`)).toBe(10);
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    expect(await codeOf(`${header}.${body}.${flipped}`)).toBe(10);
    expect(await codeOf(`${header}.${body}.${signature}=`)).toBe(10);
    // The same bytes in standard base64 (padded with =) are not the token's encoding.
    expect(await codeOf(`${header}.${body}.${Buffer.from(signature, 'base64url').toString('base64')}`)).toBe(10);
    for (const garbage of ['', 'a.b', 'a.b.c.d', `${header}.${body}`, `x.${body}.${signature}`, '...'])
      expect(await codeOf(garbage)).toBe(10);
  });

  it('refuses missing claims: exp, iat, sub, agency, family, permissions', async () => {
    for (const key of ['exp', 'iat', 'sub', 'agy', 'fam', 'prm']) {
      const { [key]: _left, ...rest } = payload as Record<string, unknown>;
      expect(await codeOf(sign({ alg: 'HS256' }, rest)), key).toBe(10);
    }
    expect(await codeOf(sign({ alg: 'HS256' }, [payload]))).toBe(10);
  });
});
