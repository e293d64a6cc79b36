// Paid sales after ticketing per airline: baggage (dearer than at hold, heavier only), meals and services, Vietjet's added infant; EMDs and amounts.
import { ZSupplierBooking } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { adult, child, infant, retrieve, useBookingSimulator } from './booking-support.js';
import { fareOn, ticketed } from './edit-support.js';
import { buyOk, offers, paidRefused, quoteOk, seatMaps } from './paid-support.js';

const { simulator } = useBookingSimulator();
const family = { passengers: [adult(1), adult(2), child(1), infant(1)] };
const EMD = /^\d{13}$/;

describe('buy-luggage', () => {
  it.each([
    // system, code, the hold price, after ticketing (+20%)
    ['VJ', 'BAG20', 210_000, 252_000],
    ['QH', 'BAG20', 290_000, 348_000],
    ['VU', 'BAG25', 300_000, 360_000],
    ['VN', 'BAG20', 380_000, 456_000],
  ])(
    '%s sells %s for %i × 1.2 = %i, an EMD with the airline prefix, the totals raised',
    async (system, code, _held, price) => {
      const booking = await ticketed(simulator, system);
      const flightKey = booking.flights[0]?.key ?? '';
      const change = { action: 'buy-luggage', items: [{ paxId: 'ADT-1', flightKey, code }] } as const;
      const quoted = await quoteOk(simulator, system, booking.pnr, change);
      expect(quoted.quote.total).toBe(price);
      expect(quoted.quote.lines).toEqual([
        expect.objectContaining({ kind: 'BAGGAGE', paxId: 'ADT-1', flightKey, code, amount: price }),
      ]);
      // A quote changes nothing.
      expect(ZSupplierBooking.parse((await retrieve(simulator, system, booking.pnr)).json)).toEqual(booking);

      const result = await buyOk(simulator, system, booking.pnr, change, { clientRef: `bag-${system}` });
      const prefix = booking.tickets[0]?.number.slice(0, 3);
      expect(result.documents).toEqual([
        { kind: 'EMD', number: expect.stringMatching(EMD), paxId: 'ADT-1', amount: price, flightKeys: [flightKey] },
      ]);
      expect(result.documents?.[0]?.number.startsWith(prefix ?? '-')).toBe(true);
      const after = ZSupplierBooking.parse((await retrieve(simulator, system, booking.pnr)).json);
      expect(after.totalNet).toBe(booking.totalNet + price);
      expect(after.totalAncillaries).toBe(booking.totalAncillaries + price);
      expect(after.paxAmounts[0]?.ancillaries).toBe((booking.paxAmounts[0]?.ancillaries ?? 0) + price);
      expect(after.ancillaries).toContainEqual(expect.objectContaining({ paxId: 'ADT-1', flightKey, code, price }));
      expect(after.paidChanges).toEqual([
        {
          clientRef: `bag-${system}`,
          quoteId: result.quote.quoteId,
          action: 'buy-luggage',
          total: price,
          documents: result.documents,
          at: '2026-11-21T10:00:00+07:00',
        },
      ]);
    },
  );

  it('replaces a bag with a heavier one (the first is not refunded) and refuses a lighter or equal one', async () => {
    const booking = await ticketed(simulator, 'VJ');
    const flightKey = booking.flights[0]?.key ?? '';
    const bag = (code: string) => ({ action: 'buy-luggage', items: [{ paxId: 'ADT-1', flightKey, code }] }) as const;
    await buyOk(simulator, 'VJ', booking.pnr, bag('BAG20'));
    const heavier = await buyOk(simulator, 'VJ', booking.pnr, bag('BAG30'));
    expect(heavier.quote.total).toBe(456_000);
    expect(heavier.booking.ancillaries.filter((choice) => choice.category === 'BAGGAGE')).toEqual([
      expect.objectContaining({ code: 'BAG30', price: 456_000 }),
    ]);
    expect(heavier.booking.totalNet).toBe(booking.totalNet + 252_000 + 456_000);
    for (const code of ['BAG15', 'BAG30']) {
      const refusal = await paidRefused(simulator, 'VJ', booking.pnr, bag(code));
      expect([refusal.status, refusal.error]).toEqual([422, 'EDIT_REFUSED']);
      expect(refusal.message).toContain('already has 30 kg');
    }
  });

  it('sells no baggage to an infant and names an unknown code', async () => {
    const booking = await ticketed(simulator, 'VJ', family);
    const flightKey = booking.flights[0]?.key ?? '';
    const toInfant = await paidRefused(simulator, 'VJ', booking.pnr, {
      action: 'buy-luggage',
      items: [{ paxId: 'INF-1', flightKey, code: 'BAG20' }],
    });
    expect([toInfant.status, toInfant.error]).toEqual([422, 'EDIT_REFUSED']);
    const unknown = await paidRefused(simulator, 'VJ', booking.pnr, {
      action: 'buy-luggage',
      items: [{ paxId: 'ADT-1', flightKey, code: 'BAG99' }],
    });
    expect(unknown.json.fields).toEqual([
      { field: 'change.items.0.code', message: 'Not a baggage option sold on this flight' },
    ]);
  });
});

