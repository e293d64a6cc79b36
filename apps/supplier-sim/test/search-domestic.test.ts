// Domestic searches on the four Vietnamese airlines: determinism, timetables, classes and families, seats.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRunningSimulator } from '../src/index.js';
import { localMinutes, minutesBetween, oneWay, search, startTestSimulator } from './support.js';

let simulator: TRunningSimulator;
beforeAll(async () => {
  simulator = await startTestSimulator();
});
afterAll(() => simulator.close());

const DATE = '2026-12-15';

describe('determinism', () => {
  it('answers the same search with the same JSON, keys included', async () => {
    const first = await search(simulator, 'VN', oneWay('HAN', 'SGN', DATE));
    const second = await search(simulator, 'VN', oneWay('HAN', 'SGN', DATE));
    expect(second.text).toBe(first.text);
    expect(new Set(first.flights.map((flight) => flight.key)).size).toBe(first.flights.length);
  });

  it('gives another date its own timetable variations but the same flight numbers', async () => {
    const first = await search(simulator, 'VN', oneWay('HAN', 'SGN', DATE));
    const other = await search(simulator, 'VN', oneWay('HAN', 'SGN', '2026-12-16'));
    expect(other.text).not.toBe(first.text);
    for (const flight of other.flights) expect(flight.segments[0]?.flightNumber).toMatch(/^VN2\d\d$/);
  });
});

describe('HAN–SGN timetable', () => {
  const expected = [
    ['VN', 10, /^VN2\d\d$/],
    ['VJ', 8, /^VJ1\d\d$/],
    ['QH', 4, /^QH2\d\d$/],
    ['VU', 2, /^VU7\d\d$/],
  ] as const;

  it.each(expected)(
    '%s flies it at least %i times a day with its own flight numbers',
    async (system, atLeast, pattern) => {
      const { flights, source } = await search(simulator, system, oneWay('HAN', 'SGN', DATE));
      expect(source).toBe(system);
      expect(flights.length).toBeGreaterThanOrEqual(atLeast);
      for (const flight of flights) {
        expect(flight.segments).toHaveLength(1);
        const [segment] = flight.segments;
        expect(segment?.carrierCode).toBe(system);
        expect(segment?.flightNumber).toMatch(pattern);
      }
    },
  );

  it('takes about 2 h 10, departs between 05:00 and 23:30 local and shows +07:00 times', async () => {
    const { flights } = await search(simulator, 'VN', oneWay('HAN', 'SGN', DATE));
    for (const { segments } of flights) {
      const segment = segments[0];
      if (!segment) throw new Error('no segment');
      expect(segment.durationMinutes).toBeGreaterThanOrEqual(115);
      expect(segment.durationMinutes).toBeLessThanOrEqual(135);
      expect(segment.departDateTime).toMatch(/^2026-12-15T\d\d:\d\d:00\+07:00$/);
      expect(segment.arrivalDateTime).toMatch(/\+07:00$/);
      expect(minutesBetween(segment.departDateTime, segment.arrivalDateTime)).toBe(segment.durationMinutes);
      expect(localMinutes(segment.departDateTime)).toBeGreaterThanOrEqual(5 * 60);
      expect(localMinutes(segment.departDateTime)).toBeLessThanOrEqual(23 * 60 + 30);
    }
  });

  it.each([
    ['HAN', 'DAD', 70, 90],
    ['SGN', 'PQC', 45, 65],
    ['SGN', 'DAD', 75, 95],
  ])('%s–%s block time is realistic', async (from, to, min, max) => {
    const { flights } = await search(simulator, 'VJ', oneWay(from, to, DATE));
    expect(flights.length).toBeGreaterThan(0);
    for (const flight of flights) {
      expect(flight.segments[0]?.durationMinutes).toBeGreaterThanOrEqual(min);
      expect(flight.segments[0]?.durationMinutes).toBeLessThanOrEqual(max);
    }
  });

  it('flies fewer flights on thin routes, and none where the airline does not fly', async () => {
    const thin = await search(simulator, 'VN', oneWay('HAN', 'DIN', DATE));
    expect(thin.flights.length).toBeGreaterThanOrEqual(1);
    expect(thin.flights.length).toBeLessThanOrEqual(2);
    expect(thin.flights[0]?.segments[0]?.operatingCarrier).toBe('0V');
    expect((await search(simulator, 'VU', oneWay('SGN', 'VCS', DATE))).flights).toEqual([]);
    expect((await search(simulator, 'VN', oneWay('HAN', 'HPH', DATE))).flights).toEqual([]);
  });
});

