// Issue fee rules over HTTP: list, save by key, delete, preview; scoped to direct sub-agencies, refused to agents, audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import {
  ErrorCode,
  type TCommissionFeeRule,
  type TListCommissionFeesResponse,
  type TSaveCommissionFeeResponse,
} from '@portal/contracts';
import { auditRows, expectApiError } from './support/http.js';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';

let ctx: TestContext;
/** F1 "A" with admin; F2 "B" under A with admin; F3 "C" under B; another F1 "X" with its own F2 "Y". */
let f1Admin: SignedIn;
let f2Admin: SignedIn;
let f3Id: string;
let otherF1Admin: SignedIn;
let otherF2Id: string;

beforeAll(async () => {
  ctx = await createTestContext();
  f1Admin = await ctx.newSignedInUser({ role: 'admin_f1' });
  f2Admin = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: f1Admin.agencyId });
  f3Id = (await ctx.newAgency({ level: 'F3', parentId: f2Admin.agencyId, name: 'Phòng vé C' })).id;
  otherF1Admin = await ctx.newSignedInUser({ role: 'admin_f1' });
  otherF2Id = (await ctx.newAgency({ level: 'F2', parentId: otherF1Admin.agencyId })).id;
});
afterAll(() => ctx.close());

const domesticAdult = (overrides: Record<string, unknown> = {}) => ({
  subAgencyId: null,
  airline: null,
  routeScope: 'domestic',
  paxType: 'ADT',
  chargeBasis: 'segment',
  amount: 50_000,
  ...overrides,
});

