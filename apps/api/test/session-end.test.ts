// Sessions end at once: locking a sub-agency signs out its users and those below it on their very next request
// (401, not 18, so the web app goes to /login), refresh and login fail until it is unlocked; logout and a password
// change end sessions at once too, because every request checks its session in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TLoginResponse } from '@portal/contracts';
import {
  createTestContext,
  refreshCookieOf,
  TEST_PASSWORD,
  type SignedIn,
  type TestContext,
} from './support/test-context.js';
import { bearer, expectApiError, refreshWithCookie } from './support/http.js';
import { subAgencyCalls } from './support/sub-agency-fixtures.js';

let ctx: TestContext;
let f1: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  f1 = await ctx.newSignedInUser({ role: 'admin_f1' });
});
afterAll(() => ctx.close());

type Session = { username: string; accessToken: string; refreshToken: string; userId: string };

async function signIn(agencyId: string, role: 'admin_f2' | 'agent_f2' = 'admin_f2'): Promise<Session> {
  const user = await ctx.newUser({ agencyId, role });
  const response = await ctx.login(user.username, user.password);
  expect(response.statusCode, response.body).toBe(200);
  return {
    username: user.username,
    accessToken: response.json<TLoginResponse>().accessToken,
    refreshToken: refreshCookieOf(response),
    userId: user.id,
  };
}

const me = (session: Pick<Session, 'accessToken'>) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session.accessToken) });
const staff = (session: Pick<Session, 'accessToken'>) =>
  ctx.app.inject({ method: 'GET', url: '/api/agency/staff', headers: bearer(session.accessToken) });

/** An F2 below the test's F1 with an F3 below it, each with a signed-in user. */
async function branch() {
  const f2 = await ctx.newAgency({ level: 'F2', parentId: f1.agencyId });
  const f3 = await ctx.newAgency({ level: 'F3', parentId: f2.id });
  return {
    f2,
    f3,
    f2Admin: await signIn(f2.id),
    f2Agent: await signIn(f2.id, 'agent_f2'),
    f3User: await signIn(f3.id),
  };
}

describe('locking a sub-agency', () => {
  it('ends the sessions of its users and of the users below it at once: 401 code 13 (not 18) with a still-valid token', async () => {
    const { f2, f2Admin, f2Agent, f3User } = await branch();
    const bystander = await signIn((await ctx.newAgency({ level: 'F2', parentId: f1.agencyId })).id);
    for (const session of [f2Admin, f2Agent, f3User]) expect((await me(session)).statusCode).toBe(200);

    const lock = await subAgencyCalls(ctx, f1.auth).lock(f2.id, 'Vi phạm hợp đồng');
    expect(lock.statusCode, lock.body).toBe(200);

    // The clock has not moved: the access tokens are still within their 15 minutes.
    for (const session of [f2Admin, f2Agent, f3User]) {
      const body = expectApiError(await me(session), 401, 13);
      expect(body.code).not.toBe(18);
      expect(body.message).toBe('Tài khoản hoặc đại lý đang bị khóa');
      expectApiError(await staff(session), 401, 13);
    }
    expect((await me(bystander)).statusCode).toBe(200);
    expect((await me({ accessToken: f1.session.accessToken })).statusCode).toBe(200);

    const families = await ctx.db
      .select()
      .from(tables.refreshTokenFamilies)
      .where(eq(tables.refreshTokenFamilies.userId, f3User.userId));
    expect(families.map((family) => family.revokedReason)).toEqual(['agency_locked']);
    const [audit] = (
      await ctx.db.select().from(tables.auditLog).where(eq(tables.auditLog.event, 'agency.locked'))
    ).filter((row) => row.targetId === f2.id);
    expect(audit!.details).toMatchObject({ sessionsEnded: 3, agenciesReached: 2 });
  });

  it("makes refresh fail and login fail for the F2's users and the F3's, with a clear message; unlock lets them sign in again", async () => {
    const { f2, f2Admin, f3User } = await branch();
    await subAgencyCalls(ctx, f1.auth).lock(f2.id, 'Tạm khóa kiểm tra');

    // The holder of a refresh token learns why it no longer works (code 13, not the "session ended" 14).
    expectApiError(await refreshWithCookie(ctx.app, f2Admin.refreshToken), 401, 13);
    expectApiError(await refreshWithCookie(ctx.app, f3User.refreshToken), 401, 13);

    const f2Login = expectApiError(await ctx.login(f2Admin.username, TEST_PASSWORD), 403, 13);
    expect(f2Login.message).toBe('Tài khoản hoặc đại lý đang bị khóa');
    const f3Login = expectApiError(await ctx.login(f3User.username, TEST_PASSWORD, { 'x-language': 'en' }), 403, 13);
    expect(f3Login.message).toBe('An agency above yours is locked; please contact your managing agency');
    // A wrong password still answers as a wrong password: the lock is not revealed to someone without it.
    expectApiError(await ctx.login(f3User.username, 'Wrong@2026'), 401, 11);

    const unlock = await subAgencyCalls(ctx, f1.auth).unlock(f2.id, 'Đã kiểm tra xong');
    expect(unlock.statusCode, unlock.body).toBe(200);

    // The ended sessions stay ended; signing in again works.
    expectApiError(await me(f2Admin), 401, 14);
    expectApiError(await refreshWithCookie(ctx.app, f2Admin.refreshToken), 401, 14);
    for (const username of [f2Admin.username, f3User.username]) {
      const login = await ctx.login(username, TEST_PASSWORD);
      expect(login.statusCode, login.body).toBe(200);
      expect((await me(login.json<TLoginResponse>())).statusCode).toBe(200);
    }
  });

  it('reaches every level above: an F1 locked directly in the database signs out an F3 user two levels down', async () => {
    const otherF1 = await ctx.newAgency();
    const f2 = await ctx.newAgency({ level: 'F2', parentId: otherF1.id });
    const f3 = await ctx.newAgency({ level: 'F3', parentId: f2.id });
    const f3User = await signIn(f3.id);

    await ctx.db.update(tables.agencies).set({ status: 'locked' }).where(eq(tables.agencies.id, otherF1.id));

    expectApiError(await me(f3User), 401, 13);
    expectApiError(await refreshWithCookie(ctx.app, f3User.refreshToken), 401, 13);
    expectApiError(await ctx.login(f3User.username, TEST_PASSWORD), 403, 13);
  });
});

