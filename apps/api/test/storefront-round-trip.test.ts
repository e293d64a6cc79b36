// The storefront's round trip (decision 145): the consumer search run as the engine's RT with each offer saying its leg
// and priced with the site's fee per leg, a bad return date answered 400 naming returnDate, and the checkout holding
// both flights in one order through the bookings hold path — its total exact to the đồng, a moved price on either leg
// refused with the new total of both, a resent form holding once and the hourly cap counting the trip once.
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '@portal/db';
import type { TB2cOrderDetail, TFlightOffer } from '@portal/contracts';
import { b2cServiceFee, formatVnd } from '@portal/domain';
import { submitKeyOf } from '../src/modules/b2c/storefront/consumer-hold.js';
import { b2cApi, siteBody } from './support/b2c.js';
import { CALM, startCalmBookingApp } from './support/booking-money.js';
import type { BookingSuppliers } from './support/bookings.js';
import { daysFromNow } from './support/search-stream.js';
import {
  consumerApi,
  freshName,
  pickOf,
  roundTripForm,
  type ConsumerSearch,
  type RoundTrip,
} from './support/storefront-trips.js';
import type { SignedIn, TestContext } from './support/test-context.js';

const HOLDS_PER_HOUR = 30;
const SLUG = 'sao-viet-khu-hoi';
const CAPPED_SLUG = 'hoa-sen-khu-hoi';
const FEES = siteBody().serviceFees;
let ctx: TestContext;
let suppliers: BookingSuppliers;
let admin: SignedIn;
let cappedAdmin: SignedIn;

