// Price re-check and add-on catalogue over HTTP: the search's price when nothing moved, the next class or sold out, airline re-pricing, baggage by airline.
import { ZSupplierAncillariesResponse, ZSupplierPriceCheckResponse, type TSupplierFare } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT,
  ROUTE,
  adult,
  call,
  child,
  holdBody,
  holdOk,
  infant,
  pickFare,
  useBookingSimulator,
  type TPicked,
} from './booking-support.js';

const { simulator } = useBookingSimulator();

type TPax = { adt: number; chd: number; inf: number };
const ONE = { adt: 1, chd: 0, inf: 0 };

async function priceCheck(system: string, picked: TPicked, pax: TPax = ONE, extra: Record<string, unknown> = {}) {
  const answer = await call(simulator, 'POST', `/systems/${system}/price-check`, {
    account: ACCOUNT,
    flights: [{ key: picked.flight.key, fareClass: picked.fare.fareClass }],
    pax,
    ...extra,
  });
  expect(answer.status).toBe(200);
  return ZSupplierPriceCheckResponse.parse(answer.json);
}

const gross = (price: { baseFare: number; tax: number; vat: number } | undefined) =>
  price ? price.baseFare + price.tax + price.vat : 0;
const totalOf = (fare: TSupplierFare, pax: TPax) =>
  gross(fare.netPrices.ADT) * pax.adt + gross(fare.netPrices.CHD) * pax.chd + gross(fare.netPrices.INF) * pax.inf;

describe('price check', () => {
  it.each(['VN', 'VJ', 'QH', 'VU'])('answers the search price on %s when nothing moved', async (system) => {
    const pax = { adt: 2, chd: 1, inf: 1 };
    const picked = await pickFare(simulator, system, ROUTE, pax);
    const check = await priceCheck(system, picked, pax);
    expect(check).toMatchObject({
      system,
      isAvailable: true,
      isPriceChanged: false,
      totalNet: totalOf(picked.fare, pax),
    });
    expect(check.flights[0]).toMatchObject({
      key: picked.flight.key,
      status: 'AVAILABLE',
      fare: { fareClass: picked.fare.fareClass, netPrices: picked.fare.netPrices },
    });
  });

  it('moves to the next class of the family when the class sold out since the search', async () => {
    const picked = await pickFare(
      simulator,
      'VN',
      ROUTE,
      ONE,
      (fare) => fare.fareFamily === 'Economy Flex' && fare.fareClass !== 'Y' && fare.seatAvailable > 0,
    );
    simulator.seats.decrement(picked.flight.key, picked.fare.fareClass, picked.fare.seatAvailable);
    const check = await priceCheck('VN', picked, ONE, { expectedTotal: totalOf(picked.fare, ONE) });
    const fare = check.flights[0]?.fare;
    expect(fare?.fareFamily).toBe('Economy Flex');
    expect(fare?.fareClass).not.toBe(picked.fare.fareClass);
    expect(check.isPriceChanged).toBe(true);
    expect(check.totalNet).toBeGreaterThan(totalOf(picked.fare, ONE));
    // The hold books the class asked for: it is gone.
    const hold = await call(simulator, 'POST', '/systems/VN/bookings', holdBody(picked));
    expect(hold.json.error).toBe('SOLD_OUT');
  });

  it('answers SOLD_OUT when the family has no class with the seats', async () => {
    const picked = await pickFare(
      simulator,
      'VJ',
      ROUTE,
      ONE,
      (fare) => fare.fareClass === 'Deluxe' && fare.seatAvailable > 0,
    );
    simulator.seats.decrement(picked.flight.key, 'Deluxe', picked.fare.seatAvailable);
    const check = await priceCheck('VJ', picked);
    expect(check).toMatchObject({
      isAvailable: false,
      totalNet: null,
      isPriceChanged: true,
      flights: [{ status: 'SOLD_OUT', fare: null }],
    });
  });

  it('lets the airline re-price once with priceChangeRate: changed, then stable, and the hold takes the new price', async () => {
    simulator.setFaults({ QH: { priceChangeRate: 1 } });
    try {
      const picked = await pickFare(simulator, 'QH', ROUTE);
      const first = await priceCheck('QH', picked, ONE, { expectedTotal: totalOf(picked.fare, ONE) });
      expect(first.isPriceChanged).toBe(true);
      const newTotal = first.totalNet ?? 0;
      expect(newTotal).toBeGreaterThan(totalOf(picked.fare, ONE));
      expect(first.flights[0]?.fare?.fareClass).toBe(picked.fare.fareClass);
      const second = await priceCheck('QH', picked, ONE, { expectedTotal: newTotal });
      expect(second).toMatchObject({ isPriceChanged: false, totalNet: newTotal });
      expect((await priceCheck('QH', picked)).isPriceChanged).toBe(true);
      const booking = await holdOk(simulator, 'QH', holdBody(picked, { expectedTotal: newTotal }));
      expect(booking.totalNet).toBe(newTotal);
    } finally {
      simulator.setFaults({ QH: { priceChangeRate: 0 } });
    }
  });

  it('applies the promotion code as the search does', async () => {
    const answer = await call(simulator, 'POST', '/systems/VN/search', {
      legs: [ROUTE],
      pax: ONE,
      promotionCode: 'VNXUANVE',
    });
    const flight = (answer.json.flights as TPicked['flight'][])[0];
    const fare = flight?.fares.find((candidate) => candidate.seatAvailable > 0);
    if (!flight || !fare) throw new Error('no fare');
    const check = await priceCheck('VN', { flight, fare }, ONE, {
      promotionCode: 'VNXUANVE',
      expectedTotal: totalOf(fare, ONE),
    });
    expect(check.isPriceChanged).toBe(false);
  });

  it('answers 400 naming the field for an unknown class or bad passenger counts', async () => {
    const picked = await pickFare(simulator, 'VN', ROUTE);
    const unknown = await call(simulator, 'POST', '/systems/VN/price-check', {
      account: ACCOUNT,
      flights: [{ key: picked.flight.key, fareClass: 'X' }],
      pax: ONE,
    });
    expect(unknown.json.fields).toEqual([{ field: 'flights.0.fareClass', message: expect.any(String) }]);
    const pax = await call(simulator, 'POST', '/systems/VN/price-check', {
      account: ACCOUNT,
      flights: [{ key: picked.flight.key, fareClass: 'Y' }],
      pax: { adt: 1, chd: 0, inf: 2 },
    });
    expect((pax.json.fields as Array<{ field: string }>)[0]?.field).toBe('pax.inf');
  });
});

