// POST /api/auth/login: the session it answers, the refresh cookie, uniform failures, locks, and the records it leaves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TLoginResponse } from '@portal/contracts';
import { createTestContext, type TestContext } from './support/test-context.js';
import { auditRows, bearer, decodeJwtPayload, expectApiError } from './support/http.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const WRONG_CREDENTIALS_VI = 'Tên đăng nhập hoặc mật khẩu không đúng';
const WRONG_CREDENTIALS_EN = 'Wrong username or password';

async function loginAttemptsOf(username: string) {
  return ctx.db.select().from(tables.loginAttempts).where(eq(tables.loginAttempts.username, username.toLowerCase()));
}

describe('a successful login', () => {
  it("answers the tokens, the member, the agency, the permission codes of all the user's groups and mustChangePassword", async () => {
    ctx.clock.set(new Date('2026-03-02T01:30:00.000Z'));
    const agency = await ctx.newAgency({ name: 'Đại lý Sông Hồng' });
    const user = await ctx.newUser({
      agencyId: agency.id,
      role: 'agent_f1',
      permissions: ['BOOKING_TICKET', 'VIEW_QR_CODE'],
    });
    // A second group of the same user: codes are merged, duplicates removed, sorted.
    const [extraGroup] = await ctx.db
      .insert(tables.permissionGroups)
      .values({ agencyId: agency.id, name: 'Nhóm eSIM' })
      .returning();
    await ctx.db.insert(tables.permissionGroupCodes).values([
      { groupId: extraGroup!.id, code: 'USE_ESIM' },
      { groupId: extraGroup!.id, code: 'VIEW_QR_CODE' },
    ]);
    await ctx.db.insert(tables.userPermissionGroups).values({ userId: user.id, groupId: extraGroup!.id });
    // A group the user is not in: its codes must not leak in.
    const [foreignGroup] = await ctx.db
      .insert(tables.permissionGroups)
      .values({ agencyId: agency.id, name: 'Nhóm quản trị' })
      .returning();
    await ctx.db.insert(tables.permissionGroupCodes).values({ groupId: foreignGroup!.id, code: 'ADMIN_F1' });

    const response = await ctx.login(user.username, user.password);

    expect(response.statusCode, response.body).toBe(200);
    const session = response.json<TLoginResponse>();
    expect(session).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      accessTokenExpiresAt: '2026-03-02T01:45:00.000Z',
      memberInfo: {
        id: user.id,
        username: user.username,
        fullName: 'Nguyễn Văn Thử',
        email: user.email,
        phone: '',
        accountType: 'AGT',
        role: 'agent_f1',
      },
      agentInfo: {
        id: agency.id,
        code: agency.code,
        name: 'Đại lý Sông Hồng',
        level: 'F1',
        parentId: null,
        address: '',
        phone: '0912345678',
        email: '',
      },
      permissions: ['BOOKING_TICKET', 'USE_ESIM', 'VIEW_QR_CODE'],
      mustChangePassword: false,
    });
    expect(session.refreshToken?.length).toBeGreaterThanOrEqual(40);
    expect(decodeJwtPayload(session.accessToken)).toMatchObject({
      sub: user.id,
      agy: agency.id,
      prm: ['BOOKING_TICKET', 'USE_ESIM', 'VIEW_QR_CODE'],
      pwc: false,
      exp: Date.parse('2026-03-02T01:45:00.000Z') / 1000,
    });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session.accessToken) });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({
      memberInfo: { id: user.id },
      permissions: ['BOOKING_TICKET', 'USE_ESIM', 'VIEW_QR_CODE'],
    });
  });

  it('sets the refresh token as an httpOnly SameSite=Strict cookie portal_refresh scoped to /api/auth', async () => {
    const agency = await ctx.newAgency();
    const user = await ctx.newUser({ agencyId: agency.id });

    const response = await ctx.login(user.username, user.password);

    expect(response.statusCode).toBe(200);
    const cookies = response.cookies.filter((cookie) => cookie.name === 'portal_refresh');
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatchObject({
      value: response.json<TLoginResponse>().refreshToken,
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: 30 * 86_400,
    });
  });

  it('treats the username case-insensitively', async () => {
    const agency = await ctx.newAgency();
    const user = await ctx.newUser({ agencyId: agency.id, username: 'Hoa.Nguyen.Case' });

    const upper = await ctx.login('HOA.NGUYEN.CASE', user.password);
    const lower = await ctx.login('hoa.nguyen.case', user.password);

    expect(upper.statusCode, upper.body).toBe(200);
    expect(lower.statusCode, lower.body).toBe(200);
    expect(upper.json<TLoginResponse>().memberInfo.id).toBe(user.id);
    expect(lower.json<TLoginResponse>().memberInfo.username).toBe('Hoa.Nguyen.Case');
  });

  it('writes login.success to the audit log, a successful login_attempts row and lastLoginAt', async () => {
    ctx.clock.set(new Date('2026-03-03T03:00:00.000Z'));
    const agency = await ctx.newAgency();
    const user = await ctx.newUser({ agencyId: agency.id });

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username.toUpperCase(), password: user.password },
      remoteAddress: '203.0.113.7',
    });

    expect(response.statusCode).toBe(200);
    const audit = await auditRows(ctx.db, 'login.success', user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ agencyId: agency.id, ipAddress: '203.0.113.7' });
    const attempts = await loginAttemptsOf(user.username);
    expect(attempts).toEqual([
      expect.objectContaining({
        username: user.username.toLowerCase(),
        ipAddress: '203.0.113.7',
        isSuccess: true,
        createdAt: new Date('2026-03-03T03:00:00.000Z'),
      }),
    ]);
    const [row] = await ctx.db.select().from(tables.users).where(eq(tables.users.id, user.id));
    expect(row!.lastLoginAt).toEqual(new Date('2026-03-03T03:00:00.000Z'));
  });
});

