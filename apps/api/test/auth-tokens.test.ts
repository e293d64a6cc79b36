// Access tokens (expiry, forgery) and refresh tokens (rotation, reuse detection, concurrency, fresh permissions, logout).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { tables } from '@portal/db';
import type { TRefreshTokenResponse } from '@portal/contracts';
import { createTestContext, refreshCookieOf, type SignedIn, type TestContext } from './support/test-context.js';
import {
  auditRows,
  bearer,
  decodeJwtPayload,
  expectApiError,
  refreshWithBody,
  refreshWithCookie,
} from './support/http.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ACCESS_TTL_MS = 15 * 60_000;
/** REFRESH_REUSE_GRACE_SECONDS of the test configuration (the default). */
const GRACE_MS = 10_000;

const me = (headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers });

async function familyOf(signedIn: SignedIn) {
  const familyId = decodeJwtPayload(signedIn.session.accessToken).fam as string;
  const [family] = await ctx.db
    .select()
    .from(tables.refreshTokenFamilies)
    .where(eq(tables.refreshTokenFamilies.id, familyId));
  return family!;
}

describe('access tokens', () => {
  it('answers 401 code 18 once the access token is 15 minutes and 1 second old', async () => {
    const caller = await ctx.newSignedInUser();
    ctx.clock.advance(ACCESS_TTL_MS - 1_000);
    expect((await me(caller.auth)).statusCode).toBe(200);

    ctx.clock.advance(2_000);

    const response = await me(caller.auth);
    expect(expectApiError(response, 401, 18).message).toBe('Phiên đăng nhập đã hết hạn');
  });

  it('answers 401 code 10 without a token, with a non-bearer header, and with garbage', async () => {
    expect(expectApiError(await me(), 401, 10).message).toBe('Vui lòng đăng nhập');
    expectApiError(await me({ authorization: 'Basic dXNlcjpwYXNz' }), 401, 10);
    expectApiError(await me({ authorization: 'Bearer' }), 401, 10);
    expectApiError(await me(bearer('not-a-jwt')), 401, 10);
    expectApiError(await me(bearer('aaa.bbb.ccc')), 401, 10);
  });

  it('answers 401 code 10 for a token whose claims were edited (more permissions) without re-signing', async () => {
    const caller = await ctx.newSignedInUser({ role: 'agent_f2' });
    const [header, payload, signature] = caller.session.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { prm: string[] };
    claims.prm = [...claims.prm, 'ADMIN_F1'];
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;

    expectApiError(await me(bearer(forged)), 401, 10);
    expectApiError(
      await ctx.app.inject({ method: 'GET', url: '/api/permission-groups', headers: bearer(forged) }),
      401,
      10,
    );
  });

  it('answers 401 code 10 for an unsigned (alg none) token and for one signed with another key', async () => {
    const caller = await ctx.newSignedInUser();
    const [, payload] = caller.session.accessToken.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const otherKey = await new SignJWT(decodeJwtPayload(caller.session.accessToken))
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough-for-hs256'));

    expectApiError(await me(bearer(unsigned)), 401, 10);
    expectApiError(await me(bearer(otherKey)), 401, 10);
  });
});

