// Sort keys of SPEC §9, sold-out Vietjet flights last, and the lowest booking the best-price sort records.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT_KEYS,
  FLIGHT_SORT_KEYS,
  FLIGHT_TYPE_KEYS,
  formatThousandsK,
  lowestBooking,
  PRICE_SORT_KEYS,
  sortOffers,
  UTILITY_SORT_KEYS,
  type FlightSortKeys,
} from '../src/index.js';
import { makeFare, makeOffer, paxPrice } from './flights-offer-factory.js';

const ids = (offers: { id: string }[]) => offers.map((offer) => offer.id);
const keys = (overrides: Partial<FlightSortKeys>): FlightSortKeys => ({ ...DEFAULT_SORT_KEYS, ...overrides });

describe('sort keys', () => {
  it('has the nine keys of SPEC §9 in three groups', () => {
    expect(FLIGHT_SORT_KEYS).toEqual([
      'P_BASE_FARE',
      'P_FULL_FARE',
      'F_FLIGHT_ALL',
      'F_FLIGHT_DIRECT',
      'F_FLIGHT_TRANSIT',
      'U_BEST_PRICE',
      'U_HIGHEST_PRICE',
      'U_FLIGHT_EARLIEST',
      'U_FLIGHT_FASTEST',
    ]);
    expect(PRICE_SORT_KEYS.length + FLIGHT_TYPE_KEYS.length + UTILITY_SORT_KEYS.length).toBe(9);
  });

  it('defaults to P_FULL_FARE, F_FLIGHT_ALL and U_BEST_PRICE', () => {
    expect(DEFAULT_SORT_KEYS).toEqual({
      priceKey: 'P_FULL_FARE',
      flightKey: 'F_FLIGHT_ALL',
      utilityKey: 'U_BEST_PRICE',
    });
  });
});

describe('sortOffers', () => {
  const cheap = makeOffer({ lowestFare: 900_000, time: '18:00', durationMinutes: 140 });
  const middle = makeOffer({ lowestFare: 1_500_000, time: '06:00', durationMinutes: 125, numberOfStop: 1 });
  const dear = makeOffer({ lowestFare: 2_500_000, time: '12:00', durationMinutes: 300, numberOfStop: 2 });
  const offers = [dear, cheap, middle];

  it('sorts by best price by default', () => {
    expect(ids(sortOffers(offers))).toEqual(ids([cheap, middle, dear]));
  });

  it('sorts by highest price, earliest departure and fastest flight', () => {
    expect(ids(sortOffers(offers, keys({ utilityKey: 'U_HIGHEST_PRICE' })))).toEqual(ids([dear, middle, cheap]));
    expect(ids(sortOffers(offers, keys({ utilityKey: 'U_FLIGHT_EARLIEST' })))).toEqual(ids([middle, dear, cheap]));
    expect(ids(sortOffers(offers, keys({ utilityKey: 'U_FLIGHT_FASTEST' })))).toEqual(ids([middle, cheap, dear]));
  });

  it('puts direct flights first with F_FLIGHT_DIRECT and transit flights first with F_FLIGHT_TRANSIT', () => {
    expect(ids(sortOffers(offers, keys({ flightKey: 'F_FLIGHT_DIRECT' })))).toEqual(ids([cheap, middle, dear]));
    expect(ids(sortOffers(offers, keys({ flightKey: 'F_FLIGHT_TRANSIT' })))).toEqual(ids([middle, dear, cheap]));
  });

  it('compares adult base fares with P_BASE_FARE and adult totals with P_FULL_FARE', () => {
    const lowBaseHighTax = makeOffer({ fares: [makeFare({ prices: { ADT: paxPrice(500_000, 900_000) } })] });
    const highBaseLowTax = makeOffer({ fares: [makeFare({ prices: { ADT: paxPrice(800_000, 100_000) } })] });
    const both = [lowBaseHighTax, highBaseLowTax];
    expect(ids(sortOffers(both, keys({ priceKey: 'P_BASE_FARE' })))).toEqual(ids([lowBaseHighTax, highBaseLowTax]));
    expect(ids(sortOffers(both, keys({ priceKey: 'P_FULL_FARE' })))).toEqual(ids([highBaseLowTax, lowBaseHighTax]));
  });

  it('lists Vietjet flights with no seats last, whatever the key', () => {
    const soldOut = makeOffer({
      system: 'VJ',
      time: '05:00',
      durationMinutes: 60,
      fares: [makeFare({ fareClass: 'Eco', seatAvailable: 0 })],
    });
    const vjWithSeats = makeOffer({ system: 'VJ', lowestFare: 3_000_000 });
    for (const utilityKey of UTILITY_SORT_KEYS) {
      expect(sortOffers([soldOut, vjWithSeats, cheap], keys({ utilityKey })).at(-1)).toBe(soldOut);
    }
  });

  it('puts offers with nothing to buy after priced ones in both price directions', () => {
    const soldOutVn = makeOffer({ fares: [makeFare({ seatAvailable: 0 })] });
    expect(soldOutVn.lowestFare).toBe(0);
    expect(sortOffers([soldOutVn, cheap], keys({ utilityKey: 'U_BEST_PRICE' })).at(-1)).toBe(soldOutVn);
    expect(sortOffers([soldOutVn, cheap], keys({ utilityKey: 'U_HIGHEST_PRICE' })).at(-1)).toBe(soldOutVn);
  });

  it('breaks ties by departure time, then by offer id', () => {
    const late = makeOffer({ id: 'VN:A', lowestFare: 1_000_000, time: '20:00' });
    const earlyB = makeOffer({ id: 'VN:C', lowestFare: 1_000_000, time: '07:00' });
    const earlyA = makeOffer({ id: 'VN:B', lowestFare: 1_000_000, time: '07:00' });
    expect(ids(sortOffers([late, earlyB, earlyA]))).toEqual(['VN:B', 'VN:C', 'VN:A']);
  });

  it('compares departures as instants across UTC offsets', () => {
    const tokyo = makeOffer({ departDateTime: '2026-12-01T09:00:00+09:00' });
    const hanoi = makeOffer({ departDateTime: '2026-12-01T08:00:00+07:00' });
    expect(ids(sortOffers([hanoi, tokyo], keys({ utilityKey: 'U_FLIGHT_EARLIEST' })))).toEqual(ids([tokyo, hanoi]));
  });

  it('leaves its input untouched', () => {
    const input = [dear, cheap, middle];
    sortOffers(input);
    expect(input).toEqual([dear, cheap, middle]);
  });
});

