// The streamed fan-out search: event order, partial results, deadlines, the agency's systems and chain fees, bad requests.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TSearchEvent } from '@portal/contracts';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';
import { INSTANT, daysFromNow, searchEvents, startTestSuppliers, type TestSuppliers } from './support/search-stream.js';

const DEADLINE_MS = 600;
let suppliers: TestSuppliers;
let ctx: TestContext;
let caller: SignedIn;

beforeAll(async () => {
  suppliers = await startTestSuppliers();
  ctx = await createTestContext({
    signInsForF1s: true,
    suppliers: suppliers.gateway,
    config: { supplierDeadlineMs: DEADLINE_MS },
  });
  caller = await ctx.newSignedInUser({ role: 'agent_f1' });
});
afterAll(async () => {
  await ctx.close();
  await suppliers.close();
});
beforeEach(() => suppliers.setFaults(INSTANT));

const oneWay = (overrides: Record<string, unknown> = {}) => ({
  journeyType: 'OW',
  legs: [{ from: 'HAN', to: 'SGN', departDate: daysFromNow(10) }],
  adt: 1,
  chd: 0,
  inf: 0,
  ...overrides,
});

function search(payload: unknown, who: SignedIn = caller) {
  return ctx.app.inject({ method: 'POST', url: '/api/flights/search', headers: who.auth, payload: payload as object });
}

const ofType = <T extends TSearchEvent['type']>(events: TSearchEvent[], type: T) =>
  events.filter((event): event is Extract<TSearchEvent, { type: T }> => event.type === type);

async function setAgencySettings(agencyId: string, settings: Record<string, unknown>) {
  await ctx.db.update(tables.agencies).set({ settings }).where(eq(tables.agencies.id, agencyId));
}

describe('the search stream', () => {
  it('answers started, then offers and progress per system, then done, as NDJSON', async () => {
    const response = await search(oneWay());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const events = searchEvents(response);
    expect(events[0]).toMatchObject({ type: 'started', total: 7, systems: ['VN', 'VJ', 'QH', 'VU', '1A', '1B', '1G'] });
    expect(events.at(-1)).toMatchObject({ type: 'done', completed: 7, total: 7 });
    expect(ofType(events, 'progress').map((event) => event.completed)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const offersBySystem = new Map(ofType(events, 'offers').map((event) => [event.system, event.offers]));
    for (const airline of ['VN', 'VJ', 'QH']) expect(offersBySystem.get(airline as 'VN')!.length).toBeGreaterThan(2);
    expect(offersBySystem.get('1A')).toEqual([]);
  });

  it('gives the same offers for the same search', async () => {
    const first = ofType(searchEvents(await search(oneWay())), 'offers').sort((a, b) =>
      a.system.localeCompare(b.system),
    );
    const second = ofType(searchEvents(await search(oneWay())), 'offers').sort((a, b) =>
      a.system.localeCompare(b.system),
    );
    expect(second).toEqual(first);
  });

  it('keeps the other systems when one fails, reporting it as a system error', async () => {
    suppliers.setFaults({ ...INSTANT, VN: { latencyMs: [0, 0], errorRate: 1, timeoutRate: 0 } });
    const events = searchEvents(await search(oneWay()));
    expect(ofType(events, 'system-error')).toEqual([
      { type: 'system-error', system: 'VN', reason: 'error', message: expect.any(String) },
    ]);
    expect(ofType(events, 'offers').map((event) => event.system)).not.toContain('VN');
    expect(ofType(events, 'offers').find((event) => event.system === 'VJ')!.offers.length).toBeGreaterThan(0);
    expect(events.at(-1)).toMatchObject({ type: 'done', completed: 7 });
  });

  it('gives up on a system that passes its deadline without delaying the others', async () => {
    suppliers.setFaults({
      ...INSTANT,
      '1G': { latencyMs: [0, 0], errorRate: 0, timeoutRate: 1 },
      VJ: { latencyMs: [150, 150] },
    });
    const started = performance.now();
    const events = searchEvents(await search(oneWay()));
    const elapsed = performance.now() - started;
    expect(ofType(events, 'system-error')).toEqual([
      { type: 'system-error', system: '1G', reason: 'timeout', message: expect.any(String) },
    ]);
    const order = events
      .filter((event) => event.type === 'offers' || event.type === 'system-error')
      .map((event) => ('system' in event ? event.system : ''));
    expect(order.at(-1)).toBe('1G');
    expect(elapsed).toBeGreaterThanOrEqual(DEADLINE_MS - 20);
    expect(elapsed).toBeLessThan(DEADLINE_MS + 1500);
  });

  it('asks only the systems the agency may use, and only those the request names', async () => {
    const limited = await ctx.newSignedInUser({ role: 'agent_f1' });
    await setAgencySettings(limited.agencyId, { bookingSystems: ['VN', 'VJ', '1A'] });
    const events = searchEvents(await search(oneWay({ systems: ['VJ', '1A', 'QH'] }), limited));
    expect(events[0]).toMatchObject({ type: 'started', systems: ['VJ', '1A'], total: 2 });
    expect(new Set(ofType(events, 'offers').map((event) => event.system))).toEqual(new Set(['VJ', '1A']));
  });

  it('refuses a search when none of the asked systems is open to the agency', async () => {
    const limited = await ctx.newSignedInUser({ role: 'agent_f1' });
    await setAgencySettings(limited.agencyId, { bookingSystems: ['VN'] });
    const response = await search(oneWay({ systems: ['VJ'] }), limited);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields[0].field).toBe('systems');
  });
});

