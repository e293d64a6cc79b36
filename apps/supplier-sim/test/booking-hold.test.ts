// Hold over HTTP: the PNR and its record, per-airline time limits, idempotency by client reference, seats down and back, passenger checks.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ACCOUNT,
  ROUTE,
  action,
  adult,
  call,
  child,
  holdBody,
  holdOk,
  infant,
  passport,
  pickFare,
  seatsShown,
  useBookingSimulator,
} from './booking-support.js';
import { NOW } from './support.js';

const { clock, simulator } = useBookingSimulator();
beforeEach(() => clock.set(NOW));

const hours = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 3_600_000;

describe('hold', () => {
  it('answers a new PNR of 6 letters and digits, HOLD, the record and the price per passenger (201)', async () => {
    const pax = { adt: 2, chd: 1, inf: 1 };
    const picked = await pickFare(simulator, 'VN', ROUTE, pax);
    const body = holdBody(picked, { passengers: [adult(1), adult(2, { title: 'MS' }), child(1), infant(1)] });
    const answer = await call(simulator, 'POST', '/systems/VN/bookings', body);
    expect(answer.status).toBe(201);
    const booking = await holdOk(simulator, 'VN', body);
    expect(booking.pnr).toMatch(/^[A-Z0-9]{6}$/);
    expect(booking).toMatchObject({
      system: 'VN',
      source: 'VN',
      account: ACCOUNT,
      airline: 'VN',
      status: 'HOLD',
      tickets: [],
    });
    expect(booking.flights[0]).toMatchObject({
      key: picked.flight.key,
      fareClass: picked.fare.fareClass,
      fareBasis: picked.fare.fareBasis,
    });
    expect(booking.flights[0]?.segments.every((segment) => segment.status === 'HK')).toBe(true);
    const price = (type: 'ADT' | 'CHD' | 'INF') => {
      const net = picked.fare.netPrices[type];
      return net ? net.baseFare + net.tax + net.vat : 0;
    };
    expect(booking.paxAmounts.map((amount) => [amount.paxId, amount.total])).toEqual([
      ['ADT-1', price('ADT')],
      ['ADT-2', price('ADT')],
      ['CHD-1', price('CHD')],
      ['INF-1', price('INF')],
    ]);
    expect(booking.totalNet).toBe(2 * price('ADT') + price('CHD') + price('INF'));
    expect(booking.totalFare).toBe(booking.totalNet);
    expect(booking.passengers.find((passenger) => passenger.id === 'INF-1')?.infantOf).toBe('ADT-1');
  });

  it.each([
    ['VJ', 3],
    ['QH', 1],
    ['VU', 2],
  ])('gives %s a time limit of %i h', async (system, limitHours) => {
    const booking = await holdOk(simulator, system, holdBody(await pickFare(simulator, system, ROUTE)));
    expect(booking.timeLimit).toMatch(/\+07:00$/);
    expect(hours(booking.createdAt, booking.timeLimit)).toBe(limitHours);
  });

  it('gives VN until 23:59 the same day, or the next day when less than 3 h are left', async () => {
    const morning = await holdOk(simulator, 'VN', holdBody(await pickFare(simulator, 'VN', ROUTE)));
    expect(morning.timeLimit).toBe('2026-11-21T23:59:00+07:00');
    clock.set('2026-11-21T14:00:00Z'); // 21:00 in Vietnam
    const evening = await holdOk(simulator, 'VN', holdBody(await pickFare(simulator, 'VN', ROUTE)));
    expect(evening.timeLimit).toBe('2026-11-22T23:59:00+07:00');
  });

  it('gives the GDSs 24 h, and never past an hour before departure', async () => {
    const international = { from: 'HAN', to: 'ICN', date: '2026-12-15' };
    const gds = await holdOk(
      simulator,
      '1A',
      holdBody(await pickFare(simulator, '1A', international), { passengers: [adult(1, { passport })] }),
    );
    expect(hours(gds.createdAt, gds.timeLimit)).toBe(24);
    // Flights tomorrow morning: a 24 h hold would outlive the departure.
    const tomorrow = { from: 'HAN', to: 'ICN', date: '2026-11-22' };
    const picked = await pickFare(
      simulator,
      '1A',
      tomorrow,
      undefined,
      (fare, flight) =>
        fare.seatAvailable > 0 && Date.parse(flight.segments[0]?.departDateTime ?? '') < NOW.getTime() + 23 * 3_600_000,
    );
    const early = await holdOk(simulator, '1A', holdBody(picked, { passengers: [adult(1, { passport })] }));
    expect(Date.parse(early.timeLimit)).toBe(Date.parse(picked.flight.segments[0]?.departDateTime ?? '') - 3_600_000);
  });

  it('takes the time limit from holdTimeLimitSeconds when set, and the airline rule again after null', async () => {
    simulator.setFaults({ VJ: { holdTimeLimitSeconds: 5 } });
    const short = await holdOk(simulator, 'VJ', holdBody(await pickFare(simulator, 'VJ', ROUTE)));
    expect(Date.parse(short.timeLimit) - Date.parse(short.createdAt)).toBe(5000);
    simulator.setFaults({ VJ: { holdTimeLimitSeconds: null } });
    const normal = await holdOk(simulator, 'VJ', holdBody(await pickFare(simulator, 'VJ', ROUTE)));
    expect(hours(normal.createdAt, normal.timeLimit)).toBe(3);
  });
});