const put = (who: SignedIn, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url: '/api/commission-fees', headers: who.auth, payload: payload as object });
const list = (who: SignedIn) => ctx.app.inject({ method: 'GET', url: '/api/commission-fees', headers: who.auth });
const remove = (who: SignedIn, id: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/commission-fees/${id}`, headers: who.auth });

async function save(who: SignedIn, payload: unknown, status = 201): Promise<TCommissionFeeRule> {
  const response = await put(who, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<TSaveCommissionFeeResponse>().rule;
}

async function rulesOf(who: SignedIn): Promise<TListCommissionFeesResponse> {
  const response = await list(who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TListCommissionFeesResponse>();
}

describe('listing', () => {
  it('lists nothing at first, with the direct sub-agencies a rule may name (not grandchildren, not other trees)', async () => {
    const answer = await rulesOf(f1Admin);
    expect(answer.canCharge).toBe(true);
    expect(answer.items).toEqual([]);
    expect(answer.subAgencies.map((agency) => agency.id)).toEqual([f2Admin.agencyId]);
    const ofF2 = await rulesOf(f2Admin);
    expect(ofF2.subAgencies).toEqual([{ id: f3Id, code: expect.any(String), name: 'Phòng vé C' }]);
  });
});

describe('saving a rule', () => {
  it('creates a default rule (201), then changes its amount and basis under the same key (200), one row throughout', async () => {
    const created = await save(f1Admin, domesticAdult());
    expect(created).toMatchObject({
      subAgency: null,
      airline: null,
      routeScope: 'domestic',
      paxType: 'ADT',
      chargeBasis: 'segment',
      amount: 50_000,
    });
    const updated = await save(f1Admin, domesticAdult({ amount: 60_000, chargeBasis: 'ticket' }), 200);
    expect(updated).toMatchObject({ id: created.id, amount: 60_000, chargeBasis: 'ticket' });
    const rows = await ctx.db
      .select()
      .from(tables.commissionFees)
      .where(eq(tables.commissionFees.agencyId, f1Admin.agencyId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 60_000, chargeBasis: 'ticket', updatedBy: f1Admin.userId });
  });

  it('names the sub-agency of a rule for one sub-agency, and stores the airline in upper case', async () => {
    const rule = await save(f1Admin, domesticAdult({ subAgencyId: f2Admin.agencyId, airline: 'vj', amount: 40_000 }));
    expect(rule.subAgency).toMatchObject({ id: f2Admin.agencyId, code: expect.stringMatching(/^AG/) });
    expect(rule.airline).toBe('VJ');
    const { items } = await rulesOf(f1Admin);
    expect(items.map((item) => [item.subAgency?.id ?? null, item.airline])).toEqual([
      [null, null],
      [f2Admin.agencyId, 'VJ'],
    ]);
  });

  it('lets an F2 set rules for its own F3', async () => {
    const rule = await save(
      f2Admin,
      domesticAdult({ subAgencyId: f3Id, routeScope: 'international', chargeBasis: 'ticket', amount: 30_000 }),
    );
    expect(rule.subAgency?.id).toBe(f3Id);
    expect((await rulesOf(f2Admin)).items.map((item) => item.id)).toEqual([rule.id]);
    expect((await rulesOf(f1Admin)).items.map((item) => item.id)).not.toContain(rule.id);
  });

  it('answers 404 for a sub-agency that is not a direct child of the caller: another tree, a grandchild, a sibling, none at all', async () => {
    for (const [who, subAgencyId] of [
      [f1Admin, otherF2Id],
      [f1Admin, f3Id],
      [f2Admin, otherF2Id],
      [otherF1Admin, f2Admin.agencyId],
      [f1Admin, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expectApiError(await put(who, domesticAdult({ subAgencyId })), 404, ErrorCode.NOT_FOUND);
    }
    const rows = await ctx.db
      .select()
      .from(tables.commissionFees)
      .where(eq(tables.commissionFees.agencyId, otherF1Admin.agencyId));
    expect(rows).toEqual([]);
  });

  it.each([
    ['a negative amount', { amount: -1 }, 'amount'],
    ['an amount over 10,000,000', { amount: 10_000_001 }, 'amount'],
    ['a fractional amount', { amount: 1.5 }, 'amount'],
    ['an amount as text', { amount: '50000' }, 'amount'],
    ['a three-letter airline', { airline: 'VNA' }, 'airline'],
    ['an airline with a symbol', { airline: 'V-' }, 'airline'],
    ['an unknown route scope', { routeScope: 'abroad' }, 'routeScope'],
    ['an unknown passenger type', { paxType: 'ADU' }, 'paxType'],
    ['an unknown basis', { chargeBasis: 'leg' }, 'chargeBasis'],
    ['a sub-agency id that is no uuid', { subAgencyId: 'HOASEN' }, 'subAgencyId'],
    ['an unknown field', { note: 'x' }, 'note'],
  ])('answers 400 naming the field for %s', async (_label, overrides, field) => {
    const body = expectApiError(await put(f1Admin, domesticAdult(overrides)), 400, ErrorCode.VALIDATION);
    expect((body.details as { fields: { field: string }[] }).fields.map((issue) => issue.field)).toContain(field);
  });

  it('answers 400 naming a missing field', async () => {
    const { amount: _amount, ...withoutAmount } = domesticAdult();
    const body = expectApiError(await put(f1Admin, withoutAmount), 400, ErrorCode.VALIDATION);
    expect((body.details as { fields: { field: string }[] }).fields.map((issue) => issue.field)).toContain('amount');
  });

  it('accepts the bounds 0 and 10,000,000', async () => {
    expect((await save(f1Admin, domesticAdult({ paxType: 'INF', amount: 0 }))).amount).toBe(0);
    expect((await save(f1Admin, domesticAdult({ paxType: 'CHD', amount: 10_000_000 }))).amount).toBe(10_000_000);
  });

  it('creates one rule when the same new key is saved five times at once', async () => {
    const payload = domesticAdult({ airline: 'QH', amount: 12_000 });
    const responses = await Promise.all(Array.from({ length: 5 }, () => put(f1Admin, payload)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    const rows = await ctx.db.select().from(tables.commissionFees).where(eq(tables.commissionFees.airline, 'QH'));
    expect(rows).toHaveLength(1);
  });
});

describe('who may', () => {
  it('refuses agents (403): an F1 agent without deposit management, an F2 agent', async () => {
    const f1Agent = await ctx.newSignedInUser({ role: 'agent_f1' });
    const f2Agent = await ctx.newSignedInUser({ role: 'agent_f2', level: 'F2', parentId: f1Admin.agencyId });
    for (const who of [f1Agent, f2Agent]) {
      expectApiError(await list(who), 403, ErrorCode.FORBIDDEN);
      expectApiError(await put(who, domesticAdult()), 403, ErrorCode.FORBIDDEN);
    }
  });

  it('lets an F1 agent who manages deposits in, as the route table says', async () => {
    const manager = await ctx.newSignedInUser({ role: 'agent_f1', permissions: ['AGENT_F1', 'DEPOSIT_MANAGER'] });
    expect((await rulesOf(manager)).canCharge).toBe(true);
  });

  it('answers the platform an empty list it cannot add to: the platform charges F1s nothing', async () => {
    const operator = await ctx.newSignedInUser({ role: 'super_admin', level: 'platform' });
    expect(await rulesOf(operator)).toEqual({ canCharge: false, items: [], subAgencies: [] });
    expectApiError(await put(operator, domesticAdult()), 403, ErrorCode.FORBIDDEN);
  });

  it('needs a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/commission-fees' });
    expect(response.statusCode).toBe(401);
  });
});

describe('reading and deleting one rule', () => {
  it("reads and deletes the caller's own rule; another agency's answers 404 and stays", async () => {
    const rule = await save(f1Admin, domesticAdult({ airline: 'VU', amount: 5_000 }));
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/commission-fees/${rule.id}`, headers: f1Admin.auth })).json(),
    ).toMatchObject({ id: rule.id, airline: 'VU' });
    expectApiError(
      await ctx.app.inject({ method: 'GET', url: `/api/commission-fees/${rule.id}`, headers: otherF1Admin.auth }),
      404,
      ErrorCode.NOT_FOUND,
    );
    expectApiError(await remove(otherF1Admin, rule.id), 404, ErrorCode.NOT_FOUND);
    expectApiError(await remove(f2Admin, rule.id), 404, ErrorCode.NOT_FOUND);
    const deleted = await remove(f1Admin, rule.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await rulesOf(f1Admin)).items.map((item) => item.id)).not.toContain(rule.id);
    expectApiError(await remove(f1Admin, rule.id), 404, ErrorCode.NOT_FOUND);
  });

  it('answers 400 naming the id when it is no uuid', async () => {
    const body = expectApiError(await remove(f1Admin, 'abc'), 400, ErrorCode.VALIDATION);
    expect((body.details as { fields: { field: string }[] }).fields.map((issue) => issue.field)).toContain('id');
  });
});

