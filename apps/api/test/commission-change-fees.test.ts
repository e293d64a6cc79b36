// Change fees on commission rules: saved and listed over HTTP (absent = 0, audited), and resolved along a 3-level chain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import { ErrorCode, type TCommissionFeeRule, type TSaveCommissionFeeResponse } from '@portal/contracts';
import { changeFeesFor } from '../src/modules/commission/change-fees.js';
import { auditRows, expectApiError } from './support/http.js';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
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

async function save(who: SignedIn, payload: unknown, status = 201): Promise<TCommissionFeeRule> {
  const response = await put(who, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<TSaveCommissionFeeResponse>().rule;
}

const fieldsOf = (body: { details?: unknown }) =>
  (body.details as { fields: { field: string }[] }).fields.map((issue) => issue.field);

describe('saving and listing a change fee', () => {
  it('stores 0 when the change fee is left out (an old caller), then sets and changes it under the same key', async () => {
    const admin = await ctx.newSignedInUser({ role: 'admin_f1' });
    const created = await save(admin, domesticAdult());
    expect(created).toMatchObject({ amount: 50_000, changeAmount: 0 });
    const withFee = await save(admin, domesticAdult({ changeAmount: 30_000 }), 200);
    expect(withFee).toMatchObject({ id: created.id, amount: 50_000, changeAmount: 30_000 });
    const [row] = await ctx.db
      .select()
      .from(tables.commissionFees)
      .where(eq(tables.commissionFees.agencyId, admin.agencyId));
    expect(row).toMatchObject({ amount: 50_000, changeAmount: 30_000 });
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/commission-fees', headers: admin.auth });
    expect(listed.json().items).toEqual([expect.objectContaining({ id: created.id, changeAmount: 30_000 })]);
    const one = await ctx.app.inject({ method: 'GET', url: `/api/commission-fees/${created.id}`, headers: admin.auth });
    expect(one.json()).toMatchObject({ changeAmount: 30_000 });
  });

  it('accepts the bounds 0 and 10,000,000 for the change fee', async () => {
    const admin = await ctx.newSignedInUser({ role: 'admin_f1' });
    expect((await save(admin, domesticAdult({ paxType: 'CHD', changeAmount: 0 }))).changeAmount).toBe(0);
    expect((await save(admin, domesticAdult({ paxType: 'INF', changeAmount: 10_000_000 }))).changeAmount).toBe(
      10_000_000,
    );
  });

  it.each([
    ['a negative change fee', -1],
    ['a change fee over 10,000,000', 10_000_001],
    ['a fractional change fee', 0.5],
    ['a change fee as text', '30000'],
    ['a null change fee', null],
  ])('answers 400 naming changeAmount for %s, and stores nothing', async (_label, changeAmount) => {
    const admin = await ctx.newSignedInUser({ role: 'admin_f1' });
    const body = expectApiError(await put(admin, domesticAdult({ changeAmount })), 400, ErrorCode.VALIDATION);
    expect(fieldsOf(body)).toEqual(['changeAmount']);
    const rows = await ctx.db
      .select()
      .from(tables.commissionFees)
      .where(eq(tables.commissionFees.agencyId, admin.agencyId));
    expect(rows).toEqual([]);
  });

  it('audits a change of the change fee alone; saving it unchanged records nothing', async () => {
    const admin = await ctx.newSignedInUser({ role: 'admin_f1' });
    const created = await save(admin, domesticAdult({ amount: 1_000, changeAmount: 5_000 }));
    await save(admin, domesticAdult({ amount: 1_000, changeAmount: 7_000 }), 200);
    await save(admin, domesticAdult({ amount: 1_000, changeAmount: 7_000 }), 200);
    const rows = (await auditRows(ctx.db, 'commission_fee.changed', admin.userId)).sort(
      (a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || a.id - b.id,
    );
    const key = { subAgencyId: null, airline: null, routeScope: 'domestic', paxType: 'ADT', chargeBasis: 'segment' };
    expect(rows.map((row) => row.details)).toEqual([
      { action: 'created', before: null, after: { ...key, amount: 1_000, changeAmount: 5_000 } },
      {
        action: 'updated',
        before: { ...key, amount: 1_000, changeAmount: 5_000 },
        after: { ...key, amount: 1_000, changeAmount: 7_000 },
      },
    ]);
    expect(rows[0]).toMatchObject({ targetId: created.id });
  });
});

describe('changeFeesFor along a 3-level chain', () => {
  /** F1 → F2 → F3, and a sibling F2 that only the F1's defaults reach. */
  let f1: SignedIn;
  let f2: SignedIn;
  let f3Id: string;
  let siblingF2Id: string;

  beforeAll(async () => {
    f1 = await ctx.newSignedInUser({ role: 'admin_f1' });
    f2 = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: f1.agencyId });
    f3Id = (await ctx.newAgency({ level: 'F3', parentId: f2.agencyId })).id;
    siblingF2Id = (await ctx.newAgency({ level: 'F2', parentId: f1.agencyId })).id;
    // The F1: defaults for every airline and for VN, and a rule of its own for this F2 on VJ.
    await save(f1, domesticAdult({ changeAmount: 30_000 }));
    await save(f1, domesticAdult({ paxType: 'CHD', changeAmount: 20_000 }));
    await save(f1, domesticAdult({ airline: 'VN', changeAmount: 35_000 }));
    await save(f1, domesticAdult({ subAgencyId: f2.agencyId, airline: 'VJ', changeAmount: 12_000 }));
    // A more specific rule with no change fee: it still decides (0), the default's 30,000 does not apply.
    await save(f1, domesticAdult({ subAgencyId: f2.agencyId, airline: 'QH', changeAmount: 0 }));
    await save(f1, domesticAdult({ routeScope: 'international', changeAmount: 90_000 }));
    // The F2: a default for all its F3s, and one for this F3 on international trips.
    await save(f2, domesticAdult({ changeAmount: 10_000 }));
    await save(f2, domesticAdult({ subAgencyId: f3Id, routeScope: 'international', changeAmount: 25_000 }));
  });

  const feesOf = (chainAgencyIds: string[], trip: { airline: string; routeScope: 'domestic' | 'international' }) =>
    changeFeesFor(ctx.db, { chainAgencyIds, ...trip, paxTypes: ['ADT', 'CHD', 'INF', 'ADT'] });

  it('answers each link per passenger, the buyer link first: defaults, airline before all, sub-agency first', async () => {
    const chain = () => [f3Id, f2.agencyId, f1.agencyId];
    expect(await feesOf(chain(), { airline: 'VJ', routeScope: 'domestic' })).toEqual([
      [10_000, 12_000],
      [0, 20_000],
      [0, 0],
      [10_000, 12_000],
    ]);
    expect(await feesOf(chain(), { airline: 'vn', routeScope: 'domestic' })).toEqual([
      [10_000, 35_000],
      [0, 20_000],
      [0, 0],
      [10_000, 35_000],
    ]);
    expect(await feesOf(chain(), { airline: 'QH', routeScope: 'domestic' })).toEqual([
      [10_000, 0],
      [0, 20_000],
      [0, 0],
      [10_000, 0],
    ]);
    expect(await feesOf(chain(), { airline: 'VJ', routeScope: 'international' })).toEqual([
      [25_000, 90_000],
      [0, 0],
      [0, 0],
      [25_000, 90_000],
    ]);
  });

  it('shows the change fees in the preview, link by link and summed per passenger type', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/commission-fees/preview?subAgencyId=${f3Id}&airline=VJ&routeScope=domestic&segments=2`,
      headers: f2.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      changePerPassenger: { ADT: 22_000, CHD: 20_000, INF: 0 },
      links: [
        { charger: { id: f2.agencyId }, changeFees: { ADT: 10_000, CHD: 0, INF: 0 } },
        { charger: { id: f1.agencyId }, changeFees: { ADT: 12_000, CHD: 20_000, INF: 0 } },
      ],
    });
  });

  it('charges a sibling F2 the defaults only, an F2 buying for itself one link, and a lone F1 nothing', async () => {
    expect(await feesOf([siblingF2Id, f1.agencyId], { airline: 'VJ', routeScope: 'domestic' })).toEqual([
      [30_000],
      [20_000],
      [0],
      [30_000],
    ]);
    expect(await feesOf([f2.agencyId, f1.agencyId], { airline: 'VJ', routeScope: 'domestic' })).toEqual([
      [12_000],
      [20_000],
      [0],
      [12_000],
    ]);
    expect(await feesOf([f1.agencyId], { airline: 'VJ', routeScope: 'domestic' })).toEqual([[], [], [], []]);
  });
});
