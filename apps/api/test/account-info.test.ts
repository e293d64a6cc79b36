// The user's own profile (/agent/change-account-info): name, phone, email with the current password; validation, duplicates, audit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type TSession, type TUpdateProfileResponse } from '@portal/contracts';
import {
  createTestContext,
  refreshCookieOf,
  type TestContext,
  type SignedIn,
  TEST_PASSWORD,
} from './support/test-context.js';
import { expectApiError, refreshWithCookie } from './support/http.js';
import { auditOf, fieldsOf } from './support/staff-admin.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const update = (who: SignedIn | { auth: Record<string, string> }, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/account/profile', headers: who.auth, payload });
const me = async (who: SignedIn) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: who.auth })).json<TSession>();

async function profileOf(who: SignedIn) {
  const { memberInfo } = await me(who);
  return { fullName: memberInfo.fullName, email: memberInfo.email, phone: '0901234567' };
}

describe("changing one's own profile", () => {
  it('changes name and phone without the password, audited before and after', async () => {
    const user = await ctx.newSignedInUser({ role: 'agent_f2', level: 'F2' });
    const current = await profileOf(user);

    const response = await update(user, { ...current, fullName: 'Hoàng Thị Lan Anh', phone: '84387654321' });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TUpdateProfileResponse>().memberInfo).toMatchObject({
      fullName: 'Hoàng Thị Lan Anh',
      phone: '84387654321',
      email: current.email,
    });
    expect((await me(user)).memberInfo).toMatchObject({ fullName: 'Hoàng Thị Lan Anh', phone: '84387654321' });
    const [audit] = await auditOf(ctx.db, 'profile.updated', user.userId);
    expect(audit).toMatchObject({ actorUserId: user.userId, agencyId: user.agencyId });
    expect(audit!.details).toEqual({
      before: { fullName: 'Nguyễn Văn Thử', email: current.email, phone: '' },
      after: { fullName: 'Hoàng Thị Lan Anh', email: current.email, phone: '84387654321' },
      otherSessionsEnded: false,
    });
  });

  it('needs the current password to change the email, and then ends the other sessions only', async () => {
    const user = await ctx.newSignedInUser({ role: 'agent_f1' });
    const current = await profileOf(user);
    const { memberInfo } = await me(user);
    const otherSession = await ctx.login(memberInfo.username, TEST_PASSWORD);
    const newEmail = `moi.${Date.now()}@daily.vn`;

    const missing = expectApiError(await update(user, { ...current, email: newEmail }), 400, ErrorCode.VALIDATION);
    const wrong = expectApiError(
      await update(user, { ...current, email: newEmail, currentPassword: 'Sai@2026' }),
      400,
      ErrorCode.WRONG_CURRENT_PASSWORD,
    );
    expect(fieldsOf(missing)).toEqual(['currentPassword']);
    expect(fieldsOf(wrong)).toEqual(['currentPassword']);
    expect((await me(user)).memberInfo.email).toBe(current.email);

    const changed = await update(user, { ...current, email: newEmail, currentPassword: TEST_PASSWORD });

    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(user)).memberInfo.email).toBe(newEmail);
    expectApiError(
      await refreshWithCookie(ctx.app, refreshCookieOf(otherSession)),
      401,
      ErrorCode.REFRESH_TOKEN_INVALID,
    );
    expect((await refreshWithCookie(ctx.app, user.refreshCookie)).statusCode).toBe(200);
    const [audit] = await auditOf(ctx.db, 'profile.updated', user.userId);
    expect(audit!.details).toMatchObject({ after: { email: newEmail }, otherSessionsEnded: true });
    expect(JSON.stringify(audit!.details)).not.toContain(TEST_PASSWORD);
  });

  it('does not ask for the password when only the case of the email changes', async () => {
    const user = await ctx.newSignedInUser({ role: 'agent_f1' });
    const current = await profileOf(user);
    const response = await update(user, { ...current, email: current.email.toUpperCase() });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses an email another user has, whatever the case, with 409 naming email', async () => {
    const user = await ctx.newSignedInUser({ role: 'agent_f1' });
    const other = await ctx.newUser({ agencyId: user.agencyId, role: 'agent_f1' });
    const current = await profileOf(user);

    const body = expectApiError(
      await update(user, { ...current, email: other.email.toUpperCase(), currentPassword: TEST_PASSWORD }),
      409,
      ErrorCode.CONFLICT,
    );

    expect(fieldsOf(body)).toEqual(['email']);
  });

  it('refuses bad input naming every field at fault', async () => {
    const user = await ctx.newSignedInUser({ role: 'agent_f1' });
    const body = expectApiError(
      await update(user, { fullName: 'Lan 2', email: 'lan@', phone: '0212345678', role: 'admin_f1' }),
      400,
      ErrorCode.VALIDATION,
    );
    expect(fieldsOf(body).sort()).toEqual(['email', 'fullName', 'phone', 'role']);
  });

  it('counts wrong current passwords with the password change: the sixth try in 15 minutes answers 429', async () => {
    const user = await ctx.newSignedInUser({ role: 'agent_f1' });
    const current = await profileOf(user);
    const attempt = () => update(user, { ...current, email: `x.${Date.now()}@daily.vn`, currentPassword: 'Sai@2026' });
    for (let index = 0; index < 5; index += 1) expectApiError(await attempt(), 400, ErrorCode.WRONG_CURRENT_PASSWORD);

    expectApiError(await attempt(), 429, ErrorCode.TOO_MANY_ATTEMPTS);
    expectApiError(
      await update(user, { ...current, email: `y.${Date.now()}@daily.vn`, currentPassword: TEST_PASSWORD }),
      429,
      ErrorCode.TOO_MANY_ATTEMPTS,
    );
  });

  it('needs a session (401) and a changed password first (403 code 15)', async () => {
    expectApiError(
      await update({ auth: {} }, { fullName: 'An', email: 'an@daily.vn', phone: '0912345678' }),
      401,
      ErrorCode.UNAUTHENTICATED,
    );
    const agency = await ctx.newAgency();
    const flagged = await ctx.newUser({ agencyId: agency.id, mustChangePassword: true });
    const login = await ctx.login(flagged.username, flagged.password);
    const auth = { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` };
    expectApiError(
      await update({ auth }, { fullName: 'An', email: flagged.email, phone: '0912345678' }),
      403,
      ErrorCode.PASSWORD_CHANGE_REQUIRED,
    );
  });
});
