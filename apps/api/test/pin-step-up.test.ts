// The PIN step-up on money actions (top-up confirm, deposit adjustment): no PIN → as before; PIN on → 403 code 120 with
// a salt, the PIN exchanged for a one-request token, the retry with X-Step-Up passes once; an agency's requirement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TStepUpTokenResponse, TTopUp } from '@portal/contracts';
import { createLedgerService } from '../src/modules/ledger/ledger.service.js';
import { createStepUpCodec } from '../src/platform/step-up.js';
import { testConfig } from '../src/config.js';
import { auditRows, expectApiError } from './support/http.js';
import { createTestContext, TEST_PASSWORD, type TestContext } from './support/test-context.js';
import { agencyTree, createTopUp, signInAt, type AgencyTree, type Caller } from './support/top-ups.js';

let ctx: TestContext;
let tree: AgencyTree;
let keySequence = 0;
beforeAll(async () => {
  ctx = await createTestContext();
  tree = await agencyTree(ctx);
});
afterAll(() => ctx.close());

const PIN = '493817';
type StepUpDetails = { salt: string; expiresAt: string; reason: string };

const balanceOf = async (agencyId: string) =>
  (await createLedgerService({ db: ctx.db, clock: ctx.clock }).balances(agencyId)).balance;
const confirm = (caller: Caller, id: string, stepUp?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/top-ups/${id}/decision`,
    headers: { ...caller.auth, ...(stepUp ? { 'x-step-up': stepUp } : {}) },
    payload: { decision: 'confirm' },
  });
const adjust = (caller: Caller, body: Record<string, unknown>, stepUp?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/deposit-adjustments',
    headers: { ...caller.auth, ...(stepUp ? { 'x-step-up': stepUp } : {}) },
    payload: body,
  });
const adjustment = (agencyId: string, overrides: Record<string, unknown> = {}) => ({
  agencyId,
  direction: 'credit',
  amount: 1_000_000,
  reason: 'Bù chênh lệch đối soát',
  idempotencyKey: `step-up-test-${++keySequence}`,
  ...overrides,
});
const verify = (caller: Caller, salt: string, pin: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/pin-code/verify', headers: caller.auth, payload: { salt, pin } });

async function turnPinOn(caller: Caller, pin = PIN): Promise<void> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/pin-code',
    headers: caller.auth,
    payload: { pin, password: TEST_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
}

function expectStepUp(response: Awaited<ReturnType<typeof confirm>>, reason = 'missing'): StepUpDetails {
  const body = expectApiError(response, 403, 120);
  const details = body.details as StepUpDetails;
  expect(details.salt).toMatch(/^[\w-]+\.[\w-]+$/);
  expect(details.reason).toBe(reason);
  return details;
}

async function tokenFor(caller: Caller, salt: string, pin = PIN): Promise<string> {
  const response = await verify(caller, salt, pin);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<TStepUpTokenResponse>();
  expect(new Date(body.expiresAt).getTime()).toBe(Math.floor((ctx.clock.now().getTime() + 5 * 60_000) / 1000) * 1000);
  return body.stepUpToken;
}

/** A fresh F1 with an F2 below it, an F1 administrator and a pending top-up request of the F2. */
async function branch() {
  const f1 = await ctx.newAgency({ level: 'F1', parentId: tree.platformId });
  const f2 = await ctx.newAgency({ level: 'F2', parentId: f1.id });
  const f1Admin = await signInAt(ctx, f1.id, 'admin_f1');
  const f2Admin = await signInAt(ctx, f2.id, 'admin_f2');
  return { f1, f2, f1Admin, f2Admin, topUp: () => createTopUp(ctx, f2Admin, { amount: '2500000' }) };
}

describe('without a PIN', () => {
  it('confirms a top-up and adjusts a deposit exactly as before: no step-up asked', async () => {
    const { f2, f1Admin, topUp } = await branch();
    const request = await topUp();

    expect((await confirm(f1Admin, request.id)).statusCode).toBe(200);
    expect((await adjust(f1Admin, adjustment(f2.id))).statusCode).toBe(200);
    expect(await balanceOf(f2.id)).toBe(3_500_000);
  });
});

describe('the top-up confirm with the PIN on', () => {
  it('answers 403 code 120 with a salt and moves nothing; the PIN gives a token; the retry with it confirms', async () => {
    const { f2, f1Admin, topUp } = await branch();
    await turnPinOn(f1Admin);
    const request = await topUp();

    const refused = await confirm(f1Admin, request.id);

    const { salt, expiresAt } = expectStepUp(refused);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(ctx.clock.now().getTime());
    expect(await balanceOf(f2.id)).toBe(0);
    const token = await tokenFor(f1Admin, salt);
    const retried = await confirm(f1Admin, request.id, token);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<TTopUp>().status).toBe('confirmed');
    expect(await balanceOf(f2.id)).toBe(2_500_000);
    const [verified] = await auditRows(ctx.db, 'pin.step_up_verified', f1Admin.userId);
    expect(verified!.details).toMatchObject({ action: 'top-up.confirm' });
    const [used] = await auditRows(ctx.db, 'pin.step_up_used', f1Admin.userId);
    expect(used!.details).toEqual({ action: 'top-up.confirm', route: '/api/top-ups/:id/decision' });
  });

  it('lets a rejection through without a PIN: it moves no money', async () => {
    const { f1Admin, topUp } = await branch();
    await turnPinOn(f1Admin);
    const request = await topUp();

    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/top-ups/${request.id}/decision`,
      headers: f1Admin.auth,
      payload: { decision: 'reject', reason: 'Sai số tiền' },
    });

    expect(response.statusCode, response.body).toBe(200);
  });

  it('counts a wrong PIN at the verify step: 400 code 121 with the attempts left, no token', async () => {
    const { f1Admin, topUp } = await branch();
    await turnPinOn(f1Admin);
    const { salt } = expectStepUp(await confirm(f1Admin, (await topUp()).id));

    const body = expectApiError(await verify(f1Admin, salt, '111222'), 400, 121);

    expect(body.details).toMatchObject({ remainingAttempts: 4, fields: [{ field: 'pin', message: 'wrong' }] });
    const state = await ctx.app.inject({ method: 'GET', url: '/api/pin-code', headers: f1Admin.auth });
    expect(state.json()).toMatchObject({ remainingAttempts: 4 });
    // The same salt still works with the right PIN, and the right PIN resets the count.
    await tokenFor(f1Admin, salt);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/pin-code', headers: f1Admin.auth })).json()).toMatchObject(
      { remainingAttempts: 5 },
    );
  });

  it('locks the PIN after five wrong PINs at the verify step: 423 code 122, then even the right PIN is refused', async () => {
    const { f1Admin, topUp } = await branch();
    await turnPinOn(f1Admin);
    const { salt } = expectStepUp(await confirm(f1Admin, (await topUp()).id));
    for (let attempt = 0; attempt < 4; attempt++) expectApiError(await verify(f1Admin, salt, '111222'), 400, 121);

    expect(expectApiError(await verify(f1Admin, salt, '111222'), 423, 122).details).toHaveProperty('lockedUntil');
    expectApiError(await verify(f1Admin, salt, PIN), 423, 122);
  });
});

