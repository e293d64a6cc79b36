// International searches and the GDSs: stops, foreign carriers, time zones, combined fares, multi-leg requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRunningSimulator } from '../src/index.js';
import { minutesBetween, oneWay, search, startTestSimulator } from './support.js';

let simulator: TRunningSimulator;
beforeAll(async () => {
  simulator = await startTestSimulator();
});
afterAll(() => simulator.close());

const GDSS = ['1A', '1B', '1G'] as const;
const VIETNAMESE_AIRLINES = ['VN', 'VJ', 'QH', 'VU'];

describe('GDSs', () => {
  it('sell VN and foreign carriers HAN→CDG, direct and with one or two stops', async () => {
    const stops = new Set<number>();
    const carriers = new Set<string>();
    const hubs = new Set<string>();
    for (const system of GDSS) {
      const { flights } = await search(simulator, system, oneWay('HAN', 'CDG', '2026-12-15'));
      expect(flights.length, system).toBeGreaterThan(3);
      for (const flight of flights) {
        stops.add(flight.segments.length - 1);
        flight.segments.forEach((segment) => carriers.add(segment.carrierCode));
        flight.segments.slice(1).forEach((segment) => hubs.add(segment.from));
        expect(flight.segments[0]?.from).toBe('HAN');
        expect(flight.segments.at(-1)?.to).toBe('CDG');
      }
    }
    expect([...stops].sort()).toEqual([0, 1, 2]);
    expect(carriers.has('VN')).toBe(true);
    expect([...carriers].filter((carrier) => !VIETNAMESE_AIRLINES.includes(carrier)).length).toBeGreaterThan(4);
    expect([...hubs].some((hub) => hub === 'DOH' || hub === 'SIN')).toBe(true);
  });

  it('connect with at least an hour between flights, each segment in its airports’ offsets', async () => {
    const { flights } = await search(simulator, '1A', oneWay('SGN', 'CDG', '2026-12-15'));
    for (const { segments } of flights) {
      segments.forEach((segment, index) => {
        expect(minutesBetween(segment.departDateTime, segment.arrivalDateTime)).toBe(segment.durationMinutes);
        const next = segments[index + 1];
        if (next) {
          expect(next.from).toBe(segment.to);
          expect(minutesBetween(segment.arrivalDateTime, next.departDateTime)).toBeGreaterThanOrEqual(60);
        }
      });
      expect(segments.at(-1)?.arrivalDateTime).toMatch(/\+01:00$/);
    }
  });

  it('use summer time in the destination’s offset in July', async () => {
    const { flights } = await search(simulator, '1G', oneWay('HAN', 'LHR', '2027-07-01'));
    expect(flights.length).toBeGreaterThan(0);
    for (const flight of flights) expect(flight.segments.at(-1)?.arrivalDateTime).toMatch(/\+01:00$/);
  });

  it('answer no flights on domestic routes', async () => {
    for (const system of GDSS)
      expect((await search(simulator, system, oneWay('HAN', 'SGN', '2026-12-15'))).flights).toEqual([]);
  });

  it('name themselves, 1B as SABRE-1B', async () => {
    const sources = await Promise.all(
      GDSS.map(async (system) => (await search(simulator, system, oneWay('SGN', 'ICN', '2026-12-15'))).source),
    );
    expect(sources).toEqual(['1A', 'SABRE-1B', '1G']);
  });

  it('overlap without answering identical lists', async () => {
    const keys = await Promise.all(
      GDSS.map(
        async (system) =>
          new Set(
            (await search(simulator, system, oneWay('SGN', 'NRT', '2026-12-15'))).flights.map((flight) => flight.key),
          ),
      ),
    );
    const [a, b, g] = keys as [Set<string>, Set<string>, Set<string>];
    const shared = [...a].filter((key) => g.has(key));
    expect(shared.length).toBeGreaterThan(0);
    expect([...a].sort()).not.toEqual([...g].sort());
    expect([...a].sort()).not.toEqual([...b].sort());
  });
});

