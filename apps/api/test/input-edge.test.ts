// The request edge: nesting depth, unpaired surrogates and non-characters, the tsp header, no-store and HSTS answers,
// and access tokens without an expiry. Each refused with a clean 4xx naming the problem, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { PERMISSION_CODES } from '@portal/domain';
import { testConfig } from '../src/config.js';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';
import {
  decodeJwtPayload,
  expectApiError,
  expectNoInternals,
  openApiOperations,
  operationName,
} from './support/http.js';
import { subAgencyCalls, subAgencyForm } from './support/sub-agency-fixtures.js';

let ctx: TestContext;
let caller: SignedIn;
beforeAll(async () => {
  ctx = await createTestContext();
  caller = await ctx.newSignedInUser({ role: 'admin_f1', permissions: PERMISSION_CODES });
});
afterAll(() => ctx.close());

type ErrorBody = { code: number; message: string; details?: { fields?: { field: string; message: string }[] } };
const fieldsOf = (body: ErrorBody) => (body.details?.fields ?? []).map((issue) => issue.field);

/** `{"a":{"a":…}}` nested `depth` objects deep, as raw JSON text. */
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const nestedArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('deeply nested JSON', () => {
  it('answers 400 naming the depth on the public login, never 500', async () => {
    for (const payload of [
      `{"username":${nestedObject(3000)},"password":"x"}`,
      `{"username":${nestedArray(3000)},"password":"x"}`,
      nestedObject(100_000),
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'x-language': 'en' },
        payload,
      });

      const body = expectApiError(response, 400, 1) as ErrorBody;
      expect(body.message).toMatch(/nested too deeply \(more than 64 levels\)/);
      expect(fieldsOf(body)).toHaveLength(1);
      expectNoInternals(response);
    }
  });

  it('answers 400, never 500, on every JSON operation', async () => {
    const operations = (await openApiOperations(ctx.app)).filter((operation) => operation.method !== 'GET');
    const statuses: Record<string, number> = {};
    for (const operation of operations) {
      const response = await ctx.app.inject({
        method: operation.method,
        url: operation.url,
        headers: { ...caller.auth, 'content-type': 'application/json' },
        payload: `{"x":${nestedObject(3000)}}`,
      });
      statuses[operationName(operation)] = response.statusCode;
    }

    // The storefront's consumer forms take a few kilobytes at most: larger bodies are refused unread (413).
    const expected = (name: string) => (name.startsWith('POST /api/s/') ? 413 : 400);
    expect(statuses).toEqual(
      Object.fromEntries(operations.map((operation) => [operationName(operation), expected(operationName(operation))])),
    );
  });

  it('lets 64 levels through to validation and refuses 65', async () => {
    const send = (depth: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'x-language': 'en' },
        // The body object is level 1, so the username value adds depth - 1 levels.
        payload: `{"username":${nestedObject(depth - 1)},"password":"x"}`,
      });

    const atLimit = expectApiError(await send(64), 400, 1) as ErrorBody;
    const overLimit = expectApiError(await send(65), 400, 1) as ErrorBody;

    expect(atLimit.message).not.toMatch(/nested too deeply/);
    expect(fieldsOf(atLimit)).toContain('username');
    expect(overLimit.message).toMatch(/nested too deeply/);
  });
});

