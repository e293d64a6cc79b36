// Booking-system sign-ins: create, read, change, delete; validation naming fields; credentials sealed, never answered; scoping; audit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import { ErrorCode, type TListSignInsResponse, type TSignIn } from '@portal/contracts';
import { TEST_SIGN_IN_SECRET_KEY } from '../src/config.js';
import { createSecretBox } from '../src/platform/secret-box.js';
import { expectApiError } from './support/http.js';
import {
  SECRET_API_KEY,
  SECRET_PASSWORD,
  SECRET_USERNAME,
  fieldsOf,
  secretsIn,
  signInBody,
  signInRequests,
} from './support/sign-ins.js';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';

let ctx: TestContext;
let admin: SignedIn;
let otherAdmin: SignedIn;
let requests: ReturnType<typeof signInRequests>;
const box = createSecretBox(TEST_SIGN_IN_SECRET_KEY);
/** Every answer body of the file, checked at the end for secrets. */
const answered: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  requests = signInRequests(ctx);
  admin = await ctx.newSignedInUser({ role: 'admin_f1' });
  otherAdmin = await ctx.newSignedInUser({ role: 'admin_f1' });
});
afterAll(() => ctx.close());

async function created(who: SignedIn, payload: object): Promise<TSignIn> {
  const response = await requests.create(who, payload);
  answered.push(response.body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TSignIn>();
}

const storedRow = async (id: string) =>
  (await ctx.db.select().from(tables.bookingSystemSignIns).where(eq(tables.bookingSystemSignIns.id, id)))[0]!;
const auditFor = (id: string) =>
  ctx.db
    .select()
    .from(tables.auditLog)
    .where(and(eq(tables.auditLog.targetType, 'booking_system_sign_in'), eq(tables.auditLog.targetId, id)))
    .orderBy(tables.auditLog.id);

describe('creating a sign-in', () => {
  it('stores the credentials sealed (v1 AES-256-GCM) and answers only that they are set', async () => {
    const signIn = await created(admin, signInBody());
    expect(signIn).toEqual({
      id: expect.any(String),
      system: '1A',
      accountId: 'SGNVN28AA',
      isEnabled: true,
      hasCredentials: true,
      credentialsUpdatedAt: ctx.clock.now().toISOString(),
      updatedAt: ctx.clock.now().toISOString(),
      updatedBy: { id: admin.userId, fullName: expect.any(String) },
    });
    const row = await storedRow(signIn.id);
    expect(row.credentialsCiphertext).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row.credentialsCiphertext).not.toContain(SECRET_PASSWORD);
    expect(JSON.parse(box.open(row.credentialsCiphertext))).toEqual({
      username: SECRET_USERNAME,
      password: SECRET_PASSWORD,
    });
  });

  it('accepts an API key instead of a username and password', async () => {
    const signIn = await created(
      admin,
      signInBody({ system: 'VJ', accountId: 'SAOVIETVJ', credentials: { apiKey: SECRET_API_KEY } }),
    );
    expect(JSON.parse(box.open((await storedRow(signIn.id)).credentialsCiphertext))).toEqual({
      apiKey: SECRET_API_KEY,
    });
  });

  it('audits the creation with the credentials masked', async () => {
    const signIn = await created(admin, signInBody({ system: '1G', accountId: 'SGN1G2801', isEnabled: false }));
    const [entry] = await auditFor(signIn.id);
    expect(entry).toMatchObject({ event: 'sign_in.created', actorUserId: admin.userId, agencyId: admin.agencyId });
    expect(entry!.details).toEqual({
      before: null,
      after: { system: '1G', accountId: 'SGN1G2801', isEnabled: false, credentials: '[set]' },
    });
    expect(secretsIn(JSON.stringify(entry))).toEqual([]);
  });

  it('refuses the same account at the same system twice with 409 naming accountId', async () => {
    await created(admin, signInBody({ system: 'QH', accountId: 'SAOVIET.QH' }));
    const again = await requests.create(admin, signInBody({ system: 'QH', accountId: 'SAOVIET.QH' }));
    answered.push(again.body);
    expectApiError(again, 409, ErrorCode.CONFLICT);
    expect(fieldsOf(again)).toEqual(['accountId']);
    // The same account id at another system, or at another agency, is fine.
    await created(admin, signInBody({ system: 'VU', accountId: 'SAOVIET.QH' }));
    await created(otherAdmin, signInBody({ system: 'QH', accountId: 'SAOVIET.QH' }));
  });
});

