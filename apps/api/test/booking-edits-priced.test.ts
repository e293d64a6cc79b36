// The priced edits end to end against the simulator (decision 044): a quote changes nothing, the accepted total becomes
// the held total with the history's before → after lines, another total is 409 priceChanged, a fee on a ticketed
// booking is 409 paidChangeRequired, a free correction applies, each system's refusals, 404 and 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type TBookingDetail, type TEditChange } from '@portal/contracts';
import type { SignedIn, TestContext } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import { eventsOfBooking, type BookingSuppliers } from './support/bookings.js';
import { CALM, holdFor, moneyApi, startCalmBookingApp, topUp } from './support/booking-money.js';
import { editApi } from './support/booking-edits.js';
import {
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

const editedEvents = async (bookingId: string) =>
  (await eventsOfBooking(ctx, bookingId)).filter((event) => event.action === 'edited');
const changesOf = (event: { details: unknown }) => (event.details as { changes: TEditChange[] }).changes;
const detailOf = async (who: SignedIn, id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/bookings/${id}`, headers: who.auth })).json<TBookingDetail>();

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

beforeAll(async () => {
  ({ ctx, suppliers } = await startCalmBookingApp());
  parentAdmin = await ctx.newSignedInUser({ role: 'admin_f1' });
  agent = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: parentAdmin.agencyId });
  stranger = await ctx.newSignedInUser({ role: 'admin_f1' });
  await topUp(ctx, agent.agencyId, 100_000_000);
  await topUp(ctx, parentAdmin.agencyId, 100_000_000);
});

afterAll(async () => {
  await ctx?.close();
  await suppliers?.close();
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

  it('answers 409 priceChanged with the new total when the accepted total is another, and changes nothing', async () => {
    const held = await holdFor(ctx, agent, { system: 'VN' });
    const edit = { bookingId: held.id, action: 'add-infant', body: infantBody(held.version) };
    const quote = await quoteOf(ctx, agent, edit);
    const response = await editApi(ctx).edit(agent, {
      ...edit,
      body: { ...edit.body, acceptTotal: quote.totalAfter - 1_000 },
    });
    const body = expectApiError(response, 409, ErrorCode.CONFLICT);
    expect(body.details).toMatchObject({
      reason: 'priceChanged',
      oldTotal: quote.totalAfter - 1_000,
      newTotal: quote.totalAfter,
    });
    expect((await detailOf(agent, held.id)).passengers).toHaveLength(1);
    expect(await editedEvents(held.id)).toEqual([]);
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

describe('name and birth-date corrections', () => {
  const rename = (version: number, firstName: string) => ({
    expectedVersion: version,
    paxId: 'ADT-1',
    title: 'MR',
    lastName: 'Nguyễn',
    firstName,
  });

  it('makes a free VN correction at once, on HOLD and on EXPORT, with the names before and after', async () => {
    const held = await holdOn(ctx, agent, { system: 'VN' });
    const first = held.passengers[0]!;
    const corrected = `${first.firstName.slice(0, -1)}X`;
    const onHold = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'change-passenger-info',
      body: rename(held.version, corrected),
    });
    expect(onHold.statusCode, onHold.body).toBe(200);
    const answer = onHold.json<EditAnswer>();
    expect(answer.quote).toBeUndefined();
    expect(answer.booking.passengers[0]).toMatchObject({ firstName: corrected, airlineFirstName: 'VAN SUA X' });
    expect(answer.booking.fareData.totalAmount).toBe(held.fareData.totalAmount);

    const issued = await moneyApi(ctx).issue(agent, held.id);
    expect(issued.statusCode, issued.body).toBe(200);
    const ticketed = issued.json<TBookingDetail>();
    const onExport = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'change-passenger-info',
      body: rename(ticketed.version, 'Văn Sửa Y'),
    });
    expect(onExport.statusCode, onExport.body).toBe(200);
    expect(onExport.json<EditAnswer>().booking.passengers[0]!.airlineFirstName).toBe('VAN SUA Y');
    const events = await editedEvents(held.id);
    expect(changesOf(events[1]!)).toEqual([
      { field: 'name', paxId: 'ADT-1', before: 'MR NGUYEN/VAN SUA X', after: 'MR NGUYEN/VAN SUA Y' },
    ]);
  });

  it("quotes Vietjet's name-change fee on HOLD and answers 409 paidChangeRequired on EXPORT", async () => {
    const held = await holdOn(ctx, agent, { system: 'VJ', accepts: (fare) => fare.fareFamily === 'Deluxe' });
    const quote = await quoteOf(ctx, agent, {
      bookingId: held.id,
      action: 'change-passenger-info',
      body: rename(held.version, 'Minh'),
    });
    expect(quote).toEqual({
      totalBefore: held.fareData.totalAmount,
      totalAfter: held.fareData.totalAmount + 350_000,
      airlineFee: 350_000,
    });
    const issued = await moneyApi(ctx).issue(agent, held.id);
    expect(issued.statusCode, issued.body).toBe(200);
    const response = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'change-passenger-info',
      body: rename(issued.json<TBookingDetail>().version, 'Minh'),
    });
    const body = expectApiError(response, 409, ErrorCode.CONFLICT);
    expect(body.details).toMatchObject({ reason: 'paidChangeRequired', airlineFee: 350_000 });
    expect((await detailOf(agent, held.id)).passengers[0]!.airlineFirstName).not.toBe('MINH');
  });

  it('accepts the Vietjet fee on HOLD: the held total rises by it', async () => {
    const held = await holdOn(ctx, agent, { system: 'VJ', accepts: (fare) => fare.fareFamily === 'Deluxe' });
    const { booking } = await quoteAndAccept(ctx, agent, {
      bookingId: held.id,
      action: 'change-passenger-info',
      body: rename(held.version, 'Minh'),
    });
    expect(booking.fareData.totalAmount).toBe(held.fareData.totalAmount + 350_000);
    expect(booking.passengers[0]).toMatchObject({ airlineLastName: 'NGUYEN', airlineFirstName: 'MINH' });
  });

  it('refuses a name change on Bamboo (409 wrongState) and a new name on VN (422 with the airline words)', async () => {
    const qh = await holdOn(ctx, agent, { system: 'QH' });
    const bamboo = await editApi(ctx).edit(agent, {
      bookingId: qh.id,
      action: 'change-passenger-info',
      body: rename(qh.version, 'Minh'),
    });
    expect(expectApiError(bamboo, 409, ErrorCode.CONFLICT).details).toMatchObject({ reason: 'wrongState' });
    const vn = await holdOn(ctx, agent, { system: 'VN' });
    const renamed = await editApi(ctx).edit(agent, {
      bookingId: vn.id,
      action: 'change-passenger-info',
      body: { ...rename(vn.version, 'Minh Khang'), lastName: 'Phạm' },
    });
    const body = expectApiError(renamed, 422, ErrorCode.CONFLICT);
    expect(String(body.details!.supplierMessage)).toContain('3 letters');
  });

  it("corrects a Bamboo passenger's birth date at once (free), and keeps it on the passenger", async () => {
    const held = await holdOn(ctx, agent, { system: 'QH' });
    const response = await editApi(ctx).edit(agent, {
      bookingId: held.id,
      action: 'change-birthday-qh',
      body: { expectedVersion: held.version, paxId: 'ADT-1', birthDate: '15/03/1990' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<EditAnswer>().booking.passengers[0]!.birthDate).toBe('15/03/1990');
    const [event] = await editedEvents(held.id);
    expect(changesOf(event!)).toEqual([{ field: 'birthDate', paxId: 'ADT-1', before: null, after: '15/03/1990' }]);
  });
});