describe('lowest booking', () => {
  it('records the cheapest fare of the day with its route and a K display', () => {
    const offers = [
      makeOffer({ lowestFare: 1_800_000 }),
      makeOffer({ lowestFare: 1_250_000, from: 'HAN', to: 'DAD' }),
      makeOffer({ lowestFare: 0 }),
    ];
    expect(lowestBooking(offers, '2026-12-01')).toEqual({
      day: 1,
      month: 12,
      year: 2026,
      route: 'HAN-DAD',
      fareAmount: 1_250_000,
      fareDisplay: '1.250K',
    });
  });

  it('records nothing when no offer can be bought', () => {
    expect(lowestBooking([makeOffer({ lowestFare: 0 })], '2026-12-01')).toBeUndefined();
    expect(lowestBooking([], '2026-12-01')).toBeUndefined();
  });

  it('shows thousands with a K suffix, rounded to the nearest thousand', () => {
    expect(formatThousandsK(1_250_000)).toBe('1.250K');
    expect(formatThousandsK(12_345_678)).toBe('12.346K');
    expect(formatThousandsK(1_250_499)).toBe('1.250K');
    expect(formatThousandsK(1_250_500)).toBe('1.251K');
    expect(formatThousandsK(999_000)).toBe('999K');
    expect(formatThousandsK(999)).toBe('1K');
  });
});

describe('sortOffers (properties)', () => {
  const specArbitrary = fc.record({
    id: fc.stringMatching(/^[A-Z0-9]{1,4}$/),
    system: fc.constantFrom('VN', 'VJ', 'QH', 'VU', '1A') as fc.Arbitrary<'VN'>,
    hour: fc.integer({ min: 0, max: 23 }),
    stops: fc.integer({ min: 0, max: 2 }),
    baseFare: fc.integer({ min: 0, max: 20 }).map((step) => 500_000 + step * 100_000),
    seats: fc.integer({ min: 0, max: 3 }),
    duration: fc.integer({ min: 60, max: 900 }),
  });
  const keysArbitrary = fc.record({
    priceKey: fc.constantFrom(...PRICE_SORT_KEYS),
    flightKey: fc.constantFrom(...FLIGHT_TYPE_KEYS),
    utilityKey: fc.constantFrom(...UTILITY_SORT_KEYS),
  });
  const build = (spec: typeof specArbitrary extends fc.Arbitrary<infer T> ? T : never, index: number) =>
    makeOffer({
      id: `${spec.system}:${spec.id}-${index}`,
      system: spec.system,
      time: String(spec.hour).padStart(2, '0') + ':00',
      numberOfStop: spec.stops,
      durationMinutes: spec.duration,
      fares: [makeFare({ seatAvailable: spec.seats, prices: { ADT: paxPrice(spec.baseFare, 300_000) } })],
    });

  it('is a deterministic permutation that ignores the input order, with sold-out Vietjet flights last', () => {
    fc.assert(
      fc.property(fc.array(specArbitrary, { maxLength: 25 }), keysArbitrary, fc.integer(), (specs, sortKeys, seed) => {
        const offers = specs.map(build);
        const shuffled = [...offers].sort((a, b) => ((a.id.length * 31 + seed) % 7) - ((b.id.length * 31 + seed) % 7));
        const sorted = sortOffers(offers, sortKeys);
        expect(ids(sortOffers(shuffled, sortKeys))).toEqual(ids(sorted));
        expect([...ids(sorted)].sort()).toEqual([...ids(offers)].sort());
        const soldOutFlags = sorted.map(
          (offer) => offer.system === 'VJ' && offer.fares.every((fare) => fare.seatAvailable === 0),
        );
        expect(soldOutFlags).toEqual([...soldOutFlags].sort((a, b) => Number(a) - Number(b)));
      }),
    );
  });

  it('with the default keys never lists a dearer bookable flight before a cheaper one', () => {
    fc.assert(
      fc.property(fc.array(specArbitrary, { maxLength: 25 }), (specs) => {
        const sorted = sortOffers(specs.map(build)).filter((offer) => offer.lowestFare > 0);
        for (let i = 1; i < sorted.length; i += 1)
          expect(sorted[i]!.lowestFare).toBeGreaterThanOrEqual(sorted[i - 1]!.lowestFare);
      }),
    );
  });
});
