// The price check before a hold: the supplier's net now plus the chain's issue fees per PNR (a per-ticket fee once per
// passenger per direction, as the search showed it), old vs new total, the systems an agency may use, and the add-on catalogue.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TAncillariesResponse, TPriceCheckResponse } from '@portal/contracts';
import type { SignedIn, TestContext } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import { INSTANT } from './support/search-stream.js';
import {
  bookingApi,
  holdBody,
  leg,
  orderOf,
  pickFare,
  searchOffers,
  selectionOf,
  startBookingApp,
  type BookingSuppliers,
} from './support/bookings.js';

let suppliers: BookingSuppliers;
let ctx: TestContext;
let f1Agent: SignedIn;
let f2Agent: SignedIn;
let f3Agent: SignedIn;
let api: ReturnType<typeof bookingApi>;

const F1_DOMESTIC_ADT = 50_000;
const F1_DOMESTIC_CHD = 40_000;
const F1_INTERNATIONAL_TICKET = 150_000;
const F2_DOMESTIC_ADT = 10_000;

beforeAll(async () => {
  ({ suppliers, ctx, api } = await startBookingApp());
  f1Agent = await ctx.newSignedInUser({ role: 'agent_f1' });
  f2Agent = await ctx.newSignedInUser({ role: 'agent_f2', level: 'F2', parentId: f1Agent.agencyId });
  f3Agent = await ctx.newSignedInUser({ role: 'agent_f2', level: 'F3', parentId: f2Agent.agencyId });
  const rule = (
    agencyId: string,
    routeScope: 'domestic' | 'international',
    paxType: 'ADT' | 'CHD',
    chargeBasis: 'segment' | 'ticket',
    amount: number,
  ) => ({ agencyId, subAgencyId: null, airline: null, routeScope, paxType, chargeBasis, amount });
  await ctx.db
    .insert(tables.commissionFees)
    .values([
      rule(f1Agent.agencyId, 'domestic', 'ADT', 'segment', F1_DOMESTIC_ADT),
      rule(f1Agent.agencyId, 'domestic', 'CHD', 'segment', F1_DOMESTIC_CHD),
      rule(f1Agent.agencyId, 'international', 'ADT', 'ticket', F1_INTERNATIONAL_TICKET),
      rule(f2Agent.agencyId, 'domestic', 'ADT', 'segment', F2_DOMESTIC_ADT),
    ]);
});
afterAll(async () => {
  await ctx.close();
  await suppliers.close();
});
beforeEach(() => suppliers.simulator.setFaults(INSTANT));

const checked = (response: Awaited<ReturnType<typeof api.priceCheck>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPriceCheckResponse>();
};