describe('validation', () => {
  it.each([
    ['nothing at all', {}, ['credentials', 'isEnabled', 'accountId', 'system']],
    ['an unknown system', signInBody({ system: 'ZZ' }), ['system']],
    ['an account id with spaces', signInBody({ accountId: 'SGN VN28' }), ['accountId']],
    ['a one-letter account id', signInBody({ accountId: 'S' }), ['accountId']],
    ['an account id of 51 characters', signInBody({ accountId: 'A'.repeat(51) }), ['accountId']],
    ['isEnabled as text', signInBody({ isEnabled: 'yes' }), ['isEnabled']],
    ['empty credentials', signInBody({ credentials: {} }), ['credentials']],
    ['a username without a password', signInBody({ credentials: { username: 'a' } }), ['credentials.password']],
    ['a password without a username', signInBody({ credentials: { password: 'b' } }), ['credentials.username']],
    [
      'a password of 201 characters',
      signInBody({ credentials: { username: 'a', password: 'p'.repeat(201) } }),
      ['credentials.password'],
    ],
    [
      'a username of 101 characters',
      signInBody({ credentials: { username: 'u'.repeat(101), password: 'p' } }),
      ['credentials.username'],
    ],
    ['a 7-character API key', signInBody({ credentials: { apiKey: 'k'.repeat(7) } }), ['credentials.apiKey']],
    ['an API key of 501 characters', signInBody({ credentials: { apiKey: 'k'.repeat(501) } }), ['credentials.apiKey']],
    [
      'an unknown credential field',
      signInBody({ credentials: { apiKey: SECRET_API_KEY, pin: '1234' } }),
      ['credentials.pin'],
    ],
    ['an unknown field', signInBody({ officeId: 'X' }), ['officeId']],
  ])('answers 400 naming the field for %s', async (_label, payload, fields) => {
    const response = await requests.create(admin, payload);
    answered.push(response.body);
    expectApiError(response, 400, ErrorCode.VALIDATION);
    expect(fieldsOf(response).sort()).toEqual([...fields].sort());
  });

  it('answers 400 naming id for an id that is not a uuid, and 404 for one that matches nothing', async () => {
    expect(fieldsOf(await requests.get(admin, 'abc'))).toEqual(['id']);
    expectApiError(await requests.get(admin, '00000000-0000-4000-8000-000000000000'), 404, ErrorCode.NOT_FOUND);
  });
});

