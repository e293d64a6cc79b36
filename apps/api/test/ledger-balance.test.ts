// GET /api/ledger/balance: the caller's own agency's deposit, read through the ledger service, never another agency's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import { ErrorCode, type TDepositBalanceResponse } from '@portal/contracts';
import { createLedgerService, type LedgerService } from '../src/modules/ledger/ledger.service.js';
import { expectApiError } from './support/http.js';
import { createTestContext, type TestContext } from './support/test-context.js';

let ctx: TestContext;
let ledger: LedgerService;
beforeAll(async () => {
  ctx = await createTestContext();
  ledger = createLedgerService({ db: ctx.db, clock: ctx.clock });
});
afterAll(() => ctx.close());

const getBalance = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/ledger/balance', headers });
const topUp = (agencyId: string, amount: number, label: string) =>
  ledger.topUp({
    idempotencyKey: `test:topup:${label}`,
    agencyId,
    amount,
    reference: { type: 'topup_request', id: label },
  });

describe('GET /api/ledger/balance', () => {
  it("answers the caller's own agency's figures after a top-up, and not another agency's", async () => {
    const admin = await ctx.newSignedInUser({ role: 'admin_f1' });
    const other = await ctx.newSignedInUser({ role: 'admin_f1' });
    await topUp(admin.agencyId, 7_500_000, 'own');
    await topUp(other.agencyId, 42_000_000, 'other');

    const response = await getBalance(admin.auth);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TDepositBalanceResponse>()).toEqual({
      agencyId: admin.agencyId,
      balance: 7_500_000,
      reserved: 0,
      available: 7_500_000,
      creditLimit: 0,
    });
    expect((await getBalance(other.auth)).json<TDepositBalanceResponse>()).toMatchObject({
      agencyId: other.agencyId,
      available: 42_000_000,
    });
  });

  it('shows a reservation as reserved and lowers the available amount, for any signed-in agent of the agency', async () => {
    const admin = await ctx.newSignedInUser({ role: 'admin_f1' });
    const agent = await ctx.newUser({ agencyId: admin.agencyId, role: 'agent_f1' });
    await topUp(admin.agencyId, 3_000_000, 'reserve-base');
    await ledger.reserve({
      idempotencyKey: 'test:reserve:1',
      agencyId: admin.agencyId,
      amount: 1_200_000,
      reference: { type: 'booking', id: 'B-1' },
    });
    const login = await ctx.login(agent.username, agent.password);
    const { accessToken } = login.json<{ accessToken: string }>();

    const response = await getBalance({ authorization: `Bearer ${accessToken}` });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      agencyId: admin.agencyId,
      balance: 3_000_000,
      reserved: 1_200_000,
      available: 1_800_000,
      creditLimit: 0,
    });
  });

  it('answers zeros with the credit limit for an agency whose deposit never moved, opening no account', async () => {
    const fresh = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: (await ctx.newAgency()).id });
    await ctx.db.update(tables.agencies).set({ creditLimit: 5_000_000 }).where(eq(tables.agencies.id, fresh.agencyId));

    const response = await getBalance(fresh.auth);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      agencyId: fresh.agencyId,
      balance: 0,
      reserved: 0,
      available: 0,
      creditLimit: 5_000_000,
    });
    expect(
      await ctx.db.select().from(tables.ledgerAccounts).where(eq(tables.ledgerAccounts.agencyId, fresh.agencyId)),
    ).toEqual([]);
  });

  it('refuses a caller without a token with 401', async () => {
    expectApiError(await getBalance(), 401, ErrorCode.UNAUTHENTICATED);
  });
});

describe('the platform', () => {
  it('answers 404 to an operator: the platform holds no deposit', async () => {
    const platform = await ctx.newAgency({ level: 'platform' });
    const operator = await ctx.newUser({ agencyId: platform.id, role: 'super_admin' });
    const login = await ctx.login(operator.username, operator.password);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/ledger/balance',
      headers: { authorization: `Bearer ${login.json().accessToken}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(40);
  });
});
