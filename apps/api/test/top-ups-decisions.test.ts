// POST /api/top-ups/{id}/decision: the agency directly above confirms once (one T, atomically with the status) or rejects with a reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TTopUp } from '@portal/contracts';
import { checkLedgerInvariants, describeViolation } from '../src/modules/ledger/ledger-invariants.js';
import { createLedgerService } from '../src/modules/ledger/ledger.service.js';
import { auditRows, expectApiError } from './support/http.js';
import { createTestContext, type TestContext } from './support/test-context.js';
import { agencyTree, createTopUp, decide, signInAt, type AgencyTree } from './support/top-ups.js';

let ctx: TestContext;
let tree: AgencyTree;
beforeAll(async () => {
  ctx = await createTestContext();
  tree = await agencyTree(ctx);
});
afterAll(() => ctx.close());

const balanceOf = (agencyId: string) => createLedgerService({ db: ctx.db, clock: ctx.clock }).balances(agencyId);
const transactionsOf = (requestId: string) =>
  ctx.db
    .select()
    .from(tables.ledgerTransactions)
    .where(
      and(
        eq(tables.ledgerTransactions.referenceType, 'top_up_request'),
        eq(tables.ledgerTransactions.referenceId, requestId),
      ),
    );

async function expectInvariants() {
  const { violations } = await checkLedgerInvariants(ctx.db);
  expect(violations.map(describeViolation)).toEqual([]);
}

describe('confirm', () => {
  it('credits the deposit exactly once under 10 concurrent confirms: one T, one audit row, invariants hold', async () => {
    const request = await createTopUp(ctx, tree.f2Admin, { amount: '7500000' });
    const before = await balanceOf(tree.f2Id);

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => decide(ctx, tree.f1Admin, request.id, { decision: 'confirm' })),
    );

    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const bodies = responses.map((response) => response.json<TTopUp>());
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    const confirmed = bodies[0]!;
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      decidedBy: { id: tree.f1Admin.userId },
      canDecide: false,
      rejectReason: null,
    });
    expect((await balanceOf(tree.f2Id)).balance).toBe(before.balance + 7_500_000);
    const transactions = await transactionsOf(request.id);
    expect(transactions).toHaveLength(1);
    expect(transactions[0]).toMatchObject({
      id: confirmed.ledgerTransactionId,
      type: 'T',
      agencyId: tree.f2Id,
      idempotencyKey: `topup-request:${request.id}`,
      createdBy: tree.f1Admin.userId,
    });
    const audits = (await auditRows(ctx.db, 'deposit.topup_confirmed', tree.f1Admin.userId)).filter(
      (row) => row.targetId === request.id,
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({
      amount: 7_500_000,
      ledgerTransactionId: confirmed.ledgerTransactionId,
      balanceAfter: before.balance + 7_500_000,
    });
    await expectInvariants();
  });

  it('answers a later confirm with the same result, moving nothing', async () => {
    const request = await createTopUp(ctx, tree.f2Admin, { amount: '1200000' });
    const first = await decide(ctx, tree.f1Admin, request.id, { decision: 'confirm' });
    const balance = (await balanceOf(tree.f2Id)).balance;
    ctx.clock.advance(60_000);

    const again = await decide(ctx, tree.f1Admin, request.id, { decision: 'confirm' });

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await balanceOf(tree.f2Id)).balance).toBe(balance);
    expect(await transactionsOf(request.id)).toHaveLength(1);
  });

  it('lets an F1 DEPOSIT_MANAGER confirm an F2 request; the F2 admin an F3 request; the platform an F1 request', async () => {
    const accountant = await signInAt(ctx, tree.f1Id, 'agent_f1', ['AGENT_F1', 'DEPOSIT_MANAGER']);
    for (const [requester, decider, agencyId] of [
      [tree.f2Admin, accountant, tree.f2Id],
      [tree.f3Admin, tree.f2Admin, tree.f3Id],
      [tree.f1Admin, tree.superadmin, tree.f1Id],
    ] as const) {
      const request = await createTopUp(ctx, requester, { amount: '300000' });
      const before = (await balanceOf(agencyId)).balance;

      const response = await decide(ctx, decider, request.id, { decision: 'confirm' });

      expect(response.statusCode, response.body).toBe(200);
      expect((await balanceOf(agencyId)).balance).toBe(before + 300_000);
    }
    // The F3's credit comes out of the F2's funding account, the F1's out of the platform's cash.
    const [f3Transaction] = await ctx.db
      .select()
      .from(tables.ledgerTransactions)
      .where(eq(tables.ledgerTransactions.agencyId, tree.f3Id));
    const legs = await ctx.db
      .select({
        amount: tables.ledgerEntries.amount,
        kind: tables.ledgerAccounts.kind,
        agencyId: tables.ledgerAccounts.agencyId,
      })
      .from(tables.ledgerEntries)
      .innerJoin(tables.ledgerAccounts, eq(tables.ledgerAccounts.id, tables.ledgerEntries.accountId))
      .where(eq(tables.ledgerEntries.transactionId, f3Transaction!.id));
    expect(legs).toEqual(
      expect.arrayContaining([
        { amount: 300_000, kind: 'agency_deposit', agencyId: tree.f3Id },
        { amount: -300_000, kind: 'parent_funding', agencyId: tree.f2Id },
      ]),
    );
    await expectInvariants();
  });
});

