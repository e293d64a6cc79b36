// ESIM fee rules through /api/commission-fees (decision 087): saved and listed under product=ESIM only (amount per eSIM,
// changeAmount per top-up), changed by their own key, and refused naming the field when they could never match.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type TListCommissionFeesResponse, type TSaveCommissionFeeResponse } from '@portal/contracts';
import { errorFieldsOf, expectApiError } from './support/http.js';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';

let ctx: TestContext;
let f1Admin: SignedIn;
let f2Id: string;

beforeAll(async () => {
  ctx = await createTestContext();
  f1Admin = await ctx.newSignedInUser({ role: 'admin_f1' });
  f2Id = (await ctx.newAgency({ level: 'F2', parentId: f1Admin.agencyId })).id;
});
afterAll(() => ctx?.close());

const esimRule = (amount: number, changeAmount = 0) => ({
  product: 'ESIM',
  subAgencyId: f2Id,
  airline: null,
  routeScope: 'international',
  paxType: 'ADT',
  chargeBasis: 'ticket',
  amount,
  changeAmount,
});
const put = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/commission-fees', headers: f1Admin.auth, payload });
async function listed(query = '') {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/commission-fees${query}`, headers: f1Admin.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TListCommissionFeesResponse>().items;
}

describe('ESIM fee rules', () => {
  it('are saved and listed under product=ESIM only; the same key again changes the rule', async () => {
    const first = await put(esimRule(15_000, 5_000));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<TSaveCommissionFeeResponse>().rule).toMatchObject({
      product: 'ESIM',
      amount: 15_000,
      changeAmount: 5_000,
      routeScope: 'international',
    });
    expect((await listed('?product=ESIM')).map((item) => [item.product, item.amount, item.changeAmount])).toEqual([
      ['ESIM', 15_000, 5_000],
    ]);
    expect((await listed()).map((item) => item.product)).not.toContain('ESIM');
    expect((await listed('?product=TRAIN')).map((item) => item.product)).not.toContain('ESIM');
    expect((await put(esimRule(18_000, 6_000))).statusCode).toBe(200);
    expect((await listed('?product=ESIM')).map((item) => [item.amount, item.changeAmount])).toEqual([[18_000, 6_000]]);
  });

  it('refuses a rule that could never match, naming the field (airline, domestic, child, per segment)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ airline: 'VN' }, 'airline'],
      [{ routeScope: 'domestic' }, 'routeScope'],
      [{ paxType: 'CHD' }, 'paxType'],
      [{ chargeBasis: 'segment' }, 'chargeBasis'],
    ];
    for (const [change, field] of cases) {
      const response = await put({ ...esimRule(1_000), ...change });
      expectApiError(response, 400, ErrorCode.VALIDATION);
      expect(errorFieldsOf(response)).toEqual([field]);
    }
    expect(errorFieldsOf(await put({ ...esimRule(1_000), product: 'SIM' }))).toEqual(['product']);
    expect((await listed('?product=ESIM')).map((item) => item.amount)).toEqual([18_000]);
  });
});
