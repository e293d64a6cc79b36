// The platform operator runs the F1 agencies (issue 12 item 14): creates one with its first admin (temporary password
// mailed through the outbox), configures it, locks it (its sessions end) and unlocks it, tops up its deposit (a
// balanced, idempotent adjustment) and lists every agency's deposit; an F1 admin is refused every one of these.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import { DEFAULT_ROLE_PERMISSIONS } from '@portal/domain';
import type {
  TAdjustmentResponse,
  TCreateSubAgencyResponse,
  TDepositBalanceResponse,
  TListSubAgenciesResponse,
  TSubAgencyDepositsResponse,
  TSubAgencyFormOptions,
  TSubAgencyResponse,
} from '@portal/contracts';
import { checkLedgerInvariants, describeViolation } from '../src/modules/ledger/ledger-invariants.js';
import { auditRows, expectApiError } from './support/http.js';
import {
  emailedPassword,
  fieldsOf,
  subAgencyCalls,
  subAgencyForm,
  type SubAgencyCalls,
} from './support/sub-agency-fixtures.js';
import { createTestContext, signInAs, type SignedIn, type TestContext } from './support/test-context.js';

const NEW_PASSWORD = 'Moi@Matkhau2026';

let ctx: TestContext;
let operator: SignedIn;
let operatorCalls: SubAgencyCalls;
/** An F1 admin of another platform's tree: refused on the operator's screens, and its F1 unknown to this operator. */
let strangerF1Admin: SignedIn;
let keySequence = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  operator = await ctx.newSignedInUser({ role: 'super_admin', level: 'platform' });
  operatorCalls = subAgencyCalls(ctx, operator.auth, 'f1-agencies');
  const otherPlatform = await ctx.newAgency({ level: 'platform' });
  strangerF1Admin = await ctx.newSignedInUser({ role: 'admin_f1', parentId: otherPlatform.id });
});
afterAll(() => ctx.close());

/** An F1's form: the platform charges F1s no issue fee, so the default issue fee stays empty. */
const f1Form = (overrides: Parameters<typeof subAgencyForm>[0] = {}) =>
  subAgencyForm({ defaultIssueFee: null, ...overrides });

/** The edit form's fields: the create form without the admin account. */
function agencyFields() {
  const { admin: _admin, ...fields } = f1Form();
  return fields;
}

async function createF1(overrides: Parameters<typeof subAgencyForm>[0] = {}) {
  const form = f1Form(overrides);
  const response = await operatorCalls.create(form);
  expect(response.statusCode, response.body).toBe(201);
  return { form, created: response.json<TCreateSubAgencyResponse>() };
}

/** The new admin signs in with the mailed temporary password and changes it, as the first sign-in asks. */
async function firstSignIn(username: string, email: string): Promise<SignedIn> {
  const temporary = await signInAs(ctx, username, await emailedPassword(ctx, email));
  expect(temporary.session.mustChangePassword).toBe(true);
  const changed = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: temporary.auth,
    payload: { currentPassword: await emailedPassword(ctx, email), newPassword: NEW_PASSWORD },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  return signInAs(ctx, username, NEW_PASSWORD);
}

const adjust = (who: SignedIn, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/deposit-adjustments', headers: who.auth, payload: body });

describe('creating an F1 agency', () => {
  it('creates the F1 below the platform with its first admin (AGT, admin_f1 codes, must change the mailed password)', async () => {
    const { form, created } = await createF1({ products: ['flights', 'train'], creditLimit: 20_000_000 });

    expect(created.agency).toMatchObject({
      parentId: operator.agencyId,
      level: 'F1',
      code: form.code,
      status: 'active',
      creditLimit: 20_000_000,
      bookingSystems: ['VN', 'VJ', '1A'],
      products: ['flights', 'train'],
      defaultIssueFee: null,
      deposit: { balance: 0, reserved: 0, available: 0 },
    });
    const [admin] = await ctx.db.select().from(tables.users).where(eq(tables.users.id, created.admin.id));
    expect(admin).toMatchObject({
      agencyId: created.agency.id,
      role: 'admin_f1',
      accountType: 'AGT',
      mustChangePassword: true,
    });

    const signedIn = await firstSignIn(form.admin.username, form.admin.email);
    expect(signedIn.session.agentInfo).toMatchObject({ id: created.agency.id, level: 'F1' });
    // admin_f1's template without the products the F1 does not have (eSIM, B2C).
    expect([...signedIn.session.permissions].sort()).toEqual(
      DEFAULT_ROLE_PERMISSIONS.admin_f1.filter((code) => code !== 'USE_ESIM' && code !== 'USE_B2C').sort(),
    );
    // The new F1's admin runs its own sub-agencies at once.
    expect((await subAgencyCalls(ctx, signedIn.auth).list()).statusCode).toBe(200);
    const [audit] = (await auditRows(ctx.db, 'agency.created', operator.userId)).filter(
      (row) => row.targetId === created.agency.id,
    );
    expect(JSON.stringify(audit?.details)).toContain('[masked]');
  });

  it("offers the platform's booking systems and products, and the F1 level, on the form", async () => {
    const response = await operatorCalls.options();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TSubAgencyFormOptions>()).toMatchObject({
      parent: { id: operator.agencyId },
      level: 'F1',
      defaults: { defaultIssueFee: null },
    });
  });

  it('refuses a default issue fee for an F1 (400 naming the field): the platform charges F1s nothing', async () => {
    const body = expectApiError(await operatorCalls.create(f1Form({ defaultIssueFee: 30_000 })), 400, 1);
    expect(fieldsOf(body)).toEqual(['defaultIssueFee']);
  });

  it('answers 409 naming the code when an F1 with the same code exists', async () => {
    const { form } = await createF1();
    const body = expectApiError(await operatorCalls.create(f1Form({ code: form.code.toLowerCase() })), 409, 41);
    expect(fieldsOf(body)).toEqual(['code']);
  });
});

