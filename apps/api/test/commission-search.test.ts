// The demo's issue fees reach the search: HOASEN (F2) and BINHMINH (F3) see their chain's fee, SAOVIET (F1) the net.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMMISSION_FEES, DEMO_ESIM_FEES, DEMO_TRAIN_FEES, seedDemo, tables } from '@portal/db';
import type { TFlightOffer, TSearchEvent } from '@portal/contracts';
import { TEST_SIGN_IN_SECRET_KEY } from '../src/config.js';
import { hashPassword } from '../src/platform/passwords.js';
import { createSecretBox } from '../src/platform/secret-box.js';
import { daysFromNow, searchEvents, startTestSuppliers, type TestSuppliers } from './support/search-stream.js';
import { createTestContext, signInAs, type SignedIn, type TestContext } from './support/test-context.js';

let suppliers: TestSuppliers;
let ctx: TestContext;
const agencyIds = new Map<string, string>();
let f1Agent: SignedIn;
let f2Agent: SignedIn;
let f2Admin: SignedIn;
let f3Agent: SignedIn;

const signIn = (username: string, password: string) => signInAs(ctx, username, password);

beforeAll(async () => {
  suppliers = await startTestSuppliers();
  ctx = await createTestContext({ suppliers: suppliers.gateway });
  expect(await seedDemo(ctx.db, { hashPassword, sealCredentials: createSecretBox(TEST_SIGN_IN_SECRET_KEY).seal })).toBe(
    true,
  );
  for (const agency of await ctx.db.select().from(tables.agencies)) agencyIds.set(agency.code, agency.id);
  f1Agent = await signIn('f1.agent', 'Demo@2026');
  f2Agent = await signIn('f2.agent', 'Demo@2026');
  f2Admin = await signIn('f2.admin', 'Demo@2026');
  // The demo has no BINHMINH account: one is added for this test.
  const f3User = await ctx.newUser({ agencyId: agencyIds.get('BINHMINH')!, role: 'agent_f2' });
  f3Agent = await signIn(f3User.username, f3User.password);
});
afterAll(async () => {
  await ctx.close();
  await suppliers.close();
});

async function offers(
  who: SignedIn,
  from: string,
  to: string,
  pax = { adt: 1, chd: 1, inf: 1 },
): Promise<TFlightOffer[]> {
  const payload = { journeyType: 'OW', legs: [{ from, to, departDate: daysFromNow(15) }], ...pax };
  const response = await ctx.app.inject({ method: 'POST', url: '/api/flights/search', headers: who.auth, payload });
  expect(response.statusCode, response.body).toBe(200);
  const found = searchEvents(response).flatMap((event: TSearchEvent) => (event.type === 'offers' ? event.offers : []));
  expect(found.length).toBeGreaterThan(0);
  return found;
}

const feesOf = (offer: TFlightOffer) => {
  const { ADT, CHD, INF } = offer.fares[0]!.prices;
  return { ADT: ADT.issueFee, CHD: CHD!.issueFee, INF: INF!.issueFee };
};

describe('the demo fee rules', () => {
  it('are seeded once: SAOVIET and HOASEN defaults, a VietJet adult rule, the train and eSIM fees; seeding again adds nothing', async () => {
    const all = await ctx.db.select().from(tables.commissionFees);
    expect(all.filter((row) => row.product === 'TRAIN')).toHaveLength(DEMO_TRAIN_FEES.length);
    const esim = all.filter((row) => row.product === 'ESIM');
    expect(esim.map((row) => [row.agencyId, row.amount, row.changeAmount])).toEqual(
      expect.arrayContaining([
        [agencyIds.get('SAOVIET'), 15_000, 5_000],
        [agencyIds.get('HOASEN'), 10_000, 3_000],
      ]),
    );
    expect(esim).toHaveLength(DEMO_ESIM_FEES.length);
    const rows = all.filter((row) => row.product === 'FLIGHT');
    expect(rows).toHaveLength(DEMO_COMMISSION_FEES.length);
    expect(rows.every((row) => row.subAgencyId === null)).toBe(true);
    expect(new Set(rows.map((row) => row.agencyId))).toEqual(
      new Set([agencyIds.get('SAOVIET'), agencyIds.get('HOASEN')]),
    );
    expect(
      await seedDemo(ctx.db, { hashPassword, sealCredentials: createSecretBox(TEST_SIGN_IN_SECRET_KEY).seal }),
    ).toBe(false);
    expect(await ctx.db.select().from(tables.commissionFees)).toHaveLength(
      DEMO_COMMISSION_FEES.length + DEMO_TRAIN_FEES.length + DEMO_ESIM_FEES.length,
    );
  });

  it('show SAOVIET, an F1, the supplier net', async () => {
    for (const offer of await offers(f1Agent, 'HAN', 'SGN')) expect(feesOf(offer)).toEqual({ ADT: 0, CHD: 0, INF: 0 });
  });

  it('charge HOASEN 50,000 per segment at home (40,000 on VietJet adults), 150,000 per ticket abroad, infants nothing', async () => {
    const domestic = await offers(f2Agent, 'HAN', 'SGN');
    expect(domestic.some((offer) => offer.airline === 'VJ')).toBe(true);
    for (const offer of domestic) {
      const segments = offer.segments.length;
      expect(feesOf(offer)).toEqual({
        ADT: (offer.airline === 'VJ' ? 40_000 : 50_000) * segments,
        CHD: 50_000 * segments,
        INF: 0,
      });
    }
    for (const offer of await offers(f2Agent, 'SGN', 'ICN'))
      expect(feesOf(offer)).toEqual({ ADT: 150_000, CHD: 150_000, INF: 0 });
  });

  it("charge BINHMINH HOASEN's fee on top of SAOVIET's fee to HOASEN", async () => {
    for (const offer of await offers(f3Agent, 'HAN', 'SGN')) {
      const segments = offer.segments.length;
      expect(feesOf(offer)).toEqual({
        ADT: (offer.airline === 'VJ' ? 50_000 : 60_000) * segments,
        CHD: 60_000 * segments,
        INF: 0,
      });
    }
    for (const offer of await offers(f3Agent, 'SGN', 'ICN'))
      expect(feesOf(offer)).toEqual({ ADT: 180_000, CHD: 180_000, INF: 0 });
  });

  it('follow a rule HOASEN sets for BINHMINH through the API into BINHMINH’s next search', async () => {
    const binhMinh = agencyIds.get('BINHMINH')!;
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/commission-fees',
      headers: f2Admin.auth,
      payload: {
        subAgencyId: binhMinh,
        airline: 'VN',
        routeScope: 'domestic',
        paxType: 'ADT',
        chargeBasis: 'ticket',
        amount: 25_000,
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const vietnamAirlines = (await offers(f3Agent, 'HAN', 'SGN', { adt: 1, chd: 0, inf: 0 })).filter(
      (offer) => offer.airline === 'VN',
    );
    expect(vietnamAirlines.length).toBeGreaterThan(0);
    for (const offer of vietnamAirlines)
      expect(offer.fares[0]!.prices.ADT.issueFee).toBe(25_000 + 50_000 * offer.segments.length);
    // HOASEN's own price does not move: the rule is what HOASEN charges below it.
    const ofHoaSen = (await offers(f2Agent, 'HAN', 'SGN', { adt: 1, chd: 0, inf: 0 })).filter(
      (offer) => offer.airline === 'VN',
    );
    for (const offer of ofHoaSen) expect(offer.fares[0]!.prices.ADT.issueFee).toBe(50_000 * offer.segments.length);
  });
});
