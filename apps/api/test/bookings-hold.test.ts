// Holding: one PNR per booking system, LOADING then HOLD with the supplier's time limit, passengers in airline form,
// validation naming fields, price changes, duplicates, replayed keys, refusals and unanswered holds.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TAncillariesResponse, TBookingDetail } from '@portal/contracts';
import type { SignedIn, TestContext } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import { INSTANT } from './support/search-stream.js';
import {
  acceptedTotalOf,
  birthDateBefore,
  bookingApi,
  eventsOfBooking,
  holdBody,
  leg,
  ONE_ADULT,
  orderOf,
  pickFare,
  pricedOneWay,
  searchOffers,
  selectionOf,
  startBookingApp,
  type BookingSuppliers,
  type PassengerSpec,
} from './support/bookings.js';
import { errorFieldsOf as fieldsOf } from './support/http.js';

let suppliers: BookingSuppliers;
let ctx: TestContext;
let agent: SignedIn;
let api: ReturnType<typeof bookingApi>;

beforeAll(async () => {
  ({ suppliers, ctx, api } = await startBookingApp());
  agent = await ctx.newSignedInUser({ role: 'agent_f1' });
});
afterAll(async () => {
  await ctx.close();
  await suppliers.close();
});
beforeEach(() => {
  suppliers.simulator.setFaults(INSTANT);
  suppliers.hooks.beforeHold = undefined;
  suppliers.hooks.loseHoldReply = false;
});

const ADULT: PassengerSpec = { paxId: 'ADT-1', lastName: 'Nguyễn', firstName: 'Văn Đức' };
let adultSequence = 0;
/** A passenger nobody else in this file books (duplicates are refused on purpose only). */
const freshAdult = (): PassengerSpec => ({
  paxId: 'ADT-1',
  lastName: 'Trần',
  firstName: `Khách ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[adultSequence++ % 26]} Thử`,
});

/** A one-way VN flight (the n-th bookable fare, so tests do not share seats or re-priced classes) and its total. */
const oneWay = (nth = 0, pax = ONE_ADULT) => pricedOneWay(ctx, agent, { nth, pax });

const ordersOfAgency = async (agencyId: string) =>
  (
    await ctx.db.select({ n: count() }).from(tables.bookingOrders).where(eq(tables.bookingOrders.agencyId, agencyId))
  )[0]!.n;

