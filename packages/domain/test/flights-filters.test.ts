// Result filters of SPEC §5, the filter-panel option lists, and the QH cut-off.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  airlineList,
  ALL_CLASS,
  applyFilters,
  bookingSystemList,
  cabinClassList,
  dropExpiredQh,
  initialFilters,
  priceBounds,
  resetFilters,
  resetSortKeys,
  DEFAULT_SORT_KEYS,
  setCabinClasses,
  timeBandOf,
  type FlightFilters,
} from '../src/index.js';
import { makeFare, makeOffer, paxPrice } from './flights-offer-factory.js';

const filters = (overrides: Partial<FlightFilters>): FlightFilters => ({ ...initialFilters(), ...overrides });
const ids = (offers: { id: string }[]) => offers.map((offer) => offer.id);

describe('filter defaults', () => {
  it('starts with every flight type and nothing narrowed', () => {
    expect(initialFilters()).toEqual({
      flightType: 'F_FLIGHT_ALL',
      airlines: [],
      cabinClasses: [],
      departureBands: [],
      arrivalBands: [],
      bookingSystems: [],
    });
  });

  it('reset clears every filter and sets the flight type to direct (SPEC §9)', () => {
    expect(resetFilters()).toEqual({ ...initialFilters(), flightType: 'F_FLIGHT_DIRECT' });
    expect(resetFilters().priceRange).toBeUndefined();
  });

  it('reset puts direct flights first through the flight-type sort key', () => {
    expect(resetSortKeys(DEFAULT_SORT_KEYS)).toEqual({ ...DEFAULT_SORT_KEYS, flightKey: 'F_FLIGHT_DIRECT' });
  });
});

describe('applyFilters', () => {
  it('keeps every offer, in order, when no filter is active', () => {
    const offers = [makeOffer(), makeOffer({ numberOfStop: 2 }), makeOffer({ fares: [] })];
    expect(applyFilters(offers, initialFilters())).toEqual(offers);
  });

  it('direct keeps flights with 0 stops, transit those with 1 or more', () => {
    const direct = makeOffer({ numberOfStop: 0 });
    const oneStop = makeOffer({ numberOfStop: 1 });
    const twoStops = makeOffer({ numberOfStop: 2 });
    const offers = [direct, oneStop, twoStops];
    expect(ids(applyFilters(offers, filters({ flightType: 'F_FLIGHT_DIRECT' })))).toEqual([direct.id]);
    expect(ids(applyFilters(offers, filters({ flightType: 'F_FLIGHT_TRANSIT' })))).toEqual([oneStop.id, twoStops.id]);
  });

  it('filters price on the lowest fare, bounds included', () => {
    const cheap = makeOffer({ lowestFare: 900_000 });
    const middle = makeOffer({ lowestFare: 1_500_000 });
    const dear = makeOffer({ lowestFare: 3_000_001 });
    const kept = applyFilters([cheap, middle, dear], filters({ priceRange: [900_000, 3_000_000] }));
    expect(ids(kept)).toEqual([cheap.id, middle.id]);
  });

  it('reads time bands from the local clock written in the date-time, ignoring the offset', () => {
    expect(timeBandOf('2026-12-01T05:59:00+07:00')).toBe(60);
    expect(timeBandOf('2026-12-01T06:00:00+07:00')).toBe(120);
    expect(timeBandOf('2026-12-01T11:59:00+09:00')).toBe(120);
    expect(timeBandOf('2026-12-01T12:00:00-08:00')).toBe(180);
    expect(timeBandOf('2026-12-01T18:00:00Z')).toBe(240);
    expect(timeBandOf('2026-12-01 23:59')).toBe(240);
  });

  it('keeps offers departing in any chosen band', () => {
    const night = makeOffer({ time: '01:30' });
    const morning = makeOffer({ time: '07:00' });
    const evening = makeOffer({ time: '20:15' });
    const kept = applyFilters([night, morning, evening], filters({ departureBands: [60, 240] }));
    expect(ids(kept)).toEqual([night.id, evening.id]);
  });

  it('filters arrival bands on the arrival time', () => {
    const arrivesMorning = makeOffer({ arrivalDateTime: '2026-12-01T10:00:00+07:00' });
    const arrivesAfternoon = makeOffer({ arrivalDateTime: '2026-12-01T13:00:00+07:00' });
    expect(ids(applyFilters([arrivesMorning, arrivesAfternoon], filters({ arrivalBands: [180] })))).toEqual([
      arrivesAfternoon.id,
    ]);
  });

  it('treats carrier BL as VN in the airline filter', () => {
    const vn = makeOffer({ airline: 'VN' });
    const bl = makeOffer({ airline: 'BL' });
    const vj = makeOffer({ system: 'VJ' });
    expect(ids(applyFilters([vn, bl, vj], filters({ airlines: ['VN'] })))).toEqual([vn.id, bl.id]);
    expect(ids(applyFilters([vn, bl, vj], filters({ airlines: ['BL'] })))).toEqual([vn.id, bl.id]);
  });

  it('keeps offers with at least one fare in a chosen cabin class', () => {
    const economyOnly = makeOffer({ fares: [makeFare({ cabinClass: 'ECONOMY' })] });
    const withBusiness = makeOffer({
      fares: [makeFare({ cabinClass: 'ECONOMY' }), makeFare({ fareClass: 'C', cabinClass: 'BUSINESS' })],
    });
    expect(ids(applyFilters([economyOnly, withBusiness], filters({ cabinClasses: ['BUSINESS'] })))).toEqual([
      withBusiness.id,
    ]);
  });

  it('drops flights lacking cabin-class info when a class filter is active, keeps them otherwise', () => {
    const noFares = makeOffer({ fares: [] });
    const blankClass = makeOffer({ fares: [{ ...makeFare(), cabinClass: '' as never }] });
    const economy = makeOffer();
    expect(ids(applyFilters([noFares, blankClass, economy], filters({ cabinClasses: ['ECONOMY'] })))).toEqual([
      economy.id,
    ]);
    expect(applyFilters([noFares, blankClass, economy], initialFilters())).toHaveLength(3);
  });

  it('ALL_CLASS clears the class filter', () => {
    expect(setCabinClasses(filters({ cabinClasses: ['BUSINESS'] }), ['BUSINESS', ALL_CLASS]).cabinClasses).toEqual([]);
    expect(setCabinClasses(initialFilters(), ['PREMIUM']).cabinClasses).toEqual(['PREMIUM']);
    const noFares = makeOffer({ fares: [] });
    expect(applyFilters([noFares], filters({ cabinClasses: [ALL_CLASS] }))).toEqual([noFares]);
  });

  it('filters on booking systems', () => {
    const gds = makeOffer({ system: '1A' });
    const vn = makeOffer({ system: 'VN' });
    expect(ids(applyFilters([gds, vn], filters({ bookingSystems: ['1A', '1G'] })))).toEqual([gds.id]);
  });

  it('combines filters: every active one must accept the offer', () => {
    const match = makeOffer({ system: 'VJ', time: '07:00', lowestFare: 800_000 });
    const wrongTime = makeOffer({ system: 'VJ', time: '13:00', lowestFare: 800_000 });
    const wrongAirline = makeOffer({ system: 'QH', time: '07:00', lowestFare: 800_000 });
    const kept = applyFilters(
      [match, wrongTime, wrongAirline],
      filters({ airlines: ['VJ'], departureBands: [120], priceRange: [0, 1_000_000] }),
    );
    expect(ids(kept)).toEqual([match.id]);
  });
});