describe('unpaired surrogates and non-characters', () => {
  const BAD_TEXT = ['\ud800', 'Hoa Sen \udfff', 'a\ud800b', '\ufffe', '\uffff', '\ufdd0', '\u{1fffe}', '\u{10ffff}'];

  it('refuses them in a login username with 400 naming the field', async () => {
    for (const username of BAD_TEXT) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-language': 'en' },
        payload: { username, password: 'Test@2026' },
      });

      const body = expectApiError(response, 400, 1) as ErrorBody;
      expect(fieldsOf(body), JSON.stringify(username)).toEqual(['username']);
      expect(body.message).toBe('The field username contains an invalid character');
    }
  });

  it('refuses them in a forgot-password username', async () => {
    for (const username of BAD_TEXT) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { username },
      });

      expect(fieldsOf(expectApiError(response, 400, 1) as ErrorBody)).toEqual(['username']);
    }
  });

  it('refuses them in a sub-agency name, address and nested admin name, storing nothing', async () => {
    const calls = subAgencyCalls(ctx, caller.auth);
    const before = (await calls.list()).json<{ total: number }>().total;
    const forms = [
      [subAgencyForm({ name: 'Hoa Sen \ud800' }), 'name'],
      [subAgencyForm({ address: '\udc00 Nguyễn Văn Linh' }), 'address'],
      [subAgencyForm({ admin: { ...subAgencyForm().admin, fullName: 'Lê \uffff' } }), 'admin.fullName'],
    ] as const;

    for (const [form, field] of forms) {
      const response = await calls.create(form);
      expect(fieldsOf(expectApiError(response, 400, 1) as ErrorBody)).toEqual([field]);
    }
    expect((await calls.list()).json<{ total: number }>().total).toBe(before);
  });

  it('refuses them in a query string and a path parameter', async () => {
    const query = await ctx.app.inject({
      method: 'GET',
      url: `/api/sub-agencies?q=${encodeURIComponent('\ufffe')}`,
      headers: caller.auth,
    });
    const lone = await ctx.app.inject({ method: 'GET', url: '/api/sub-agencies?q=%ED%A0%80', headers: caller.auth });
    const path = await ctx.app.inject({
      method: 'GET',
      url: `/api/sub-agencies/${encodeURIComponent('\uffff')}`,
      headers: caller.auth,
    });

    expect(fieldsOf(expectApiError(query, 400, 1) as ErrorBody)).toEqual(['q']);
    expect(lone.statusCode).toBeLessThan(500);
    expect(fieldsOf(expectApiError(path, 400, 1) as ErrorBody)).toEqual(['id']);
  });

  it('keeps well-formed text beyond the basic plane: Vietnamese, emoji and CJK pass', async () => {
    const calls = subAgencyCalls(ctx, caller.auth);
    const form = subAgencyForm({ name: 'Đại lý Hoa Sen 🌸 花' });

    const response = await calls.create(form);

    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('the tsp header', () => {
  const me = (tsp: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { ...caller.auth, tsp, 'x-language': 'en' } });

  it('refuses a tsp that is not a whole number of milliseconds with 400 naming it', async () => {
    for (const tsp of ['abc', '', '1.5e12', '-1', '0x1F', String(Number.MAX_SAFE_INTEGER) + '0', ' 1']) {
      const body = expectApiError(await me(tsp), 400, 1) as ErrorBody;
      expect(fieldsOf(body), JSON.stringify(tsp)).toEqual(['tsp']);
    }
  });

  it('lets a request without tsp through (API clients need not send it)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: caller.auth });

    expect(response.statusCode, response.body).toBe(200);
  });

  it('still refuses a well-formed tsp far from the server clock with code 20', async () => {
    expectApiError(await me(String(ctx.clock.now().getTime() - 3_600_000)), 400, 20);
    expect((await me(String(ctx.clock.now().getTime()))).statusCode).toBe(200);
  });
});

describe('answers that must not be cached', () => {
  it('marks authenticated JSON answers and the login answer no-store', async () => {
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: caller.auth });
    const agencies = await ctx.app.inject({ method: 'GET', url: '/api/sub-agencies', headers: caller.auth });
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/sub-agencies/nope', headers: caller.auth });
    const login = await ctx.login('nobody.here', 'Wrong@2026');

    for (const response of [me, agencies, refused, login])
      expect(response.headers['cache-control'], response.body).toBe('no-store');
  });
});

describe('HSTS', () => {
  it('is sent when the request came over HTTPS through a trusted proxy, not over plain HTTP', async () => {
    const proxied = await createTestContext({ config: { trustProxy: true } });
    try {
      const https = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      const http = await proxied.app.inject({ method: 'GET', url: '/api/health' });

      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('is not sent on a forwarded https claim from an untrusted peer', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });

    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('access tokens', () => {
  const secret = new TextEncoder().encode(testConfig().jwtSecret);
  const claims = () => {
    const signed = decodeJwtPayload(caller.session.accessToken);
    return { agy: signed.agy, fam: signed.fam, prm: signed.prm, pwc: false };
  };

  it('refuses a correctly signed token without exp', async () => {
    const token = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(caller.userId)
      .setIssuedAt()
      .sign(secret);

    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });

    expectApiError(response, 401, 10);
  });
});