describe('the step-up token', () => {
  it('serves once: the same token on the same request again is asked for a new PIN (reason `used`)', async () => {
    const { f2, f1Admin } = await branch();
    await turnPinOn(f1Admin);
    const body = adjustment(f2.id);
    const token = await tokenFor(f1Admin, expectStepUp(await adjust(f1Admin, body)).salt);

    expect((await adjust(f1Admin, body, token)).statusCode).toBe(200);
    expectStepUp(await adjust(f1Admin, body, token), 'used');
    expect(await balanceOf(f2.id)).toBe(1_000_000);
  });

  it('lets exactly one of two parallel requests with one token through', async () => {
    const { f2, f1Admin } = await branch();
    await turnPinOn(f1Admin);
    const body = adjustment(f2.id);
    const token = await tokenFor(f1Admin, expectStepUp(await adjust(f1Admin, body)).salt);

    const responses = await Promise.all([adjust(f1Admin, body, token), adjust(f1Admin, body, token)]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 403]);
  });

  it('serves only the request it was asked for: another amount or another top-up is refused (reason `mismatch`)', async () => {
    const { f2, f1Admin, topUp } = await branch();
    await turnPinOn(f1Admin);
    const body = adjustment(f2.id, { amount: 1_000 });
    const token = await tokenFor(f1Admin, expectStepUp(await adjust(f1Admin, body)).salt);

    expectStepUp(await adjust(f1Admin, { ...body, amount: 9_000_000 }, token), 'mismatch');
    expectStepUp(await confirm(f1Admin, (await topUp()).id, token), 'mismatch');
    expect(await balanceOf(f2.id)).toBe(0);
    expect((await adjust(f1Admin, body, token)).statusCode).toBe(200);
  });

  it("refuses another user's token and salt", async () => {
    const { f1, f2, f1Admin } = await branch();
    const colleague = await signInAt(ctx, f1.id, 'admin_f1');
    await turnPinOn(f1Admin);
    await turnPinOn(colleague, '730519');
    const body = adjustment(f2.id);
    const colleagueSalt = expectStepUp(await adjust(colleague, body)).salt;
    const colleagueToken = await tokenFor(colleague, colleagueSalt, '730519');

    expectStepUp(await adjust(f1Admin, body, colleagueToken), 'mismatch');
    const refusedSalt = expectApiError(
      await verify(f1Admin, expectStepUp(await adjust(colleague, body)).salt, PIN),
      400,
      1,
    );
    expect(refusedSalt.details).toMatchObject({ fields: [{ field: 'salt', message: 'invalid' }] });
    expect(await balanceOf(f2.id)).toBe(0);
  });

  it('expires after 5 minutes, and so does the salt', async () => {
    const { f2, f1Admin } = await branch();
    await turnPinOn(f1Admin);
    const body = adjustment(f2.id);
    const token = await tokenFor(f1Admin, expectStepUp(await adjust(f1Admin, body)).salt);
    const salt = expectStepUp(await adjust(f1Admin, body)).salt;
    ctx.clock.advance(5 * 60_000 + 1000);
    // The access token lives 15 minutes: still good here.

    expectStepUp(await adjust(f1Admin, body, token), 'expired');
    expect(expectApiError(await verify(f1Admin, salt, PIN), 400, 1).details).toMatchObject({
      fields: [{ field: 'salt', message: 'expired' }],
    });
  });

  it('exchanges a salt once, and refuses a forged or tampered token (reason `invalid`)', async () => {
    const { f2, f1Admin } = await branch();
    await turnPinOn(f1Admin);
    const body = adjustment(f2.id);
    const salt = expectStepUp(await adjust(f1Admin, body)).salt;
    const token = await tokenFor(f1Admin, salt);

    expect(expectApiError(await verify(f1Admin, salt, PIN), 400, 1).details).toMatchObject({
      fields: [{ field: 'salt', message: 'used' }],
    });
    const [payload, signature] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), a: 'ticket.issue' }),
    ).toString('base64url');
    expectStepUp(await adjust(f1Admin, body, `${otherPayload}.${signature}`), 'invalid');
    const forged = createStepUpCodec('not-the-server-secret').sign({
      kind: 't',
      id: 'x',
      userId: f1Admin.userId,
      action: 'deposit.adjust',
      fingerprint: 'x',
      expiresAt: new Date(ctx.clock.now().getTime() + 60_000),
    });
    expectStepUp(await adjust(f1Admin, body, forged), 'invalid');
    // A salt is not a token, even though both are signed with the same key.
    expectStepUp(await adjust(f1Admin, body, salt), 'invalid');
    expect(createStepUpCodec(testConfig().jwtSecret).read(token, 't', ctx.clock.now())).toHaveProperty('claims');
    expect((await adjust(f1Admin, body, token)).statusCode).toBe(200);
  });

  it('is not asked once the PIN is turned off', async () => {
    const { f2, f1Admin } = await branch();
    await turnPinOn(f1Admin);
    expectStepUp(await adjust(f1Admin, adjustment(f2.id)));
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/pin-code/turn-off',
          headers: f1Admin.auth,
          payload: { pin: PIN },
        })
      ).statusCode,
    ).toBe(200);

    expect((await adjust(f1Admin, adjustment(f2.id))).statusCode).toBe(200);
  });
});