describe('a failed login', () => {
  it('answers 401 code 11 with the same body for a wrong password and for an unknown user', async () => {
    const agency = await ctx.newAgency();
    const user = await ctx.newUser({ agencyId: agency.id });

    const wrongPassword = await ctx.login(user.username, 'Wrong@2026');
    const unknownUser = await ctx.login('khong.ton.tai', 'Wrong@2026');

    const wrongBody = expectApiError(wrongPassword, 401, 11);
    const unknownBody = expectApiError(unknownUser, 401, 11);
    expect(wrongBody).toEqual({ code: 11, message: WRONG_CREDENTIALS_VI });
    expect(unknownBody).toEqual(wrongBody);
    expect(wrongPassword.cookies).toEqual([]);
    expect(unknownUser.cookies).toEqual([]);
  });

  it('answers in English when X-Language is en', async () => {
    const response = await ctx.login('khong.ton.tai.en', 'Wrong@2026', { 'x-language': 'en' });

    expect(expectApiError(response, 401, 11).message).toBe(WRONG_CREDENTIALS_EN);
  });

  it('records login.failure in the audit log and a failed login_attempts row, for a known and for an unknown username', async () => {
    const agency = await ctx.newAgency();
    const user = await ctx.newUser({ agencyId: agency.id });

    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: 'Wrong@2026' },
      remoteAddress: '198.51.100.4',
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'Ghost.User', password: 'Wrong@2026' },
      remoteAddress: '198.51.100.4',
    });

    const failures = await auditRows(ctx.db, 'login.failure');
    const known = failures.filter((row) => row.actorUserId === user.id);
    expect(known).toHaveLength(1);
    expect(known[0]).toMatchObject({
      agencyId: agency.id,
      ipAddress: '198.51.100.4',
      details: { username: user.username, reason: 'wrong_password' },
    });
    const unknown = failures.filter((row) => (row.details as { username?: string }).username === 'Ghost.User');
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).toMatchObject({
      actorUserId: null,
      agencyId: null,
      ipAddress: '198.51.100.4',
      details: { reason: 'unknown_user' },
    });

    expect(await loginAttemptsOf(user.username)).toEqual([
      expect.objectContaining({ ipAddress: '198.51.100.4', isSuccess: false }),
    ]);
    expect(await loginAttemptsOf('ghost.user')).toEqual([
      expect.objectContaining({ username: 'ghost.user', ipAddress: '198.51.100.4', isSuccess: false }),
    ]);
  });
});

describe('locked accounts', () => {
  it('answers 403 code 13 for a locked user with the right password', async () => {
    const agency = await ctx.newAgency();
    const user = await ctx.newUser({ agencyId: agency.id, status: 'locked' });

    const response = await ctx.login(user.username, user.password);

    expect(expectApiError(response, 403, 13).message).toBe('Tài khoản hoặc đại lý đang bị khóa');
    expect(response.cookies).toEqual([]);
    const audit = await auditRows(ctx.db, 'login.failure', user.id);
    expect(audit).toEqual([expect.objectContaining({ details: { reason: 'locked' } })]);
    expect(await auditRows(ctx.db, 'login.success', user.id)).toEqual([]);
  });

  it('answers 403 code 13 for an active user of a locked agency', async () => {
    const agency = await ctx.newAgency({ status: 'locked' });
    const user = await ctx.newUser({ agencyId: agency.id });

    const response = await ctx.login(user.username, user.password, { 'x-language': 'en' });

    expect(expectApiError(response, 403, 13).message).toBe('This account or its agency is locked');
    expect(await auditRows(ctx.db, 'login.success', user.id)).toEqual([]);
  });

  it('does not reveal the lock to someone with a wrong password', async () => {
    const agency = await ctx.newAgency();
    const user = await ctx.newUser({ agencyId: agency.id, status: 'locked' });

    const response = await ctx.login(user.username, 'Wrong@2026');

    expect(expectApiError(response, 401, 11).message).toBe(WRONG_CREDENTIALS_VI);
  });
});

describe('secrets in answers', () => {
  it('never answers the password hash, in login, /me, refresh or the staff list', async () => {
    const agency = await ctx.newAgency();
    const user = await ctx.newUser({ agencyId: agency.id, role: 'admin_f1' });
    const [row] = await ctx.db
      .select({ passwordHash: tables.users.passwordHash })
      .from(tables.users)
      .where(eq(tables.users.id, user.id));
    const passwordHash = row!.passwordHash;
    expect(passwordHash).toMatch(/^\$argon2id\$/);

    const login = await ctx.login(user.username, user.password);
    const session = login.json<TLoginResponse>();
    const responses = [
      login,
      await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session.accessToken) }),
      await ctx.app.inject({ method: 'GET', url: '/api/agency/staff', headers: bearer(session.accessToken) }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        payload: { refreshToken: session.refreshToken, channel: 'Web' },
      }),
      await ctx.login(user.username, 'Wrong@2026'),
    ];

    for (const response of responses) {
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).not.toContain(passwordHash);
      expect(response.body).not.toContain('$argon2');
      expect(response.body).not.toMatch(/passwordHash|password_hash/);
      expect(JSON.stringify(response.headers)).not.toContain('$argon2');
    }
    expect(session.memberInfo).not.toHaveProperty('password');
  });
});
