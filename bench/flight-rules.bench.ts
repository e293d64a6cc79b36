// Benchmark: applyFilters + sortOffers over 5,000 deterministic offers, as the results screen runs them on every change.
// Prints median and p95 per scenario against the 16 ms frame budget; figures only, never fails.
import type { TFareOption, TFlightOffer } from '@portal/contracts';
import {
  applyFilters,
  DEFAULT_SORT_KEYS,
  initialFilters,
  sortOffers,
  type FlightFilters,
  type FlightSortKeys,
} from '@portal/domain/flights/index';

const OFFER_COUNT = 5_000;
const WARM_UP = 30;
const ITERATIONS = 200;
const TARGET_MS = 16;

/** mulberry32: a tiny seeded generator so every run measures the same offers. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const random = seededRandom(20261201);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

type SystemProfile = {
  system: TFlightOffer['system'];
  airlines: readonly string[];
  classes: readonly [string, string, TFareOption['cabinClass']][];
};
const PROFILES: readonly SystemProfile[] = [
  {
    system: 'VN',
    airlines: ['VN', 'BL'],
    classes: [
      ['E', 'ECONOMY LITE', 'ECONOMY'],
      ['R', 'ECONOMY CLASSIC', 'ECONOMY'],
      ['K', 'ECONOMY FLEX', 'ECONOMY'],
      ['W', 'PREMIUM', 'PREMIUM'],
      ['J', 'BUSINESS', 'BUSINESS'],
    ],
  },
  {
    system: 'VJ',
    airlines: ['VJ'],
    classes: [
      ['Eco', 'Eco', 'ECONOMY'],
      ['Deluxe', 'Deluxe', 'ECONOMY'],
      ['SkyBoss', 'SkyBoss', 'BUSINESS'],
    ],
  },
  {
    system: 'QH',
    airlines: ['QH'],
    classes: [
      ['EM', 'ECONOMYSAVER', 'ECONOMY'],
      ['ES', 'ECONOMYSMART', 'ECONOMY'],
      ['EF', 'ECONOMYFLEX', 'ECONOMY'],
      ['BS', 'BUSINESSSMART', 'BUSINESS'],
    ],
  },
  {
    system: 'VU',
    airlines: ['VU'],
    classes: [
      ['ES', 'ECONOMY SAVER', 'ECONOMY'],
      ['EF', 'ECONOMY FLEX', 'ECONOMY'],
      ['PE', 'PREMIUM ECONOMY', 'PREMIUM'],
    ],
  },
  {
    system: '1A',
    airlines: ['VN', 'SQ', 'TG', 'KE', 'CX'],
    classes: [
      ['Y', 'ECONOMY', 'ECONOMY'],
      ['M', 'ECONOMY', 'ECONOMY'],
      ['C', 'BUSINESS', 'BUSINESS'],
    ],
  },
  {
    system: '1B',
    airlines: ['VN', 'JL', 'NH', 'OZ'],
    classes: [
      ['Y', 'ECONOMY', 'ECONOMY'],
      ['B', 'ECONOMY', 'ECONOMY'],
      ['D', 'BUSINESS', 'BUSINESS'],
    ],
  },
  {
    system: '1G',
    airlines: ['VN', 'MH', 'CI', 'BR'],
    classes: [
      ['Y', 'ECONOMY', 'ECONOMY'],
      ['H', 'ECONOMY', 'ECONOMY'],
      ['J', 'BUSINESS', 'BUSINESS'],
    ],
  },
];

const pad = (value: number): string => String(value).padStart(2, '0');

function makeFare(
  [fareClass, fareFamily, cabinClass]: SystemProfile['classes'][number],
  base: number,
  seatAvailable: number,
): TFareOption {
  const baseFare = Math.round(base / 1000) * 1000;
  const tax = 350_000;
  const vat = Math.round(baseFare * 0.08);
  const issueFee = 50_000;
  const adult = { baseFare, tax, vat, issueFee, total: baseFare + tax + vat + issueFee };
  return {
    fareClass,
    fareFamily,
    fareBasis: `${fareClass}${between(1, 3)}VN`,
    cabinClass,
    seatAvailable,
    baggage: { handKg: 7, checkedKg: cabinClass === 'BUSINESS' ? 32 : 23, checkedPieces: 1, description: '1PC' },
    isRefundable: cabinClass === 'BUSINESS',
    isChangeable: true,
    prices: {
      ADT: adult,
      CHD: { ...adult, baseFare: Math.round(baseFare * 0.75) },
      INF: { ...adult, baseFare: Math.round(baseFare * 0.1), tax: 0 },
    },
    totalPrice: adult.total,
  };
}

function makeOffer(index: number): TFlightOffer {
  const profile = pick(PROFILES);
  const airline = pick(profile.airlines);
  const isGds = profile.system.startsWith('1');
  const numberOfStop = isGds ? pick([0, 1, 1, 2]) : pick([0, 0, 0, 0, 1]);
  const departMinutes = between(5 * 60, 23 * 60 + 30);
  const durationMinutes = 130 + numberOfStop * between(90, 300);
  const arriveMinutes = (departMinutes + durationMinutes) % (24 * 60);
  const departDateTime = `2026-12-01T${pad(Math.floor(departMinutes / 60))}:${pad(departMinutes % 60)}:00+07:00`;
  const arrivalDateTime = `2026-12-0${departMinutes + durationMinutes >= 1440 ? 2 : 1}T${pad(Math.floor(arriveMinutes / 60))}:${pad(arriveMinutes % 60)}:00+07:00`;
  const isSoldOut = profile.system === 'VJ' && random() < 0.08;
  const fares = profile.classes.map((fareClass, rank) =>
    makeFare(fareClass, between(600_000, 1_500_000) * (1 + rank * 0.6), isSoldOut ? 0 : pick([0, 2, 4, 9])),
  );
  const sellable = fares.filter((fare) => fare.seatAvailable > 0).map((fare) => fare.prices.ADT.total);
  return {
    id: `${profile.system}:${airline}${between(100, 999)}-${index}`,
    system: profile.system,
    source: profile.system === '1B' ? 'SABRE-1B' : profile.system,
    airline,
    legIndex: 0,
    from: 'HAN',
    to: 'SGN',
    departDateTime,
    arrivalDateTime,
    durationMinutes,
    numberOfStop,
    combineSegment: isGds && random() < 0.3,
    segments: [
      {
        carrierCode: airline,
        carrierName: airline,
        flightNumber: `${airline}${between(100, 999)}`,
        from: 'HAN',
        to: 'SGN',
        departDateTime,
        arrivalDateTime,
        durationMinutes,
        aircraft: 'A321',
      },
    ],
    fares,
    lowestFare: sellable.length > 0 ? Math.min(...sellable) : 0,
  };
}

const offers = Array.from({ length: OFFER_COUNT }, (_, index) => makeOffer(index));

type Scenario = { name: string; filters: FlightFilters; sortKeys: FlightSortKeys };
const SCENARIOS: readonly Scenario[] = [
  { name: 'no filter, default sort (best price)', filters: initialFilters(), sortKeys: DEFAULT_SORT_KEYS },
  {
    name: 'airlines VN+VJ, 06–18 departures, economy, price cap; earliest',
    filters: {
      ...initialFilters(),
      airlines: ['VN', 'VJ'],
      departureBands: [120, 180],
      cabinClasses: ['ECONOMY'],
      priceRange: [0, 3_000_000],
    },
    sortKeys: { ...DEFAULT_SORT_KEYS, utilityKey: 'U_FLIGHT_EARLIEST' },
  },
  {
    name: 'direct only, GDS systems; base fare, highest price',
    filters: { ...initialFilters(), flightType: 'F_FLIGHT_DIRECT', bookingSystems: ['1A', '1B', '1G'] },
    sortKeys: { priceKey: 'P_BASE_FARE', flightKey: 'F_FLIGHT_DIRECT', utilityKey: 'U_HIGHEST_PRICE' },
  },
];

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

console.log(
  `flight rules: applyFilters + sortOffers over ${OFFER_COUNT} offers, ${ITERATIONS} runs after ${WARM_UP} warm-up (Node ${process.version})`,
);
for (const scenario of SCENARIOS) {
  let kept = 0;
  const run = (): void => {
    kept = sortOffers(applyFilters(offers, scenario.filters), scenario.sortKeys).length;
  };
  for (let i = 0; i < WARM_UP; i += 1) run();
  const timings: number[] = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    const started = performance.now();
    run();
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const median = percentile(timings, 0.5);
  const p95 = percentile(timings, 0.95);
  const verdict = p95 < TARGET_MS ? 'within' : 'OVER';
  console.log(
    `  ${scenario.name}: ${kept} kept, median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (${verdict} the ${TARGET_MS} ms target)`,
  );
}