describe('idempotency by client reference', () => {
  it('answers the same PNR (200) for the same reference and body, and takes the seats once', async () => {
    const picked = await pickFare(simulator, 'QH', ROUTE, undefined, (fare) => fare.seatAvailable >= 4);
    const before = await seatsShown(simulator, 'QH', picked);
    const body = holdBody(picked, { clientRef: 'same-ref-1' });
    const first = await call(simulator, 'POST', '/systems/QH/bookings', body);
    const second = await call(simulator, 'POST', '/systems/QH/bookings', body);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.json.pnr).toBe(first.json.pnr);
    expect(await seatsShown(simulator, 'QH', picked)).toBe((before ?? 0) - 1);
  });

  it('answers concurrent repeats with one PNR', async () => {
    const body = holdBody(await pickFare(simulator, 'VU', ROUTE), { clientRef: 'same-ref-concurrent' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(simulator, 'POST', '/systems/VU/bookings', body)),
    );
    expect(new Set(answers.map((answer) => answer.json.pnr)).size).toBe(1);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
  });

  it('refuses the same reference with another request: 409 CLIENT_REF_REUSED', async () => {
    const picked = await pickFare(simulator, 'VJ', ROUTE);
    await holdOk(simulator, 'VJ', holdBody(picked, { clientRef: 'same-ref-2' }));
    const other = await call(
      simulator,
      'POST',
      '/systems/VJ/bookings',
      holdBody(picked, { clientRef: 'same-ref-2', passengers: [adult(2)] }),
    );
    expect(other.status).toBe(409);
    expect(other.json.error).toBe('CLIENT_REF_REUSED');
  });
});

describe('seats', () => {
  it('go down by adults and children (not infants) on hold and back on cancel', async () => {
    const pax = { adt: 1, chd: 1, inf: 1 };
    const picked = await pickFare(simulator, 'VJ', ROUTE, pax, (fare) => fare.seatAvailable >= 4);
    const before = await seatsShown(simulator, 'VJ', picked);
    const booking = await holdOk(simulator, 'VJ', holdBody(picked, { passengers: [adult(1), child(1), infant(1)] }));
    expect(await seatsShown(simulator, 'VJ', picked)).toBe((before ?? 0) - 2);
    expect((await action(simulator, 'VJ', booking.pnr, 'cancel')).json).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'AGENT',
    });
    expect(await seatsShown(simulator, 'VJ', picked)).toBe(before);
  });

  it('refuses a class without enough seats: 409 SOLD_OUT, nothing held', async () => {
    const picked = await pickFare(
      simulator,
      'VN',
      ROUTE,
      undefined,
      (fare) => fare.seatAvailable > 0 && fare.seatAvailable < 9,
    );
    const passengers = Array.from({ length: picked.fare.seatAvailable + 1 }, (_, index) => adult(index + 1));
    const answer = await call(simulator, 'POST', '/systems/VN/bookings', holdBody(picked, { passengers }));
    expect(answer.status).toBe(409);
    expect(answer.json.error).toBe('SOLD_OUT');
    expect(await seatsShown(simulator, 'VN', picked)).toBe(picked.fare.seatAvailable);
  });
});