describe('filter options', () => {
  it('lists each airline once with its lowest price, cheapest first, BL folded into VN', () => {
    const offers = [
      makeOffer({ airline: 'VN', lowestFare: 2_000_000 }),
      makeOffer({ airline: 'BL', lowestFare: 1_200_000, segments: [] }),
      makeOffer({ system: 'VJ', lowestFare: 900_000 }),
      makeOffer({ system: 'VJ', lowestFare: 0 }),
    ];
    expect(airlineList(offers)).toEqual([
      { airlineCode: 'VJ', airlineName: 'VJ Airline', lowestPrice: 900_000 },
      { airlineCode: 'VN', airlineName: 'VN Airline', lowestPrice: 1_200_000 },
    ]);
  });

  it('includes VN only when some flight is VN (or BL), not for a VN segment inside another carrier’s itinerary', () => {
    const korean = makeOffer({ system: '1A', airline: 'KE' });
    korean.segments.push({ ...korean.segments[0]!, carrierCode: 'VN', carrierName: 'Vietnam Airlines' });
    expect(airlineList([korean]).map((entry) => entry.airlineCode)).toEqual(['KE']);
    const pacific = makeOffer({ airline: 'BL' });
    expect(airlineList([pacific])).toEqual([
      { airlineCode: 'VN', airlineName: 'Vietnam Airlines', lowestPrice: pacific.lowestFare },
    ]);
  });

  it('keeps a price of 0 for an airline that has only sold-out flights, listed last', () => {
    const offers = [makeOffer({ system: 'VJ', lowestFare: 0 }), makeOffer({ system: 'QH', lowestFare: 1_500_000 })];
    expect(airlineList(offers).map((entry) => [entry.airlineCode, entry.lowestPrice])).toEqual([
      ['QH', 1_500_000],
      ['VJ', 0],
    ]);
  });

  it('lists cabin classes from economy to business', () => {
    const offers = [
      makeOffer({ fares: [makeFare({ cabinClass: 'BUSINESS' })] }),
      makeOffer({ fares: [makeFare({ cabinClass: 'ECONOMY' })] }),
    ];
    expect(cabinClassList(offers)).toEqual(['ECONOMY', 'BUSINESS']);
  });

  it('lists booking systems with their offer count and lowest price', () => {
    const offers = [
      makeOffer({ system: '1G', lowestFare: 5_000_000 }),
      makeOffer({ system: '1G', lowestFare: 4_000_000 }),
      makeOffer({ system: 'VU', lowestFare: 700_000 }),
    ];
    expect(bookingSystemList(offers)).toEqual([
      { system: 'VU', offerCount: 1, lowestPrice: 700_000 },
      { system: '1G', offerCount: 2, lowestPrice: 4_000_000 },
    ]);
  });

  it('gives the price slider bounds from offers that can be bought', () => {
    expect(
      priceBounds([
        makeOffer({ lowestFare: 0 }),
        makeOffer({ lowestFare: 1_000_000 }),
        makeOffer({ lowestFare: 3_000_000 }),
      ]),
    ).toEqual([1_000_000, 3_000_000]);
    expect(priceBounds([makeOffer({ lowestFare: 0 })])).toBeUndefined();
  });
});

