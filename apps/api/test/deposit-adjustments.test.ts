// POST /api/deposit-adjustments: the agency above credits (T) or debits (C) a direct sub-agency's deposit, once per key, audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TAdjustmentResponse } from '@portal/contracts';
import { checkLedgerInvariants, describeViolation } from '../src/modules/ledger/ledger-invariants.js';
import { createLedgerService } from '../src/modules/ledger/ledger.service.js';
import { auditRows, expectApiError } from './support/http.js';
import { createTestContext, type TestContext } from './support/test-context.js';
import { agencyTree, signInAt, type AgencyTree, type Caller } from './support/top-ups.js';

let ctx: TestContext;
let tree: AgencyTree;
let keySequence = 0;
beforeAll(async () => {
  ctx = await createTestContext();
  tree = await agencyTree(ctx);
});
afterAll(() => ctx.close());

const ledger = () => createLedgerService({ db: ctx.db, clock: ctx.clock });
const newKey = () => `test-adjustment-${++keySequence}`;
const adjust = (caller: Caller, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/deposit-adjustments', headers: caller.auth, payload: body });
const body = (overrides: Record<string, unknown> = {}) => ({
  agencyId: tree.f2Id,
  direction: 'credit',
  amount: 2_000_000,
  reason: 'Bù chênh lệch đối soát',
  idempotencyKey: newKey(),
  ...overrides,
});

async function expectInvariants() {
  const { violations } = await checkLedgerInvariants(ctx.db);
  expect(violations.map(describeViolation)).toEqual([]);
}

const legsOf = (transactionId: string) =>
  ctx.db
    .select({
      amount: tables.ledgerEntries.amount,
      kind: tables.ledgerAccounts.kind,
      agencyId: tables.ledgerAccounts.agencyId,
    })
    .from(tables.ledgerEntries)
    .innerJoin(tables.ledgerAccounts, eq(tables.ledgerAccounts.id, tables.ledgerEntries.accountId))
    .where(eq(tables.ledgerEntries.transactionId, transactionId));

describe('credit and debit', () => {
  it("credits a direct sub-agency with a T against the parent's funding account, answering before and after, audited", async () => {
    const before = await ledger().balances(tree.f2Id);

    const response = await adjust(tree.f1Admin, body({ amount: 2_000_000 }));

    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<TAdjustmentResponse>();
    expect(result).toMatchObject({
      agencyId: tree.f2Id,
      direction: 'credit',
      amount: 2_000_000,
      isReplay: false,
      before: { balance: before.balance },
      after: { balance: before.balance + 2_000_000 },
    });
    const [transaction] = await ctx.db
      .select()
      .from(tables.ledgerTransactions)
      .where(eq(tables.ledgerTransactions.id, result.transactionId));
    expect(transaction).toMatchObject({
      type: 'T',
      referenceType: 'adjustment',
      referenceId: result.adjustmentId,
      description: 'Bù chênh lệch đối soát',
      agencyId: tree.f2Id,
      createdBy: tree.f1Admin.userId,
    });
    expect(await legsOf(result.transactionId)).toEqual(
      expect.arrayContaining([
        { amount: 2_000_000, kind: 'agency_deposit', agencyId: tree.f2Id },
        { amount: -2_000_000, kind: 'parent_funding', agencyId: tree.f1Id },
      ]),
    );
    const [audit] = (await auditRows(ctx.db, 'deposit.adjusted', tree.f1Admin.userId)).filter(
      (row) => row.targetId === result.transactionId,
    );
    expect(audit).toMatchObject({ agencyId: tree.f1Id, targetType: 'ledger_transaction' });
    expect(audit!.details).toMatchObject({
      targetAgencyId: tree.f2Id,
      direction: 'credit',
      amount: 2_000_000,
      reason: 'Bù chênh lệch đối soát',
      before: { balance: before.balance },
      after: { balance: before.balance + 2_000_000 },
    });
    await expectInvariants();
  });

  it('debits with a C, down to exactly minus the credit limit, and refuses one đồng more with 422 code 60', async () => {
    await ctx.db.update(tables.agencies).set({ creditLimit: 1_000_000 }).where(eq(tables.agencies.id, tree.f3Id));
    await adjust(tree.f2Admin, body({ agencyId: tree.f3Id, amount: 500_000 }));
    const { available } = await ledger().balances(tree.f3Id);

    const debit = await adjust(
      tree.f2Admin,
      body({ agencyId: tree.f3Id, direction: 'debit', amount: available + 1_000_000 }),
    );

    expect(debit.statusCode, debit.body).toBe(200);
    const result = debit.json<TAdjustmentResponse>();
    expect(result.after.available).toBe(-1_000_000);
    const [transaction] = await ctx.db
      .select()
      .from(tables.ledgerTransactions)
      .where(eq(tables.ledgerTransactions.id, result.transactionId));
    expect(transaction!.type).toBe('C');
    expect(await legsOf(result.transactionId)).toEqual(
      expect.arrayContaining([
        { amount: -(available + 1_000_000), kind: 'agency_deposit', agencyId: tree.f3Id },
        { amount: available + 1_000_000, kind: 'parent_funding', agencyId: tree.f2Id },
      ]),
    );

    const refused = await adjust(tree.f2Admin, body({ agencyId: tree.f3Id, direction: 'debit', amount: 1 }));
    expect(expectApiError(refused, 422, 60).details).toEqual({
      available: -1_000_000,
      creditLimit: 1_000_000,
      spendable: 0,
      requested: 1,
    });
    expect((await ledger().balances(tree.f3Id)).available).toBe(-1_000_000);
    await expectInvariants();
  });

  it('counts reserved money: a debit cannot take what a pending booking holds', async () => {
    const target = await ctx.newAgency({ level: 'F2', parentId: tree.f1Id });
    await adjust(tree.f1Admin, body({ agencyId: target.id, amount: 1_000_000 }));
    await ledger().reserve({
      idempotencyKey: `test:reserve:${target.id}`,
      agencyId: target.id,
      amount: 800_000,
      reference: { type: 'booking', id: 'PNR-1' },
    });

    expectApiError(
      await adjust(tree.f1Admin, body({ agencyId: target.id, direction: 'debit', amount: 200_001 })),
      422,
      60,
    );
    expect(
      (await adjust(tree.f1Admin, body({ agencyId: target.id, direction: 'debit', amount: 200_000 }))).statusCode,
    ).toBe(200);
    await expectInvariants();
  });

  it("lets the platform operator adjust an F1, against the platform's cash", async () => {
    const response = await adjust(tree.superadmin, body({ agencyId: tree.f1Id, amount: 50_000_000 }));

    expect(response.statusCode, response.body).toBe(200);
    const legs = await legsOf(response.json<TAdjustmentResponse>().transactionId);
    expect(legs).toEqual(expect.arrayContaining([{ amount: -50_000_000, kind: 'platform_cash', agencyId: null }]));
  });
});

describe('idempotency', () => {
  it('answers a retry with the same key as a replay, moving nothing and auditing once, also when sent 5 times at once', async () => {
    const request = body({ amount: 333_000 });
    const before = (await ledger().balances(tree.f2Id)).balance;

    const responses = await Promise.all(Array.from({ length: 5 }, () => adjust(tree.f1Admin, request)));

    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const results = responses.map((response) => response.json<TAdjustmentResponse>());
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    expect(results.filter((result) => !result.isReplay)).toHaveLength(1);
    expect((await ledger().balances(tree.f2Id)).balance).toBe(before + 333_000);
    expect(
      (await auditRows(ctx.db, 'deposit.adjusted')).filter((row) => row.targetId === results[0]!.transactionId),
    ).toHaveLength(1);

    // A reworded reason is the same request; a different amount with the key is 422 code 41.
    const reworded = await adjust(tree.f1Admin, { ...request, reason: 'Lý do viết lại' });
    expect(reworded.json<TAdjustmentResponse>()).toMatchObject({
      isReplay: true,
      transactionId: results[0]!.transactionId,
    });
    expectApiError(await adjust(tree.f1Admin, { ...request, amount: 334_000 }), 422, 41);
    expectApiError(await adjust(tree.f1Admin, { ...request, direction: 'debit' }), 422, 41);
    expect((await ledger().balances(tree.f2Id)).balance).toBe(before + 333_000);
    await expectInvariants();
  });

  it('scopes keys by the adjusting agency: another parent may use the same key', async () => {
    const key = newKey();
    const first = await adjust(tree.f1Admin, body({ idempotencyKey: key }));
    const second = await adjust(tree.f2Admin, body({ agencyId: tree.f3Id, idempotencyKey: key }));

    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json<TAdjustmentResponse>()).toMatchObject({ isReplay: false, agencyId: tree.f3Id });
  });
});

