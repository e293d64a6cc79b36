// Each paid action with the simulator for real (issue 15): a seat from the seat map, a meal, a Vietjet infant, the
// seat another PNR took meanwhile (refused: the reserved money released to the đồng), and a void after a bag and a seat.
import { describe, expect, it } from 'vitest';
import type { TBookingDetail } from '@portal/contracts';
import { moneyApi, reservationsOf } from './support/booking-money.js';
import { birthDateBefore } from './support/bookings.js';
import { detailFor } from './support/edit-suite.js';
import { TEST_PASSWORD } from './support/test-context.js';
import {
  buySeatCall,
  chainFigures,
  expectedShares,
  movedBetween,
  paidApi,
  paidSeatOf,
  quoteAndPay,
  quoteOf,
  ticketedFor,
  ticketedPairOnOneFlight,
  usePaidSuite,
} from './support/paid-change-suite.js';

const suite = usePaidSuite();

type Offer = { code: string; category: string; price: number; paxTypes: string[] };

async function optionOf(booking: TBookingDetail, category: string): Promise<Offer> {
  const response = await paidApi(suite.ctx).offers(suite.f3, booking.id);
  expect(response.statusCode, response.body).toBe(200);
  const flights = response.json<{ flights: { flightKey: string; flightLabel: string; options: Offer[] }[] }>().flights;
  const flight = flights.find((candidate) => candidate.flightKey === booking.routes[0]!.offerId)!;
  expect(flight.flightLabel).toMatch(/^[A-Z]{3}-[A-Z]{3} VJ\d+/);
  return flight.options.find((option) => option.category === category && option.paxTypes.includes('ADT'))!;
}

