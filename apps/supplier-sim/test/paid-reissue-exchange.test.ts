// exchange-route on the simulator: a reissue priced now (fare and tax difference, the family's change fee), new
// tickets, the flight replaced, seats moved; refused on a family without changes, sold out, or closed (decision 050).
import { afterEach, describe, expect, it } from 'vitest';
import { NOW, oneWay, search } from './support.js';
import { retrieve, seatsShown, useBookingSimulator } from './booking-support.js';
import { buyOk, paidRefused, quoteOk } from './paid-support.js';
import { amounts, departureOf, exchangeOf, familyFare, fareOf, ticketedIn } from './paid-reissue-support.js';
import type { TSupplierBooking } from '@portal/contracts';

const { simulator, clock } = useBookingSimulator();
afterEach(() => clock.set(NOW));

const NEXT_DAY = { from: 'HAN', to: 'SGN', date: '2026-12-16' };

/** A VN fare of the family cheaper than `than` on a later day (the fares differ by flight and demand). */
async function cheaperFare(family: string, than: number) {
  for (let day = 16; day <= 28; day += 1) {
    const route = { ...NEXT_DAY, date: `2026-12-${day}` };
    const answer = await search(simulator, 'VN', oneWay(route.from, route.to, route.date));
    for (const flight of answer.flights) {
      const fare = flight.fares.find(
        (candidate) =>
          candidate.fareFamily === family && candidate.seatAvailable >= 1 && fareOf(candidate.netPrices.ADT) < than,
      );
      if (fare) return { flight, fare };
    }
  }
  throw new Error(`no ${family} fare under ${than} VND`);
}

