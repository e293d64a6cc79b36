// Passwords: the user's own change, the forced change after an admin reset, and forgotten passwords by emailed code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TLoginResponse } from '@portal/contracts';
import { createTestContext, refreshCookieOf, type TestContext } from './support/test-context.js';
import { auditRows, bearer, expectApiError, refreshWithCookie } from './support/http.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'Moi#Matkhau2026';

async function newAccount(options: { mustChangePassword?: boolean; role?: 'admin_f1' | 'agent_f2' } = {}) {
  const agency = await ctx.newAgency();
  return ctx.newUser({
    agencyId: agency.id,
    role: options.role ?? 'admin_f1',
    mustChangePassword: options.mustChangePassword,
  });
}

async function signIn(username: string, password: string) {
  const response = await ctx.login(username, password);
  expect(response.statusCode, response.body).toBe(200);
  const session = response.json<TLoginResponse>();
  return { session, refreshCookie: refreshCookieOf(response), auth: bearer(session.accessToken) };
}

function changePassword(
  auth: Record<string, string>,
  body: { currentPassword: string; newPassword: string },
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: { ...auth, ...headers },
    payload: body,
  });
}

describe("changing one's own password", () => {
  it('answers 400 code 17 for a weak new password, naming in Vietnamese what is missing', async () => {
    const user = await newAccount();
    const { auth } = await signIn(user.username, user.password);

    const response = await changePassword(auth, { currentPassword: user.password, newPassword: 'abcdefgh' });

    const body = expectApiError(response, 400, 17);
    expect(body.details).toMatchObject({ problems: ['missingUppercase', 'missingDigit', 'missingSpecial'] });
    expect(body.message).toContain('chữ in hoa');
    expect(body.message).toContain('chữ số');
    expect(body.message).toContain('ký tự đặc biệt');
    expect(body.message).not.toContain('missing');
  });

  it('names the missing parts in English with X-Language en, and a too-short password as too short', async () => {
    const user = await newAccount();
    const { auth } = await signIn(user.username, user.password);

    const response = await changePassword(
      auth,
      { currentPassword: user.password, newPassword: 'Ab1!' },
      { 'x-language': 'en' },
    );

    const body = expectApiError(response, 400, 17);
    expect(body.details).toMatchObject({ problems: ['tooShort'] });
    expect(body.message).toContain('at least 8 characters');
    expect(body.message).not.toContain('tooShort');
  });

  it('refuses the current password as the new one with code 17', async () => {
    const user = await newAccount();
    const { auth } = await signIn(user.username, user.password);

    const response = await changePassword(auth, { currentPassword: user.password, newPassword: user.password });

    expect(expectApiError(response, 400, 17).message).toBe('Mật khẩu mới phải khác mật khẩu hiện tại');
  });

  it('answers 400 code 16 for a wrong current password and keeps the old password', async () => {
    const user = await newAccount();
    const { auth } = await signIn(user.username, user.password);

    const response = await changePassword(auth, { currentPassword: 'Wrong@2026', newPassword: NEW_PASSWORD });

    expect(expectApiError(response, 400, 16).message).toBe('Mật khẩu hiện tại không đúng');
    expect((await ctx.login(user.username, user.password)).statusCode).toBe(200);
    expect(await auditRows(ctx.db, 'password.changed', user.id)).toEqual([]);
  });

  it('answers a new access token, ends the other sessions but keeps this one, and swaps which password logs in', async () => {
    const user = await newAccount();
    const thisDevice = await signIn(user.username, user.password);
    const otherDevice = await signIn(user.username, user.password);

    const response = await changePassword(thisDevice.auth, {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
    });

    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ ok: true; accessToken: string; accessTokenExpiresAt: string }>();
    expect(answer).toEqual({ ok: true, accessToken: expect.any(String), accessTokenExpiresAt: expect.any(String) });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(answer.accessToken) })).statusCode,
    ).toBe(200);

    expectApiError(await refreshWithCookie(ctx.app, otherDevice.refreshCookie), 401, 14);
    const own = await refreshWithCookie(ctx.app, thisDevice.refreshCookie);
    expect(own.statusCode, own.body).toBe(200);

    expectApiError(await ctx.login(user.username, user.password), 401, 11);
    expect((await ctx.login(user.username, NEW_PASSWORD)).statusCode).toBe(200);

    const audit = await auditRows(ctx.db, 'password.changed', user.id);
    expect(audit).toEqual([expect.objectContaining({ targetType: 'user', targetId: user.id })]);
  });

  it('answers 401 without a token', async () => {
    const response = await changePassword({}, { currentPassword: 'Test@2026', newPassword: NEW_PASSWORD });

    expectApiError(response, 401, 10);
  });
});

