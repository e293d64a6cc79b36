// Hardening of the platform: NUL characters, web clients never seeing the refresh token, security headers, demo-only code logging.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '@portal/db';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { findNulCharacter } from '../src/platform/input-guard.js';
import { hashPassword } from '../src/platform/passwords.js';
import { openTestDatabase } from './support/test-database.js';
import { createTestContext, refreshCookieOf, type TestContext } from './support/test-context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('NUL characters', () => {
  it.each([
    ['/api/auth/login', { username: 'f1.admin\u0000', password: 'x' }, 'username'],
    ['/api/auth/forgot-password', { username: 'a\u0000b' }, 'username'],
    [
      '/api/auth/forgot-password/verify',
      { username: 'x', code: '123456', newPassword: 'Ab@1\u0000xyz' },
      'newPassword',
    ],
  ])('answers 400 naming the field on %s, never 500', async (url, payload, field) => {
    const response = await ctx.app.inject({ method: 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 1, details: { fields: [{ field }] } });
  });

  it('finds NUL characters in nested values and keys', () => {
    expect(findNulCharacter({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.1.c');
    expect(findNulCharacter({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findNulCharacter({ a: 'fine', b: [1, 2] })).toBeUndefined();
  });
});

describe('refresh token for web clients', () => {
  it('stays out of the login and refresh bodies when Client-Type is Web, living only in the httpOnly cookie', async () => {
    const agency = await ctx.newAgency();
    const user = await ctx.newUser({ agencyId: agency.id });
    const login = await ctx.login(user.username, user.password, { 'client-type': 'Web' });
    expect(login.statusCode).toBe(200);
    expect(login.json().refreshToken).toBeUndefined();
    const cookie = refreshCookieOf(login);
    expect(login.body).not.toContain(cookie);
    const refresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      headers: { cookie: `portal_refresh=${cookie}`, 'client-type': 'Web' },
      payload: { channel: 'Web' },
    });
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json().refreshToken).toBeUndefined();
    expect(refresh.json().accessToken).toEqual(expect.any(String));
  });
});

describe('security headers', () => {
  it('sends a content security policy that forbids framing and foreign scripts', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('password reset code in the server log', () => {
  async function logLinesAfterReset(isDemo: boolean): Promise<string[]> {
    const database = await openTestDatabase();
    const app = await buildApp({ db: database.db, databaseKind: database.kind, config: testConfig({ isDemo }) });
    const lines: string[] = [];
    app.log.info = ((...args: unknown[]) => void lines.push(args.map(String).join(' '))) as typeof app.log.info;
    try {
      const [agency] = await database.db
        .insert(tables.agencies)
        .values({ level: 'F1', code: 'LOGTEST', name: 'Đại lý nhật ký' })
        .returning();
      await database.db.insert(tables.users).values({
        agencyId: agency!.id,
        username: 'log.user',
        passwordHash: await hashPassword('Test@2026'),
        fullName: 'Nhật Ký',
        email: 'log@example.vn',
        accountType: 'AGT',
        role: 'agent_f1',
      });
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { username: 'log.user' },
      });
      expect(response.statusCode).toBe(200);
      return lines;
    } finally {
      await app.close();
      await database.close();
    }
  }

  it('writes the code to the log in demo mode only', async () => {
    expect((await logLinesAfterReset(true)).some((line) => /password reset code for log\.user: \d{6}/.test(line))).toBe(
      true,
    );
    expect((await logLinesAfterReset(false)).some((line) => /password reset code/.test(line))).toBe(false);
  });
});
