// The lowest-fare calendar per system: the days it lists, prices equal to a one-adult search's cheapest, faults, bad queries.
import { BOOKING_SYSTEMS, ZSupplierCalendarResponse, type TSupplierCalendarResponse } from '@portal/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TRunningSimulator, TSimulatorFlight } from '../src/index.js';
import { oneWay, request, search, startTestSimulator } from './support.js';

let simulator: TRunningSimulator;
beforeAll(async () => {
  simulator = await startTestSimulator();
});
afterAll(() => simulator.close());
afterEach(() => simulator.seats.reset());

async function calendar(system: string, from: string, to: string, month: string): Promise<TSupplierCalendarResponse> {
  const { status, json } = await request(
    simulator,
    'GET',
    `/systems/${system}/calendar?from=${from}&to=${to}&month=${month}`,
  );
  if (status !== 200) throw new Error(`calendar answered ${status}: ${JSON.stringify(json)}`);
  return ZSupplierCalendarResponse.parse(json);
}

type TCheapest = { total: number; segments: number };

/** What the search shows for the day: the cheapest adult base + tax + VAT among fares with seats, per segment count. */
function cheapestOfSearch(flights: TSimulatorFlight[]): Map<number, number> {
  const bySegments = new Map<number, number>();
  for (const flight of flights) {
    for (const fare of flight.fares) {
      if (fare.seatAvailable <= 0) continue;
      const { baseFare, tax, vat } = fare.netPrices.ADT;
      const candidate: TCheapest = { total: baseFare + tax + vat, segments: flight.segments.length };
      const known = bySegments.get(candidate.segments);
      if (known === undefined || candidate.total < known) bySegments.set(candidate.segments, candidate.total);
    }
  }
  return bySegments;
}

describe('the days a calendar lists', () => {
  it('lists every day of a later month, each with a price on a trunk route', async () => {
    const answer = await calendar('VN', 'HAN', 'SGN', '2026-12');
    expect(answer.system).toBe('VN');
    expect(answer.days.map((day) => day.date)).toEqual(
      Array.from({ length: 31 }, (_, index) => `2026-12-${String(index + 1).padStart(2, '0')}`),
    );
    for (const day of answer.days) {
      expect(day.lowestFare).toBeGreaterThan(600_000);
      expect(day.lowestFare).toBeLessThan(4_500_000);
      expect(day.bySegments).toEqual([{ segments: 1, lowestFare: day.lowestFare }]);
    }
  });

  it('starts the current month at today (Vietnam date) and lists nothing for a month already past', async () => {
    const november = await calendar('VJ', 'SGN', 'HAN', '2026-11');
    expect(november.days[0]?.date).toBe('2026-11-21');
    expect(november.days.at(-1)?.date).toBe('2026-11-30');
    expect((await calendar('VJ', 'SGN', 'HAN', '2026-10')).days).toEqual([]);
  });

  it('answers null for days nothing can be bought: a GDS on a domestic route, a carrier not flying the route', async () => {
    for (const [system, from, to] of [
      ['1A', 'HAN', 'SGN'],
      ['VU', 'HAN', 'CDG'],
    ] as const) {
      const { days } = await calendar(system, from, to, '2026-12');
      expect(days).toHaveLength(31);
      expect(
        days.every((day) => day.lowestFare === null && day.bySegments.length === 0),
        system,
      ).toBe(true);
    }
  });

  it('accepts lowercase airport codes', async () => {
    expect(await calendar('QH', 'han', 'sgn', '2026-12')).toEqual(await calendar('QH', 'HAN', 'SGN', '2026-12'));
  });
});