type FeeRuleRow = typeof tables.commissionFees.$inferInsert;
const domesticSegmentFee = (
  agencyId: string,
  paxType: FeeRuleRow['paxType'],
  amount: number,
  extra: Partial<FeeRuleRow> = {},
): FeeRuleRow => ({
  agencyId,
  subAgencyId: null,
  airline: null,
  routeScope: 'domestic',
  paxType,
  chargeBasis: 'segment',
  amount,
  ...extra,
});

/** An F1 with the given rules for all its sub-agencies, and a signed-in agent of a new F2 below it. */
async function f2UnderF1(rulesOfF1: (f1Id: string) => FeeRuleRow[]) {
  const f1 = await ctx.newAgency({ level: 'F1' });
  const f2 = await ctx.newSignedInUser({ role: 'agent_f2', level: 'F2', parentId: f1.id });
  await ctx.db.insert(tables.commissionFees).values(rulesOfF1(f1.id));
  return { f1Id: f1.id, f2 };
}

const offersOf = (events: TSearchEvent[]) => ofType(events, 'offers').flatMap((event) => event.offers);

describe('prices', () => {
  it("adds the fee the F1 charges an F2, per passenger type and segment, infants only with an INF rule; the F2's hidden-fee setting holds", async () => {
    const { f2 } = await f2UnderF1((f1Id) => [
      domesticSegmentFee(f1Id, 'ADT', 50_000),
      domesticSegmentFee(f1Id, 'CHD', 40_000),
    ]);
    await setAgencySettings(f2.agencyId, { isIssueFeeHidden: true });
    const events = searchEvents(await search(oneWay({ adt: 2, chd: 1, inf: 1, systems: ['VN'] }), f2));
    expect(events[0]).toMatchObject({ type: 'started', isIssueFeeHidden: true });
    const offers = offersOf(events);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      const fare = offer.fares[0]!;
      const { ADT, CHD, INF } = fare.prices;
      expect(ADT.issueFee).toBe(50_000 * offer.segments.length);
      expect(CHD!.issueFee).toBe(40_000 * offer.segments.length);
      expect(INF!.issueFee).toBe(0);
      for (const price of [ADT, CHD!, INF!]) {
        expect(price.total).toBe(price.baseFare + price.tax + price.vat + price.issueFee);
        expect(Number.isSafeInteger(price.total)).toBe(true);
      }
      expect(fare.totalPrice).toBe(2 * ADT.total + CHD!.total + INF!.total);
    }
  });

  it('shows an F1 the supplier net: the platform charges F1s nothing, whatever rules the F1 sets below it', async () => {
    const f1 = await ctx.newSignedInUser({ role: 'agent_f1' });
    await ctx.db.insert(tables.commissionFees).values([domesticSegmentFee(f1.agencyId, 'ADT', 50_000)]);
    const offers = offersOf(searchEvents(await search(oneWay({ systems: ['VN', 'VJ'] }), f1)));
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((offer) => offer.fares.every((fare) => fare.prices.ADT.issueFee === 0))).toBe(true);
  });

  it("charges an F3 its F2's fee plus what the F1 charges that F2, the most specific rule of each winning", async () => {
    const f1 = await ctx.newAgency({ level: 'F1' });
    const f2 = await ctx.newAgency({ level: 'F2', parentId: f1.id });
    const f3 = await ctx.newSignedInUser({ role: 'agent_f2', level: 'F3', parentId: f2.id });
    await ctx.db
      .insert(tables.commissionFees)
      .values([
        domesticSegmentFee(f1.id, 'ADT', 50_000),
        domesticSegmentFee(f1.id, 'ADT', 20_000, { subAgencyId: f2.id }),
        domesticSegmentFee(f1.id, 'ADT', 35_000, { subAgencyId: f2.id, airline: 'VJ' }),
        domesticSegmentFee(f2.id, 'ADT', 10_000, { chargeBasis: 'ticket' }),
        { ...domesticSegmentFee(f1.id, 'ADT', 150_000), routeScope: 'international', chargeBasis: 'ticket' },
        { ...domesticSegmentFee(f2.id, 'ADT', 30_000), routeScope: 'international', chargeBasis: 'ticket' },
      ]);
    const domestic = offersOf(searchEvents(await search(oneWay({ systems: ['VN', 'VJ'] }), f3)));
    expect(new Set(domestic.map((offer) => offer.airline))).toEqual(new Set(['VN', 'VJ']));
    for (const offer of domestic) {
      const perSegment = offer.airline === 'VJ' ? 35_000 : 20_000;
      expect(offer.fares[0]!.prices.ADT.issueFee).toBe(perSegment * offer.segments.length + 10_000);
    }
    const abroad = offersOf(
      searchEvents(await search(oneWay({ legs: [{ from: 'SGN', to: 'ICN', departDate: daysFromNow(12) }] }), f3)),
    );
    expect(abroad.some((offer) => offer.segments.length > 1)).toBe(true);
    for (const offer of abroad) expect(offer.fares[0]!.prices.ADT.issueFee).toBe(180_000);
  });

  it('omits child and infant prices when the search has none', async () => {
    const offer = ofType(searchEvents(await search(oneWay({ systems: ['VJ'] }))), 'offers')[0]!.offers[0]!;
    expect(offer.fares[0]!.prices.CHD).toBeUndefined();
    expect(offer.fares[0]!.prices.INF).toBeUndefined();
  });

  it('answers a round trip with offers for both directions', async () => {
    const payload = oneWay({
      journeyType: 'RT',
      legs: [
        { from: 'HAN', to: 'SGN', departDate: daysFromNow(10) },
        { from: 'SGN', to: 'HAN', departDate: daysFromNow(14) },
      ],
      systems: ['VN'],
    });
    const offers = ofType(searchEvents(await search(payload)), 'offers')[0]!.offers;
    expect(new Set(offers.map((offer) => offer.legIndex))).toEqual(new Set([0, 1]));
    expect(
      offers.filter((offer) => offer.legIndex === 1).every((offer) => offer.from === 'SGN' && offer.to === 'HAN'),
    ).toBe(true);
  });
});