describe('refreshing', () => {
  it('answers new tokens and a new cookie for the refresh cookie', async () => {
    const caller = await ctx.newSignedInUser({ role: 'admin_f1' });
    ctx.clock.advance(60_000);

    const response = await refreshWithCookie(ctx.app, caller.refreshCookie);

    expect(response.statusCode, response.body).toBe(200);
    const tokens = response.json<TRefreshTokenResponse>();
    expect(tokens).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      accessTokenExpiresAt: expect.any(String),
      permissions: caller.session.permissions,
    });
    expect(tokens.refreshToken).not.toBe(caller.refreshCookie);
    expect(tokens.accessToken).not.toBe(caller.session.accessToken);
    expect(Date.parse(tokens.accessTokenExpiresAt)).toBeGreaterThan(Date.parse(caller.session.accessTokenExpiresAt));
    const cookie = response.cookies.find((candidate) => candidate.name === 'portal_refresh');
    expect(cookie).toMatchObject({ value: tokens.refreshToken, path: '/api/auth', httpOnly: true, sameSite: 'Strict' });
    const meResponse = await me(bearer(tokens.accessToken));
    expect(meResponse.statusCode).toBe(200);
    expect(meResponse.json()).toMatchObject({ memberInfo: { id: caller.userId } });
  });

  it('accepts the refresh token in the body, for API clients without cookies', async () => {
    const caller = await ctx.newSignedInUser();

    const response = await refreshWithBody(ctx.app, caller.session.refreshToken!);

    expect(response.statusCode, response.body).toBe(200);
    const next = await refreshWithBody(ctx.app, response.json<TRefreshTokenResponse>().refreshToken!);
    expect(next.statusCode, next.body).toBe(200);
  });

  it('answers 401 code 14 without any refresh token and for an unknown one, and clears the cookie', async () => {
    const none = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { channel: 'Web' } });
    expect(expectApiError(none, 401, 14).message).toBe('Phiên đăng nhập không còn hiệu lực, vui lòng đăng nhập lại');

    const unknown = await refreshWithCookie(ctx.app, 'dGhpcy1pcy1ub3QtYS1yZWFsLXJlZnJlc2gtdG9rZW4');
    expectApiError(unknown, 401, 14);
    const cleared = unknown.cookies.find((cookie) => cookie.name === 'portal_refresh');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api/auth');
  });

  it('revokes the whole family when a rotated refresh token is used again after the grace window', async () => {
    const caller = await ctx.newSignedInUser();
    const first = await refreshWithCookie(ctx.app, caller.refreshCookie);
    expect(first.statusCode).toBe(200);
    const newest = refreshCookieOf(first);
    ctx.clock.advance(GRACE_MS + 1_000);

    const replay = await refreshWithCookie(ctx.app, caller.refreshCookie);

    expectApiError(replay, 401, 14);
    expectApiError(await refreshWithCookie(ctx.app, newest), 401, 14);
    const family = await familyOf(caller);
    expect(family.revokedAt).not.toBeNull();
    expect(family.revokedReason).toBe('reuse_detected');
    const audit = await auditRows(ctx.db, 'token.reuse_detected', caller.userId);
    expect(audit).toEqual([expect.objectContaining({ targetType: 'token_family', targetId: family.id })]);
  });

  it('answers the same successor to a just-rotated token within the grace window (a retry after a lost answer)', async () => {
    const caller = await ctx.newSignedInUser();
    const first = await refreshWithCookie(ctx.app, caller.refreshCookie);
    expect(first.statusCode).toBe(200);
    const successor = refreshCookieOf(first);
    ctx.clock.advance(GRACE_MS - 1_000);

    const retry = await refreshWithCookie(ctx.app, caller.refreshCookie);

    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json<TRefreshTokenResponse>().refreshToken).toBe(successor);
    expect(refreshCookieOf(retry)).toBe(successor);
    expect((await me(bearer(retry.json<TRefreshTokenResponse>().accessToken))).statusCode).toBe(200);
    expect((await familyOf(caller)).revokedAt).toBeNull();
    expect(await auditRows(ctx.db, 'token.reuse_detected', caller.userId)).toEqual([]);
    // The successor still rotates normally, once.
    const next = await refreshWithCookie(ctx.app, successor);
    expect(next.statusCode, next.body).toBe(200);
    expect(refreshCookieOf(next)).not.toBe(successor);
  });

  it('stores only hashes: the successor answered twice is not in the database in clear', async () => {
    const caller = await ctx.newSignedInUser();
    const successor = refreshCookieOf(await refreshWithCookie(ctx.app, caller.refreshCookie));

    const rows = await ctx.db
      .select()
      .from(tables.refreshTokens)
      .where(eq(tables.refreshTokens.familyId, (await familyOf(caller)).id));

    expect(rows.map((row) => row.tokenHash)).not.toContain(successor);
    expect(JSON.stringify(rows)).not.toContain(successor);
  });

  it('gives two simultaneous refreshes with the same token (two tabs) the same successor, and keeps the session', async () => {
    const caller = await ctx.newSignedInUser();

    const responses = await Promise.all([
      refreshWithCookie(ctx.app, caller.refreshCookie),
      refreshWithCookie(ctx.app, caller.refreshCookie),
      refreshWithCookie(ctx.app, caller.refreshCookie),
    ]);

    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const successors = new Set(responses.map((response) => response.json<TRefreshTokenResponse>().refreshToken));
    expect(successors.size).toBe(1);
    const family = await familyOf(caller);
    expect(family.revokedAt).toBeNull();
    const rows = await ctx.db.select().from(tables.refreshTokens).where(eq(tables.refreshTokens.familyId, family.id));
    // The login's token (now used) and exactly one successor.
    expect(rows).toHaveLength(2);
    expect((await refreshWithCookie(ctx.app, [...successors][0]!)).statusCode).toBe(200);
  });

  it('answers the permissions as they are now in the database, and signs them into the new access token', async () => {
    const caller = await ctx.newSignedInUser({ role: 'agent_f2' });
    const groups = () => ctx.app.inject({ method: 'GET', url: '/api/permission-groups', headers: bearer(accessToken) });
    let accessToken = caller.session.accessToken;
    expect(caller.session.permissions).not.toContain('ADMIN_F1');
    expectApiError(await groups(), 403, 30);

    const [membership] = await ctx.db
      .select()
      .from(tables.userPermissionGroups)
      .where(eq(tables.userPermissionGroups.userId, caller.userId));
    await ctx.db.insert(tables.permissionGroupCodes).values({ groupId: membership!.groupId, code: 'ADMIN_F1' });
    await ctx.db
      .delete(tables.permissionGroupCodes)
      .where(
        and(
          eq(tables.permissionGroupCodes.groupId, membership!.groupId),
          eq(tables.permissionGroupCodes.code, 'ONLY_SHOW_NEW'),
        ),
      );

    // The old access token still carries the old list until it is refreshed.
    expectApiError(await groups(), 403, 30);
    const response = await refreshWithCookie(ctx.app, caller.refreshCookie);

    expect(response.statusCode, response.body).toBe(200);
    const tokens = response.json<TRefreshTokenResponse>();
    expect(tokens.permissions).toEqual(['ADMIN_F1', 'AGENT_F2', 'BOOKING_TICKET', 'VIEW_QR_CODE']);
    expect(decodeJwtPayload(tokens.accessToken).prm).toEqual(tokens.permissions);
    accessToken = tokens.accessToken;
    const allowed = await groups();
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('refuses to refresh for a user who has been locked since signing in, and ends the session', async () => {
    const caller = await ctx.newSignedInUser();
    await ctx.db.update(tables.users).set({ status: 'locked' }).where(eq(tables.users.id, caller.userId));

    // 13, not 14: the holder of the token learns the account is locked, and the login page can say so.
    expectApiError(await refreshWithCookie(ctx.app, caller.refreshCookie), 401, 13);

    const family = await familyOf(caller);
    expect(family.revokedReason).toBe('account_locked');
  });

  it('refuses a refresh token older than 30 days', async () => {
    const caller = await ctx.newSignedInUser();
    ctx.clock.advance(30 * 86_400_000);

    expectApiError(await refreshWithCookie(ctx.app, caller.refreshCookie), 401, 14);
  });
});