describe('reject', () => {
  it('needs a reason: missing, blank or over 500 characters is 400 naming reason', async () => {
    const request = await createTopUp(ctx, tree.f2Admin);
    for (const body of [
      { decision: 'reject' },
      { decision: 'reject', reason: '   ' },
      { decision: 'reject', reason: 'x'.repeat(501) },
    ]) {
      const response = await decide(ctx, tree.f1Admin, request.id, body);

      expectApiError(response, 400, 1);
      expect(
        response.json<{ details: { fields: { field: string }[] } }>().details.fields.map((issue) => issue.field),
      ).toEqual(['reason']);
    }
    expect(
      (await ctx.db.select().from(tables.topUpRequests).where(eq(tables.topUpRequests.id, request.id)))[0]!.status,
    ).toBe('pending');
  });

  it('records the trimmed reason, moves no money, audits, and a repeated reject answers the same', async () => {
    const request = await createTopUp(ctx, tree.f2Admin);
    const before = (await balanceOf(tree.f2Id)).balance;

    const response = await decide(ctx, tree.f1Admin, request.id, {
      decision: 'reject',
      reason: '  Không khớp sao kê ngân hàng  ',
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TTopUp>()).toMatchObject({
      status: 'rejected',
      rejectReason: 'Không khớp sao kê ngân hàng',
      ledgerTransactionId: null,
      decidedBy: { id: tree.f1Admin.userId },
    });
    expect((await balanceOf(tree.f2Id)).balance).toBe(before);
    expect(await transactionsOf(request.id)).toEqual([]);
    const [audit] = (await auditRows(ctx.db, 'deposit.topup_rejected', tree.f1Admin.userId)).filter(
      (row) => row.targetId === request.id,
    );
    expect(audit!.details).toMatchObject({ reason: 'Không khớp sao kê ngân hàng', requesterAgencyId: tree.f2Id });

    const again = await decide(ctx, tree.f1Admin, request.id, { decision: 'reject', reason: 'Lý do khác' });
    expect(again.json()).toEqual(response.json());
  });

  it('answers 409 to confirming a rejected request and to rejecting a confirmed one', async () => {
    const rejected = await createTopUp(ctx, tree.f2Admin);
    await decide(ctx, tree.f1Admin, rejected.id, { decision: 'reject', reason: 'Sai số tiền' });
    const confirmAfterReject = await decide(ctx, tree.f1Admin, rejected.id, { decision: 'confirm' });
    expect(expectApiError(confirmAfterReject, 409, 41).details).toEqual({ status: 'rejected' });
    expect(await transactionsOf(rejected.id)).toEqual([]);

    const confirmed = await createTopUp(ctx, tree.f2Admin);
    await decide(ctx, tree.f1Admin, confirmed.id, { decision: 'confirm' });
    expectApiError(await decide(ctx, tree.f1Admin, confirmed.id, { decision: 'reject', reason: 'Nhầm' }), 409, 41);
    const [row] = await ctx.db.select().from(tables.topUpRequests).where(eq(tables.topUpRequests.id, confirmed.id));
    expect(row!.status).toBe('confirmed');
  });

  it('lets exactly one of a concurrent confirm and reject win', async () => {
    const request = await createTopUp(ctx, tree.f2Admin, { amount: '4000000' });
    const before = (await balanceOf(tree.f2Id)).balance;

    const [confirm, reject] = await Promise.all([
      decide(ctx, tree.f1Admin, request.id, { decision: 'confirm' }),
      decide(ctx, tree.f1Admin, request.id, { decision: 'reject', reason: 'Trùng yêu cầu' }),
    ]);

    expect([confirm.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const credited = (await balanceOf(tree.f2Id)).balance - before;
    const [row] = await ctx.db.select().from(tables.topUpRequests).where(eq(tables.topUpRequests.id, request.id));
    expect(credited).toBe(row!.status === 'confirmed' ? 4_000_000 : 0);
    await expectInvariants();
  });
});

describe('who may decide', () => {
  let request: TTopUp;
  beforeAll(async () => {
    request = await createTopUp(ctx, tree.f2Admin);
  });

  it("refuses the requester's own agency with 403, even its admin", async () => {
    const colleague = await signInAt(ctx, tree.f2Id, 'admin_f2');
    for (const caller of [tree.f2Admin, colleague]) {
      expectApiError(await decide(ctx, caller, request.id, { decision: 'confirm' }), 403, 30);
    }
    expectApiError(await decide(ctx, tree.f2Admin, request.id, { decision: 'reject', reason: 'x' }), 403, 30);
  });

  it('answers 404 to every agency outside the requester and its parent: another branch, the grandparent, the child', async () => {
    const otherBranch = await agencyTree(ctx);
    for (const caller of [otherBranch.f1Admin, otherBranch.f2Admin, tree.superadmin, tree.f3Admin]) {
      expectApiError(await decide(ctx, caller, request.id, { decision: 'confirm' }), 404, 40);
    }
    expectApiError(
      await decide(ctx, tree.f1Admin, '00000000-0000-4000-8000-000000000000', { decision: 'confirm' }),
      404,
      40,
    );
  });

  it('refuses agents without the accounting rule with 403', async () => {
    const agent = await signInAt(ctx, tree.f1Id, 'agent_f1');
    expectApiError(await decide(ctx, agent, request.id, { decision: 'confirm' }), 403, 30);
    const [row] = await ctx.db.select().from(tables.topUpRequests).where(eq(tables.topUpRequests.id, request.id));
    expect(row!.status).toBe('pending');
  });

  it('names a bad decision and an unknown field', async () => {
    const response = await decide(ctx, tree.f1Admin, request.id, { decision: 'approve', extra: 1 });
    expectApiError(response, 400, 1);
    expect(
      response
        .json<{ details: { fields: { field: string }[] } }>()
        .details.fields.map((issue) => issue.field)
        .sort(),
    ).toEqual(['decision', 'extra']);
  });
});