describe('bad searches', () => {
  it.each([
    [
      'the same airport at both ends',
      oneWay({ legs: [{ from: 'HAN', to: 'HAN', departDate: daysFromNow(3) }] }),
      'legs.0.to',
    ],
    [
      'a date in the past',
      oneWay({ legs: [{ from: 'HAN', to: 'SGN', departDate: daysFromNow(-2) }] }),
      'legs.0.departDate',
    ],
    [
      'a date that does not exist',
      oneWay({ legs: [{ from: 'HAN', to: 'SGN', departDate: '2027-02-30' }] }),
      'legs.0.departDate',
    ],
    ['an unknown airport', oneWay({ legs: [{ from: 'HAN', to: 'XYZ', departDate: daysFromNow(3) }] }), 'legs.0.to'],
    ['more infants than adults', oneWay({ adt: 1, inf: 2 }), 'inf'],
    ['ten adults and children', oneWay({ adt: 6, chd: 4 }), 'chd'],
    ['no adult', oneWay({ adt: 0, chd: 1 }), 'adt'],
    ['a round trip with one leg', oneWay({ journeyType: 'RT' }), 'legs'],
    [
      'a lowercase airport code',
      oneWay({ legs: [{ from: 'han', to: 'SGN', departDate: daysFromNow(3) }] }),
      'legs.0.from',
    ],
  ])('answers 400 naming the field for %s', async (_label, payload, field) => {
    const response = await search(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details.fields.map((issue: { field: string }) => issue.field)).toContain(field);
  });

  it('needs a signed-in caller', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/flights/search', payload: oneWay() });
    expect(response.statusCode).toBe(401);
  });
});

