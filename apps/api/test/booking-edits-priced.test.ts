// The priced edits on a hold end to end against the simulator (decision 044): per action a quote changes nothing,
// another total is 409 priceChanged and the quoted total is accepted with the history's before → after lines; the
// infant, flights and bags written; the airline's SOLD_OUT and moved prices; 404 and 403. Fees: …-priced-fees.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type TBookingDetail, type TBookingPnrView } from '@portal/contracts';
import type { SignedIn, TestContext } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import type { BookingSuppliers } from './support/bookings.js';
import { CALM, holdFor, moneyApi } from './support/booking-money.js';
import { detailFor, editedEventsOf, startEditSuite, stopEditSuite } from './support/edit-suite.js';
import { editApi } from './support/booking-edits.js';
import {
  changesOf,
  holdOn,
  otherClassOf,
  quoteAndAccept,
  quoteOf,
  returnFlight,
  type EditAnswer,
} from './support/priced-edits.js';

let suppliers: BookingSuppliers;
let ctx: TestContext;
let parentAdmin: SignedIn;
let agent: SignedIn;
let stranger: SignedIn;

const editedEvents = (bookingId: string) => editedEventsOf(ctx, bookingId);
const detailOf = (who: SignedIn, id: string) => detailFor(ctx, who, id);

