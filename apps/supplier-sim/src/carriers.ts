// Airlines the simulator sells: names, alliances, price levels, fleets and flight-number plans.
export type TAlliance = 'SkyTeam' | 'Star Alliance' | 'oneworld';

export type TCarrier = {
  code: string;
  name: string;
  alliance?: TAlliance;
  /** Price level against the market reference fare of a route. */
  priceFactor: number;
  fleet: { domestic: readonly string[]; regional: readonly string[]; longHaul: readonly string[] };
  /** First flight number of the automatic blocks per kind of route. */
  numbering: { domestic: number; regional: number; longHaul: number };
  /** Flight-number blocks of named routes `A-B` (odd numbers A→B, even numbers B→A). */
  blocks?: Readonly<Record<string, number>>;
};

const none: readonly string[] = [];

export const CARRIERS: Readonly<Record<string, TCarrier>> = {
  VN: {
    code: 'VN',
    name: 'Vietnam Airlines',
    alliance: 'SkyTeam',
    priceFactor: 1,
    fleet: {
      domestic: ['A321', 'A321', 'A350-900', 'B787-10'],
      regional: ['A321', 'B787-9', 'A350-900'],
      longHaul: ['B787-10', 'A350-900'],
    },
    numbering: { domestic: 1100, regional: 300, longHaul: 10 },
    blocks: {
      'HAN-SGN': 200,
      'HAN-DAD': 150,
      'SGN-DAD': 100,
      'SGN-PQC': 1820,
      'HAN-BKK': 610,
      'SGN-BKK': 600,
      'HAN-SIN': 660,
      'SGN-SIN': 650,
      'HAN-ICN': 410,
      'SGN-ICN': 400,
      'HAN-CDG': 10,
      'SGN-CDG': 20,
    },
  },
  VJ: {
    code: 'VJ',
    name: 'Vietjet',
    priceFactor: 0.8,
    fleet: { domestic: ['A321', 'A320', 'A321neo'], regional: ['A321neo', 'A321', 'A330-300'], longHaul: ['A330-300'] },
    numbering: { domestic: 1100, regional: 800, longHaul: 80 },
    blocks: { 'HAN-SGN': 120, 'HAN-DAD': 500, 'SGN-DAD': 620, 'SGN-PQC': 320, 'HAN-PQC': 450 },
  },
  QH: {
    code: 'QH',
    name: 'Bamboo Airways',
    priceFactor: 0.92,
    fleet: { domestic: ['A321', 'A320', 'B787-9', 'E190'], regional: ['A321', 'B787-9'], longHaul: ['B787-9'] },
    numbering: { domestic: 1100, regional: 400, longHaul: 80 },
    blocks: { 'HAN-SGN': 200, 'HAN-DAD': 100, 'SGN-DAD': 150 },
  },
  VU: {
    code: 'VU',
    name: 'Vietravel Airlines',
    priceFactor: 0.85,
    fleet: { domestic: ['A321'], regional: ['A321'], longHaul: none },
    numbering: { domestic: 700, regional: 300, longHaul: 390 },
    blocks: { 'HAN-SGN': 750 },
  },
  SQ: foreign(
    'SQ',
    'Singapore Airlines',
    'Star Alliance',
    1.12,
    ['A350-900', 'B787-10', 'B737-8'],
    ['A350-900', 'B777-300ER', 'A380'],
    170,
    300,
  ),
  TG: foreign(
    'TG',
    'Thai Airways',
    'Star Alliance',
    0.92,
    ['A320', 'B787-9', 'A350-900'],
    ['B777-300ER', 'A350-900'],
    550,
    900,
  ),
  CX: foreign(
    'CX',
    'Cathay Pacific',
    'oneworld',
    1.06,
    ['A321neo', 'A330-300', 'A350-900'],
    ['B777-300ER', 'A350-1000'],
    700,
    200,
  ),
  KE: foreign(
    'KE',
    'Korean Air',
    'SkyTeam',
    1.02,
    ['A321neo', 'B737-8', 'A330-300'],
    ['B777-300ER', 'B787-9', 'A380'],
    440,
    10,
  ),
  OZ: foreign(
    'OZ',
    'Asiana Airlines',
    'Star Alliance',
    0.96,
    ['A321', 'A330-300'],
    ['A350-900', 'B777-200ER'],
    730,
    200,
  ),
  JL: foreign('JL', 'Japan Airlines', 'oneworld', 1.06, ['B737-800', 'B787-8'], ['B787-9', 'A350-1000'], 750, 40),
  NH: foreign(
    'NH',
    'All Nippon Airways',
    'Star Alliance',
    1.06,
    ['B737-800', 'B787-8'],
    ['B787-9', 'B777-300ER'],
    830,
    100,
  ),
  CI: foreign('CI', 'China Airlines', 'SkyTeam', 0.9, ['A321neo', 'A330-300'], ['A350-900', 'B777-300ER'], 780, 0),
  BR: foreign('BR', 'EVA Air', 'Star Alliance', 0.95, ['A321', 'A330-300'], ['B787-10', 'B777-300ER'], 390, 10),
  QR: foreign(
    'QR',
    'Qatar Airways',
    'oneworld',
    0.98,
    ['B787-8', 'A350-900'],
    ['A350-1000', 'B777-300ER', 'A380'],
    970,
    30,
  ),
  EK: foreign('EK', 'Emirates', undefined, 1, ['B777-300ER'], ['A380', 'B777-300ER'], 390, 60),
  AF: foreign(
    'AF',
    'Air France',
    'SkyTeam',
    1.05,
    ['A320', 'A220-300'],
    ['B777-300ER', 'A350-900', 'B787-9'],
    1000,
    100,
  ),
  LH: foreign('LH', 'Lufthansa', 'Star Alliance', 1.08, ['A320', 'A321'], ['A350-900', 'B747-8', 'B787-9'], 1000, 700),
  BA: foreign(
    'BA',
    'British Airways',
    'oneworld',
    1.1,
    ['A320', 'A321neo'],
    ['B777-300ER', 'A350-1000', 'B787-10'],
    300,
    10,
  ),
  QF: foreign('QF', 'Qantas', 'oneworld', 1.05, ['B737-800', 'A330-300'], ['B787-9', 'A380'], 400, 10),
  MH: foreign('MH', 'Malaysia Airlines', 'oneworld', 0.85, ['B737-8', 'A330-300'], ['A350-900', 'A330-900'], 750, 0),
};