describe('audit', () => {
  it('records every change with what the rule was before and after; saving it unchanged records nothing', async () => {
    const admin = await ctx.newSignedInUser({ role: 'admin_f1' });
    const created = await save(admin, domesticAdult({ amount: 1_000 }));
    await save(admin, domesticAdult({ amount: 2_000 }), 200);
    await save(admin, domesticAdult({ amount: 2_000 }), 200);
    await remove(admin, created.id);
    const rows = (await auditRows(ctx.db, 'commission_fee.changed', admin.userId)).sort(
      (a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || a.id - b.id,
    );
    const key = { subAgencyId: null, airline: null, routeScope: 'domestic', paxType: 'ADT', chargeBasis: 'segment' };
    expect(rows.map((row) => row.details)).toEqual([
      { action: 'created', before: null, after: { ...key, amount: 1_000, changeAmount: 0 } },
      {
        action: 'updated',
        before: { ...key, amount: 1_000, changeAmount: 0 },
        after: { ...key, amount: 2_000, changeAmount: 0 },
      },
      { action: 'deleted', before: { ...key, amount: 2_000, changeAmount: 0 }, after: null },
    ]);
    for (const row of rows)
      expect(row).toMatchObject({ agencyId: admin.agencyId, targetType: 'commission_fee', targetId: created.id });
  });
});

describe('fee preview', () => {
  it("answers what one passenger of a sub-agency pays, link by link: an F3 pays its F2's fee and the F1's fee to the F2", async () => {
    const f1 = await ctx.newSignedInUser({ role: 'admin_f1' });
    const f2 = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: f1.agencyId });
    const f3 = await ctx.newAgency({ level: 'F3', parentId: f2.agencyId });
    await save(f1, domesticAdult({ amount: 50_000 }));
    await save(f1, domesticAdult({ paxType: 'CHD', amount: 45_000 }));
    await save(f1, domesticAdult({ subAgencyId: f2.agencyId, airline: 'VJ', amount: 40_000 }));
    await save(f2, domesticAdult({ amount: 10_000, chargeBasis: 'ticket' }));
    const preview = async (who: SignedIn, query: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/commission-fees/preview?${query}`, headers: who.auth });

    const ofF3 = await preview(f2, `subAgencyId=${f3.id}&airline=VJ&routeScope=domestic&segments=2`);
    expect(ofF3.statusCode, ofF3.body).toBe(200);
    expect(ofF3.json()).toMatchObject({
      subAgency: { id: f3.id },
      perPassenger: { ADT: 10_000 + 80_000, CHD: 90_000, INF: 0 },
      links: [
        { charger: { id: f2.agencyId }, subAgency: { id: f3.id }, fees: { ADT: 10_000, CHD: 0, INF: 0 } },
        { charger: { id: f1.agencyId }, subAgency: { id: f2.agencyId }, fees: { ADT: 80_000, CHD: 90_000, INF: 0 } },
      ],
    });
    const ofF2 = await preview(f1, `subAgencyId=${f2.agencyId}&routeScope=domestic&segments=1`);
    expect(ofF2.json().perPassenger).toEqual({ ADT: 50_000, CHD: 45_000, INF: 0 });
    expectApiError(await preview(f1, `subAgencyId=${f3.id}&routeScope=domestic&segments=1`), 404, ErrorCode.NOT_FOUND);
    const bad = expectApiError(
      await preview(f1, `subAgencyId=${f2.agencyId}&routeScope=domestic&segments=0`),
      400,
      ErrorCode.VALIDATION,
    );
    expect((bad.details as { fields: { field: string }[] }).fields.map((issue) => issue.field)).toContain('segments');
  });
});