describe('QH cut-off', () => {
  const now = new Date('2026-11-30T08:00:00+07:00');

  it('drops a QH flight when departure minus one day is not later than now', () => {
    const exactlyOneDay = makeOffer({ system: 'QH', departDateTime: '2026-12-01T08:00:00+07:00' });
    const withinADay = makeOffer({ system: 'QH', departDateTime: '2026-12-01T07:00:00+07:00' });
    expect(dropExpiredQh([exactlyOneDay, withinADay], now)).toEqual([]);
  });

  it('keeps a QH flight departing more than a day from now, and flights of other airlines', () => {
    const later = makeOffer({ system: 'QH', departDateTime: '2026-12-01T08:01:00+07:00' });
    const vnSoon = makeOffer({ system: 'VN', departDateTime: '2026-11-30T12:00:00+07:00' });
    expect(dropExpiredQh([later, vnSoon], now)).toEqual([later, vnSoon]);
  });

  it('compares instants, honouring each departure’s UTC offset', () => {
    const sameInstant = makeOffer({ system: 'QH', departDateTime: '2026-12-01T01:00:00Z' });
    expect(dropExpiredQh([sameInstant], now)).toEqual([]);
  });
});

describe('applyFilters (properties)', () => {
  const offerArbitrary = fc.record({
    stops: fc.integer({ min: 0, max: 2 }),
    hour: fc.integer({ min: 0, max: 23 }),
    airline: fc.constantFrom('VN', 'BL', 'VJ', 'QH', 'VU', 'KE'),
    lowestFare: fc.integer({ min: 0, max: 10_000_000 }),
    cabin: fc.constantFrom('ECONOMY', 'PREMIUM', 'BUSINESS'),
  });
  const filtersArbitrary = fc.record({
    flightType: fc.constantFrom('F_FLIGHT_ALL', 'F_FLIGHT_DIRECT', 'F_FLIGHT_TRANSIT') as fc.Arbitrary<
      FlightFilters['flightType']
    >,
    airlines: fc.subarray(['VN', 'VJ', 'QH']),
    cabinClasses: fc.subarray(['ECONOMY', 'BUSINESS', ALL_CLASS]),
    departureBands: fc.subarray([60, 120, 180, 240] as const),
    arrivalBands: fc.constant([]),
    bookingSystems: fc.constant([]),
  });
  const build = (spec: { stops: number; hour: number; airline: string; lowestFare: number; cabin: string }) =>
    makeOffer({
      numberOfStop: spec.stops,
      time: String(spec.hour).padStart(2, '0') + ':00',
      airline: spec.airline,
      lowestFare: spec.lowestFare,
      fares: [makeFare({ cabinClass: spec.cabin as 'ECONOMY', prices: { ADT: paxPrice(spec.lowestFare) } })],
    });

  it('returns a subsequence of its input, and filtering twice changes nothing', () => {
    fc.assert(
      fc.property(fc.array(offerArbitrary, { maxLength: 30 }), filtersArbitrary, (specs, chosen) => {
        const offers = specs.map(build);
        const once = applyFilters(offers, chosen);
        expect(applyFilters(once, chosen)).toEqual(once);
        let cursor = 0;
        for (const offer of once) {
          cursor = offers.indexOf(offer, cursor) + 1;
          expect(cursor).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('splits offers exactly between direct and transit', () => {
    fc.assert(
      fc.property(fc.array(offerArbitrary, { maxLength: 30 }), (specs) => {
        const offers = specs.map(build);
        const direct = applyFilters(offers, filters({ flightType: 'F_FLIGHT_DIRECT' }));
        const transit = applyFilters(offers, filters({ flightType: 'F_FLIGHT_TRANSIT' }));
        expect(direct.length + transit.length).toBe(offers.length);
        expect(direct.every((offer) => offer.numberOfStop === 0)).toBe(true);
      }),
    );
  });
});
