// Credentials never reach the server log: every sign-in request logged at trace level, good and bad, is searched for them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { SECRET_API_KEY, SECRET_PASSWORD, SECRET_USERNAME, secretsIn, signInBody } from './support/sign-ins.js';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';

let ctx: TestContext;
let logged: BuiltApp;
let admin: SignedIn;
const lines: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  // A second app on the same database whose log, at its most detailed, is kept here.
  logged = await buildApp({
    db: ctx.db,
    databaseKind: ctx.databaseKind,
    config: testConfig({ logLevel: 'trace' }),
    clock: ctx.clock,
    logStream: { write: (line: string) => void lines.push(line) },
  });
  await logged.ready();
  admin = await ctx.newSignedInUser({ role: 'admin_f1' });
});
afterAll(async () => {
  await logged.close();
  await ctx.close();
});

const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  logged.inject({
    method,
    url,
    headers: { ...admin.auth, 'content-type': 'application/json' },
    payload: payload as string,
  });

describe('the server log', () => {
  it('is captured at all (the test can see a request line)', async () => {
    await logged.inject({ method: 'GET', url: '/api/sign-ins', headers: admin.auth });
    expect(lines.some((line) => line.includes('/api/sign-ins'))).toBe(true);
  });

  it('holds no credential after creating, changing and failing to create sign-ins', async () => {
    const start = lines.length;
    const created = await send('POST', '/api/sign-ins', signInBody());
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    const changed = await send('PUT', `/api/sign-ins/${id}`, signInBody({ credentials: { apiKey: SECRET_API_KEY } }));
    expect(changed.statusCode, changed.body).toBe(200);
    // Refusals: a bad field beside good credentials, a duplicate, malformed JSON around a secret, another's id.
    expect((await send('POST', '/api/sign-ins', signInBody({ accountId: 'bad id' }))).statusCode).toBe(400);
    expect((await send('POST', '/api/sign-ins', signInBody())).statusCode).toBe(409);
    expect((await send('POST', '/api/sign-ins', `{"credentials":{"password":"${SECRET_PASSWORD}"`)).statusCode).toBe(
      400,
    );
    expect((await send('PUT', '/api/sign-ins/00000000-0000-4000-8000-000000000000', signInBody())).statusCode).toBe(
      404,
    );
    const written = lines.slice(start);
    // One line per request (decision 061): six requests.
    expect(written.length).toBeGreaterThanOrEqual(6);
    expect(written.flatMap((line) => secretsIn(line))).toEqual([]);
  });

  it('masks credentials in any object a module might log', () => {
    const start = lines.length;
    logged.log.warn(
      {
        credentials: { username: SECRET_USERNAME, password: SECRET_PASSWORD },
        signIn: { credentials: { apiKey: SECRET_API_KEY } },
      },
      'careless',
    );
    const line = lines.slice(start).join('\n');
    expect(line).toContain('careless');
    expect(line).toContain('[redacted]');
    expect(secretsIn(line)).toEqual([]);
  });
});