describe('changing a sign-in', () => {
  it('keeps the sealed credentials when none are given (omitted or null), and audits the change as sign_in.updated', async () => {
    const signIn = await created(admin, signInBody({ system: '1B', accountId: 'HAN1B2811' }));
    const sealed = (await storedRow(signIn.id)).credentialsCiphertext;
    ctx.clock.advance(60_000);
    const disabled = await requests.update(admin, signIn.id, {
      system: '1B',
      accountId: 'HAN1B2811',
      isEnabled: false,
    });
    answered.push(disabled.body);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json<TSignIn>()).toMatchObject({
      isEnabled: false,
      hasCredentials: true,
      credentialsUpdatedAt: signIn.credentialsUpdatedAt,
      updatedAt: ctx.clock.now().toISOString(),
    });
    const renamed = await requests.update(admin, signIn.id, {
      system: '1B',
      accountId: 'HAN1B2812',
      isEnabled: false,
      credentials: null,
    });
    answered.push(renamed.body);
    expect(renamed.json<TSignIn>()).toMatchObject({
      accountId: 'HAN1B2812',
      credentialsUpdatedAt: signIn.credentialsUpdatedAt,
    });
    expect((await storedRow(signIn.id)).credentialsCiphertext).toBe(sealed);
    const events = await auditFor(signIn.id);
    expect(events.map((entry) => entry.event)).toEqual(['sign_in.created', 'sign_in.updated', 'sign_in.updated']);
    expect(events[1]!.details).toEqual({
      before: { system: '1B', accountId: 'HAN1B2811', isEnabled: true, credentials: '[set]' },
      after: { system: '1B', accountId: 'HAN1B2811', isEnabled: false, credentials: '[set]' },
    });
  });

  it('reseals new credentials, moves credentialsUpdatedAt and audits sign_in.credentials_changed, masked', async () => {
    const signIn = await created(admin, signInBody({ system: 'VN', accountId: 'SAOVIET.VN' }));
    const sealed = (await storedRow(signIn.id)).credentialsCiphertext;
    ctx.clock.advance(120_000);
    const changed = await requests.update(admin, signIn.id, {
      system: 'VN',
      accountId: 'SAOVIET.VN',
      isEnabled: true,
      credentials: { apiKey: SECRET_API_KEY },
    });
    answered.push(changed.body);
    expect(changed.json<TSignIn>().credentialsUpdatedAt).toBe(ctx.clock.now().toISOString());
    const row = await storedRow(signIn.id);
    expect(row.credentialsCiphertext).not.toBe(sealed);
    expect(JSON.parse(box.open(row.credentialsCiphertext))).toEqual({ apiKey: SECRET_API_KEY });
    const events = await auditFor(signIn.id);
    expect(events.at(-1)!.event).toBe('sign_in.credentials_changed');
    expect(secretsIn(JSON.stringify(events))).toEqual([]);
  });

  it('changes nothing and audits nothing when nothing changes', async () => {
    const signIn = await created(admin, signInBody({ system: 'VU', accountId: 'SAOVIET.VU' }));
    const response = await requests.update(admin, signIn.id, {
      system: 'VU',
      accountId: 'SAOVIET.VU',
      isEnabled: true,
    });
    expect(response.statusCode).toBe(200);
    expect((await auditFor(signIn.id)).map((entry) => entry.event)).toEqual(['sign_in.created']);
  });

  it('refuses to become a duplicate of another sign-in with 409 naming accountId', async () => {
    const first = await created(admin, signInBody({ system: '1A', accountId: 'SGNVN28AB' }));
    await created(admin, signInBody({ system: '1A', accountId: 'SGNVN28AC' }));
    const response = await requests.update(admin, first.id, { system: '1A', accountId: 'SGNVN28AC', isEnabled: true });
    expectApiError(response, 409, ErrorCode.CONFLICT);
    expect(fieldsOf(response)).toEqual(['accountId']);
    expect((await storedRow(first.id)).accountId).toBe('SGNVN28AB');
  });

  it('validates the credentials of a change like those of a creation', async () => {
    const signIn = await created(admin, signInBody({ system: '1A', accountId: 'SGNVN28AD' }));
    const response = await requests.update(admin, signIn.id, {
      system: '1A',
      accountId: 'SGNVN28AD',
      isEnabled: true,
      credentials: { username: 'only' },
    });
    expectApiError(response, 400, ErrorCode.VALIDATION);
    expect(fieldsOf(response)).toEqual(['credentials.password']);
  });
});

