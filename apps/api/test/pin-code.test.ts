// /api/pin-code: the user's own PIN — set with the account password, change, turn off, weak PINs refused, the lock
// after five wrong PINs and its end after 15 minutes, everything audited without the PIN.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TPinState } from '@portal/contracts';
import { auditRows, bearer, expectApiError, refreshWithCookie } from './support/http.js';
import {
  createTestContext,
  refreshCookieOf,
  TEST_PASSWORD,
  type SignedIn,
  type TestContext,
} from './support/test-context.js';
import { errorFieldsOf as fieldsOf } from './support/http.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const PIN = '493817';
const OTHER_PIN = '582046';

const getState = (caller: SignedIn) => ctx.app.inject({ method: 'GET', url: '/api/pin-code', headers: caller.auth });
const setPin = (caller: SignedIn, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/pin-code', headers: caller.auth, payload: body });
const changePin = (caller: SignedIn, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/pin-code', headers: caller.auth, payload: body });
const turnOff = (caller: SignedIn, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/pin-code/turn-off', headers: caller.auth, payload: body });

async function stateOf(caller: SignedIn): Promise<TPinState> {
  const response = await getState(caller);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPinState>();
}

async function userWithPin(pin = PIN): Promise<SignedIn> {
  const caller = await ctx.newSignedInUser({ role: 'agent_f1' });
  const response = await setPin(caller, { pin, password: TEST_PASSWORD });
  expect(response.statusCode, response.body).toBe(200);
  return caller;
}

/** Moves the test clock past the access token's life too: the caller refreshes, as the web app would. */
async function advanceAndRefresh(caller: SignedIn, ms: number): Promise<SignedIn> {
  ctx.clock.advance(ms);
  const response = await refreshWithCookie(ctx.app, caller.refreshCookie);
  expect(response.statusCode, response.body).toBe(200);
  return {
    ...caller,
    auth: bearer(response.json<{ accessToken: string }>().accessToken),
    refreshCookie: refreshCookieOf(response),
  };
}

describe('setting the first PIN', () => {
  it('starts with no PIN, then sets one with the account password: stored as an argon2id hash, audited without the PIN', async () => {
    const caller = await ctx.newSignedInUser({ role: 'agent_f1' });
    expect(await stateOf(caller)).toEqual({
      isEnabled: false,
      isRequired: false,
      lockedUntil: null,
      remainingAttempts: 5,
      maxAttempts: 5,
      lockMinutes: 15,
      updatedAt: null,
    });

    const response = await setPin(caller, { pin: PIN, password: TEST_PASSWORD });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TPinState>()).toMatchObject({ isEnabled: true, lockedUntil: null, remainingAttempts: 5 });
    const [row] = await ctx.db.select().from(tables.userPins).where(eq(tables.userPins.userId, caller.userId));
    expect(row!.pinHash).toMatch(/^\$argon2id\$/);
    expect(row!.pinHash).not.toContain(PIN);
    const [audit] = await auditRows(ctx.db, 'pin.set', caller.userId);
    expect(audit).toMatchObject({ agencyId: caller.agencyId, targetType: 'user', targetId: caller.userId });
    expect(audit!.details).toEqual({ before: { isEnabled: false }, after: { isEnabled: true, pin: '******' } });
  });

  it('refuses a wrong account password with 400 code 16 naming `password`, and sets nothing', async () => {
    const caller = await ctx.newSignedInUser({ role: 'agent_f1' });

    const body = expectApiError(await setPin(caller, { pin: PIN, password: 'Wrong@2026' }), 400, 16);

    expect(fieldsOf(body)).toEqual(['password']);
    expect((await stateOf(caller)).isEnabled).toBe(false);
    expect(await auditRows(ctx.db, 'password.change_failed', caller.userId)).toHaveLength(1);
  });

  it("refuses trivially weak PINs with 400 code 1 naming `pin`, in the caller's language", async () => {
    const caller = await ctx.newSignedInUser({ role: 'agent_f1' });
    for (const pin of ['000000', '123456', '111111', '987654', '012345', '121212', '123123']) {
      const body = expectApiError(await setPin(caller, { pin, password: TEST_PASSWORD }), 400, 1);
      expect(fieldsOf(body), pin).toEqual(['pin']);
    }
    const english = await ctx.app.inject({
      method: 'POST',
      url: '/api/pin-code',
      headers: { ...caller.auth, 'x-language': 'en' },
      payload: { pin: '654321', password: TEST_PASSWORD },
    });
    expect(expectApiError(english, 400, 1).message).toMatch(/too easy to guess/);
    expect((await stateOf(caller)).isEnabled).toBe(false);
  });

  it('refuses anything but exactly six digits with 400 naming `pin`', async () => {
    const caller = await ctx.newSignedInUser({ role: 'agent_f1' });
    for (const pin of ['49381', '4938170', '49381a', ' 493817', 493817]) {
      const body = expectApiError(await setPin(caller, { pin, password: TEST_PASSWORD }), 400, 1);
      expect(fieldsOf(body), String(pin)).toEqual(['pin']);
    }
  });

  it('answers 409 when a PIN is already on: it is changed, not set again', async () => {
    const caller = await userWithPin();

    const body = expectApiError(await setPin(caller, { pin: OTHER_PIN, password: TEST_PASSWORD }), 409, 41);

    expect(fieldsOf(body)).toEqual(['pin']);
  });

  it('shares the budget of wrong account passwords with the password change: the sixth try in 15 minutes answers 429', async () => {
    const caller = await ctx.newSignedInUser({ role: 'agent_f1' });
    for (let attempt = 0; attempt < 5; attempt++)
      expectApiError(await setPin(caller, { pin: PIN, password: 'Wrong@2026' }), 400, 16);

    expectApiError(await setPin(caller, { pin: PIN, password: TEST_PASSWORD }), 429, 12);
    const later = await advanceAndRefresh(caller, 15 * 60_000 + 1000);
    expect((await setPin(later, { pin: PIN, password: TEST_PASSWORD })).statusCode).toBe(200);
  });
});

describe('changing the PIN', () => {
  it('needs the current PIN; the old one stops working; audited with both masked', async () => {
    const caller = await userWithPin();

    const response = await changePin(caller, { currentPin: PIN, newPin: OTHER_PIN });

    expect(response.statusCode, response.body).toBe(200);
    expect(fieldsOf(expectApiError(await changePin(caller, { currentPin: PIN, newPin: '730519' }), 400, 121))).toEqual([
      'currentPin',
    ]);
    expect((await changePin(caller, { currentPin: OTHER_PIN, newPin: PIN })).statusCode).toBe(200);
    const audits = await auditRows(ctx.db, 'pin.changed', caller.userId);
    expect(audits).toHaveLength(2);
    expect(audits[0]!.details).toEqual({
      before: { isEnabled: true, pin: '******' },
      after: { isEnabled: true, pin: '******' },
    });
  });

  it('refuses a weak or unchanged new PIN naming `newPin`, without counting an attempt', async () => {
    const caller = await userWithPin();

    expect(fieldsOf(expectApiError(await changePin(caller, { currentPin: PIN, newPin: '222222' }), 400, 1))).toEqual([
      'newPin',
    ]);
    expect(fieldsOf(expectApiError(await changePin(caller, { currentPin: PIN, newPin: PIN }), 400, 1))).toEqual([
      'newPin',
    ]);
    expect((await stateOf(caller)).remainingAttempts).toBe(5);
  });

  it('answers 409 when there is no PIN to change', async () => {
    const caller = await ctx.newSignedInUser({ role: 'agent_f1' });

    expectApiError(await changePin(caller, { currentPin: PIN, newPin: OTHER_PIN }), 409, 41);
  });
});

describe('wrong PINs and the lock', () => {
  it('counts wrong PINs down, locks on the fifth for 15 minutes (423 code 122 with the time), then opens again', async () => {
    const caller = await userWithPin();
    const lockedAt = ctx.clock.now();

    for (const remaining of [4, 3, 2, 1]) {
      const body = expectApiError(await changePin(caller, { currentPin: '111222', newPin: OTHER_PIN }), 400, 121);
      expect(body.details).toMatchObject({ remainingAttempts: remaining });
      expect(body.message).toBe(`Mã PIN không đúng. Còn ${remaining} lần thử trước khi mã PIN bị khóa`);
    }
    const locked = expectApiError(await changePin(caller, { currentPin: '111222', newPin: OTHER_PIN }), 423, 122);

    const lockedUntil = new Date(lockedAt.getTime() + 15 * 60_000).toISOString();
    expect(locked.details).toMatchObject({ lockedUntil });
    expect(locked.message).toMatch(
      /^Mã PIN đã bị khóa do nhập sai quá nhiều lần\. Vui lòng thử lại sau \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    expect(await stateOf(caller)).toMatchObject({ isEnabled: true, lockedUntil, remainingAttempts: 0 });
    // The right PIN is refused too while the lock lasts.
    expect(
      expectApiError(await changePin(caller, { currentPin: PIN, newPin: OTHER_PIN }), 423, 122).details,
    ).toMatchObject({ lockedUntil });
    expect(await auditRows(ctx.db, 'pin.locked', caller.userId)).toHaveLength(1);
    expect(await auditRows(ctx.db, 'pin.wrong', caller.userId)).toHaveLength(5);

    const almost = await advanceAndRefresh(caller, 15 * 60_000 - 1000);
    expectApiError(await changePin(almost, { currentPin: PIN, newPin: OTHER_PIN }), 423, 122);
    const after = await advanceAndRefresh(almost, 2000);
    expect(await stateOf(after)).toMatchObject({ lockedUntil: null, remainingAttempts: 5 });
    expect((await changePin(after, { currentPin: PIN, newPin: OTHER_PIN })).statusCode).toBe(200);
  });

  it('resets the count after a right PIN', async () => {
    const caller = await userWithPin();
    for (let attempt = 0; attempt < 3; attempt++)
      expectApiError(await changePin(caller, { currentPin: '111222', newPin: OTHER_PIN }), 400, 121);
    expect((await stateOf(caller)).remainingAttempts).toBe(2);

    expect((await changePin(caller, { currentPin: PIN, newPin: OTHER_PIN })).statusCode).toBe(200);

    expect((await stateOf(caller)).remainingAttempts).toBe(5);
    for (let attempt = 0; attempt < 4; attempt++)
      expectApiError(await changePin(caller, { currentPin: '111222', newPin: PIN }), 400, 121);
    expect((await stateOf(caller)).lockedUntil).toBeNull();
  });

  it('counts parallel wrong PINs one after another: exactly five refusals before the lock', async () => {
    const caller = await userWithPin();

    const responses = await Promise.all(
      Array.from({ length: 7 }, () => changePin(caller, { currentPin: '111222', newPin: OTHER_PIN })),
    );

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([400, 400, 400, 400, 423, 423, 423]);
    expect(await auditRows(ctx.db, 'pin.wrong', caller.userId)).toHaveLength(5);
  });
});

describe('turning the PIN off', () => {
  it('turns off with the current PIN; a wrong PIN counts', async () => {
    const caller = await userWithPin();
    expect(expectApiError(await turnOff(caller, { pin: '111222' }), 400, 121).details).toMatchObject({
      remainingAttempts: 4,
    });

    const response = await turnOff(caller, { pin: PIN });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TPinState>()).toMatchObject({ isEnabled: false, remainingAttempts: 5 });
    const [audit] = await auditRows(ctx.db, 'pin.turned_off', caller.userId);
    expect(audit!.details).toEqual({ method: 'pin', before: { isEnabled: true }, after: { isEnabled: false } });
    expectApiError(await turnOff(caller, { pin: PIN }), 409, 41);
  });

  it('turns a locked PIN off with the account password, and a new PIN can then be set', async () => {
    const caller = await userWithPin();
    for (let attempt = 0; attempt < 5; attempt++) await turnOff(caller, { pin: '111222' });
    expect((await stateOf(caller)).lockedUntil).not.toBeNull();
    expectApiError(await turnOff(caller, { password: 'Wrong@2026' }), 400, 16);

    const response = await turnOff(caller, { password: TEST_PASSWORD });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TPinState>()).toMatchObject({ isEnabled: false, lockedUntil: null });
    const [audit] = await auditRows(ctx.db, 'pin.turned_off', caller.userId);
    expect(audit!.details).toMatchObject({ method: 'password' });
    expect((await setPin(caller, { pin: OTHER_PIN, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await stateOf(caller)).remainingAttempts).toBe(5);
  });

  it('needs exactly one of the PIN and the password, naming both fields otherwise', async () => {
    const caller = await userWithPin();

    expect(fieldsOf(expectApiError(await turnOff(caller, {}), 400, 1))).toEqual(['pin', 'password']);
    expect(fieldsOf(expectApiError(await turnOff(caller, { pin: PIN, password: TEST_PASSWORD }), 400, 1))).toEqual([
      'pin',
      'password',
    ]);
    expect((await stateOf(caller)).isEnabled).toBe(true);
  });
});

describe('the audit trail', () => {
  it('never holds a PIN, in any PIN event', async () => {
    const caller = await userWithPin();
    await changePin(caller, { currentPin: '305918', newPin: OTHER_PIN });
    await changePin(caller, { currentPin: PIN, newPin: OTHER_PIN });
    await turnOff(caller, { pin: OTHER_PIN });

    const rows = await ctx.db.select().from(tables.auditLog).where(eq(tables.auditLog.actorUserId, caller.userId));

    expect(rows.map((row) => row.event)).toEqual(
      expect.arrayContaining(['pin.set', 'pin.wrong', 'pin.changed', 'pin.turned_off']),
    );
    for (const row of rows) {
      const text = JSON.stringify(row);
      for (const pin of [PIN, OTHER_PIN, '305918']) expect(text, row.event).not.toContain(pin);
    }
  });
});