beforeAll(async () => {
  ({ ctx, suppliers } = await startCalmBookingApp({ storefrontHoldsPerAgencyPerHour: HOLDS_PER_HOUR }));
  admin = await ctx.newSignedInUser({ role: 'admin_f1' });
  cappedAdmin = await ctx.newSignedInUser({ role: 'admin_f1' });
  expect((await b2cApi(ctx).putConfig(admin, siteBody({ slug: SLUG }))).statusCode).toBe(200);
  expect((await b2cApi(ctx).putConfig(cappedAdmin, siteBody({ slug: CAPPED_SLUG }))).statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await suppliers?.close();
});

const site = () => consumerApi(ctx, SLUG);
const roundTrip = (days: number, pax = { adt: 1, chd: 0, inf: 0 }): ConsumerSearch => ({
  from: 'HAN',
  to: 'SGN',
  departDate: daysFromNow(days),
  returnDate: daysFromNow(days + 3),
  ...pax,
});
const adult = () => ({ paxId: 'ADT-1', type: 'ADT', title: 'MR', lastName: 'Nguyễn', firstName: freshName() });

/** A VN outbound and a VN return of a round-trip search (the nth of each), held together. */
async function chooseRoundTrip(search: ConsumerSearch, nth = 0, slug = SLUG): Promise<RoundTrip> {
  const { offers } = await consumerApi(ctx, slug).offersOf(search);
  const seats = search.adt + search.chd;
  const out = pickOf(offers, 0, { prefix: 'VN:', nth, seats });
  const back = pickOf(offers, 1, { prefix: 'VN:', nth, seats });
  expect(back.offer.holdGroup).toBe(out.offer.holdGroup);
  return { search, out, back };
}

const orderByNumber = async (orderNumber: string) =>
  (await ctx.db.select().from(tables.b2cOrders).where(eq(tables.b2cOrders.orderNumber, orderNumber)))[0]!;

describe('the round-trip search', () => {
  it("streams both legs' offers, each saying its leg, priced with the site's fee per leg, nothing of the chain", async () => {
    const search = roundTrip(20, { adt: 2, chd: 1, inf: 1 });
    const portal = await ctx.app.inject({
      method: 'POST',
      url: '/api/flights/search',
      headers: admin.auth,
      payload: {
        journeyType: 'RT',
        legs: [
          { from: 'HAN', to: 'SGN', departDate: search.departDate },
          { from: 'SGN', to: 'HAN', departDate: search.returnDate },
        ],
        adt: 2,
        chd: 1,
        inf: 1,
      },
    });
    const own = new Map<string, TFlightOffer>(
      portal.body
        .split('\n')
        .filter(Boolean)
        .flatMap((line) => (JSON.parse(line) as { offers?: TFlightOffer[] }).offers ?? [])
        .map((offer) => [offer.id, offer]),
    );
    const { events, offers } = await site().offersOf(search);
    expect(events[0]).toMatchObject({ type: 'started', pricesIncludeFee: true });
    for (const leg of [0, 1])
      expect(offers.filter((offer) => offer.leg === leg).length, `leg ${leg}`).toBeGreaterThan(3);
    for (const offer of offers) {
      const portalOffer = own.get(offer.id)!;
      expect(portalOffer, offer.id).toBeDefined();
      expect(offer.leg).toBe(portalOffer.legIndex);
      expect([offer.from, offer.to]).toEqual(offer.leg === 0 ? ['HAN', 'SGN'] : ['SGN', 'HAN']);
      const perPax = b2cServiceFee(
        FEES,
        { bookingSystem: portalOffer.system, segments: portalOffer.segments },
        {
          adults: 1,
          children: 0,
        },
      );
      for (const fare of offer.fares) {
        const ownFare = portalOffer.fares.find((candidate) => candidate.fareClass === fare.fareClass)!;
        expect(fare.serviceFeePerPassenger).toBe(perPax);
        expect(fare.adultPrice).toBe(ownFare.prices.ADT.total + perPax);
        // Two adults and a child pay the fee on this leg; the infant does not.
        expect(fare.total).toBe(ownFare.totalPrice + 3 * perPax);
      }
    }
    // Held together only on one booking system, and a combined fare only with its own other half.
    const groupOf = (offer: TFlightOffer) => offers.find((candidate) => candidate.id === offer.id)!.holdGroup;
    const plain = [...own.values()].filter((offer) => !offer.combineSegment);
    for (const offer of plain) {
      expect(groupOf(offer)).toMatch(/^[\w-]{12}$/);
      const sameSystem = plain.filter((other) => other.system === offer.system);
      expect(new Set(sameSystem.map(groupOf))).toEqual(new Set([groupOf(offer)]));
    }
    expect(new Set(plain.map(groupOf)).size).toBe(new Set(plain.map((offer) => offer.system)).size);
    for (const offer of [...own.values()].filter((one) => one.combinationId)) {
      const pair = [...own.values()].filter((other) => other.combinationId === offer.combinationId);
      expect(new Set(pair.map(groupOf))).toEqual(new Set([groupOf(offer)]));
      expect(plain.map(groupOf)).not.toContain(groupOf(offer));
    }
    expect(JSON.stringify(offers)).not.toMatch(/baseFare|issueFee|"system"|"source"|netPrices|combin|legIndex/);
    // Another search, other hold groups: they name nothing lasting.
    const again = await site().offersOf(search);
    expect(again.offers.find((offer) => offer.id === offers[0]!.id)!.holdGroup).not.toBe(offers[0]!.holdGroup);
  });

  it('a one-way search says leg 0 on every offer and has no hold groups', async () => {
    const { returnDate: _return, ...oneWay } = roundTrip(21);
    const { offers } = await site().offersOf(oneWay);
    expect(offers.length).toBeGreaterThan(3);
    expect(offers.every((offer) => offer.leg === 0 && offer.holdGroup === undefined)).toBe(true);
  });

  it('answers 400 naming returnDate for a return before the departure, not a date, too far ahead; the same day is fine', async () => {
    const search = roundTrip(20);
    for (const returnDate of [daysFromNow(19), '2027-02-30', daysFromNow(400), 'soon', '']) {
      const response = await site().search({ ...search, returnDate });
      expect(response.statusCode, returnDate).toBe(400);
      const fields = response.json<{ details: { fields: { field: string }[] } }>().details.fields;
      expect(
        fields.map((entry) => entry.field),
        returnDate,
      ).toEqual(['returnDate']);
    }
    expect((await site().search({ ...search, returnDate: search.departDate })).statusCode).toBe(200);
  });
});

describe('the round-trip pages', () => {
  it('offer Một chiều / Khứ hồi with a return date, and hand a round trip’s return date to the islands', async () => {
    const home = await ctx.app.inject({ url: `/s/${SLUG}` });
    expect(home.body).toContain('<input type="radio" name="trip" value="ow" checked> Một chiều');
    expect(home.body).toContain('<input type="radio" name="trip" value="rt"> Khứ hồi');
    expect(home.body).toMatch(/<span>Ngày về<\/span><input type="date" name="return" value="\d{4}-\d{2}-\d{2}"/);
    expect((await ctx.app.inject({ url: `/s/${SLUG}?lang=en` })).body).toContain('Round trip');
    const dates = roundTrip(20);
    const query = `from=HAN&to=SGN&date=${dates.departDate}&trip=rt&return=${dates.returnDate}&adt=1`;
    const dataOf = (body: string) =>
      JSON.parse(/<script[^>]*id="sf-data"[^>]*>(.*?)<\/script>/s.exec(body)![1]!) as { search: object };
    const results = await ctx.app.inject({ url: `/s/${SLUG}/flights?${query}` });
    expect(results.body).toContain('HAN ⇄ SGN');
    const [y1, m1, d1] = dates.departDate.split('-');
    const [y2, m2, d2] = dates.returnDate!.split('-');
    expect(results.body).toContain(`Khứ hồi ${d1}/${m1}/${y1} – ${d2}/${m2}/${y2}`);
    expect(results.body).toContain('value="rt" checked');
    expect(dataOf(results.body).search).toMatchObject({ date: dates.departDate, returnDate: dates.returnDate });
    const passengers = await ctx.app.inject({ url: `/s/${SLUG}/flights/passengers?${query}` });
    expect(dataOf(passengers.body).search).toMatchObject({ returnDate: dates.returnDate });
    // One way: no return date, whatever the address carries.
    const oneWay = await ctx.app.inject({ url: `/s/${SLUG}/flights?${query.replace('trip=rt', 'trip=ow')}` });
    expect(dataOf(oneWay.body).search).not.toHaveProperty('returnDate');
  });
});

describe('the round-trip checkout', () => {
  it('holds both flights in one order (one booking of two flights), the total exact to the đồng, the fee per leg; a resend holds once', async () => {
    const trip = await chooseRoundTrip(roundTrip(22, { adt: 1, chd: 1, inf: 0 }));
    const child = {
      paxId: 'CHD-1',
      type: 'CHD',
      title: 'MISS',
      lastName: 'Nguyễn',
      firstName: freshName(),
      birthDate: '15/03/2019',
    };
    const form = roundTripForm(trip, await site().formToken(), [adult(), child], {
      contact: { phone: '0912345678', email: 'khu.hoi.mot@example.vn' },
    });
    const first = await site().checkout(form);
    expect(first.statusCode, first.body).toBe(200);
    const held = first.json<{ orderCode: string; confirmationPath: string }>();
    const order = await orderByNumber(held.orderCode);
    expect(order.totalAmount).toBe(trip.out.fare.total + trip.back.fare.total);
    // The VN domestic fee, for the adult and the child, on each of the two flights.
    expect(order.serviceFee).toBe(2 * 2 * FEES.vn.domestic);

    const key = `b2c:${submitKeyOf(form.formToken)}`;
    const bookingOrders = await ctx.db
      .select()
      .from(tables.bookingOrders)
      .where(eq(tables.bookingOrders.idempotencyKey, key));
    expect(bookingOrders).toHaveLength(1);
    expect(bookingOrders[0]!.journeyType).toBe('RT');
    const bookings = await ctx.db
      .select()
      .from(tables.bookings)
      .where(eq(tables.bookings.orderId, bookingOrders[0]!.id));
    expect(bookings).toHaveLength(1);
    expect(bookings[0]!.id).toBe(order.bookingId);
    expect(bookings[0]!.status).toBe('HOLD');
    expect((bookings[0]!.flights as unknown[]).length).toBe(2);
    // The agency's price of both flights plus the fee of both: what the consumer accepted.
    expect(bookings[0]!.totalAmount + order.serviceFee).toBe(order.totalAmount);
    const detail = (await b2cApi(ctx).detail(admin, order.id)).json<TB2cOrderDetail>();
    expect(detail).toMatchObject({ status: '02', totalAmount: order.totalAmount, booking: { status: 'HOLD' } });

    const again = await site().checkout(form);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ orderCode: string }>().orderCode).toBe(held.orderCode);
    expect(
      await ctx.db.select().from(tables.bookingOrders).where(eq(tables.bookingOrders.idempotencyKey, key)),
    ).toHaveLength(1);
    const slots = await ctx.db
      .select()
      .from(tables.b2cStorefrontHolds)
      .where(eq(tables.b2cStorefrontHolds.submitKey, submitKeyOf(form.formToken)));
    expect(slots).toHaveLength(1);

    // The confirmation page and the mail show both flights.
    const page = await ctx.app.inject({ url: `/s/${SLUG}${held.confirmationPath}` });
    const mail = (
      await ctx.db.select().from(tables.outboxEmails).where(eq(tables.outboxEmails.toAddress, 'khu.hoi.mot@example.vn'))
    )[0]!;
    for (const { offer } of [trip.out, trip.back]) {
      const line = `${offer.flightNumbers.join(', ')} ${offer.from} → ${offer.to}`;
      expect(page.body, line).toContain(line);
      expect(mail.body, line).toContain(line);
    }
    expect(page.body).toContain(formatVnd(order.totalAmount));
  });

  it('refuses a price moved on either leg with the new total of both, in the consumer’s words; that total holds', async () => {
    for (const [index, moved] of (['out', 'back'] as const).entries()) {
      const trip = await chooseRoundTrip(roundTrip(24 + index), 1);
      // The airline re-prices that one flight (its one-way hold is refused at the new price): the bump is known.
      const flight = trip[moved];
      const oneWay = {
        from: flight.offer.from,
        to: flight.offer.to,
        departDate: moved === 'out' ? trip.search.departDate : trip.search.returnDate!,
        adt: 1,
        chd: 0,
        inf: 0,
      };
      suppliers.simulator.setFaults({ VN: { priceChangeRate: 1 } });
      let bump: number;
      try {
        const alone = await site().checkout({
          ...roundTripForm(trip, await site().formToken(), [adult()]),
          search: oneWay,
          offerId: flight.offer.id,
          fareClass: flight.fare.fareClass,
          returnOfferId: undefined,
          returnFareClass: undefined,
          acceptedTotal: flight.fare.total,
        });
        expect(alone.statusCode, alone.body).toBe(409);
        bump = alone.json<{ details: { newTotal: number } }>().details.newTotal - flight.fare.total;
        expect(bump).toBeGreaterThan(0);
      } finally {
        suppliers.simulator.setFaults(CALM);
      }
      const form = roundTripForm(trip, await site().formToken(), [adult()]);
      const refused = await site().checkout(form);
      expect(refused.statusCode, refused.body).toBe(409);
      const newTotal = trip.out.fare.total + trip.back.fare.total + bump;
      const body = refused.json<{ message: string; details: object }>();
      expect(body.details, moved).toEqual({ reason: 'priceChanged', newTotal });
      expect(body.message).toContain(formatVnd(newTotal));
      expect(refused.body).not.toMatch(/priceCheck|fareNet|feeTotal|supplier|oldTotal|VN:/i);
      const accepted = await site().checkout({ ...form, acceptedTotal: newTotal });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect((await orderByNumber(accepted.json<{ orderCode: string }>().orderCode)).totalAmount).toBe(newTotal);
    }
  });

  it('names the fields in the consumer’s words: a missing return, one of another booking, one without a return date', async () => {
    const trip = await chooseRoundTrip(roundTrip(26), 2);
    const token = await site().formToken();
    const fieldsOf = async (payload: object) => {
      const response = await site().checkout(payload);
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ details: { fields: { field: string; message: string }[] } }>().details.fields;
    };
    const missing = await fieldsOf({
      ...roundTripForm(trip, token, [adult()]),
      returnOfferId: undefined,
      returnFareClass: undefined,
    });
    expect(missing.map((entry) => entry.field)).toEqual(['returnOfferId', 'returnFareClass']);
    const { offers } = await site().offersOf(trip.search);
    const other = pickOf(offers, 1, { prefix: 'VJ:', seats: 1 });
    const mixed = await fieldsOf({ ...roundTripForm(trip, token, [adult()]), returnOfferId: other.offer.id });
    expect(mixed).toEqual([{ field: 'returnOfferId', message: 'not bookable with the outbound flight' }]);
    const { returnDate: _return, ...oneWay } = trip.search;
    const noDate = await fieldsOf({ ...roundTripForm(trip, token, [adult()]), search: oneWay });
    expect(noDate.map((entry) => entry.field)).toEqual(['returnOfferId', 'returnFareClass']);
    const early = { ...trip.search, returnDate: daysFromNow(25) };
    expect(await fieldsOf({ ...roundTripForm(trip, token, [adult()]), search: early })).toEqual([
      expect.objectContaining({ field: 'search.returnDate' }),
    ]);
  });

  it('counts a round trip once in the agency’s hourly cap', async () => {
    const since = new Date(ctx.clock.now().getTime() - 3_600_000);
    await ctx.db.insert(tables.b2cStorefrontHolds).values(
      Array.from({ length: HOLDS_PER_HOUR - 2 }, () => ({
        agencyId: cappedAdmin.agencyId,
        takenAt: ctx.clock.now(),
      })),
    );
    const capped = consumerApi(ctx, CAPPED_SLUG);
    for (const nth of [0, 1]) {
      const trip = await chooseRoundTrip(roundTrip(27), nth, CAPPED_SLUG);
      const held = await capped.checkout(roundTripForm(trip, await capped.formToken(), [adult()]));
      expect(held.statusCode, held.body).toBe(200);
    }
    const taken = await ctx.db
      .select()
      .from(tables.b2cStorefrontHolds)
      .where(
        and(eq(tables.b2cStorefrontHolds.agencyId, cappedAdmin.agencyId), gt(tables.b2cStorefrontHolds.takenAt, since)),
      );
    expect(taken).toHaveLength(HOLDS_PER_HOUR);
    const trip = await chooseRoundTrip(roundTrip(27), 2, CAPPED_SLUG);
    const refused = await capped.checkout(roundTripForm(trip, await capped.formToken(), [adult()]));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ details: { scope: 'agencyHolds' } });
  });
});