describe('paid actions on a ticketed VJ booking', () => {
  it('buy-seat: a paid seat from the map, charged along the chain; the map then shows the passenger in it', async () => {
    const booking = await ticketedFor(suite);
    const seat = await paidSeatOf(suite, booking);
    const before = await chainFigures(suite);
    const { quote, answer } = await quoteAndPay(suite.ctx, suite.f3, buySeatCall(booking, seat.seat));
    expect(quote.lines.map((line) => [line.kind, line.code ?? null, line.amount])).toEqual([
      ['SEAT', seat.seat, seat.price],
      ['SERVICE_FEE', null, 35_000],
    ]);
    expect(answer.change!.documents.map((document) => document.kind)).toEqual(['EMD']);
    expect(movedBetween(before, await chainFigures(suite))).toEqual(expectedShares(seat.price, 1));
    const maps = (await paidApi(suite.ctx).seatMaps(suite.f3, booking.id)).json<{
      maps: { rows: { seats: { seat: string; paxId?: string }[] }[] }[];
    }>();
    const mine = maps.maps[0]!.rows.flatMap((row) => row.seats).find((candidate) => candidate.seat === seat.seat);
    expect(mine?.paxId).toBe('ADT-1');
  });

  it('buy-ancillary: a meal at the airline price plus the chain fee', async () => {
    const booking = await ticketedFor(suite);
    const meal = await optionOf(booking, 'MEAL');
    const before = await chainFigures(suite);
    const call = {
      bookingId: booking.id,
      action: 'buy-ancillary',
      body: {
        expectedVersion: booking.version,
        items: [{ paxId: 'ADT-1', flightKey: booking.routes[0]!.offerId, optionCode: meal.code }],
      },
    };
    const { quote } = await quoteAndPay(suite.ctx, suite.f3, call);
    expect(quote.airlineTotal).toBe(meal.price);
    expect(movedBetween(before, await chainFigures(suite))).toEqual(expectedShares(meal.price, 1));
  });

  it('add-infant-vj: the infant on the adult, its ticket, its fare and one change fee', async () => {
    const booking = await ticketedFor(suite);
    const before = await chainFigures(suite);
    const departDate = booking.routes[0]!.segments[0]!.departDateTime.slice(0, 10);
    const call = {
      bookingId: booking.id,
      action: 'add-infant-vj',
      body: {
        expectedVersion: booking.version,
        adultId: 'ADT-1',
        title: 'MISS',
        lastName: 'Trần',
        firstName: 'Bé Na',
        birthDate: birthDateBefore(departDate, 0, 200),
      },
    };
    const { quote, answer } = await quoteAndPay(suite.ctx, suite.f3, call);
    expect(quote.airlineTotal).toBeGreaterThan(0);
    expect(quote.lines.filter((line) => line.kind === 'SERVICE_FEE').map((line) => line.paxId)).toEqual(['INF-1']);
    expect(answer.change!.documents.map((document) => [document.kind, document.paxId])).toEqual([['TICKET', 'INF-1']]);
    expect(movedBetween(before, await chainFigures(suite))).toEqual(expectedShares(quote.airlineTotal, 1));
    const detail = await detailFor(suite.ctx, suite.f3, booking.id);
    const infant = detail.passengers.find((passenger) => passenger.paxId === 'INF-1');
    expect(infant?.ticketNumber).toBe(answer.change!.documents[0]!.number);
  });

  it('a seat another PNR bought meanwhile: 409 seatTaken, the reserve released to the đồng, the version restored', async () => {
    const [mine, theirs] = await ticketedPairOnOneFlight(suite);
    const seat = await paidSeatOf(suite, mine);
    const quote = await quoteOf(suite.ctx, suite.f3, buySeatCall(mine, seat.seat));
    await quoteAndPay(suite.ctx, suite.f3, buySeatCall(theirs, seat.seat));
    const before = await chainFigures(suite);
    const response = await paidApi(suite.ctx).accept(suite.f3, buySeatCall(mine, seat.seat), quote);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ details: { reason: 'seatTaken', supplierCode: 'SEAT_TAKEN' } });
    expect(movedBetween(before, await chainFigures(suite))).toEqual({
      f1: { balance: 0, reserved: 0, commission: 0 },
      f2: { balance: 0, reserved: 0, commission: 0 },
      f3: { balance: 0, reserved: 0, commission: 0 },
    });
    const released = (await reservationsOf(suite.ctx, mine.id)).filter((row) => row.status === 'released');
    expect(released.map((row) => row.amount).sort((a, b) => a - b)).toEqual(
      [seat.price, seat.price + 20_000, seat.price + 35_000].sort((a, b) => a - b),
    );
    const list = await paidApi(suite.ctx).list(suite.f3, mine.id);
    expect(list.changes.map((change) => change.status)).toEqual(['REFUSED']);
    expect((await detailFor(suite.ctx, suite.f3, mine.id)).version).toBe(mine.version);
  });

  it('accepting asks for the PIN when it is on (403 code 120, nothing reserved); a quote never does', async () => {
    const agent = await suite.ctx.newSignedInUser({ agencyId: suite.f3.agencyId, role: 'admin_f2' });
    const pinOn = await suite.ctx.app.inject({
      method: 'POST',
      url: '/api/pin-code',
      headers: agent.auth,
      payload: { pin: '493817', password: TEST_PASSWORD },
    });
    expect(pinOn.statusCode, pinOn.body).toBe(200);
    const booking = await ticketedFor(suite);
    const meal = await optionOf(booking, 'MEAL');
    const call = {
      bookingId: booking.id,
      action: 'buy-ancillary',
      key: `paid-pin-${booking.id}`,
      body: {
        expectedVersion: booking.version,
        items: [{ paxId: 'ADT-1', flightKey: booking.routes[0]!.offerId, optionCode: meal.code }],
      },
    };
    const quote = await quoteOf(suite.ctx, agent, call);
    const before = await chainFigures(suite);
    const send = (stepUp?: string) =>
      suite.ctx.app.inject({
        method: 'POST',
        url: `/api/bookings/${booking.id}/paid-changes/buy-ancillary`,
        headers: { ...agent.auth, 'idempotency-key': call.key, ...(stepUp ? { 'x-step-up': stepUp } : {}) },
        payload: { ...call.body, acceptQuoteId: quote.quoteId, acceptTotal: quote.total },
      });
    const asked = await send();
    expect(asked.statusCode, asked.body).toBe(403);
    expect(asked.json()).toMatchObject({ code: 120 });
    expect(movedBetween(before, await chainFigures(suite)).f3).toEqual({ balance: 0, reserved: 0, commission: 0 });
    const salt = asked.json<{ details: { salt: string } }>().details.salt;
    const verified = await suite.ctx.app.inject({
      method: 'POST',
      url: '/api/pin-code/verify',
      headers: agent.auth,
      payload: { salt, pin: '493817' },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const paid = await send(verified.json<{ stepUpToken: string }>().stepUpToken);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(movedBetween(before, await chainFigures(suite))).toEqual(expectedShares(meal.price, 1));
  });

  it('voiding after a bag and a seat gives every deposit back what the issue and both changes took', async () => {
    const start = await chainFigures(suite);
    const booking = await ticketedFor(suite);
    const bag = await optionOf(booking, 'BAGGAGE');
    const bagCall = {
      bookingId: booking.id,
      action: 'buy-luggage',
      body: {
        expectedVersion: booking.version,
        items: [{ paxId: 'ADT-1', flightKey: booking.routes[0]!.offerId, optionCode: bag.code }],
      },
    };
    const { answer } = await quoteAndPay(suite.ctx, suite.f3, bagCall);
    const seat = await paidSeatOf(suite, booking);
    await quoteAndPay(suite.ctx, suite.f3, buySeatCall(booking, seat.seat, answer.booking.version));
    const voided = await moneyApi(suite.ctx).void(suite.f3, booking.id);
    expect(voided.statusCode, voided.body).toBe(200);
    const zero = { balance: 0, reserved: 0, commission: 0 };
    expect(movedBetween(start, await chainFigures(suite))).toEqual({ f1: zero, f2: zero, f3: zero });
    const after = await paidApi(suite.ctx).list(suite.f3, booking.id);
    expect(after.changes.map((change) => [change.action, change.status])).toEqual([
      ['buy-seat', 'DONE'],
      ['buy-luggage', 'DONE'],
    ]);
  });
});
