// Failed-login limits never block the right password from an address or browser the account signed in from before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { createTestContext, type TestContext } from './support/test-context.js';
import { auditRows, expectApiError } from './support/http.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Each test uses its own addresses, so counts never carry over between tests. */
function loginFrom(
  remoteAddress: string,
  credentials: { username: string; password: string },
  headers: Record<string, string> = {},
) {
  const { username, password } = credentials;
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
    expectApiError(await loginFrom(remoteAddress, { username: usernameOf(index), password: 'Wrong@2026' }), 401, 11);
  }
}

async function newAccount() {
  const agency = await ctx.newAgency();
  return ctx.newUser({ agencyId: agency.id });
}

const deviceCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === 'portal_device');
const withDevice = (value: string) => ({ cookie: `portal_device=${value}` });

// Up to 40 password hashes a test: on a loaded machine that takes longer than the default 30 s.
const MANY_SIGN_INS = { timeout: 120_000 };

describe(
  'an address that reached its limit of 30 failures (e.g. everyone behind a proxy without TRUST_PROXY)',
  MANY_SIGN_INS,
  () => {
    it('still lets in the right password of an account that signed in from that address before', async () => {
      const regular = await newAccount();
      expect((await loginFrom('10.20.0.1', regular)).statusCode).toBe(200);
      await failTimes(30, '10.20.0.1', (index) => `khong.ton.tai.${index}`);

      const again = await loginFrom('10.20.0.1', regular);

      expect(again.statusCode, again.body).toBe(200);
      expect(await auditRows(ctx.db, 'login.success', regular.id)).toHaveLength(2);
    });

    it('still holds back accounts new to the address, and answers a wrong password of a known one as throttled', async () => {
      const regular = await newAccount();
      const newcomer = await newAccount();
      expect((await loginFrom('10.20.1.1', regular)).statusCode).toBe(200);
      await failTimes(30, '10.20.1.1', (index) => `doan.mo.${index}`);

      expectApiError(await loginFrom('10.20.1.1', newcomer), 429, 12);
      // 429, not 401: the answer does not tell a guesser which accounts are known at the address.
      expectApiError(await loginFrom('10.20.1.1', { username: regular.username, password: 'Wrong@2026' }), 429, 12);
    });

    it('keeps the limit of 10 failures for one account from one address, known address or not', async () => {
      const regular = await newAccount();
      expect((await loginFrom('10.20.2.1', regular)).statusCode).toBe(200);
      await failTimes(10, '10.20.2.1', () => regular.username);

      expectApiError(await loginFrom('10.20.2.1', regular), 429, 12);
    });
  },
);

describe('the known-device cookie', MANY_SIGN_INS, () => {
  it('is set at sign-in: httpOnly, SameSite=Strict, scoped to /api/auth, for 180 days', async () => {
    const user = await newAccount();

    const response = await loginFrom('10.21.0.1', user);

    expect(deviceCookieOf(response)).toMatchObject({
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: 180 * 86_400,
      value: expect.stringMatching(/^[\w-]{22}\.[0-9a-f-]{36}\.[\w-]+$/),
    });
    expect(response.body).not.toContain(deviceCookieOf(response)!.value);
  });

  it('lets the right password in from a browser the account used before, even where the address is blocked', async () => {
    const user = await newAccount();
    const device = deviceCookieOf(await loginFrom('10.21.1.1', user))!.value;
    // Someone at the same public address (an office NAT, a proxy) guesses this account and many others.
    await failTimes(10, '10.21.1.9', () => user.username);
    await failTimes(20, '10.21.1.9', (index) => `quet.ten.${index}`);
    expectApiError(await loginFrom('10.21.1.9', user), 429, 12);

    const fromOwnBrowser = await loginFrom('10.21.1.9', user, withDevice(device));

    expect(fromOwnBrowser.statusCode, fromOwnBrowser.body).toBe(200);
    // The same browser keeps its id.
    expect(deviceCookieOf(fromOwnBrowser)!.value.split('.')[0]).toBe(device.split('.')[0]);
  });

  it("holds the cookie's holder to 10 failures of its own", async () => {
    const user = await newAccount();
    const device = deviceCookieOf(await loginFrom('10.21.2.1', user))!.value;
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await loginFrom(
        `10.21.2.${10 + attempt}`,
        { username: user.username, password: 'Wrong@2026' },
        withDevice(device),
      );
      expectApiError(response, 401, 11);
    }

    expectApiError(await loginFrom('10.21.2.99', user, withDevice(device)), 429, 12);
  });

  it("gives nothing to a forged cookie, nor to another account's cookie", async () => {
    const user = await newAccount();
    const other = await newAccount();
    const device = deviceCookieOf(await loginFrom('10.21.3.1', user))!.value;
    const otherDevice = deviceCookieOf(await loginFrom('10.21.3.2', other))!.value;
    const [id, , signature] = device.split('.');
    await failTimes(10, '10.21.3.9', () => user.username);

    expectApiError(await loginFrom('10.21.3.9', user, withDevice(`${id}.${user.id}.${signature}x`)), 429, 12);
    expectApiError(await loginFrom('10.21.3.9', user, withDevice(`${id}.${other.id}.${signature}`)), 429, 12);
    expectApiError(await loginFrom('10.21.3.9', user, withDevice(otherDevice)), 429, 12);
    expectApiError(await loginFrom('10.21.3.9', user, withDevice('garbage')), 429, 12);
  });
});

describe('X-Forwarded-For without TRUST_PROXY', () => {
  async function appLoggingTo(lines: string[], trustProxy: boolean | number | string) {
    const app = await buildApp({
      db: ctx.db,
      databaseKind: ctx.databaseKind,
      config: testConfig({ logLevel: 'warn', trustProxy }),
      clock: ctx.clock,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await app.ready();
    return app;
  }
  const warnings = (lines: string[]) => lines.filter((line) => line.includes('TRUST_PROXY is not set'));

  it('is warned about once in the server log, naming the setting', async () => {
    const lines: string[] = [];
    const app = await appLoggingTo(lines, false);
    try {
      await app.inject({ method: 'GET', url: '/api/health' });
      expect(warnings(lines)).toEqual([]);
      for (let request = 0; request < 3; request++)
        await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.7' } });

      expect(warnings(lines)).toHaveLength(1);
      expect(JSON.parse(warnings(lines)[0]!)).toMatchObject({ level: 40 });
    } finally {
      await app.close();
    }
  });

  it('is not warned about when TRUST_PROXY is set', async () => {
    const lines: string[] = [];
    const app = await appLoggingTo(lines, '127.0.0.1');
    try {
      await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(warnings(lines)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
