// Hostile and broken input on every POST operation, unknown paths, and the tsp clock-skew check: clean 4xx answers only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import { PERMISSION_CODES } from '@portal/domain';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';
import {
  type ApiOperation,
  expectApiError,
  expectNoInternals,
  openApiOperations,
  operationName,
} from './support/http.js';

let ctx: TestContext;
let caller: SignedIn;
let postOperations: ApiOperation[];
let bodilessPosts: string[];
/** Commands that take no body (the operator's ledger check): every other POST takes a JSON object. */
const BODILESS_POSTS = [
  'POST /api/notifications/read-all',
  'POST /api/notifications/{id}/read',
  'POST /api/support-requests/{id}/close',
  'POST /api/bank-accounts/{id}/default',
  'POST /api/bank-hook-key',
  // Raw text, read after its signature is checked (401 first; qr-topups.test.ts checks its body).
  'POST /api/bank-hooks/notifications',
  'POST /api/news/{id}/read',
  'POST /api/b2c/tours/{id}/duplicate',
  'POST /api/b2c/tours/{id}/publish',
  'POST /api/b2c/tours/{id}/unpublish',
  'POST /api/system/ledger-check',
  'POST /api/system/local/ledger-check',
  'POST /api/esim/orders/{id}/esims/{esimId}/refund',
];
beforeAll(async () => {
  ctx = await createTestContext();
  // Every code, so each operation's access rule lets the caller through and the answer is about the body.
  caller = await ctx.newSignedInUser({ role: 'admin_f1', permissions: PERMISSION_CODES });
  const posts = (await openApiOperations(ctx.app)).filter((operation) => operation.method === 'POST');
  bodilessPosts = posts.filter((operation) => !operation.bodySchema).map(operationName);
  postOperations = posts.filter((operation) => !BODILESS_POSTS.includes(operationName(operation)));
});
afterAll(() => ctx.close());

type ErrorBody = { code: number; message: string; details?: { fields?: { field: string; message: string }[] } };

/** Sends to one operation as a signed-in caller, so the answer is about the body whatever the route's access rule. */
function send(operation: ApiOperation, options: { payload?: string | object; headers?: Record<string, string> }) {
  return ctx.app.inject({
    method: operation.method,
    url: operation.url,
    headers: { ...caller.auth, 'content-type': 'application/json', ...options.headers },
    payload: options.payload as string,
  });
}

/** For each operation: "status code fields…", compared as one table so a failure names every offending operation. */
async function answersOf(
  make: (operation: ApiOperation) => { payload?: string | object; headers?: Record<string, string> },
) {
  const answers: Record<string, { status: number; code: number; fields: string[] }> = {};
  for (const operation of postOperations) {
    const response = await send(operation, make(operation));
    expect(response.statusCode, `${operationName(operation)}: ${response.body}`).toBeLessThan(500);
    expectNoInternals(response);
    const body = response.json<ErrorBody>();
    answers[operationName(operation)] = {
      status: response.statusCode,
      code: body.code,
      fields: (body.details?.fields ?? []).map((issue) => issue.field),
    };
  }
  return answers;
}

function wrongTypeFor(type: string | undefined): unknown {
  switch (type) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'not a number';
    case 'boolean':
      return 'yes';
    case 'array':
      return { not: 'an array' };
    default:
      return ['not', 'an', 'object'];
  }
}

const propertiesOf = (operation: ApiOperation) => Object.entries(operation.bodySchema?.properties ?? {});