describe('holding an itinerary', () => {
  it('holds a one-way flight on one system: the PNR, the supplier time limit, the airline spelling of the names', async () => {
    const { flights, total } = await oneWay(0);
    const response = await api.hold(agent, holdBody({ flights, passengers: [ADULT], acceptedTotal: total }));
    expect(response.statusCode, response.body).toBe(201);
    const order = orderOf(response);
    expect(order).toMatchObject({ journeyType: 'OW', isLoading: false, isReplay: false, total });
    expect(order.bookings).toEqual([
      expect.objectContaining({
        system: 'VN',
        airline: 'VN',
        status: 'HOLD',
        pnr: expect.stringMatching(/^[A-Z0-9]{6}$/),
        totalAmount: total,
        lastError: null,
      }),
    ]);
    expect(order.passengers).toEqual([
      expect.objectContaining({
        paxId: 'ADT-1',
        lastName: 'Nguyễn',
        firstName: 'Văn Đức',
        airlineLastName: 'NGUYEN',
        airlineFirstName: 'VAN DUC',
      }),
    ]);
    expect(order.contact.name).toBe('Nguyễn Văn Đức');
    // VN holds until 23:59 of the booking day in Vietnam (or the next day's when less than three hours are left).
    expect(new Date(order.bookings[0]!.timeLimit!).getTime()).toBeGreaterThan(ctx.clock.now().getTime());
    const events = await eventsOfBooking(ctx, order.bookings[0]!.id);
    expect(events.map((event) => [event.action, event.fromStatus, event.toStatus, event.actorUserId])).toEqual([
      ['hold-requested', null, 'LOADING', agent.userId],
      ['hold', 'LOADING', 'HOLD', agent.userId],
    ]);
  });

  it('makes one PNR per system for a round trip on two airlines, each with its own time limit', async () => {
    const out = leg('HAN', 'SGN');
    const back = leg('SGN', 'HAN', 25);
    const offers = await searchOffers(ctx, agent, { legs: [out, back] });
    const flights = [selectionOf(pickFare(offers, 'VN', 0, 1, 1), out), selectionOf(pickFare(offers, 'VJ', 1), back)];
    const total = await acceptedTotalOf(ctx, agent, flights, { adt: 1, chd: 0, inf: 0 });
    const response = await api.hold(agent, holdBody({ flights, passengers: [freshAdult()], acceptedTotal: total }));
    expect(response.statusCode, response.body).toBe(201);
    const order = orderOf(response);
    expect(order.journeyType).toBe('RT');
    expect(order.bookings.map((booking) => [booking.system, booking.status, booking.route])).toEqual([
      ['VN', 'HOLD', 'HAN-SGN'],
      ['VJ', 'HOLD', 'SGN-HAN'],
    ]);
    expect(new Set(order.bookings.map((booking) => booking.pnr)).size).toBe(2);
    expect(order.total).toBe(total);
    expect(order.bookings[0]!.totalAmount + order.bookings[1]!.totalAmount).toBe(total);
    // VietJet holds three hours, VN until the end of the day: the time limits come from each supplier.
    expect(order.bookings[1]!.timeLimit).toBe(
      new Date(ctx.clock.now().getTime() + 3 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '.000Z'),
    );
  });

  it('holds a child and an infant on an adult, with a bag priced by the supplier and no issue fee on it', async () => {
    const pax = { adt: 1, chd: 1, inf: 1 };
    const { flights, total } = await oneWay(2, pax);
    const addOns = await api.ancillaries(
      agent,
      `offerIds=${encodeURIComponent(flights[0]!.offerId)}&adt=1&chd=1&inf=1`,
    );
    expect(addOns.statusCode, addOns.body).toBe(200);
    const bag = addOns.json<TAncillariesResponse>().routes[0]!.options.find((option) => option.code === 'BAG20')!;
    expect(bag).toMatchObject({
      category: 'BAGGAGE',
      groupCategory: 'BAGGAGE',
      paxTypes: ['ADT', 'CHD'],
      price: expect.any(Number),
    });
    const departDate = flights[0]!.leg.departDate;
    const passengers: PassengerSpec[] = [
      { paxId: 'ADT-1', lastName: 'Lê', firstName: 'Thị Hồng', title: 'MRS' },
      { paxId: 'CHD-1', lastName: 'Lê', firstName: 'Minh Khôi', birthDate: birthDateBefore(departDate, 8) },
      {
        paxId: 'INF-1',
        lastName: 'Lê',
        firstName: 'Bảo An',
        title: 'MISS',
        birthDate: birthDateBefore(departDate, 1),
        parentId: 'ADT-1',
      },
    ];
    const ancillaries = [{ paxId: 'ADT-1', offerId: flights[0]!.offerId, code: 'BAG20' }];
    const response = await api.hold(
      agent,
      holdBody({ flights, passengers, ancillaries, acceptedTotal: total + bag.price }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const booking = orderOf(response).bookings[0]!;
    expect(booking).toMatchObject({ status: 'HOLD', totalAmount: total + bag.price });
    const detail = (await api.detail(agent, booking.id)).json<TBookingDetail>();
    expect(
      detail.passengers.map((passenger) => [
        passenger.paxId,
        passenger.airlineLastName,
        passenger.airlineFirstName,
        passenger.parentPaxId,
      ]),
    ).toEqual([
      ['ADT-1', 'LE', 'THI HONG', null],
      ['CHD-1', 'LE', 'MINH KHOI', null],
      ['INF-1', 'LE', 'BAO AN', 'ADT-1'],
    ]);
    expect(detail.fareData.byPaxType.map((price) => price.type)).toEqual(['ADT', 'CHD', 'INF']);
    expect(detail.fareData).toMatchObject({ ancillaryTotal: bag.price, feeTotal: 0, totalAmount: total + bag.price });
    expect(detail.fareData.ancillaries).toEqual([
      expect.objectContaining({ paxId: 'ADT-1', code: 'BAG20', price: bag.price }),
    ]);
    expect(detail.routes[0]!.segments[0]).toMatchObject({ status: 'HK', from: 'HAN', to: 'SGN' });
  });
});

describe('what the hold refuses before anything is held', () => {
  it('names the fields of the passenger rules: an infant on no adult, a child too old, a bad add-on, a name with digits', async () => {
    const pax = { adt: 1, chd: 1, inf: 1 };
    const { flights, total } = await oneWay(3, pax);
    const departDate = flights[0]!.leg.departDate;
    const before = await ordersOfAgency(agent.agencyId);
    const holds = suppliers.hooks.calls.hold ?? 0;
    const passengers: PassengerSpec[] = [
      { paxId: 'ADT-1', lastName: 'Phạm', firstName: 'Văn Nam' },
      { paxId: 'CHD-1', lastName: 'Phạm', firstName: 'Văn Bình', birthDate: birthDateBefore(departDate, 13) },
      {
        paxId: 'INF-1',
        lastName: 'Phạm',
        firstName: 'Thị Na',
        title: 'MISS',
        birthDate: birthDateBefore(departDate, 1),
      },
    ];
    const ancillaries = [
      { paxId: 'INF-1', offerId: flights[0]!.offerId, code: 'BAG20' },
      { paxId: 'ADT-1', offerId: flights[0]!.offerId, code: 'NOPE' },
    ];
    const refused = expectApiError(
      await api.hold(agent, holdBody({ flights, passengers, ancillaries, acceptedTotal: total }), randomUUID()),
      400,
      1,
    );
    expect(fieldsOf(refused)).toEqual(['passengers.1.birthDate', 'passengers.2.parentId']);

    passengers[1]!.birthDate = birthDateBefore(departDate, 8);
    passengers[2]!.parentId = 'ADT-1';
    const badAddOns = expectApiError(
      await api.hold(agent, holdBody({ flights, passengers, ancillaries, acceptedTotal: total })),
      400,
      1,
    );
    expect(fieldsOf(badAddOns)).toEqual(['ancillaries.0.code', 'ancillaries.1.code']);

    const digits = expectApiError(
      await api.hold(
        agent,
        holdBody({
          flights,
          passengers: [{ ...passengers[0]!, lastName: 'Ph4m' }, passengers[1]!, passengers[2]!],
          acceptedTotal: total,
        }),
      ),
      400,
      1,
    );
    expect(fieldsOf(digits)).toEqual(['passengers.0.lastName']);
    expect(await ordersOfAgency(agent.agencyId)).toBe(before);
    expect(suppliers.hooks.calls.hold ?? 0).toBe(holds);
  });

  it('needs an Idempotency-Key and passenger counts the search allows', async () => {
    const { flights, total } = await oneWay(0);
    const body = holdBody({ flights, passengers: [freshAdult()], acceptedTotal: total });
    const noKey = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookings/hold',
      headers: agent.auth,
      payload: body,
    });
    expect(fieldsOf(expectApiError(noKey, 400, 1))).toEqual(['Idempotency-Key']);
    const infants = { ...body, inf: 2, passengers: body.passengers };
    expect(fieldsOf(expectApiError(await api.hold(agent, infants), 400, 1))).toEqual(['inf']);
  });

  it('answers 409 with the old and new total when the airline re-priced; the new total then holds', async () => {
    const { flights, total } = await oneWay(4);
    suppliers.simulator.setFaults({ VN: { priceChangeRate: 1 } });
    const passengers = [freshAdult()];
    const changed = expectApiError(
      await api.hold(agent, holdBody({ flights, passengers, acceptedTotal: total })),
      409,
      41,
    );
    const details = changed.details as { reason: string; oldTotal: number; newTotal: number };
    expect(details).toMatchObject({ reason: 'priceChanged', oldTotal: total });
    expect(details.newTotal).toBeGreaterThan(total);
    expect(changed.message).toContain('Giá đã thay đổi');
    const held = await api.hold(agent, holdBody({ flights, passengers, acceptedTotal: details.newTotal }));
    expect(held.statusCode, held.body).toBe(201);
    expect(orderOf(held).bookings[0]).toMatchObject({ status: 'HOLD', totalAmount: details.newTotal });
  });

  it('refuses a duplicate of a booking the agency holds, with a link to it, unless the agent confirms', async () => {
    const { flights, total } = await oneWay(5);
    const passengers = [freshAdult()];
    const first = orderOf(await api.hold(agent, holdBody({ flights, passengers, acceptedTotal: total })));
    const duplicate = expectApiError(
      await api.hold(agent, holdBody({ flights, passengers, acceptedTotal: total })),
      409,
      41,
    );
    expect(duplicate.details).toMatchObject({
      reason: 'duplicateBooking',
      bookingId: first.bookings[0]!.id,
      pnr: first.bookings[0]!.pnr,
      path: `/booking/booking-detail/${first.bookings[0]!.id}`,
    });
    const confirmed = await api.hold(
      agent,
      holdBody({ flights, passengers, acceptedTotal: total, confirmDuplicate: true }),
    );
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(orderOf(confirmed).id).not.toBe(first.id);
  });
});