describe('calendar prices agree with the search', () => {
  const samples = [
    ['VN', 'HAN', 'SGN', '2026-11-22'],
    ['VJ', 'SGN', 'DAD', '2026-12-05'],
    ['QH', 'HAN', 'SGN', '2026-12-24'],
    ['VU', 'SGN', 'HAN', '2027-01-09'],
    ['VN', 'SGN', 'ICN', '2026-12-15'],
    ['1A', 'HAN', 'CDG', '2026-12-18'],
    ['1B', 'SGN', 'SYD', '2027-01-20'],
    ['1G', 'HAN', 'BKK', '2026-12-03'],
  ] as const;

  it.each(samples)(
    '%s %s→%s on %s: the cheapest fare with seats, per number of segments',
    async (system, from, to, date) => {
      const [{ flights }, { days }] = await Promise.all([
        search(simulator, system, oneWay(from, to, date)),
        calendar(system, from, to, date.slice(0, 7)),
      ]);
      const day = days.find((candidate) => candidate.date === date)!;
      const expected = cheapestOfSearch(flights);
      expect(expected.size).toBeGreaterThan(0);
      expect(day.bySegments).toEqual(
        [...expected.entries()].sort(([a], [b]) => a - b).map(([segments, lowestFare]) => ({ segments, lowestFare })),
      );
      expect(day.lowestFare).toBe(Math.min(...expected.values()));
    },
  );

  it('counts only itineraries departing after departAfter (the portal asks QH so for its one-day cut-off)', async () => {
    const date = '2026-12-24';
    const departAfter = '2026-12-24T12:00:00+07:00';
    const { flights } = await search(simulator, 'QH', oneWay('HAN', 'SGN', date));
    const later = flights.filter((flight) => Date.parse(flight.segments[0]!.departDateTime) > Date.parse(departAfter));
    expect(later.length).toBeGreaterThan(0);
    expect(later.length).toBeLessThan(flights.length);
    const { status, json } = await request(
      simulator,
      'GET',
      `/systems/QH/calendar?from=HAN&to=SGN&month=2026-12&departAfter=${encodeURIComponent(departAfter)}`,
    );
    expect(status).toBe(200);
    const { days } = ZSupplierCalendarResponse.parse(json);
    expect(days.find((day) => day.date === date)!.lowestFare).toBe(Math.min(...cheapestOfSearch(later).values()));
    expect(days.find((day) => day.date === '2026-12-23')!.lowestFare).toBeNull();
    expect(days.find((day) => day.date === '2026-12-25')!.lowestFare).toBe(
      (await calendar('QH', 'HAN', 'SGN', '2026-12')).days.find((day) => day.date === '2026-12-25')!.lowestFare,
    );
  });

  it('keeps connections apart from direct flights: a connection may be the cheapest of the day', async () => {
    const day = (await calendar('1A', 'HAN', 'CDG', '2026-12')).days.find(
      (candidate) => candidate.date === '2026-12-18',
    )!;
    expect(day.bySegments.map((entry) => entry.segments)).toEqual([1, 2, 3]);
    expect(day.lowestFare).toBeLessThan(day.bySegments[0]!.lowestFare);
  });

  it('follows seats held or sold: the day gets dearer when its cheapest class is taken', async () => {
    const date = '2026-12-10';
    const before = (await calendar('VN', 'HAN', 'SGN', '2026-12')).days.find((day) => day.date === date)!;
    const { flights } = await search(simulator, 'VN', oneWay('HAN', 'SGN', date));
    for (const flight of flights) {
      for (const fare of flight.fares) {
        const { baseFare, tax, vat } = fare.netPrices.ADT;
        if (baseFare + tax + vat === before.lowestFare)
          simulator.seats.decrement(flight.key, fare.fareClass, fare.seatAvailable);
      }
    }
    const after = (await calendar('VN', 'HAN', 'SGN', '2026-12')).days.find((day) => day.date === date)!;
    expect(after.lowestFare).toBeGreaterThan(before.lowestFare!);
    const research = cheapestOfSearch((await search(simulator, 'VN', oneWay('HAN', 'SGN', date))).flights);
    expect(after.lowestFare).toBe(research.get(1));
  });

  it('is deterministic', async () => {
    for (const system of BOOKING_SYSTEMS)
      expect(await calendar(system, 'SGN', 'BKK', '2027-02')).toEqual(await calendar(system, 'SGN', 'BKK', '2027-02'));
  });
});

describe('calendar faults and bad queries', () => {
  const path = (system: string) => `/systems/${system}/calendar?from=HAN&to=SGN&month=2026-12`;

  it('fails like a search when the system is set to fail, and honours its latency', async () => {
    simulator.setFaults({ VJ: { latencyMs: [0, 0], errorRate: 1 }, QH: { latencyMs: [150, 150] } });
    try {
      const broken = await request(simulator, 'GET', path('VJ'));
      expect(broken.status).toBe(502);
      expect(broken.json.error).toBe('SUPPLIER_ERROR');
      const started = performance.now();
      expect((await request(simulator, 'GET', path('QH'))).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(145);
    } finally {
      simulator.setFaults({ VJ: { latencyMs: [0, 0], errorRate: 0 }, QH: { latencyMs: [0, 0] } });
    }
  });

  it.each([
    ['/systems/VN/calendar?from=HAN&to=SGN&month=2026-13', 'month'],
    ['/systems/VN/calendar?from=HAN&to=SGN&month=12-2026', 'month'],
    ['/systems/VN/calendar?from=HANOI&to=SGN&month=2026-12', 'from'],
    ['/systems/VN/calendar?from=HAN&month=2026-12', 'to'],
  ])('answers 400 naming the field for %s', async (url, field) => {
    const { status, json } = await request(simulator, 'GET', url);
    expect(status).toBe(400);
    expect((json.fields as Array<{ field: string }>).map((issue) => issue.field)).toEqual([field]);
  });

  it('answers 404 for an unknown system', async () => {
    expect((await request(simulator, 'GET', path('ZZ'))).status).toBe(404);
  });
});