describe('configuring, locking and unlocking an F1', () => {
  it('changes its booking systems, products and credit limit, and lists it', async () => {
    const { form, created } = await createF1();
    const { admin: _admin, ...fields } = form;
    const response = await operatorCalls.update(created.agency.id, {
      ...fields,
      creditLimit: 75_000_000,
      bookingSystems: ['VN', 'QH'],
      products: ['flights', 'esim'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TSubAgencyResponse>().agency).toMatchObject({
      creditLimit: 75_000_000,
      bookingSystems: ['VN', 'QH'],
      products: ['flights', 'esim'],
    });
    const list = (await operatorCalls.list(`?q=${form.code}`)).json<TListSubAgenciesResponse>();
    expect(list.items.map((item) => item.id)).toEqual([created.agency.id]);
  });

  it('locks it: its admin is signed out at once and refused at login; unlocking lets them sign in again', async () => {
    const { form, created } = await createF1();
    const admin = await firstSignIn(form.admin.username, form.admin.email);

    const locked = await operatorCalls.lock(created.agency.id);
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json<TSubAgencyResponse>().agency.status).toBe('locked');
    expectApiError(await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin.auth }), 401, 13);
    expectApiError(await ctx.login(form.admin.username, NEW_PASSWORD), 403, 13);

    const unlocked = await operatorCalls.unlock(created.agency.id);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json<TSubAgencyResponse>().agency.status).toBe('active');
    await signInAs(ctx, form.admin.username, NEW_PASSWORD);
    expectApiError(await operatorCalls.unlock(created.agency.id), 409, 41);
  });
});

describe("the F1's deposit", () => {
  it('tops it up with a balanced, idempotent adjustment; the F1 admin sees the balance; the operator lists every deposit', async () => {
    const { form, created } = await createF1();
    const admin = await firstSignIn(form.admin.username, form.admin.email);
    const request = {
      agencyId: created.agency.id,
      direction: 'credit',
      amount: 30_000_000,
      reason: 'Nạp ký quỹ ban đầu',
      idempotencyKey: `operator-top-up-${++keySequence}`,
    };

    const responses = await Promise.all([adjust(operator, request), adjust(operator, request)]);
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const results = responses.map((response) => response.json<TAdjustmentResponse>());
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    expect(results.filter((result) => !result.isReplay)).toHaveLength(1);
    expectApiError(await adjust(operator, { ...request, amount: 30_000_001 }), 422, 41);
    const { violations } = await checkLedgerInvariants(ctx.db);
    expect(violations.map(describeViolation)).toEqual([]);

    const balance = await ctx.app.inject({ method: 'GET', url: '/api/ledger/balance', headers: admin.auth });
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.json<TDepositBalanceResponse>()).toMatchObject({ balance: 30_000_000 });

    const deposits = await ctx.app.inject({ method: 'GET', url: '/api/deposits/sub-agencies', headers: operator.auth });
    expect(deposits.statusCode, deposits.body).toBe(200);
    const row = deposits.json<TSubAgencyDepositsResponse>().items.find((item) => item.agencyId === created.agency.id);
    expect(row).toMatchObject({ level: 'F1', balance: 30_000_000, parentId: operator.agencyId });
  });
});

describe('who may', () => {
  it('refuses an F1 admin every operator endpoint (403), even on its own agency', async () => {
    const calls = subAgencyCalls(ctx, strangerF1Admin.auth, 'f1-agencies');
    for (const response of [
      await calls.list(),
      await calls.options(),
      await calls.get(strangerF1Admin.agencyId),
      await calls.create(f1Form()),
      await calls.update(strangerF1Admin.agencyId, agencyFields()),
      await calls.lock(strangerF1Admin.agencyId),
      await calls.unlock(strangerF1Admin.agencyId),
    ])
      expectApiError(response, 403, 30);
  });

  it("answers 404 to the operator for an F1 of another platform's tree", async () => {
    for (const response of [
      await operatorCalls.get(strangerF1Admin.agencyId),
      await operatorCalls.update(strangerF1Admin.agencyId, agencyFields()),
      await operatorCalls.lock(strangerF1Admin.agencyId),
    ])
      expectApiError(response, 404, 40);
    expect((await operatorCalls.list()).json<TListSubAgenciesResponse>().items.map((item) => item.id)).not.toContain(
      strangerF1Admin.agencyId,
    );
  });
});