describe('deleting a sign-in', () => {
  it('deletes it and audits the deletion with its last state, masked', async () => {
    const signIn = await created(admin, signInBody({ system: 'VJ', accountId: 'DELETE.ME' }));
    const response = await requests.remove(admin, signIn.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expectApiError(await requests.get(admin, signIn.id), 404, ErrorCode.NOT_FOUND);
    expectApiError(await requests.remove(admin, signIn.id), 404, ErrorCode.NOT_FOUND);
    const events = await auditFor(signIn.id);
    expect(events.at(-1)).toMatchObject({
      event: 'sign_in.deleted',
      details: { before: { system: 'VJ', accountId: 'DELETE.ME', isEnabled: true, credentials: '[set]' }, after: null },
    });
  });
});

describe('listing', () => {
  it("lists only the caller's agency's sign-ins in search order, and the systems its searches ask", async () => {
    const response = await requests.list(admin);
    answered.push(response.body);
    const list = response.json<TListSignInsResponse>();
    const order = ['VN', 'VJ', 'QH', 'VU', '1A', '1B', '1G'];
    expect(list.items.map((item) => order.indexOf(item.system))).toEqual(
      [...list.items.map((item) => order.indexOf(item.system))].sort((a, b) => a - b),
    );
    expect(list.items.every((item) => item.hasCredentials)).toBe(true);
    expect(new Set(list.items.map((item) => item.accountId))).not.toContain('DELETE.ME');
    // 1G was created disabled and 1B disabled later; the rest have an enabled sign-in.
    expect(list.enabledSystems).toEqual(['VN', 'VJ', 'QH', 'VU', '1A']);
    const others = (await requests.list(otherAdmin)).json<TListSignInsResponse>();
    expect(others.items.map((item) => `${item.system} ${item.accountId}`)).toEqual(['QH SAOVIET.QH']);
  });
});

describe('who may manage sign-ins', () => {
  let someoneElses: TSignIn;
  beforeAll(async () => {
    someoneElses = await created(otherAdmin, signInBody({ system: '1G', accountId: 'OTHER.1G' }));
  });

  it("answers 404 for another F1's sign-in, whatever the method, and leaves it untouched", async () => {
    expectApiError(await requests.get(admin, someoneElses.id), 404, ErrorCode.NOT_FOUND);
    expectApiError(
      await requests.update(admin, someoneElses.id, {
        system: '1G',
        accountId: 'TAKEN',
        isEnabled: false,
        credentials: { apiKey: 'x'.repeat(12) },
      }),
      404,
      ErrorCode.NOT_FOUND,
    );
    expectApiError(await requests.remove(admin, someoneElses.id), 404, ErrorCode.NOT_FOUND);
    expect(await storedRow(someoneElses.id)).toMatchObject({ accountId: 'OTHER.1G', isEnabled: true });
  });

  it('refuses an F2 admin and agents (403), even an F2 admin below the F1 whose sign-in it asks for', async () => {
    const f2Admin = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: admin.agencyId });
    const f1Agent = await ctx.newSignedInUser({ role: 'agent_f1' });
    const [ownSignIn] = (await requests.list(admin)).json<TListSignInsResponse>().items;
    for (const who of [f2Admin, f1Agent]) {
      expectApiError(await requests.list(who), 403, ErrorCode.FORBIDDEN);
      expectApiError(await requests.create(who, signInBody({ accountId: 'NOPE.1A' })), 403, ErrorCode.FORBIDDEN);
      expectApiError(await requests.get(who, ownSignIn!.id), 403, ErrorCode.FORBIDDEN);
      expectApiError(await requests.update(who, ownSignIn!.id, signInBody()), 403, ErrorCode.FORBIDDEN);
      expectApiError(await requests.remove(who, ownSignIn!.id), 403, ErrorCode.FORBIDDEN);
    }
  });

  it('refuses a sub-agency user who was somehow given ADMIN_F1: sign-ins belong to an F1', async () => {
    const granted = await ctx.newSignedInUser({
      role: 'admin_f2',
      level: 'F2',
      parentId: admin.agencyId,
      permissions: ['ADMIN_F1', 'ADMIN_F2'],
    });
    expectApiError(await requests.list(granted), 403, ErrorCode.FORBIDDEN);
    expectApiError(await requests.create(granted, signInBody({ accountId: 'F2.OWN' })), 403, ErrorCode.FORBIDDEN);
  });

  it('needs a signed-in caller', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/sign-ins' })).statusCode).toBe(401);
  });
});

describe('what the API answers', () => {
  it('never carried a credential or a sealed value in any answer of this file', async () => {
    answered.push((await requests.list(admin)).body, (await requests.list(otherAdmin)).body);
    for (const item of (await requests.list(admin)).json<TListSignInsResponse>().items)
      answered.push((await requests.get(admin, item.id)).body);
    expect(answered.length).toBeGreaterThan(20);
    expect(answered.flatMap((body) => secretsIn(body))).toEqual([]);
    expect(answered.some((body) => body.includes('"hasCredentials":true'))).toBe(true);
  });
});