async function catalogue(system: string, picked: TPicked, pax: TPax = ONE) {
  const answer = await call(simulator, 'POST', `/systems/${system}/ancillaries`, {
    account: ACCOUNT,
    flights: [{ key: picked.flight.key }],
    pax,
  });
  expect(answer.status).toBe(200);
  return ZSupplierAncillariesResponse.parse(answer.json).routes[0]?.options ?? [];
}

describe('ancillaries', () => {
  it('sells VJ baggage of 15 to 40 kg and VN baggage of 10, 20 and 30 kg, dearer as it gets heavier', async () => {
    const vj = (await catalogue('VJ', await pickFare(simulator, 'VJ', ROUTE))).filter(
      (option) => option.category === 'BAGGAGE',
    );
    expect(vj.map((option) => option.value)).toEqual([15, 20, 25, 30, 35, 40]);
    expect(vj.every((option, index) => index === 0 || option.price > (vj[index - 1]?.price ?? 0))).toBe(true);
    expect(vj[0]).toMatchObject({
      code: 'BAG15',
      groupCategory: 'BAGGAGE',
      unit: 'kg',
      name: { vi: 'Hành lý ký gửi 15 kg' },
    });
    const vn = (await catalogue('VN', await pickFare(simulator, 'VN', ROUTE))).filter(
      (option) => option.category === 'BAGGAGE',
    );
    expect(vn.map((option) => option.value)).toEqual([10, 20, 30]);
  });

  it('groups meals and seats, keeps exit rows for adults and child meals for children', async () => {
    const picked = await pickFare(simulator, 'VN', ROUTE);
    const adultsOnly = await catalogue('VN', picked);
    expect(new Set(adultsOnly.map((option) => option.groupCategory))).toEqual(new Set(['BAGGAGE', 'MEAL', 'SEAT']));
    expect(adultsOnly.find((option) => option.code === 'MEAL-CHML')).toBeUndefined();
    const family = await catalogue('VN', picked, { adt: 1, chd: 1, inf: 1 });
    expect(family.find((option) => option.code === 'MEAL-CHML')?.paxTypes).toEqual(['CHD']);
    expect(family.find((option) => option.code === 'SEAT-EXIT')?.paxTypes).toEqual(['ADT']);
    expect(family.every((option) => !option.paxTypes.includes('INF'))).toBe(true);
  });

  it('prices international routes higher; a foreign carrier sells an extra 23 kg piece', async () => {
    const domestic = (await catalogue('VN', await pickFare(simulator, 'VN', ROUTE))).find(
      (option) => option.code === 'BAG20',
    );
    const abroad = (
      await catalogue('VN', await pickFare(simulator, 'VN', { from: 'HAN', to: 'ICN', date: '2026-12-15' }))
    ).find((option) => option.code === 'BAG20');
    expect(abroad?.price).toBeGreaterThan(domestic?.price ?? Infinity);
    const foreign = await pickFare(
      simulator,
      '1A',
      { from: 'SGN', to: 'SIN', date: '2026-12-15' },
      ONE,
      (fare, flight) => fare.seatAvailable > 0 && flight.segments[0]?.carrierCode === 'SQ',
    );
    expect(
      (await catalogue('1A', foreign)).filter((option) => option.category === 'BAGGAGE').map((option) => option.code),
    ).toEqual(['BAG23']);
  });

  it('adds the chosen add-ons to the hold, per passenger', async () => {
    const picked = await pickFare(simulator, 'VJ', ROUTE, { adt: 1, chd: 1, inf: 0 });
    const options = await catalogue('VJ', picked, { adt: 1, chd: 1, inf: 0 });
    const price = (code: string) => options.find((option) => option.code === code)?.price ?? 0;
    const key = picked.flight.key;
    const booking = await holdOk(
      simulator,
      'VJ',
      holdBody(picked, {
        passengers: [adult(1), child(1)],
        ancillaries: [
          { paxId: 'ADT-1', flightKey: key, code: 'BAG20' },
          { paxId: 'ADT-1', flightKey: key, code: 'MEAL-PASTA' },
          { paxId: 'CHD-1', flightKey: key, code: 'BAG15' },
        ],
      }),
    );
    expect(booking.totalAncillaries).toBe(price('BAG20') + price('MEAL-PASTA') + price('BAG15'));
    expect(booking.paxAmounts.find((amount) => amount.paxId === 'ADT-1')?.ancillaries).toBe(
      price('BAG20') + price('MEAL-PASTA'),
    );
    expect(booking.totalNet).toBe(booking.totalFare + booking.totalAncillaries);
    expect(booking.ancillaries.map((addOn) => [addOn.paxId, addOn.code, addOn.groupCategory])).toEqual([
      ['ADT-1', 'BAG20', 'BAGGAGE'],
      ['ADT-1', 'MEAL-PASTA', 'MEAL'],
      ['CHD-1', 'BAG15', 'BAGGAGE'],
    ]);
  });

  it.each([
    [
      [
        { paxId: 'ADT-1', code: 'BAG20' },
        { paxId: 'ADT-1', code: 'BAG30' },
      ],
      'ancillaries.1.code',
    ],
    [[{ paxId: 'CHD-1', code: 'SEAT-EXIT' }], 'ancillaries.0.code'],
    [[{ paxId: 'INF-1', code: 'BAG20' }], 'ancillaries.0.code'],
    [[{ paxId: 'ADT-1', code: 'BAG99' }], 'ancillaries.0.code'],
    [[{ paxId: 'ADT-9', code: 'BAG20' }], 'ancillaries.0.paxId'],
    [[{ paxId: 'ADT-1', code: 'BAG20', flightKey: '2026-12-15.HANSGN.VJ1' }], 'ancillaries.0.flightKey'],
  ])('refuses a wrong add-on choice naming the field (%#)', async (choices, field) => {
    const picked = await pickFare(simulator, 'VJ', ROUTE, { adt: 1, chd: 1, inf: 1 });
    const ancillaries = choices.map((choice) => ({ flightKey: picked.flight.key, ...choice }));
    const answer = await call(
      simulator,
      'POST',
      '/systems/VJ/bookings',
      holdBody(picked, { passengers: [adult(1), child(1), infant(1)], ancillaries }),
    );
    expect(answer.status).toBe(400);
    expect((answer.json.fields as Array<{ field: string }>).map((issue) => issue.field)).toEqual([field]);
  });
});