describe('other ways a session ends, now at once', () => {
  it('logout: the access token of that session answers 401 code 14 on the next request', async () => {
    const session = await signIn(f1.agencyId);
    const other = await signIn(f1.agencyId);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `portal_refresh=${session.refreshToken}` },
      payload: {},
    });
    expect(logout.statusCode, logout.body).toBe(200);

    const body = expectApiError(await me(session), 401, 14);
    expect(body.message).toBe('Phiên đăng nhập không còn hiệu lực, vui lòng đăng nhập lại');
    expect((await me(other)).statusCode).toBe(200);
  });

  it("password change: the user's other sessions end at once, the one that changed it goes on with its new token", async () => {
    const user = await ctx.newUser({ agencyId: f1.agencyId, role: 'agent_f1' });
    const first = (await ctx.login(user.username, user.password)).json<TLoginResponse>();
    const second = (await ctx.login(user.username, user.password)).json<TLoginResponse>();

    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(first.accessToken),
      payload: { currentPassword: user.password, newPassword: 'Moi@2026x' },
    });
    expect(change.statusCode, change.body).toBe(200);

    expectApiError(await me(second), 401, 14);
    expect((await me({ accessToken: change.json<{ accessToken: string }>().accessToken })).statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(200);
  });

  it('a user locked directly is signed out on the next request', async () => {
    const session = await signIn(f1.agencyId);
    await ctx.db.update(tables.users).set({ status: 'locked' }).where(eq(tables.users.id, session.userId));
    expectApiError(await me(session), 401, 13);
  });

  it('a session whose family expired or no longer exists is refused with 401 code 14', async () => {
    const expiring = await signIn(f1.agencyId);
    await ctx.db
      .update(tables.refreshTokenFamilies)
      .set({ expiresAt: new Date(ctx.clock.now().getTime() - 1000) })
      .where(eq(tables.refreshTokenFamilies.userId, expiring.userId));
    expectApiError(await me(expiring), 401, 14);

    const removed = await signIn(f1.agencyId);
    await ctx.db.delete(tables.refreshTokenFamilies).where(eq(tables.refreshTokenFamilies.userId, removed.userId));
    expectApiError(await me(removed), 401, 14);
  });

  it('an expired access token is still 401 code 18 (refresh and retry), checked before the session', async () => {
    const session = await signIn(f1.agencyId);
    ctx.clock.advance(15 * 60_000 + 1000);
    try {
      expectApiError(await me(session), 401, 18);
    } finally {
      ctx.clock.advance(-(15 * 60_000 + 1000));
    }
  });

  it('public routes do not check a session at all', async () => {
    const session = await signIn(f1.agencyId);
    await ctx.db.update(tables.users).set({ status: 'locked' }).where(eq(tables.users.id, session.userId));
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: bearer(session.accessToken) });
    expect(health.statusCode).toBe(200);
  });
});
