// Properties of the seeded hash and of any search: same input, same answer; timetables that hold together.
import { BOOKING_SYSTEMS, ZSupplierSearchResponse } from '@portal/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fnv1a, mulberry32 } from '../src/hash.js';
import { createSeatInventory } from '../src/seats.js';
import { searchFlights } from '../src/search.js';
import { minutesBetween, NOW } from './support.js';

const AIRPORTS = [
  'HAN',
  'SGN',
  'DAD',
  'PQC',
  'CXR',
  'HPH',
  'VCS',
  'DIN',
  'BKK',
  'SIN',
  'ICN',
  'NRT',
  'TPE',
  'SYD',
  'CDG',
  'LHR',
  'LAX',
  'DXB',
];

describe('seeded hash', () => {
  it('is FNV-1a (known vectors)', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('draws the same numbers in [0, 1) from the same seed (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const a = mulberry32(seed);
        const b = mulberry32(seed);
        return Array.from({ length: 20 }, () => [a(), b()]).every(
          ([x, y]) => x === y && x !== undefined && x >= 0 && x < 1,
        );
      }),
    );
  });
});

describe('search properties', () => {
  const searchInput = fc.record({
    system: fc.constantFrom(...BOOKING_SYSTEMS),
    from: fc.constantFrom(...AIRPORTS),
    to: fc.constantFrom(...AIRPORTS),
    days: fc.integer({ min: 0, max: 200 }),
    chd: fc.integer({ min: 0, max: 2 }),
    inf: fc.integer({ min: 0, max: 1 }),
  });

  it('gives the same answer twice, valid against the protocol, with consistent times and integer prices (property)', () => {
    fc.assert(
      fc.property(searchInput, ({ system, from, to, days, chd, inf }) => {
        const date = new Date(NOW.getTime() + days * 86_400_000).toISOString().slice(0, 10);
        const request = { legs: [{ from, to, date }], pax: { adt: 1, chd, inf } };
        const first = searchFlights(system, request, { now: NOW, seats: createSeatInventory() });
        const second = searchFlights(system, request, { now: NOW, seats: createSeatInventory() });
        expect(JSON.stringify(second)).toBe(JSON.stringify(first));
        ZSupplierSearchResponse.parse(first);
        expect(new Set(first.flights.map((flight) => flight.key)).size).toBe(first.flights.length);
        for (const flight of first.flights) {
          expect(flight.segments[0]?.from).toBe(from);
          expect(flight.segments.at(-1)?.to).toBe(to);
          expect(flight.segments.length).toBeLessThanOrEqual(3);
          flight.segments.forEach((segment, index) => {
            expect(minutesBetween(segment.departDateTime, segment.arrivalDateTime)).toBe(segment.durationMinutes);
            const next = flight.segments[index + 1];
            if (next) expect(minutesBetween(segment.arrivalDateTime, next.departDateTime)).toBeGreaterThanOrEqual(60);
          });
          for (const fare of flight.fares) {
            expect(fare.seatAvailable).toBeGreaterThanOrEqual(0);
            expect(fare.seatAvailable).toBeLessThanOrEqual(9);
            expect(Object.keys(fare.netPrices).sort()).toEqual(
              ['ADT', ...(chd > 0 ? ['CHD'] : []), ...(inf > 0 ? ['INF'] : [])].sort(),
            );
            for (const price of Object.values(fare.netPrices)) {
              for (const amount of Object.values(price ?? {}))
                expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
            }
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
