// Failed-login throttling: per account and address, per address across accounts, and the 15-minute window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './support/test-context.js';
import { auditRows, expectApiError } from './support/http.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const WINDOW_MS = 15 * 60_000;

/** Each test uses its own addresses, so counts never carry over between tests. */
function loginFrom(remoteAddress: string, username: string, password: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress,
    headers,
  });
}

async function failTimes(count: number, remoteAddress: string, usernameOf: (index: number) => string) {
  for (let index = 0; index < count; index++) {
    const response = await loginFrom(remoteAddress, usernameOf(index), 'Wrong@2026');
    expectApiError(response, 401, 11);
  }
}

async function newAccount() {
  const agency = await ctx.newAgency();
  return ctx.newUser({ agencyId: agency.id });
}

describe('one address guessing one account', () => {
  it('answers 429 code 12 on the 11th attempt, even with the right password', async () => {
    const user = await newAccount();
    await failTimes(10, '10.0.1.1', () => user.username);

    const eleventh = await loginFrom('10.0.1.1', user.username, user.password);

    const body = expectApiError(eleventh, 429, 12);
    expect(body.message).toBe('Bạn đã nhập sai quá nhiều lần. Vui lòng thử lại sau 15 phút');
    expect(eleventh.cookies).toEqual([]);
    expect(await auditRows(ctx.db, 'login.success', user.id)).toEqual([]);
    const throttled = await auditRows(ctx.db, 'login.throttled');
    expect(throttled.filter((row) => row.ipAddress === '10.0.1.1')).toHaveLength(1);
  });

  it('counts the username case-insensitively', async () => {
    const user = await newAccount();
    await failTimes(10, '10.0.2.1', (index) => (index % 2 === 0 ? user.username.toUpperCase() : user.username));

    expectApiError(await loginFrom('10.0.2.1', user.username, user.password), 429, 12);
  });

  it('still lets the real user in from another address: an attacker cannot lock them out', async () => {
    const user = await newAccount();
    await failTimes(10, '10.0.3.1', () => user.username);
    expectApiError(await loginFrom('10.0.3.1', user.username, user.password), 429, 12);

    const fromHome = await loginFrom('10.0.3.2', user.username, user.password);

    expect(fromHome.statusCode, fromHome.body).toBe(200);
  });

  it('allows the 10th attempt: nine failures do not throttle', async () => {
    const user = await newAccount();
    await failTimes(9, '10.0.4.1', () => user.username);

    const tenth = await loginFrom('10.0.4.1', user.username, user.password);

    expect(tenth.statusCode, tenth.body).toBe(200);
  });

  it('answers in English with X-Language en', async () => {
    const user = await newAccount();
    await failTimes(10, '10.0.5.1', () => user.username);

    const response = await loginFrom('10.0.5.1', user.username, user.password, { 'x-language': 'en' });

    expect(expectApiError(response, 429, 12).message).toBe('Too many failed attempts. Please try again in 15 minutes');
  });
});

describe('one address guessing many accounts', () => {
  it('answers 429 for any username from that address after 30 failures, while other addresses are unaffected', async () => {
    const user = await newAccount();
    await failTimes(30, '10.0.6.1', (index) => `doan.mo.${index}`);

    expectApiError(await loginFrom('10.0.6.1', user.username, user.password), 429, 12);
    expectApiError(await loginFrom('10.0.6.1', 'another.never.tried', 'Wrong@2026'), 429, 12);
    const elsewhere = await loginFrom('10.0.6.2', user.username, user.password);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });
});

describe('the window', () => {
  it('lets the account in again from the same address once 15 minutes have passed', async () => {
    ctx.clock.set(new Date('2026-04-01T08:00:00.000Z'));
    const user = await newAccount();
    await failTimes(10, '10.0.7.1', () => user.username);
    expectApiError(await loginFrom('10.0.7.1', user.username, user.password), 429, 12);

    ctx.clock.advance(WINDOW_MS - 1_000);
    expectApiError(await loginFrom('10.0.7.1', user.username, user.password), 429, 12);

    ctx.clock.advance(1_000);
    const afterWindow = await loginFrom('10.0.7.1', user.username, user.password);
    expect(afterWindow.statusCode, afterWindow.body).toBe(200);
  });

  it('lifts the per-address limit once 15 minutes have passed', async () => {
    ctx.clock.set(new Date('2026-04-02T08:00:00.000Z'));
    const user = await newAccount();
    await failTimes(30, '10.0.8.1', (index) => `quet.ten.${index}`);
    expectApiError(await loginFrom('10.0.8.1', user.username, user.password), 429, 12);

    ctx.clock.advance(WINDOW_MS);

    const afterWindow = await loginFrom('10.0.8.1', user.username, user.password);
    expect(afterWindow.statusCode, afterWindow.body).toBe(200);
  });
});

describe('many addresses guessing one account', () => {
  it('throttles new addresses after 50 failures but lets the user in from an address they used before', async () => {
    const user = await newAccount();
    expect((await loginFrom('10.9.0.1', user.username, user.password)).statusCode).toBe(200);
    for (let attacker = 0; attacker < 5; attacker++) await failTimes(10, `10.9.1.${attacker}`, () => user.username);

    expectApiError(await loginFrom('10.9.2.1', user.username, user.password), 429, 12);
    const fromKnownAddress = await loginFrom('10.9.0.1', user.username, user.password);
    expect(fromKnownAddress.statusCode, fromKnownAddress.body).toBe(200);
  });
});