/** dd/MM/yyyy `months` months before the test clock's day. */
function monthsAgo(months: number): string {
  const date = new Date(ctx.clock.now());
  date.setUTCMonth(date.getUTCMonth() - months);
  return `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
}

const infantBody = (version: number) => ({
  expectedVersion: version,
  adultId: 'ADT-1',
  title: 'MISS',
  lastName: 'Nguyễn',
  firstName: 'Bảo An',
  birthDate: monthsAgo(6),
});

beforeAll(
  async () => ({ ctx, suppliers, parentAdmin, agent, stranger } = await startEditSuite({ deposit: 100_000_000 })),
);

afterAll(() => stopEditSuite({ ctx, suppliers }));

type PricedCase = { bookingId: string; action: string; body: Record<string, unknown>; before: TBookingDetail };

/** Each action with a price on a fresh hold (remove-route on a hold that got a second flight first). */
const PRICED_CASES: Record<string, () => Promise<PricedCase>> = {
  'add-infant': async () => {
    const before = await holdFor(ctx, agent, { system: 'VN' });
    return { bookingId: before.id, action: 'add-infant', body: infantBody(before.version), before };
  },
  'add-route': async () => {
    const before = await holdFor(ctx, agent, { system: 'VN' });
    const flight = await returnFlight(ctx, agent, { system: 'VN', days: 35 });
    return { bookingId: before.id, action: 'add-route', body: { expectedVersion: before.version, flight }, before };
  },
  'change-route-class': async () => {
    const before = await holdFor(ctx, agent, { system: 'VN' });
    const body = {
      expectedVersion: before.version,
      flightKey: before.routes[0]!.offerId,
      bookingClass: await otherClassOf(ctx, agent, before),
    };
    return { bookingId: before.id, action: 'change-route-class', body, before };
  },
  'remove-route': async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const flight = await returnFlight(ctx, agent, { system: 'VN', days: 36 });
    const add = { bookingId: held.id, action: 'add-route', body: { expectedVersion: held.version, flight } };
    const { booking: before } = await quoteAndAccept(ctx, agent, add);
    const body = { expectedVersion: before.version, flightKey: flight.offerId };
    return { bookingId: held.id, action: 'remove-route', body, before };
  },
  'upgrade-luggage': async () => {
    const before = await holdFor(ctx, agent, { system: 'VJ' });
    const upgrades = [{ paxId: 'ADT-1', flightKey: before.routes[0]!.offerId, optionCode: 'BAG25' }];
    return {
      bookingId: before.id,
      action: 'upgrade-luggage',
      body: { expectedVersion: before.version, upgrades },
      before,
    };
  },
  'change-passenger-info': async () => {
    const before = await holdOn(ctx, agent, { system: 'VJ', accepts: (fare) => fare.fareFamily === 'Deluxe' });
    const body = { expectedVersion: before.version, paxId: 'ADT-1', title: 'MR', lastName: 'Lê', firstName: 'Hoa' };
    return { bookingId: before.id, action: 'change-passenger-info', body, before };
  },
};

describe('every priced action on HOLD', () => {
  for (const [action, setUp] of Object.entries(PRICED_CASES)) {
    it(`${action}: a quote changes nothing, another total is 409 priceChanged, the quoted total is accepted`, async () => {
      const { before, ...edit } = await setUp();
      const events = (await editedEvents(before.id)).length;
      const quote = await quoteOf(ctx, agent, edit);
      expect(quote.totalBefore).toBe(before.fareData.totalAmount);
      expect(quote.totalAfter).not.toBe(quote.totalBefore);
      const unchanged = await detailOf(agent, before.id);
      expect([unchanged.version, unchanged.fareData.totalAmount]).toEqual([
        before.version,
        before.fareData.totalAmount,
      ]);
      expect(await editedEvents(before.id)).toHaveLength(events);

      const wrong = await editApi(ctx).edit(agent, { ...edit, body: { ...edit.body, acceptTotal: quote.totalBefore } });
      expect(expectApiError(wrong, 409, ErrorCode.CONFLICT).details).toMatchObject({
        reason: 'priceChanged',
        oldTotal: quote.totalBefore,
        newTotal: quote.totalAfter,
        quote,
      });
      expect((await detailOf(agent, before.id)).version).toBe(before.version);

      const accepted = await editApi(ctx).edit(agent, {
        ...edit,
        body: { ...edit.body, acceptTotal: quote.totalAfter },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const { booking } = accepted.json<EditAnswer>();
      expect([booking.version, booking.fareData.totalAmount]).toEqual([before.version + 1, quote.totalAfter]);
      const last = (await editedEvents(before.id)).at(-1)!;
      expect(changesOf(last).at(-1)).toEqual({
        field: 'total',
        before: String(quote.totalBefore),
        after: String(quote.totalAfter),
      });
    });
  }
});

describe('add-infant on a held VN booking', () => {
  it('quotes without changing anything, then makes the change at the accepted total', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const edit = { bookingId: held.id, action: 'add-infant', body: infantBody(held.version) };
    const quote = await quoteOf(ctx, agent, edit);
    expect(quote.totalBefore).toBe(held.fareData.totalAmount);
    expect(quote.totalAfter).toBeGreaterThan(quote.totalBefore);
    expect(quote.airlineFee).toBe(0);
    const unchanged = await detailOf(agent, held.id);
    expect(unchanged.version).toBe(held.version);
    expect(unchanged.passengers).toHaveLength(1);
    expect(await editedEvents(held.id)).toEqual([]);

    const { booking } = await quoteAndAccept(ctx, agent, edit);
    expect(booking.version).toBe(held.version + 1);
    expect(booking.fareData.totalAmount).toBe(quote.totalAfter);
    expect(booking.fareData.supplierNet + booking.fareData.feeTotal).toBe(quote.totalAfter);
    expect(booking.fareData.byPaxType.map((price) => [price.type, price.count])).toEqual([
      ['ADT', 1],
      ['INF', 1],
    ]);
    const infant = booking.passengers.find((passenger) => passenger.paxId === 'INF-1');
    expect(infant).toMatchObject({ type: 'INF', lastName: 'Nguyễn', firstName: 'Bảo An', airlineLastName: 'NGUYEN' });
    const [event] = await editedEvents(held.id);
    expect(changesOf(event!)).toEqual([
      expect.objectContaining({ field: 'infant', paxId: 'INF-1', before: null }),
      { field: 'total', before: String(quote.totalBefore), after: String(quote.totalAfter) },
    ]);
    expect(String(changesOf(event!)[0]!.after)).toContain('NGUYEN/BAO AN');
  });

  it("asks an international booking for the infant's passport (400) and sends it to the airline", async () => {
    const held = await holdOn(ctx, agent, { system: 'VN', to: 'BKK', days: 33 });
    const bare = { bookingId: held.id, action: 'add-infant', body: infantBody(held.version) };
    const missing = expectApiError(await editApi(ctx).edit(agent, bare), 400, ErrorCode.VALIDATION);
    expect(JSON.stringify(missing.details)).toContain('"passport.number"');
    const passport = { number: 'C7654321', nationality: 'VNM', issuingCountry: 'VNM', expiryDate: '31/12/2035' };
    const { booking } = await quoteAndAccept(ctx, agent, { ...bare, body: { ...bare.body, passport } });
    expect(booking.passengers.map((passenger) => passenger.paxId)).toEqual(['ADT-1', 'INF-1']);
    const pnr = await ctx.app.inject({ method: 'GET', url: `/api/bookings/${held.id}/pnr`, headers: agent.auth });
    const infant = pnr.json<TBookingPnrView>().passengers.find((passenger) => passenger.paxId === 'INF-1');
    expect(infant?.document).toMatchObject({ maskedNumber: '••••4321', expiryDate: '2035-12-31' });
  });

  it('is refused 409 wrongState on a ticketed booking (money on EXPORT is a paid change)', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const issued = await moneyApi(ctx).issue(agent, held.id);
    expect(issued.statusCode, issued.body).toBe(200);
    const version = issued.json<TBookingDetail>().version;
    const response = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'add-infant',
      body: infantBody(version),
    });
    expect(expectApiError(response, 409, ErrorCode.CONFLICT).details).toMatchObject({ reason: 'wrongState' });
  });

  it("answers 404 for another agency's booking and 403 for a sub-agency's booking seen from above", async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const edit = { bookingId: held.id, action: 'add-infant', body: infantBody(held.version) };
    expectApiError(await editApi(ctx).edit(stranger, edit), 404, ErrorCode.NOT_FOUND);
    expectApiError(await editApi(ctx).edit(parentAdmin, edit), 403, ErrorCode.FORBIDDEN);
  });
});

describe('the flights of a held booking', () => {
  it('adds a return flight at its price now, then removes it again, each through a quote', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const flight = await returnFlight(ctx, agent, { system: 'VN', days: 34 });
    const added = await quoteAndAccept(ctx, agent, {
      bookingId: held.id,
      action: 'add-route',
      body: { expectedVersion: held.version, flight },
    });
    expect(added.booking.routes.map((route) => route.offerId)).toEqual([held.routes[0]!.offerId, flight.offerId]);
    expect(added.booking.fareData.totalAmount).toBe(added.quote.totalAfter);
    expect(added.quote.totalAfter).toBeGreaterThan(held.fareData.totalAmount);
    expect(added.booking.route).toBe('HAN-SGN-HAN');

    const removed = await quoteAndAccept(ctx, agent, {
      bookingId: held.id,
      action: 'remove-route',
      body: { expectedVersion: held.version + 1, flightKey: flight.offerId },
    });
    expect(removed.booking.routes.map((route) => route.offerId)).toEqual([held.routes[0]!.offerId]);
    expect(removed.booking.fareData.totalAmount).toBe(held.fareData.totalAmount);
    const events = await editedEvents(held.id);
    expect(changesOf(events[0]!)[0]).toMatchObject({ field: 'route', flightKey: flight.offerId, before: null });
    expect(changesOf(events[1]!)[0]).toMatchObject({ field: 'route', flightKey: flight.offerId, after: null });
  });

  it('rebooks the flight in another class at the accepted total', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const bookingClass = await otherClassOf(ctx, agent, held);
    const offerId = held.routes[0]!.offerId;
    const body = { expectedVersion: held.version, flightKey: offerId, bookingClass };
    const quote = await quoteOf(ctx, agent, { bookingId: held.id, action: 'change-route-class', body });
    expect(quote.totalAfter).not.toBe(quote.totalBefore);
    const { booking } = await quoteAndAccept(ctx, agent, { bookingId: held.id, action: 'change-route-class', body });
    expect(booking.routes[0]!.fareClass).toBe(bookingClass);
    expect(booking.fareData.totalAmount).toBe(quote.totalAfter);
    const [event] = await editedEvents(held.id);
    expect(changesOf(event!)[0]).toEqual({
      field: 'fareClass',
      flightKey: offerId,
      before: held.routes[0]!.fareClass,
      after: bookingClass,
    });
  });
});

describe("the airline's answers to a priced edit", () => {
  it('answers 409 soldOut naming the flight when the seats of the class quoted are gone at the accept', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const bookingClass = await otherClassOf(ctx, agent, held);
    const offerId = held.routes[0]!.offerId;
    const body = { expectedVersion: held.version, flightKey: offerId, bookingClass };
    const quote = await quoteOf(ctx, agent, { bookingId: held.id, action: 'change-route-class', body });
    suppliers.simulator.seats.decrement(offerId.slice('VN:'.length), bookingClass, 500);
    for (const sent of [{ ...body, acceptTotal: quote.totalAfter }, body]) {
      const response = await editApi(ctx).edit(agent, { bookingId: held.id, action: 'change-route-class', body: sent });
      const refused = expectApiError(response, 409, ErrorCode.CONFLICT);
      expect(refused.details).toMatchObject({ reason: 'soldOut', flights: [offerId] });
    }
    expect(await editedEvents(held.id)).toEqual([]);
  });

  it('answers 409 priceChanged with the new total when the price moved between the quote and the accept', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const bookingClass = await otherClassOf(ctx, agent, held);
    const route = held.routes[0]!;
    const body = { expectedVersion: held.version, flightKey: route.offerId, bookingClass };
    const quote = await quoteOf(ctx, agent, { bookingId: held.id, action: 'change-route-class', body });
    // Another agency's price check of that class meets the airline re-pricing it upwards.
    suppliers.simulator.setFaults({ VN: { priceChangeRate: 1 } });
    const segment = route.segments[0]!;
    const leg = { from: segment.from, to: segment.to, departDate: segment.departDateTime.slice(0, 10) };
    const checked = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings/price-check',
      headers: stranger.auth,
      payload: { flights: [{ offerId: route.offerId, fareClass: bookingClass, leg }], adt: 1, chd: 0, inf: 0 },
    });
    expect(checked.statusCode, checked.body).toBe(200);
    suppliers.simulator.setFaults(CALM);
    const response = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'change-route-class',
      body: { ...body, acceptTotal: quote.totalAfter },
    });
    const refused = expectApiError(response, 409, ErrorCode.CONFLICT);
    expect(refused.details).toMatchObject({ reason: 'priceChanged', oldTotal: quote.totalAfter });
    expect(Number(refused.details!.newTotal)).toBeGreaterThan(quote.totalAfter);
    expect(refused.details!.quote).toEqual({ ...quote, totalAfter: refused.details!.newTotal });
    const again = await quoteOf(ctx, agent, { bookingId: held.id, action: 'change-route-class', body });
    expect(again.totalAfter).toBe(refused.details!.newTotal);
    expect((await detailOf(agent, held.id)).routes[0]!.fareClass).toBe(route.fareClass);
  });
});

describe('baggage on a held booking', () => {
  it('buys a 20 kg bag on Vietjet: the add-on joins the price, the total is the one accepted', async () => {
    const held = await holdFor(ctx, agent, { system: 'VJ' });
    const upgrades = [{ paxId: 'ADT-1', flightKey: held.routes[0]!.offerId, optionCode: 'BAG20' }];
    const { quote, booking } = await quoteAndAccept(ctx, agent, {
      bookingId: held.id,
      action: 'upgrade-luggage',
      body: { expectedVersion: held.version, upgrades },
    });
    expect(quote.totalAfter - quote.totalBefore).toBe(210_000);
    expect(booking.fareData.ancillaries.map((item) => item.code)).toEqual(['BAG20']);
    expect(booking.fareData.ancillaryTotal).toBe(210_000);
    expect(booking.fareData.totalAmount).toBe(quote.totalAfter);
  });

  it('buys bags for two passengers in one edit: two supplier calls, one quote of both, one change', async () => {
    const held = await holdFor(ctx, agent, { system: 'VJ', adults: 2 });
    const flightKey = held.routes[0]!.offerId;
    const upgrades = [
      { paxId: 'ADT-1', flightKey, optionCode: 'BAG20' },
      { paxId: 'ADT-2', flightKey, optionCode: 'BAG30' },
    ];
    const { quote, booking } = await quoteAndAccept(ctx, agent, {
      bookingId: held.id,
      action: 'upgrade-luggage',
      body: { expectedVersion: held.version, upgrades },
    });
    expect(quote.totalAfter - quote.totalBefore).toBe(210_000 + 380_000);
    expect(booking.fareData.totalAmount).toBe(quote.totalAfter);
    expect(booking.fareData.ancillaries.map((item) => [item.paxId, item.code]).sort()).toEqual([
      ['ADT-1', 'BAG20'],
      ['ADT-2', 'BAG30'],
    ]);
    const [event] = await editedEvents(held.id);
    expect(changesOf(event!).map((change) => [change.field, change.paxId, change.after])).toEqual([
      ['baggage', 'ADT-1', 'BAG20'],
      ['baggage', 'ADT-2', 'BAG30'],
      ['total', undefined, String(quote.totalAfter)],
    ]);
  });

  it('answers 400 naming the second upgrade of the same bag', async () => {
    const held = await holdFor(ctx, agent, { system: 'VJ' });
    const upgrade = { paxId: 'ADT-1', flightKey: held.routes[0]!.offerId, optionCode: 'BAG20' };
    const response = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'upgrade-luggage',
      body: { expectedVersion: held.version, upgrades: [upgrade, { ...upgrade, optionCode: 'BAG30' }] },
    });
    expect(JSON.stringify(expectApiError(response, 400, ErrorCode.VALIDATION).details)).toContain(
      'upgrades.1.flightKey',
    );
  });
});