describe('Vietnamese airlines abroad', () => {
  it('VN flies SGN–ICN in about 5 h and VJ, QH fly their own international routes', async () => {
    const vn = await search(simulator, 'VN', oneWay('SGN', 'ICN', '2026-12-15'));
    const direct = vn.flights.filter((flight) => flight.segments.length === 1);
    expect(direct.length).toBeGreaterThan(0);
    for (const flight of direct) {
      expect(flight.segments[0]?.durationMinutes).toBeGreaterThanOrEqual(280);
      expect(flight.segments[0]?.durationMinutes).toBeLessThanOrEqual(320);
      expect(flight.segments[0]?.arrivalDateTime).toMatch(/\+09:00$/);
    }
    expect(vn.flights.every((flight) => flight.segments.every((segment) => segment.carrierCode === 'VN'))).toBe(true);
    expect((await search(simulator, 'VJ', oneWay('SGN', 'ICN', '2026-12-15'))).flights.length).toBeGreaterThan(0);
    expect((await search(simulator, 'QH', oneWay('HAN', 'ICN', '2026-12-15'))).flights.length).toBeGreaterThan(0);
  });

  it('HAN–BKK takes about 1 h 50', async () => {
    const { flights } = await search(simulator, 'VN', oneWay('HAN', 'BKK', '2026-12-15'));
    for (const flight of flights) {
      expect(flight.segments[0]?.durationMinutes).toBeGreaterThanOrEqual(100);
      expect(flight.segments[0]?.durationMinutes).toBeLessThanOrEqual(120);
    }
  });

  it('VU flies few routes: none to Paris', async () => {
    expect((await search(simulator, 'VU', oneWay('HAN', 'CDG', '2026-12-15'))).flights).toEqual([]);
  });
});

describe('combined round-trip fares on the GDSs', () => {
  const roundTrip = {
    legs: [
      { from: 'HAN', to: 'CDG', date: '2026-12-15' },
      { from: 'CDG', to: 'HAN', date: '2026-12-29' },
    ],
  };

  it('flag some flights as sold only with the matching return, paired by combinationId', async () => {
    let combined = 0;
    for (const system of GDSS) {
      const { flights } = await search(simulator, system, roundTrip);
      for (const flight of flights.filter((candidate) => candidate.combineSegment)) {
        combined++;
        expect(flight.combinationId).toMatch(/^C[0-9A-F]+$/);
        const partners = flights.filter((other) => other !== flight && other.combinationId === flight.combinationId);
        expect(partners).toHaveLength(1);
        expect(partners[0]?.legIndex).toBe(1 - flight.legIndex);
      }
      expect(flights.some((flight) => !flight.combineSegment)).toBe(true);
    }
    expect(combined).toBeGreaterThan(0);
  });

  it('never combine on one-way searches or on the airlines’ own systems', async () => {
    for (const system of GDSS) {
      const { flights } = await search(simulator, system, oneWay('HAN', 'CDG', '2026-12-15'));
      expect(flights.every((flight) => !flight.combineSegment && flight.combinationId === undefined)).toBe(true);
    }
    const vn = await search(simulator, 'VN', {
      legs: [
        { from: 'HAN', to: 'SGN', date: '2026-12-15' },
        { from: 'SGN', to: 'HAN', date: '2026-12-20' },
      ],
    });
    expect(vn.flights.every((flight) => !flight.combineSegment)).toBe(true);
  });
});

describe('multi-leg requests', () => {
  it('answer each leg’s flights with the leg’s position', async () => {
    const legs = [
      { from: 'HAN', to: 'DAD', date: '2026-12-10' },
      { from: 'DAD', to: 'SGN', date: '2026-12-13' },
      { from: 'SGN', to: 'HAN', date: '2026-12-16' },
    ];
    const { flights } = await search(simulator, 'VJ', { legs });
    legs.forEach((leg, index) => {
      const ofLeg = flights.filter((flight) => flight.legIndex === index);
      expect(ofLeg.length, `leg ${index}`).toBeGreaterThan(0);
      for (const flight of ofLeg) {
        expect(flight.segments[0]?.from).toBe(leg.from);
        expect(flight.segments.at(-1)?.to).toBe(leg.to);
        expect(flight.segments[0]?.departDateTime.slice(0, 10)).toBe(leg.date);
      }
    });
  });
});

describe('nothing to sell', () => {
  it('answers no flights for an unknown airport, the same airport twice, or a past date', async () => {
    expect((await search(simulator, 'VN', oneWay('HAN', 'XYZ', '2026-12-15'))).flights).toEqual([]);
    expect((await search(simulator, '1A', oneWay('ZZZ', 'CDG', '2026-12-15'))).flights).toEqual([]);
    expect((await search(simulator, 'VN', oneWay('HAN', 'HAN', '2026-12-15'))).flights).toEqual([]);
    expect((await search(simulator, 'VN', oneWay('HAN', 'SGN', '2026-11-20'))).flights).toEqual([]);
  });

  it('stops selling today’s flights an hour before they leave', async () => {
    const { flights } = await search(simulator, 'VN', oneWay('HAN', 'SGN', '2026-11-21'));
    expect(flights.length).toBeGreaterThan(0);
    for (const flight of flights)
      expect(Date.parse(flight.segments[0]?.departDateTime ?? '')).toBeGreaterThan(Date.parse('2026-11-21T04:00:00Z'));
  });
});