function foreign(
  code: string,
  name: string,
  alliance: TAlliance | undefined,
  priceFactor: number,
  regional: string[],
  longHaul: string[],
  regionalStart: number,
  longStart: number,
): TCarrier {
  return {
    code,
    name,
    alliance,
    priceFactor,
    fleet: { domestic: regional, regional, longHaul },
    numbering: { domestic: regionalStart + 200, regional: regionalStart, longHaul: longStart },
  };
}

/** VASCO operates Vietnam Airlines' ATR flights to the small southern and mountain airports. */
export const VASCO_AIRPORTS: ReadonlySet<string> = new Set(['VCS', 'CAH', 'VKG', 'DIN']);

export function carrierName(code: string): string {
  return CARRIERS[code]?.name ?? (code === '0V' ? 'VASCO' : code);
}

/** Two carriers can be sold on one ticket when they are the same or in the same alliance. */
export function canConnect(first: string, second: string): boolean {
  if (first === second) return true;
  const a = CARRIERS[first]?.alliance;
  return a !== undefined && a === CARRIERS[second]?.alliance;
}

/** Cabins fitted on each aircraft type (economy everywhere). */
export const AIRCRAFT_CABINS: Readonly<Record<string, { hasBusiness: boolean; hasPremium: boolean }>> = {
  ATR72: { hasBusiness: false, hasPremium: false },
  E190: { hasBusiness: true, hasPremium: false },
  A320: { hasBusiness: false, hasPremium: false },
  'A220-300': { hasBusiness: true, hasPremium: false },
  A321: { hasBusiness: true, hasPremium: false },
  A321neo: { hasBusiness: true, hasPremium: false },
  'B737-8': { hasBusiness: true, hasPremium: false },
  'B737-800': { hasBusiness: true, hasPremium: false },
  'A330-300': { hasBusiness: true, hasPremium: false },
  'A330-900': { hasBusiness: true, hasPremium: false },
  'B787-8': { hasBusiness: true, hasPremium: true },
  'B787-9': { hasBusiness: true, hasPremium: true },
  'B787-10': { hasBusiness: true, hasPremium: true },
  'A350-900': { hasBusiness: true, hasPremium: true },
  'A350-1000': { hasBusiness: true, hasPremium: true },
  'B777-200ER': { hasBusiness: true, hasPremium: false },
  'B777-300ER': { hasBusiness: true, hasPremium: true },
  'B747-8': { hasBusiness: true, hasPremium: true },
  A380: { hasBusiness: true, hasPremium: true },
};