describe('refusals', () => {
  it('needs a reason, a positive whole amount, a direction and a well-formed key, each named', async () => {
    for (const [overrides, field] of [
      [{ reason: '' }, 'reason'],
      [{ reason: '    ' }, 'reason'],
      [{ reason: 'x'.repeat(501) }, 'reason'],
      [{ amount: 0 }, 'amount'],
      [{ amount: 1.5 }, 'amount'],
      [{ amount: 10_000_000_001 }, 'amount'],
      [{ direction: 'sideways' }, 'direction'],
      [{ idempotencyKey: 'short' }, 'idempotencyKey'],
      [{ idempotencyKey: 'has spaces in it' }, 'idempotencyKey'],
      [{ agencyId: 'F2' }, 'agencyId'],
    ] as const) {
      const response = await adjust(tree.f1Admin, body(overrides));

      expectApiError(response, 400, 1);
      expect(
        response.json<{ details: { fields: { field: string }[] } }>().details.fields.map((issue) => issue.field),
        JSON.stringify(overrides),
      ).toEqual([field]);
    }
    const { reason: _reason, ...withoutReason } = body();
    expectApiError(await adjust(tree.f1Admin, withoutReason), 400, 1);
  });

  it('refuses its own deposit with 403 and any agency but a direct sub-agency with 404', async () => {
    const otherBranch = await agencyTree(ctx);
    expectApiError(await adjust(tree.f1Admin, body({ agencyId: tree.f1Id })), 403, 30);
    for (const agencyId of [
      tree.f3Id,
      otherBranch.f2Id,
      otherBranch.f1Id,
      tree.platformId,
      '00000000-0000-4000-8000-000000000000',
    ]) {
      expectApiError(await adjust(tree.f1Admin, body({ agencyId })), 404, 40);
    }
    expectApiError(await adjust(tree.f3Admin, body({ agencyId: tree.f2Id })), 404, 40);
  });

  it('is for administrators only: agents and a DEPOSIT_MANAGER who is not an admin get 403', async () => {
    const agent = await signInAt(ctx, tree.f1Id, 'agent_f1');
    const accountant = await signInAt(ctx, tree.f1Id, 'agent_f1', ['AGENT_F1', 'DEPOSIT_MANAGER']);
    for (const caller of [agent, accountant]) expectApiError(await adjust(caller, body()), 403, 30);
  });
});