describe('promotion codes', () => {
  it('reports a valid code as applied and lowers the fare', async () => {
    const plain = ofType(searchEvents(await search(oneWay({ systems: ['VN'] }))), 'offers')[0]!.offers[0]!;
    const events = searchEvents(
      await search(oneWay({ systems: ['VN'], promotions: [{ airline: 'VN', promotionCode: 'VNXUANVE' }] })),
    );
    expect(ofType(events, 'promotion')).toEqual([
      {
        type: 'promotion',
        system: 'VN',
        airline: 'VN',
        promotionCode: 'VNXUANVE',
        status: 'applied',
        message: expect.any(String),
      },
    ]);
    const promoted = ofType(events, 'offers')[0]!.offers.find((offer) => offer.id === plain.id)!;
    expect(promoted.fares[0]!.prices.ADT.baseFare).toBeLessThan(plain.fares[0]!.prices.ADT.baseFare);
  });

  it('reports an unknown code as invalid instead of ignoring it', async () => {
    const events = searchEvents(
      await search(oneWay({ systems: ['VJ'], promotions: [{ airline: 'VJ', promotionCode: 'KHONGCO' }] })),
    );
    expect(ofType(events, 'promotion')[0]).toMatchObject({ system: 'VJ', status: 'invalid', promotionCode: 'KHONGCO' });
    expect(ofType(events, 'offers')[0]!.offers.length).toBeGreaterThan(0);
  });
});

describe('fare rules', () => {
  it('answers the rules of a class in Vietnamese and English', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/flights/fare-rules?system=VJ&airline=VJ&fareClass=Eco',
      headers: caller.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    const rules = response.json();
    expect(rules.sections.length).toBeGreaterThan(0);
    expect(rules.sections[0].text.vi).not.toBe(rules.sections[0].text.en);
  });

  it('answers 404 for a class the system does not sell, and 400 naming a bad query field', async () => {
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/flights/fare-rules?system=VJ&airline=VN&fareClass=Y',
          headers: caller.auth,
        })
      ).statusCode,
    ).toBe(404);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/flights/fare-rules?system=ZZ&airline=VN&fareClass=Y',
      headers: caller.auth,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields[0].field).toBe('system');
  });

  it('answers 502 code 50 when the booking system is down', async () => {
    suppliers.setFaults({ VJ: { errorRate: 1 } });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/flights/fare-rules?system=VJ&airline=VJ&fareClass=Eco',
      headers: caller.auth,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().code).toBe(50);
  });
});