describe('the forced change', () => {
  it('lets a user who must change the password sign in and read /me, but nothing else until it is changed', async () => {
    const user = await newAccount({ mustChangePassword: true });
    const { session, auth, refreshCookie } = await signIn(user.username, user.password);
    expect(session.mustChangePassword).toBe(true);

    const meResponse = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
    expect(meResponse.statusCode, meResponse.body).toBe(200);
    expect(meResponse.json()).toMatchObject({ mustChangePassword: true, memberInfo: { id: user.id } });

    const blocked = await ctx.app.inject({ method: 'GET', url: '/api/agency/staff', headers: auth });
    expect(expectApiError(blocked, 403, 15).message).toBe('Bạn cần đổi mật khẩu trước khi tiếp tục');
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/permissions/catalog', headers: auth }), 403, 15);

    // A refresh does not lift the requirement.
    const refreshed = await refreshWithCookie(ctx.app, refreshCookie);
    expect(refreshed.statusCode).toBe(200);
    const refreshedAuth = bearer(refreshed.json<{ accessToken: string }>().accessToken);
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/agency/staff', headers: refreshedAuth }), 403, 15);

    const changed = await changePassword(refreshedAuth, { currentPassword: user.password, newPassword: NEW_PASSWORD });
    expect(changed.statusCode, changed.body).toBe(200);

    const afterChange = bearer(changed.json<{ accessToken: string }>().accessToken);
    const staff = await ctx.app.inject({ method: 'GET', url: '/api/agency/staff', headers: afterChange });
    expect(staff.statusCode, staff.body).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: afterChange })).json()).toMatchObject({
      mustChangePassword: false,
    });
    const [row] = await ctx.db.select().from(tables.users).where(eq(tables.users.id, user.id));
    expect(row!.mustChangePassword).toBe(false);
    expect((await ctx.login(user.username, NEW_PASSWORD)).json<TLoginResponse>().mustChangePassword).toBe(false);
  });
});