describe('every POST operation', () => {
  it('is found in the OpenAPI document', () => {
    expect(postOperations.map(operationName)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'POST /api/auth/refresh-token',
        'POST /api/auth/change-password',
        'POST /api/auth/forgot-password/verify',
      ]),
    );
    for (const operation of postOperations)
      expect(propertiesOf(operation).length, operationName(operation)).toBeGreaterThan(0);
    expect(bodilessPosts).toEqual(BODILESS_POSTS);
  });

  it('answers malformed JSON with 400 code 1 naming the body', async () => {
    const answers = await answersOf(() => ({ payload: '{"a":' }));

    expect(answers).toEqual(
      Object.fromEntries(
        postOperations.map((operation) => [operationName(operation), { status: 400, code: 1, fields: ['body'] }]),
      ),
    );
  });

  it('answers an empty JSON body with 400 code 1 naming the body', async () => {
    const answers = await answersOf(() => ({ payload: '' }));

    expect(answers).toEqual(
      Object.fromEntries(
        postOperations.map((operation) => [operationName(operation), { status: 400, code: 1, fields: ['body'] }]),
      ),
    );
  });

  it('answers a JSON array with 400 code 1 naming the body', async () => {
    const answers = await answersOf(() => ({ payload: '[{"username":"a"}]' }));

    expect(answers).toEqual(
      Object.fromEntries(
        postOperations.map((operation) => [operationName(operation), { status: 400, code: 1, fields: ['body'] }]),
      ),
    );
  });

  it('answers fields of the wrong type with 400 code 1 naming each of them', async () => {
    const answers = await answersOf((operation) => ({
      payload: Object.fromEntries(propertiesOf(operation).map(([name, schema]) => [name, wrongTypeFor(schema.type)])),
    }));

    for (const operation of postOperations) {
      const answer = answers[operationName(operation)]!;
      expect({ status: answer.status, code: answer.code }, operationName(operation)).toEqual({ status: 400, code: 1 });
      expect([...new Set(answer.fields)].sort(), operationName(operation)).toEqual(
        propertiesOf(operation)
          .map(([name]) => name)
          .sort(),
      );
    }
  });

  it('answers an unknown field with 400 code 1 naming that field', async () => {
    const answers = await answersOf(() => ({ payload: { isAdmin: true } }));

    for (const operation of postOperations) {
      const answer = answers[operationName(operation)]!;
      expect({ status: answer.status, code: answer.code }, operationName(operation)).toEqual({ status: 400, code: 1 });
      expect(answer.fields, operationName(operation)).toContain('isAdmin');
    }
  });

  it('answers a body over 1 MiB with 413 code 42', async () => {
    const huge = JSON.stringify({ username: 'x'.repeat(1024 * 1024 + 16), password: 'Test@2026' });

    const answers = await answersOf(() => ({ payload: huge }));

    expect(
      Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, [answer.status, answer.code]])),
    ).toEqual(Object.fromEntries(postOperations.map((operation) => [operationName(operation), [413, 42]])));
  });

  it('answers a body that is not JSON with 415', async () => {
    const answers = await answersOf(() => ({
      payload: 'username=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }));

    expect(Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.status]))).toEqual(
      Object.fromEntries(postOperations.map((operation) => [operationName(operation), 415])),
    );
  });

  it("names the fields in the message too, in the caller's language", async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-language': 'en' },
      payload: { username: 'a', extra: 1 },
    });

    const body = expectApiError(response, 400, 1) as ErrorBody;
    expect(body.message).toBe('Invalid input: password (wrong type or missing), extra (field not allowed)');
    expect(body.details?.fields).toEqual([
      { field: 'password', message: 'wrong type or missing' },
      { field: 'extra', message: 'field not allowed' },
    ]);
  });
});

describe('unknown paths', () => {
  it('answers 404 JSON code 40 for an unknown /api path, whatever the method, without asking for a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/khong-ton-tai'],
      ['POST', '/api/bookings/hold-everything'],
      ['DELETE', '/api/auth/me'],
      ['GET', '/api/auth/me/extra'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });

      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ code: 40, message: 'Không có chức năng này' });
    }
  });

  it('answers the 404 in English with X-Language en', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/khong-ton-tai',
      headers: { 'x-language': 'en' },
    });

    expect(response.json()).toEqual({ code: 40, message: 'No such endpoint' });
  });
});

describe('the tsp header', () => {
  const tspOffBy = (ms: number) => ({ tsp: String(ctx.clock.now().getTime() + ms) });

  it('answers 400 code 20 when tsp is 10 minutes behind or ahead of the server clock', async () => {
    const behind = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...caller.auth, ...tspOffBy(-10 * 60_000) },
    });
    const ahead = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...caller.auth, ...tspOffBy(10 * 60_000), 'x-language': 'en' },
    });

    const behindBody = expectApiError(behind, 400, 20);
    expect(behindBody).toEqual({
      code: 20,
      message: 'Đồng hồ máy tính của bạn lệch so với máy chủ',
      details: { skewSeconds: 600 },
    });
    expect(expectApiError(ahead, 400, 20).message).toBe('Your computer clock differs from the server clock');
    expect(behind.headers.time).toBe(ctx.clock.now().toISOString());
  });

  it('refuses a skewed login before counting it as an attempt', async () => {
    const user = await ctx.newUser({ agencyId: caller.agencyId });

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: tspOffBy(-10 * 60_000),
      payload: { username: user.username, password: user.password },
    });

    expectApiError(response, 400, 20);
    expect(
      await ctx.db.select().from(tables.loginAttempts).where(eq(tables.loginAttempts.username, user.username)),
    ).toEqual([]);
  });

  it('does not check tsp on /api/health', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: tspOffBy(-10 * 60_000) });

    expect(response.statusCode, response.body).toBe(200);
  });

  it('lets a tsp within 1 minute of the server clock through', async () => {
    for (const offset of [-60_000, -1_000, 0, 59_000, 60_000]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { ...caller.auth, ...tspOffBy(offset) },
      });
      expect(response.statusCode, `offset ${offset} ms: ${response.body}`).toBe(200);
    }
  });
});