describe('exchange-route', () => {
  it('reissues a VN Economy Classic ticket on the next day: difference, change fee, new ticket, seats moved', async () => {
    const { booking, picked } = await ticketedIn(simulator, 'VN', { family: 'Economy Classic' });
    const target = await familyFare(simulator, 'VN', { family: 'Economy Classic', route: NEXT_DAY });
    const old = booking.flights[0];
    if (!old) throw new Error('no flight');
    const change = exchangeOf(old.key, { key: target.flight.key, fareClass: target.fare.fareClass });
    const difference = fareOf(target.fare.netPrices.ADT) - fareOf(old.netPrices.ADT);
    const quoted = await quoteOk(simulator, 'VN', booking.pnr, change);
    expect(amounts(quoted.quote.lines)).toEqual([
      ['FARE_DIFFERENCE', 'ADT-1', Math.max(0, difference)],
      ['TAX_DIFFERENCE', 'ADT-1', 0],
      ['CHANGE_FEE', 'ADT-1', 360_000],
    ]);
    expect(quoted.quote.total).toBe(Math.max(0, difference) + 360_000);
    const oldSeats = await seatsShown(simulator, 'VN', picked[0] as never);
    const newSeats = await seatsShown(simulator, 'VN', target);

    const committed = await buyOk(simulator, 'VN', booking.pnr, change);
    const ticket = committed.documents?.find((document) => document.kind === 'TICKET');
    expect(ticket).toMatchObject({ paxId: 'ADT-1', amount: quoted.quote.total, flightKeys: [target.flight.key] });
    expect(ticket?.number).not.toBe(booking.tickets[0]?.number);
    const kept = (await retrieve(simulator, 'VN', booking.pnr)).json as unknown as TSupplierBooking;
    expect(kept.flights.map((flight) => [flight.key, flight.fareClass])).toEqual([
      [target.flight.key, target.fare.fareClass],
    ]);
    expect(kept.tickets).toEqual([{ paxId: 'ADT-1', number: ticket?.number }]);
    expect(kept.paxAmounts[0]?.baseFare).toBe(target.fare.netPrices.ADT.baseFare);
    expect(kept.totalNet).toBe(booking.totalNet + difference);
    expect(await seatsShown(simulator, 'VN', picked[0] as never)).toBe((oldSeats ?? 0) + 1);
    expect(await seatsShown(simulator, 'VN', target)).toBe((newSeats ?? 0) - 1);
    expect(kept.paidChanges?.map((record) => [record.action, record.total])).toEqual([
      ['exchange-route', quoted.quote.total],
    ]);
  });

  it('gives a lower fare back on Economy Flex and keeps it on Economy Classic', async () => {
    for (const [family, givesBack] of [
      ['Economy Flex', true],
      ['Economy Classic', false],
    ] as const) {
      const { booking } = await ticketedIn(simulator, 'VN', { family });
      const old = booking.flights[0];
      if (!old) throw new Error('no flight');
      const cheaper = await cheaperFare(family, fareOf(old.netPrices.ADT));
      const difference = fareOf(cheaper.fare.netPrices.ADT) - fareOf(old.netPrices.ADT);
      const change = exchangeOf(old.key, { key: cheaper.flight.key, fareClass: cheaper.fare.fareClass });
      const quoted = await quoteOk(simulator, 'VN', booking.pnr, change);
      const fee = family === 'Economy Flex' ? 0 : 360_000;
      expect(amounts(quoted.quote.lines)).toEqual([
        ['FARE_DIFFERENCE', 'ADT-1', givesBack ? difference : 0],
        ['TAX_DIFFERENCE', 'ADT-1', 0],
        ['CHANGE_FEE', 'ADT-1', fee],
      ]);
      expect(quoted.quote.lines[0]?.description.en).toContain(givesBack ? 'given back' : 'not refunded');
    }
  });

  it('refuses Economy Saver (no changes) with CHANGE_NOT_ALLOWED', async () => {
    const { booking } = await ticketedIn(simulator, 'VN', { family: 'Economy Saver' });
    const target = await familyFare(simulator, 'VN', { family: 'Economy Classic', route: NEXT_DAY });
    const refusal = await paidRefused(simulator, 'VN', booking.pnr, {
      action: 'exchange-route',
      flights: [
        { flightKey: booking.flights[0]?.key, to: { key: target.flight.key, fareClass: target.fare.fareClass } },
      ],
    });
    expect([refusal.status, refusal.error]).toEqual([409, 'CHANGE_NOT_ALLOWED']);
    expect(refusal.message).toContain('Economy Saver');
  });

  it('charges Vietjet Eco its change fee and closes 3 hours before departure', async () => {
    const { booking } = await ticketedIn(simulator, 'VJ', { family: 'Eco' });
    const target = await familyFare(simulator, 'VJ', { family: 'Eco', route: NEXT_DAY });
    const change = exchangeOf(booking.flights[0]?.key ?? '', { key: target.flight.key, fareClass: 'Eco' });
    const quoted = await quoteOk(simulator, 'VJ', booking.pnr, change);
    expect(quoted.quote.lines.find((line) => line.kind === 'CHANGE_FEE')?.amount).toBe(378_000);
    clock.set(new Date(departureOf(booking).getTime() - 2 * 3_600_000));
    const closed = await paidRefused(simulator, 'VJ', booking.pnr, change);
    expect([closed.status, closed.error]).toEqual([409, 'FLIGHT_CLOSED']);
  });

  it('answers SOLD_OUT for a class without the seats and 400 for the same flight and class', async () => {
    const { booking } = await ticketedIn(simulator, 'VJ', { family: 'Deluxe' });
    const flightKey = booking.flights[0]?.key ?? '';
    const same = await paidRefused(simulator, 'VJ', booking.pnr, {
      action: 'exchange-route',
      flights: [{ flightKey, to: { key: flightKey, fareClass: 'Deluxe' } }],
    });
    expect(same.status).toBe(400);
    // A Vietjet flight whose search shows Eco with 0 seats.
    let full: { key: string } | undefined;
    for (let day = 16; day <= 28 && !full; day += 1) {
      const found = await search(simulator, 'VJ', oneWay('HAN', 'SGN', `2026-12-${day}`));
      full = found.flights.find((flight) =>
        flight.fares.some((fare) => fare.fareFamily === 'Eco' && fare.seatAvailable === 0),
      );
    }
    if (!full) throw new Error('every Vietjet flight sells Eco those days');
    const soldOut = await paidRefused(simulator, 'VJ', booking.pnr, {
      action: 'exchange-route',
      flights: [{ flightKey, to: { key: full.key, fareClass: 'Eco' } }],
    });
    expect([soldOut.status, soldOut.error]).toEqual([409, 'SOLD_OUT']);
  });
});