describe('an agency that requires a PIN', () => {
  const requirePin = (agencyId: string) =>
    ctx.db
      .update(tables.agencies)
      .set({ settings: sql`${tables.agencies.settings} || '{"isPinRequired": true}'::jsonb` })
      .where(and(eq(tables.agencies.id, agencyId)));

  it('refuses a user without a PIN below it with a clear 403 (code 123, not 120) pointing to /system/pin-code', async () => {
    const { f1, f2 } = await branch();
    const f3 = await ctx.newAgency({ level: 'F3', parentId: f2.id });
    const f2Admin = await signInAt(ctx, f2.id, 'admin_f2');
    await requirePin(f1.id);

    const body = expectApiError(await adjust(f2Admin, adjustment(f3.id)), 403, 123);

    expect(body.details).toEqual({ setupPath: '/system/pin-code' });
    expect(body.message).toContain('/system/pin-code');
    expect(await balanceOf(f3.id)).toBe(0);
    const state = await ctx.app.inject({ method: 'GET', url: '/api/pin-code', headers: f2Admin.auth });
    expect(state.json()).toMatchObject({ isEnabled: false, isRequired: true });

    await turnPinOn(f2Admin);
    const adjusting = adjustment(f3.id);
    const token = await tokenFor(f2Admin, expectStepUp(await adjust(f2Admin, adjusting)).salt);
    expect((await adjust(f2Admin, adjusting, token)).statusCode).toBe(200);
  });

  it('asks its own users too, and leaves other branches alone', async () => {
    const required = await branch();
    const other = await branch();
    await requirePin(required.f1.id);

    expectApiError(await confirm(required.f1Admin, (await required.topUp()).id), 403, 123);
    expect((await confirm(other.f1Admin, (await other.topUp()).id)).statusCode).toBe(200);
  });
});