describe('price check', () => {
  it('answers what the search showed for an F1 (supplier net, no fee) and whether it moved from the expected total', async () => {
    const out = leg('HAN', 'SGN');
    const pick = pickFare(await searchOffers(ctx, f1Agent, { legs: [out], adt: 2, chd: 1 }), 'VN', 0, 3);
    const request = { flights: [selectionOf(pick, out)], adt: 2, chd: 1, inf: 0 };
    const same = checked(await api.priceCheck(f1Agent, { ...request, expectedTotal: pick.fare.totalPrice }));
    expect(same).toMatchObject({
      currency: 'VND',
      oldTotal: pick.fare.totalPrice,
      newTotal: pick.fare.totalPrice,
      isAvailable: true,
      isPriceChanged: false,
    });
    expect(same.pnrs).toHaveLength(1);
    expect(same.pnrs[0]).toMatchObject({
      system: 'VN',
      airline: 'VN',
      feeTotal: 0,
      isAvailable: true,
      isPriceChanged: false,
    });
    expect(same.pnrs[0]!.prices).toEqual({ ADT: pick.fare.prices.ADT, CHD: pick.fare.prices.CHD });
    expect(same.pnrs[0]!.flights[0]).toMatchObject({
      offerId: pick.offer.id,
      requestedClass: pick.fare.fareClass,
      status: 'AVAILABLE',
      fare: expect.objectContaining({ fareClass: pick.fare.fareClass }),
    });
    const other = checked(await api.priceCheck(f1Agent, { ...request, expectedTotal: pick.fare.totalPrice - 1000 }));
    expect(other).toMatchObject({ newTotal: pick.fare.totalPrice, isPriceChanged: true });
  });

  it('adds each link of the chain: an F2 pays its F1, an F3 both; the hold keeps the fees per link for the split', async () => {
    const out = leg('HAN', 'SGN');
    const pick = pickFare(await searchOffers(ctx, f3Agent, { legs: [out] }), 'VN', 0, 1, 2);
    const flights = [selectionOf(pick, out)];
    const f2 = checked(await api.priceCheck(f2Agent, { flights, adt: 1, chd: 0, inf: 0 }));
    expect(f2.pnrs[0]!.prices!.ADT.issueFee).toBe(F1_DOMESTIC_ADT);
    const f3 = checked(await api.priceCheck(f3Agent, { flights, adt: 1, chd: 0, inf: 0 }));
    expect(f3.pnrs[0]!.prices!.ADT.issueFee).toBe(F1_DOMESTIC_ADT + F2_DOMESTIC_ADT);
    // The search showed the F3 the same fee.
    expect(f3.newTotal).toBe(pick.fare.totalPrice);
    const held = orderOf(
      await api.hold(
        f3Agent,
        holdBody({
          flights,
          passengers: [{ paxId: 'ADT-1', lastName: 'Đỗ', firstName: 'Thu Trang', title: 'MS' }],
          acceptedTotal: f3.newTotal!,
        }),
      ),
    );
    const [row] = await ctx.db.select().from(tables.bookings).where(eq(tables.bookings.id, held.bookings[0]!.id));
    expect(row).toMatchObject({
      status: 'HOLD',
      feeTotal: F1_DOMESTIC_ADT + F2_DOMESTIC_ADT,
      totalAmount: f3.newTotal,
    });
    expect(row!.pricing).toMatchObject({
      chainAgencyIds: [f3Agent.agencyId, f2Agent.agencyId, f1Agent.agencyId],
      feeLinks: [
        { chargerId: f2Agent.agencyId, subAgencyId: f3Agent.agencyId },
        { chargerId: f1Agent.agencyId, subAgencyId: f2Agent.agencyId },
      ],
      lines: [
        { paxId: 'ADT-1', paxType: 'ADT', fees: [F2_DOMESTIC_ADT, F1_DOMESTIC_ADT], supplierNet: row!.supplierNet },
      ],
    });
  });

  it('charges a per-ticket fee once per passenger per direction on a round trip held in one PNR, exactly as the search showed it', async () => {
    const out = leg('SGN', 'ICN');
    const back = leg('ICN', 'SGN', 26);
    const offers = await searchOffers(ctx, f2Agent, { legs: [out, back] });
    const there = pickFare(offers, 'VN', 0);
    const home = pickFare(offers, 'VN', 1);
    expect(there.fare.prices.ADT.issueFee).toBe(F1_INTERNATIONAL_TICKET);
    expect(home.fare.prices.ADT.issueFee).toBe(F1_INTERNATIONAL_TICKET);
    const searched = there.fare.totalPrice + home.fare.totalPrice;
    const answer = checked(
      await api.priceCheck(f2Agent, {
        flights: [selectionOf(there, out), selectionOf(home, back)],
        adt: 1,
        chd: 0,
        inf: 0,
        expectedTotal: searched,
      }),
    );
    expect(answer.pnrs).toHaveLength(1);
    expect(answer.pnrs[0]!.prices!.ADT.issueFee).toBe(2 * F1_INTERNATIONAL_TICKET);
    expect(answer).toMatchObject({ oldTotal: searched, newTotal: searched, isPriceChanged: false });
  });

  it('tells when the airline re-priced since the search', async () => {
    const out = leg('HAN', 'DAD');
    const pick = pickFare(await searchOffers(ctx, f1Agent, { legs: [out] }), 'VN', 0);
    suppliers.simulator.setFaults({ VN: { priceChangeRate: 1 } });
    const answer = checked(
      await api.priceCheck(f1Agent, {
        flights: [selectionOf(pick, out)],
        adt: 1,
        chd: 0,
        inf: 0,
        expectedTotal: pick.fare.totalPrice,
      }),
    );
    expect(answer.isPriceChanged).toBe(true);
    expect(answer.newTotal!).toBeGreaterThan(pick.fare.totalPrice);
  });

  it('refuses a system the agency may not use (400 naming the flight), a flight no longer sold (409) and bad passenger counts (400)', async () => {
    const out = leg('HAN', 'SGN');
    const offers = await searchOffers(ctx, f2Agent, { legs: [out] });
    const vn = selectionOf(pickFare(offers, 'VN', 0), out);
    const vj = selectionOf(pickFare(offers, 'VJ', 0), out);
    await ctx.db
      .update(tables.agencies)
      .set({ settings: { bookingSystems: ['VN'] } })
      .where(eq(tables.agencies.id, f2Agent.agencyId));
    try {
      const closed = expectApiError(
        await api.priceCheck(f2Agent, { flights: [vn, vj], adt: 1, chd: 0, inf: 0 }),
        400,
        1,
      );
      expect(closed.details).toEqual({ fields: [{ field: 'flights.1.offerId', message: expect.any(String) }] });
    } finally {
      await ctx.db.update(tables.agencies).set({ settings: {} }).where(eq(tables.agencies.id, f2Agent.agencyId));
    }
    const ghost = { ...vn, offerId: vn.offerId.replace(/VN\d+$/, 'VN9999') };
    expect(
      expectApiError(await api.priceCheck(f2Agent, { flights: [ghost], adt: 1, chd: 0, inf: 0 }), 409, 41).details,
    ).toMatchObject({ reason: 'flightUnavailable' });
    expect(
      expectApiError(await api.priceCheck(f2Agent, { flights: [vn], adt: 0, chd: 1, inf: 0 }), 400, 1).details,
    ).toMatchObject({ fields: [{ field: 'adt' }] });
  });
});

describe('add-ons', () => {
  it('lists what each supplier sells per chosen flight, priced, for the passenger types of the search', async () => {
    const out = leg('SGN', 'HAN');
    const offers = await searchOffers(ctx, f2Agent, { legs: [out] });
    const vj = pickFare(offers, 'VJ', 0);
    const vn = pickFare(offers, 'VN', 0);
    const response = await api.ancillaries(
      f2Agent,
      `offerIds=${encodeURIComponent(`${vj.offer.id},${vn.offer.id}`)}&adt=1&chd=1`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { routes } = response.json<TAncillariesResponse>();
    expect(routes.map((route) => [route.offerId, route.system, route.from, route.to])).toEqual([
      [vj.offer.id, 'VJ', 'SGN', 'HAN'],
      [vn.offer.id, 'VN', 'SGN', 'HAN'],
    ]);
    const meal = routes[0]!.options.find((option) => option.category === 'MEAL')!;
    expect(meal).toMatchObject({
      groupCategory: 'MEAL',
      name: { vi: expect.any(String), en: expect.any(String) },
      price: expect.any(Number),
    });
    expect(meal.price).toBeGreaterThan(0);
    expect(routes[0]!.options.every((option) => !option.paxTypes.includes('INF'))).toBe(true);
    expectApiError(await api.ancillaries(f2Agent, 'offerIds=nonsense&adt=1'), 400, 1);
  });
});