describe('logout', () => {
  it("revokes the family of the cookie's token: the refresh token then answers 401 code 14", async () => {
    const caller = await ctx.newSignedInUser();
    const rotated = await refreshWithCookie(ctx.app, caller.refreshCookie);
    const current = refreshCookieOf(rotated);

    // As the web app sends it: the cookie and an empty JSON object.
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `portal_refresh=${current}` },
      payload: {},
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const cleared = response.cookies.find((cookie) => cookie.name === 'portal_refresh');
    expect(cleared?.value).toBe('');
    expectApiError(await refreshWithCookie(ctx.app, current), 401, 14);
    const family = await familyOf(caller);
    expect(family.revokedReason).toBe('logout');
    expect(await auditRows(ctx.db, 'logout')).toEqual(
      expect.arrayContaining([expect.objectContaining({ targetType: 'token_family', targetId: family.id })]),
    );
  });

  it('records in the audit log whose session ended', async () => {
    const caller = await ctx.newSignedInUser();

    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `portal_refresh=${caller.refreshCookie}` },
      payload: {},
    });

    const family = await familyOf(caller);
    const audit = (await auditRows(ctx.db, 'logout')).filter((row) => row.targetId === family.id);
    expect(audit).toEqual([expect.objectContaining({ actorUserId: caller.userId, agencyId: caller.agencyId })]);
  });

  it('revokes the family of a token sent in the body', async () => {
    const caller = await ctx.newSignedInUser();

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: caller.session.refreshToken },
    });

    expect(response.statusCode, response.body).toBe(200);
    expectApiError(await refreshWithBody(ctx.app, caller.session.refreshToken!), 401, 14);
  });

  it('accepts a logout with the cookie and no body at all (the body is optional)', async () => {
    const caller = await ctx.newSignedInUser();

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `portal_refresh=${caller.refreshCookie}` },
    });

    expect(response.statusCode, response.body).toBe(200);
    expectApiError(await refreshWithCookie(ctx.app, caller.refreshCookie), 401, 14);
  });

  it('ends the session of the access token when only the bearer token is sent (no cookie, no body)', async () => {
    const caller = await ctx.newSignedInUser();
    const other = await ctx.newSignedInUser();

    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: caller.auth });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expectApiError(await me(caller.auth), 401, 14);
    expectApiError(await refreshWithCookie(ctx.app, caller.refreshCookie), 401, 14);
    const family = await familyOf(caller);
    expect(family.revokedReason).toBe('logout');
    const audit = (await auditRows(ctx.db, 'logout')).filter((row) => row.targetId === family.id);
    expect(audit).toEqual([expect.objectContaining({ actorUserId: caller.userId, agencyId: caller.agencyId })]);
    expect((await me(other.auth)).statusCode).toBe(200);
  });

  it('ends nothing for a forged or garbage bearer token', async () => {
    const caller = await ctx.newSignedInUser();
    const [header, payload] = caller.session.accessToken.split('.');

    for (const token of ['garbage', `${header}.${payload}.`]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      expect(response.statusCode, response.body).toBe(200);
    }

    expect((await me(caller.auth)).statusCode).toBe(200);
    expect((await familyOf(caller)).revokedAt).toBeNull();
  });

  it('answers ok without any token and leaves other sessions alone', async () => {
    const caller = await ctx.newSignedInUser();

    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: {} });

    expect(response.statusCode, response.body).toBe(200);
    expect((await refreshWithCookie(ctx.app, caller.refreshCookie)).statusCode).toBe(200);
  });
});