describe('idempotency', () => {
  it('answers a replayed key with the same order and holds nothing more; another body with the key is 422', async () => {
    const { flights, total } = await oneWay(6);
    const body = holdBody({ flights, passengers: [freshAdult()], acceptedTotal: total });
    const key = randomUUID();
    const first = orderOf(await api.hold(agent, body, key));
    const holds = suppliers.hooks.calls.hold;
    const again = await api.hold(agent, body, key);
    expect(again.statusCode).toBe(201);
    expect(orderOf(again)).toMatchObject({
      id: first.id,
      isReplay: true,
      bookings: [expect.objectContaining({ id: first.bookings[0]!.id, pnr: first.bookings[0]!.pnr })],
    });
    expect(suppliers.hooks.calls.hold).toBe(holds);
    const other = await api.hold(agent, { ...body, contact: { phone: '0987654321' } }, key);
    expect(expectApiError(other, 422, 41).details).toMatchObject({ idempotencyKey: key });
  });

  it('makes one order and one hold for the same key sent three times at once', async () => {
    const { flights, total } = await oneWay(7);
    const body = holdBody({ flights, passengers: [freshAdult()], acceptedTotal: total });
    const key = randomUUID();
    const holds = suppliers.hooks.calls.hold ?? 0;
    const answers = await Promise.all([
      api.hold(agent, body, key),
      api.hold(agent, body, key),
      api.hold(agent, body, key),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    expect(new Set(answers.map((answer) => orderOf(answer).id)).size).toBe(1);
    const rows = await ctx.db
      .select()
      .from(tables.bookingOrders)
      .where(and(eq(tables.bookingOrders.agencyId, agent.agencyId), eq(tables.bookingOrders.idempotencyKey, key)));
    expect(rows).toHaveLength(1);
    expect(suppliers.hooks.calls.hold).toBe(holds + 1);
  });
});

describe('supplier outcomes', () => {
  it('marks a refused hold FAILED with the supplier message and logs a reservation error', async () => {
    const { flights, total } = await oneWay(8);
    // Between our price check and the hold, someone takes every seat of the class.
    suppliers.hooks.beforeHold = (_system, request) =>
      void suppliers.simulator.seats.decrement(request.flights[0]!.key, request.flights[0]!.fareClass, 500);
    const response = await api.hold(agent, holdBody({ flights, passengers: [freshAdult()], acceptedTotal: total }));
    expect(response.statusCode, response.body).toBe(201);
    const booking = orderOf(response).bookings[0]!;
    expect(booking).toMatchObject({ status: 'FAILED', pnr: null, lastError: expect.stringContaining('seats') });
    expect(orderOf(response).total).toBe(0);
    const events = await eventsOfBooking(ctx, booking.id);
    expect(events.at(-1)).toMatchObject({
      action: 'hold-failed',
      fromStatus: 'LOADING',
      toStatus: 'FAILED',
      details: expect.objectContaining({ supplierCode: 'SOLD_OUT' }),
    });
    await expect
      .poll(async () =>
        (
          await ctx.db
            .select()
            .from(tables.reservationErrors)
            .where(eq(tables.reservationErrors.agencyId, agent.agencyId))
        ).map((row) => [row.action, row.system, row.message]),
      )
      .toContainEqual(['hold', 'VN', expect.stringContaining('SOLD_OUT')]);
  });

  it('keeps a hold whose answer was lost LOADING, and a retry of the key re-sends it with the same clientRef once it is stale', async () => {
    const { flights, total } = await oneWay(9);
    const body = holdBody({ flights, passengers: [freshAdult()], acceptedTotal: total });
    const key = randomUUID();
    suppliers.hooks.loseHoldReply = true;
    const lost = orderOf(await api.hold(agent, body, key));
    expect(lost).toMatchObject({
      isLoading: true,
      bookings: [
        expect.objectContaining({ status: 'LOADING', pnr: null, lastError: expect.stringContaining('did not answer') }),
      ],
    });
    suppliers.hooks.loseHoldReply = false;
    // Too soon: the first call may still be on its way, so nothing is re-sent.
    const holds = suppliers.hooks.calls.hold;
    expect(orderOf(await api.hold(agent, body, key)).bookings[0]!.status).toBe('LOADING');
    expect(suppliers.hooks.calls.hold).toBe(holds);
    ctx.clock.advance(10_000);
    const resolved = orderOf(await api.hold(agent, body, key));
    expect(resolved).toMatchObject({
      isReplay: true,
      isLoading: false,
      bookings: [expect.objectContaining({ status: 'HOLD', lastError: null })],
    });
    // The simulator held once: the re-sent clientRef answered the PNR it had already made.
    const [row] = await ctx.db.select().from(tables.bookings).where(eq(tables.bookings.id, resolved.bookings[0]!.id));
    const held = await suppliers.gateway.retrieve(
      'VN',
      { pnr: resolved.bookings[0]!.pnr!, account: row!.supplierAccount },
      { deadlineMs: 2000 },
    );
    expect(held).toMatchObject({ ok: true, value: { clientRef: row!.clientRef, status: 'HOLD' } });
    const actions = (await eventsOfBooking(ctx, row!.id)).map((event) => event.action);
    expect(actions).toEqual(['hold-requested', 'hold-unknown', 'hold']);
  });
});

describe('the completed page', () => {
  it('reads an order of the agency; another agency gets 404', async () => {
    const { flights, total } = await oneWay(0);
    const order = orderOf(
      await api.hold(agent, holdBody({ flights, passengers: [freshAdult()], acceptedTotal: total })),
    );
    const read = await api.order(agent, order.id);
    expect(read.statusCode).toBe(200);
    expect(orderOf(read)).toMatchObject({
      id: order.id,
      isReplay: false,
      bookings: [expect.objectContaining({ id: order.bookings[0]!.id })],
    });
    const stranger = await ctx.newSignedInUser({ role: 'admin_f1' });
    expectApiError(await api.order(stranger, order.id), 404, 40);
    expectApiError(await api.order(agent, randomUUID()), 404, 40);
  });
});