describe('a forgotten password', () => {
  const requestCode = (username: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { username } });
  const verify = (body: { username: string; code: string; newPassword: string }) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password/verify', payload: body });

  async function emailsTo(address: string) {
    return ctx.db
      .select()
      .from(tables.outboxEmails)
      .where(eq(tables.outboxEmails.toAddress, address))
      .orderBy(desc(tables.outboxEmails.id));
  }

  async function latestCodeFor(address: string): Promise<string> {
    const [email] = await emailsTo(address);
    const match = /\b(\d{6})\b/.exec(email?.body ?? '');
    if (!match) throw new Error(`no code in the email to ${address}`);
    return match[1]!;
  }

  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('answers { sent: true, expiresInMinutes: 15 } and emails a 6-digit code to a known user', async () => {
    const user = await newAccount();

    const response = await requestCode(user.username);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sent: true, expiresInMinutes: 15 });
    const emails = await emailsTo(user.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('Mã xác thực đặt lại mật khẩu');
    expect(emails[0]!.body).toMatch(/^Mã xác thực của bạn là \d{6}\. Mã có hiệu lực trong 15 phút\.$/);
  });

  it('answers exactly the same for an unknown username and emails nobody', async () => {
    const user = await newAccount();
    const known = await requestCode(user.username);
    const before = await ctx.db.select().from(tables.outboxEmails);

    const unknown = await requestCode('khong.co.ai.ten.nay');

    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.cookies).toEqual(known.cookies);
    expect(await ctx.db.select().from(tables.outboxEmails)).toHaveLength(before.length);
  });

  it('answers 400 code 19 for a wrong code', async () => {
    const user = await newAccount();
    await requestCode(user.username);
    const code = await latestCodeFor(user.email);

    const response = await verify({ username: user.username, code: otherThan(code), newPassword: NEW_PASSWORD });

    expect(expectApiError(response, 400, 19).message).toBe('Mã xác thực không đúng hoặc đã hết hạn');
    expect((await ctx.login(user.username, user.password)).statusCode).toBe(200);
  });

  it('refuses even the right code after 5 wrong ones', async () => {
    const user = await newAccount();
    await requestCode(user.username);
    const code = await latestCodeFor(user.email);
    for (let attempt = 0; attempt < 5; attempt++) {
      expectApiError(
        await verify({ username: user.username, code: otherThan(code), newPassword: NEW_PASSWORD }),
        400,
        19,
      );
    }

    expectApiError(await verify({ username: user.username, code, newPassword: NEW_PASSWORD }), 400, 19);
    expectApiError(await ctx.login(user.username, NEW_PASSWORD), 401, 11);
  });

  it('accepts the right code after 4 wrong ones', async () => {
    const user = await newAccount();
    await requestCode(user.username);
    const code = await latestCodeFor(user.email);
    for (let attempt = 0; attempt < 4; attempt++) {
      expectApiError(
        await verify({ username: user.username, code: otherThan(code), newPassword: NEW_PASSWORD }),
        400,
        19,
      );
    }

    const response = await verify({ username: user.username, code, newPassword: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('counts every wrong code even when the guesses arrive at the same time', async () => {
    const user = await newAccount();
    await requestCode(user.username);
    const code = await latestCodeFor(user.email);
    const guesses = Array.from({ length: 8 }, (_, index) =>
      String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'),
    );

    const responses = await Promise.all(
      guesses.map((guess) => verify({ username: user.username, code: guess, newPassword: NEW_PASSWORD })),
    );

    for (const response of responses) expectApiError(response, 400, 19);
    expectApiError(await verify({ username: user.username, code, newPassword: NEW_PASSWORD }), 400, 19);
  });

  it('sets the new password with the right code, ends every existing session, and the code works only once', async () => {
    const user = await newAccount();
    const session = await signIn(user.username, user.password);
    await requestCode(user.username);
    const code = await latestCodeFor(user.email);

    const response = await verify({ username: user.username, code, newPassword: NEW_PASSWORD });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expectApiError(await refreshWithCookie(ctx.app, session.refreshCookie), 401, 14);
    expectApiError(await ctx.login(user.username, user.password), 401, 11);
    expect((await ctx.login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
    expectApiError(await verify({ username: user.username, code, newPassword: 'Thu#Lan2nua' }), 400, 19);
    expect(await auditRows(ctx.db, 'password.reset_completed', user.id)).toHaveLength(1);
  });

  it('refuses a weak new password with code 17 and keeps the code usable', async () => {
    const user = await newAccount();
    await requestCode(user.username);
    const code = await latestCodeFor(user.email);

    expectApiError(await verify({ username: user.username, code, newPassword: 'abcdefgh' }), 400, 17);

    const retry = await verify({ username: user.username, code, newPassword: NEW_PASSWORD });
    expect(retry.statusCode, retry.body).toBe(200);
  });

  it('only honours the latest code when several were requested', async () => {
    const user = await newAccount();
    await requestCode(user.username);
    const firstCode = await latestCodeFor(user.email);
    await requestCode(user.username);
    const secondCode = await latestCodeFor(user.email);

    if (firstCode !== secondCode) {
      expectApiError(await verify({ username: user.username, code: firstCode, newPassword: NEW_PASSWORD }), 400, 19);
    }
    const response = await verify({ username: user.username, code: secondCode, newPassword: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a code once its 15 minutes have passed', async () => {
    const user = await newAccount();
    await requestCode(user.username);
    const code = await latestCodeFor(user.email);

    ctx.clock.advance(16 * 60_000);

    expectApiError(await verify({ username: user.username, code, newPassword: NEW_PASSWORD }), 400, 19);
    expect((await ctx.login(user.username, user.password)).statusCode).toBe(200);
  });

  it('answers 400 code 19 for a username that does not exist', async () => {
    expectApiError(
      await verify({ username: 'khong.co.ai.ten.nay', code: '123456', newPassword: NEW_PASSWORD }),
      400,
      19,
    );
  });
});

describe('guessing the current password', () => {
  it('answers 429 code 12 after five wrong current passwords in 15 minutes, even for the right one', async () => {
    const caller = await ctx.newSignedInUser();
    const change = (currentPassword: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: caller.auth,
        payload: { currentPassword, newPassword: 'Moi@Matkhau9' },
      });
    for (let attempt = 0; attempt < 5; attempt++) expect((await change(`Sai@${attempt}xyzA`)).json().code).toBe(16);
    const refused = await change('Test@2026');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(12);
    ctx.clock.advance(16 * 60_000);
    const fresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: caller.session.refreshToken!, channel: 'Web' },
    });
    const later = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${fresh.json().accessToken}` },
      payload: { currentPassword: 'Test@2026', newPassword: 'Moi@Matkhau9' },
    });
    expect(later.statusCode, later.body).toBe(200);
  });
});