describe('refusals', () => {
  it('refuses a total that is not the expected one: 409 PRICE_CHANGED with the new total, nothing held', async () => {
    const picked = await pickFare(simulator, 'VN', ROUTE);
    const net = picked.fare.netPrices.ADT;
    const answer = await call(simulator, 'POST', '/systems/VN/bookings', holdBody(picked, { expectedTotal: 1000 }));
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ error: 'PRICE_CHANGED', totalNet: net.baseFare + net.tax + net.vat });
    const held = await holdOk(simulator, 'VN', holdBody(picked, { expectedTotal: net.baseFare + net.tax + net.vat }));
    expect(held.status).toBe('HOLD');
  });

  it('answers 409 FLIGHT_UNAVAILABLE for a flight the system does not sell now, 400 for a key that is not one', async () => {
    const picked = await pickFare(simulator, 'VN', ROUTE);
    const gone = await call(
      simulator,
      'POST',
      '/systems/VN/bookings',
      holdBody({ ...picked, flight: { ...picked.flight, key: '2026-12-15.HANSGN.VN9999' } }),
    );
    expect(gone.status).toBe(409);
    expect(gone.json.error).toBe('FLIGHT_UNAVAILABLE');
    const past = await call(
      simulator,
      'POST',
      '/systems/VN/bookings',
      holdBody({ ...picked, flight: { ...picked.flight, key: picked.flight.key.replace('2026-12-15', '2026-11-01') } }),
    );
    expect(past.json.error).toBe('FLIGHT_UNAVAILABLE');
    const bad = await call(
      simulator,
      'POST',
      '/systems/VN/bookings',
      holdBody({ ...picked, flight: { ...picked.flight, key: 'VN213' } }),
    );
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual([{ field: 'flights.0.key', message: expect.any(String) }]);
  });

  const fieldsOf = async (passengers: ReturnType<typeof adult>[], system = 'VN', route = ROUTE) => {
    const answer = await call(
      simulator,
      'POST',
      `/systems/${system}/bookings`,
      holdBody(await pickFare(simulator, system, route), { passengers }),
    );
    expect(answer.status).toBe(400);
    return (answer.json.fields as Array<{ field: string }>).map((issue) => issue.field);
  };

  it.each([
    [[adult(1, { lastName: 'Nguyễn' })], 'passengers.0.lastName'],
    [[adult(1, { title: 'MSTR' })], 'passengers.0.title'],
    [[adult(1), child(1, { birthDate: '2025-01-01' })], 'passengers.1.birthDate'],
    [[adult(1), child(1, { birthDate: undefined })], 'passengers.1.birthDate'],
    [[adult(1), infant(1, { birthDate: '2024-06-01' })], 'passengers.1.birthDate'],
    [[adult(1), infant(1, { infantOf: undefined })], 'passengers.1.infantOf'],
    [[adult(1), adult(2), infant(1), infant(2, { infantOf: 'ADT-1' })], 'passengers.3.infantOf'],
    [[adult(1), child(1), infant(1, { infantOf: 'CHD-1' })], 'passengers.2.infantOf'],
    [[adult(1), infant(1), infant(2)], 'passengers'],
    [[adult(1), adult(1)], 'passengers.1.id'],
    [[adult(1, { birthDate: '2020-01-01' })], 'passengers.0.birthDate'],
  ])('answers 400 naming the passenger field (%#)', async (passengers, field) => {
    expect(await fieldsOf(passengers)).toContain(field);
  });

  it('needs a passport valid after the last flight on international flights only', async () => {
    const international = { from: 'HAN', to: 'ICN', date: '2026-12-15' };
    expect(await fieldsOf([adult(1)], '1A', international)).toEqual(['passengers.0.passport']);
    expect(
      await fieldsOf([adult(1, { passport: { ...passport, expiryDate: '2026-12-15' } })], '1A', international),
    ).toEqual(['passengers.0.passport.expiryDate']);
    expect((await holdOk(simulator, 'VN', holdBody(await pickFare(simulator, 'VN', ROUTE)))).status).toBe('HOLD');
  });

  it('answers 400 naming the field for a malformed body and 404 for an unknown system', async () => {
    const missing = await call(simulator, 'POST', '/systems/VN/bookings', { account: ACCOUNT });
    expect(missing.status).toBe(400);
    expect((missing.json.fields as Array<{ field: string }>).map((issue) => issue.field)).toEqual(
      expect.arrayContaining(['clientRef', 'flights', 'passengers', 'contact']),
    );
    expect((await call(simulator, 'POST', '/systems/XX/bookings', {})).status).toBe(404);
  });
});