describe('fare structure', () => {
  const VN_GROUPS: Record<string, 'ECONOMY' | 'PREMIUM' | 'BUSINESS'> = Object.fromEntries([
    ...'PAGQNRTESHKLYBM'.split('').map((code) => [code, 'ECONOMY']),
    ...'ZUW'.split('').map((code) => [code, 'PREMIUM']),
    ...'CJDI'.split('').map((code) => [code, 'BUSINESS']),
  ]);

  it('VN sells 3 to 6 booking classes per flight, each in its group and cabin', async () => {
    const { flights } = await search(simulator, 'VN', oneWay('HAN', 'SGN', DATE));
    for (const flight of flights) {
      expect(flight.fares.length).toBeGreaterThanOrEqual(3);
      expect(flight.fares.length).toBeLessThanOrEqual(6);
      for (const fare of flight.fares) {
        expect(VN_GROUPS[fare.fareClass], fare.fareClass).toBe(fare.cabinClass);
        expect(fare.seatAvailable).toBeGreaterThan(0);
      }
    }
  });

  it('VN closes its cheap classes as the date nears', async () => {
    const classes = async (date: string) =>
      new Set(
        (await search(simulator, 'VN', oneWay('HAN', 'SGN', date))).flights.flatMap((flight) =>
          flight.fares.map((fare) => fare.fareClass),
        ),
      );
    const farAhead = await classes('2027-01-20');
    const nextDay = await classes('2026-11-22');
    expect([...farAhead].some((code) => 'PAG'.includes(code))).toBe(true);
    expect([...nextDay].some((code) => 'PAGQNRTE'.includes(code))).toBe(false);
  });

  it('VJ sells Eco, Deluxe, SkyBoss (and Business where fitted) with the family as class, some Eco sold out but listed', async () => {
    let soldOut = 0;
    for (const date of ['2026-12-15', '2026-12-16', '2026-12-17']) {
      const { flights } = await search(simulator, 'VJ', oneWay('HAN', 'SGN', date));
      for (const flight of flights) {
        const families = flight.fares.map((fare) => fare.fareFamily);
        expect(families.slice(0, 3)).toEqual(['Eco', 'Deluxe', 'SkyBoss']);
        for (const fare of flight.fares) expect(fare.fareClass).toBe(fare.fareFamily);
        const eco = flight.fares.find((fare) => fare.fareClass === 'Eco');
        expect(eco?.baggage).toMatchObject({ handKg: 7, checkedKg: 0 });
        expect(eco?.isRefundable).toBe(false);
        if (eco?.seatAvailable === 0) soldOut++;
        for (const fare of flight.fares) expect(fare.seatAvailable).toBeGreaterThanOrEqual(0);
        expect(flight.fares.every((fare) => fare.seatAvailable <= 9)).toBe(true);
      }
      expect(flights.some((flight) => flight.fares.some((fare) => fare.fareClass === 'Business'))).toBe(true);
    }
    expect(soldOut).toBeGreaterThan(0);
  });

  it('VJ SkyBoss carries 10 kg hand and 30 kg checked baggage', async () => {
    const { flights } = await search(simulator, 'VJ', oneWay('HAN', 'SGN', DATE));
    const skyBoss = flights[0]?.fares.find((fare) => fare.fareClass === 'SkyBoss');
    expect(skyBoss?.baggage).toMatchObject({ handKg: 10, checkedKg: 30, checkedPieces: 1 });
    expect(skyBoss?.isChangeable).toBe(true);
  });

  it('QH sells families with their abbreviations as class and long names as family', async () => {
    const names: Record<string, string> = {
      EM: 'ECONOMYSAVER',
      EO: 'ECONOMYSMART',
      ES: 'ECONOMYFLEX',
      EF: 'ECONOMYSAVERMAX',
      PS: 'PREMIUMSMART',
      PF: 'PREMIUMFLEX',
      BS: 'BUSINESSSMART',
      BF: 'BUSINESSFLEX',
    };
    const { flights } = await search(simulator, 'QH', oneWay('HAN', 'SGN', DATE));
    const seen = new Set<string>();
    for (const flight of flights) {
      for (const fare of flight.fares) {
        expect(names[fare.fareClass], fare.fareClass).toBe(fare.fareFamily);
        seen.add(fare.fareClass);
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(names).sort());
  });

  it('VU sells ECONOMY SAVER (ES), ECONOMY FLEX (EF) and PREMIUM ECONOMY (PE)', async () => {
    const { flights } = await search(simulator, 'VU', oneWay('HAN', 'SGN', DATE));
    for (const flight of flights) {
      expect(flight.fares.map((fare) => [fare.fareClass, fare.fareFamily, fare.cabinClass])).toEqual([
        ['ES', 'ECONOMY SAVER', 'ECONOMY'],
        ['EF', 'ECONOMY FLEX', 'ECONOMY'],
        ['PE', 'PREMIUM ECONOMY', 'PREMIUM'],
      ]);
    }
  });

  it('lists fares cheapest first', async () => {
    for (const system of ['VN', 'VJ', 'QH', 'VU']) {
      const { flights } = await search(simulator, system, oneWay('HAN', 'SGN', DATE));
      for (const flight of flights) {
        const bases = flight.fares.map((fare) => fare.netPrices.ADT.baseFare);
        expect(bases).toEqual([...bases].sort((a, b) => a - b));
      }
    }
  });
});

describe('seat state', () => {
  it('shows seats taken through the inventory on top of the deterministic count', async () => {
    const before = (await search(simulator, 'VJ', oneWay('HAN', 'DAD', DATE))).flights;
    const flight = before.find(
      (candidate) => (candidate.fares.find((fare) => fare.fareClass === 'Deluxe')?.seatAvailable ?? 0) >= 2,
    );
    const seats = flight?.fares.find((fare) => fare.fareClass === 'Deluxe')?.seatAvailable ?? 0;
    if (!flight) throw new Error('no Deluxe fare with 2 seats');
    simulator.seats.decrement(flight.key, 'Deluxe', 2);
    const after = (await search(simulator, 'VJ', oneWay('HAN', 'DAD', DATE))).flights.find(
      (candidate) => candidate.key === flight.key,
    );
    expect(after?.fares.find((fare) => fare.fareClass === 'Deluxe')?.seatAvailable).toBe(seats - 2);
    simulator.seats.release(flight.key, 'Deluxe', 2);
    const restored = (await search(simulator, 'VJ', oneWay('HAN', 'DAD', DATE))).flights.find(
      (candidate) => candidate.key === flight.key,
    );
    expect(restored?.fares.find((fare) => fare.fareClass === 'Deluxe')?.seatAvailable).toBe(seats);
  });

  it('closes a VN class whose seats are all taken and sells the next one up', async () => {
    const [flight] = (await search(simulator, 'VN', oneWay('HAN', 'SGN', DATE))).flights;
    const cheapest = flight?.fares[0];
    if (!flight || !cheapest) throw new Error('no VN fare');
    simulator.seats.decrement(flight.key, cheapest.fareClass, 9);
    const after = (await search(simulator, 'VN', oneWay('HAN', 'SGN', DATE))).flights.find(
      (candidate) => candidate.key === flight.key,
    );
    expect(after?.fares.map((fare) => fare.fareClass)).not.toContain(cheapest.fareClass);
    simulator.seats.reset();
  });
});