describe('offers and buy-ancillary', () => {
  it('lists per flight what Vietjet and Vietnam Airlines sell after ticketing', async () => {
    const vj = await ticketed(simulator, 'VJ');
    const vjOptions = (await offers(simulator, 'VJ', vj.pnr)).flights[0]?.options.map((option) => [
      option.code,
      option.price,
    ]);
    expect(vjOptions).toEqual([
      ['BAG15', 216_000],
      ['BAG20', 252_000],
      ['BAG25', 348_000],
      ['BAG30', 456_000],
      ['BAG35', 528_000],
      ['BAG40', 600_000],
      ['MEAL-PASTA', 55_000],
      ['MEAL-CHICKEN', 60_000],
      ['MEAL-BANHMI', 45_000],
      ['PRIORITY', 80_000],
      ['INSURANCE', 40_000],
    ]);
    const vn = await ticketed(simulator, 'VN');
    const vnCodes = (await offers(simulator, 'VN', vn.pnr)).flights[0]?.options.map((option) => option.code);
    expect(vnCodes).toEqual(['BAG10', 'BAG20', 'BAG30', 'MEAL-VGML', 'MEAL-CHML', 'PRIORITY', 'LOUNGE', 'INSURANCE']);
  });

  it('sells a meal, priority and insurance in one change: an EMD per line, a new meal replaces the old', async () => {
    const booking = await ticketed(simulator, 'VJ', family);
    const flightKey = booking.flights[0]?.key ?? '';
    const result = await buyOk(simulator, 'VJ', booking.pnr, {
      action: 'buy-ancillary',
      items: [
        { paxId: 'ADT-1', flightKey, code: 'MEAL-PASTA' },
        { paxId: 'ADT-1', flightKey, code: 'PRIORITY' },
        { paxId: 'INF-1', flightKey, code: 'INSURANCE' },
      ],
    });
    expect(result.quote.total).toBe(55_000 + 80_000 + 40_000);
    expect(result.documents?.map((document) => [document.paxId, document.amount])).toEqual([
      ['ADT-1', 55_000],
      ['ADT-1', 80_000],
      ['INF-1', 40_000],
    ]);
    expect(result.booking.paidServices?.map((service) => [service.paxId, service.code])).toEqual([
      ['ADT-1', 'PRIORITY'],
      ['INF-1', 'INSURANCE'],
    ]);
    const meal = await buyOk(simulator, 'VJ', booking.pnr, {
      action: 'buy-ancillary',
      items: [{ paxId: 'ADT-1', flightKey, code: 'MEAL-CHICKEN' }],
    });
    expect(
      meal.booking.ancillaries.filter((choice) => choice.category === 'MEAL').map((choice) => choice.code),
    ).toEqual(['MEAL-CHICKEN']);
    expect(meal.booking.totalNet).toBe(booking.totalNet + 175_000 + 60_000);
    const again = await paidRefused(simulator, 'VJ', booking.pnr, {
      action: 'buy-ancillary',
      items: [{ paxId: 'ADT-1', flightKey, code: 'PRIORITY' }],
    });
    expect([again.status, again.error]).toEqual([422, 'EDIT_REFUSED']);
    const twoMeals = await paidRefused(simulator, 'VJ', booking.pnr, {
      action: 'buy-ancillary',
      items: [
        { paxId: 'ADT-2', flightKey, code: 'MEAL-PASTA' },
        { paxId: 'ADT-2', flightKey, code: 'MEAL-BANHMI' },
      ],
    });
    expect(twoMeals.json.fields).toEqual([{ field: 'change.items.1', message: 'One MEAL per passenger and flight' }]);
  });

  it('sells no lounge on a low-cost domestic flight (not offered) and a free special meal on VN without an EMD', async () => {
    const vj = await ticketed(simulator, 'VJ');
    const lounge = await paidRefused(simulator, 'VJ', vj.pnr, {
      action: 'buy-ancillary',
      items: [{ paxId: 'ADT-1', flightKey: vj.flights[0]?.key ?? '', code: 'LOUNGE' }],
    });
    expect(lounge.status).toBe(400);
    const vn = await ticketed(simulator, 'VN');
    const meal = await buyOk(simulator, 'VN', vn.pnr, {
      action: 'buy-ancillary',
      items: [{ paxId: 'ADT-1', flightKey: vn.flights[0]?.key ?? '', code: 'MEAL-VGML' }],
    });
    expect([meal.quote.total, meal.documents]).toEqual([0, []]);
  });
});

describe('a Vietnam Airlines business fare', () => {
  it('includes the lounge (CHANGE_NOT_ALLOWED) and sits in the free business rows, economy blocked', async () => {
    const picked = await fareOn(simulator, 'VN', { from: 'HAN', to: 'SGN', date: '2026-12-15' }, 'Business Classic');
    const booking = await ticketed(simulator, 'VN', {}, picked);
    const flightKey = booking.flights[0]?.key ?? '';
    const lounge = await paidRefused(simulator, 'VN', booking.pnr, {
      action: 'buy-ancillary',
      items: [{ paxId: 'ADT-1', flightKey, code: 'LOUNGE' }],
    });
    expect([lounge.status, lounge.error]).toEqual([409, 'CHANGE_NOT_ALLOWED']);
    const map = (await seatMaps(simulator, 'VN', booking.pnr)).maps[0];
    const business = map?.rows.filter((row) => row.seats.length === 4) ?? [];
    expect(business[0]?.row).toBe(1);
    expect(business.flatMap((row) => row.seats).every((seat) => seat.price === 0 && seat.status !== 'PAID')).toBe(true);
    const economy = map?.rows.filter((row) => row.seats.length > 4).flatMap((row) => row.seats) ?? [];
    expect(economy.every((seat) => seat.status === 'BLOCKED')).toBe(true);
  });
});

describe('add-infant-vj', () => {
  it('adds an infant to a ticketed Vietjet adult: the infant fare per flight, paid at once, with its own ticket', async () => {
    const booking = await ticketed(simulator, 'VJ', { passengers: [adult(1), adult(2)] });
    const flight = booking.flights[0];
    const base = Math.round(((flight?.netPrices.ADT.baseFare ?? 0) * 0.1) / 1000) * 1000;
    const fare = base + Math.round(base * 0.08);
    const change = {
      action: 'add-infant-vj',
      adultId: 'ADT-2',
      infant: { title: 'MISS', lastName: 'NGUYEN', firstName: 'AN', birthDate: '2026-03-01' },
    } as const;
    const result = await buyOk(simulator, 'VJ', booking.pnr, change);
    expect(result.quote.lines).toEqual([
      expect.objectContaining({ kind: 'INFANT_FARE', paxId: 'INF-1', flightKey: flight?.key, amount: fare }),
    ]);
    const ticket = result.documents?.find((document) => document.kind === 'TICKET');
    expect(ticket).toEqual({
      kind: 'TICKET',
      number: expect.stringMatching(/^978\d{10}$/),
      paxId: 'INF-1',
      amount: fare,
      flightKeys: [flight?.key],
    });
    expect(result.booking.tickets).toContainEqual({ paxId: 'INF-1', number: ticket?.number });
    expect(result.booking.passengers.find((passenger) => passenger.id === 'INF-1')).toMatchObject({
      infantOf: 'ADT-2',
      ticketNumber: ticket?.number,
    });
    expect(result.booking.totalNet).toBe(booking.totalNet + fare);
    const second = await paidRefused(simulator, 'VJ', booking.pnr, change);
    expect([second.status, second.error]).toEqual([422, 'EDIT_REFUSED']);
  });

  it('is Vietjet only', async () => {
    const booking = await ticketed(simulator, 'QH');
    const refusal = await paidRefused(simulator, 'QH', booking.pnr, {
      action: 'add-infant-vj',
      adultId: 'ADT-1',
      infant: { title: 'MSTR', lastName: 'LE', firstName: 'BAO', birthDate: '2026-01-10' },
    });
    expect([refusal.status, refusal.error]).toEqual([422, 'ACTION_NOT_SUPPORTED']);
  });
});
