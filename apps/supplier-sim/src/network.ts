// Which carrier flies which route and how often: domestic table, Vietnamese airlines abroad, foreign hubs.

export type TService = { carrier: string; a: string; b: string; daily: number };

/** Domestic routes, both directions: flights a day for VN, VJ, QH, VU (0 = not flown). */
const DOMESTIC: ReadonlyArray<readonly [string, string, number, number, number, number]> = [
  ['HAN', 'SGN', 12, 10, 5, 2],
  ['HAN', 'DAD', 9, 8, 4, 2],
  ['SGN', 'DAD', 9, 8, 4, 1],
  ['HAN', 'PQC', 4, 4, 2, 1],
  ['SGN', 'PQC', 6, 6, 3, 1],
  ['HAN', 'CXR', 4, 4, 2, 1],
  ['SGN', 'CXR', 2, 2, 1, 0],
  ['HAN', 'DLI', 3, 3, 1, 0],
  ['SGN', 'DLI', 2, 2, 1, 0],
  ['SGN', 'HPH', 5, 5, 2, 1],
  ['SGN', 'VII', 4, 4, 2, 1],
  ['HAN', 'HUI', 2, 2, 1, 0],
  ['SGN', 'HUI', 4, 4, 2, 0],
  ['HAN', 'VCA', 2, 2, 1, 0],
  ['HAN', 'UIH', 2, 2, 1, 0],
  ['SGN', 'UIH', 2, 2, 1, 0],
  ['HAN', 'BMV', 2, 2, 1, 0],
  ['SGN', 'BMV', 2, 2, 1, 0],
  ['HAN', 'PXU', 1, 1, 1, 0],
  ['SGN', 'PXU', 2, 2, 1, 0],
  ['SGN', 'VDH', 2, 2, 1, 0],
  ['SGN', 'THD', 3, 3, 2, 1],
  ['HAN', 'TBB', 1, 1, 0, 0],
  ['SGN', 'TBB', 1, 1, 1, 0],
  ['HAN', 'VCL', 1, 1, 1, 0],
  ['SGN', 'VCL', 1, 1, 1, 0],
  ['SGN', 'VCS', 4, 0, 1, 0],
  ['SGN', 'CAH', 1, 0, 0, 0],
  ['SGN', 'VKG', 1, 0, 0, 0],
  ['HAN', 'DIN', 1, 0, 1, 0],
  ['SGN', 'VDO', 2, 2, 1, 0],
  ['DAD', 'HPH', 1, 1, 0, 0],
  ['DAD', 'CXR', 0, 1, 0, 0],
  ['DAD', 'DLI', 1, 1, 0, 0],
  ['DAD', 'PQC', 1, 1, 1, 0],
  ['DAD', 'VCA', 1, 1, 0, 0],
  ['DAD', 'BMV', 0, 1, 0, 0],
  ['DAD', 'VDO', 0, 1, 0, 0],
  ['HPH', 'CXR', 0, 1, 0, 0],
  ['HPH', 'PQC', 0, 1, 0, 0],
  ['HPH', 'DLI', 0, 1, 0, 0],
  ['VII', 'DLI', 0, 1, 0, 0],
];
const DOMESTIC_CARRIERS = ['VN', 'VJ', 'QH', 'VU'] as const;

/** A carrier flies from each of `from` to each of `to`, `daily` flights a day (below 1: some days only). */
type TServiceGroup = readonly [carrier: string, from: readonly string[], to: readonly string[], daily: number];

const HS = ['HAN', 'SGN'];
const EUROPE = ['CDG', 'FRA', 'LHR', 'MUC', 'AMS', 'IST'];
const NORTH_AMERICA = ['LAX', 'SFO', 'SEA', 'JFK', 'YVR'];
const NORTH_ASIA = ['ICN', 'NRT', 'HND', 'KIX', 'NGO', 'FUK', 'TPE', 'HKG', 'PVG', 'PEK', 'CAN'];
const SOUTH_EAST_ASIA = ['BKK', 'SIN', 'KUL', 'CGK', 'DPS', 'MNL'];
const INDIA = ['DEL', 'BOM'];

const GROUPS: readonly TServiceGroup[] = [
  // Vietnamese airlines abroad.
  ['VN', HS, ['BKK', 'SIN', 'ICN', 'NRT', 'HND', 'KIX', 'TPE', 'HKG'], 2],
  ['VN', HS, ['KUL', 'NGO', 'FUK', 'CAN', 'PVG', 'PEK', 'PNH', 'VTE', 'RGN', 'CGK', 'MNL', 'DEL', 'BOM', 'PUS'], 1],
  ['VN', ['HAN'], ['LPQ', 'CTU'], 1],
  ['VN', ['SGN'], ['REP', 'PER'], 0.6],
  ['VN', HS, ['SYD', 'MEL', 'CDG', 'FRA', 'LHR'], 1],
  ['VN', ['HAN'], ['MUC'], 0.5],
  ['VN', ['SGN'], ['SFO'], 1],
  ['VN', ['DAD'], ['ICN', 'NRT', 'BKK'], 1],
  ['VJ', HS, ['BKK', 'SIN', 'ICN', 'TPE'], 3],
  ['VJ', HS, ['KUL', 'HKG', 'KIX', 'NRT', 'FUK', 'NGO', 'PUS', 'KHH', 'DEL', 'BOM', 'MNL', 'CGK', 'DPS'], 1],
  ['VJ', ['SGN'], ['SYD', 'MEL', 'BNE', 'PER'], 1],
  ['VJ', ['HAN'], ['SYD', 'MEL'], 0.6],
  ['VJ', ['DAD'], ['ICN', 'PUS', 'TPE', 'BKK', 'HKG'], 1],
  ['VJ', ['CXR'], ['ICN', 'PUS'], 1],
  ['VJ', ['PQC'], ['ICN', 'TPE', 'BKK'], 1],
  ['QH', HS, ['ICN', 'TPE', 'NRT', 'BKK', 'SIN'], 1],
  ['QH', ['HAN'], ['KIX'], 1],
  ['QH', ['SGN'], ['SYD', 'MEL'], 0.5],
  ['QH', ['HAN'], ['FRA'], 0.5],
  ['VU', HS, ['BKK'], 1],
  ['VU', ['HAN'], ['TPE'], 0.6],
  ['VU', ['DAD'], ['ICN'], 0.6],
  // Foreign carriers from their hubs.
  ['SQ', ['SIN'], ['SGN'], 4],
  ['SQ', ['SIN'], ['HAN'], 2],
  ['SQ', ['SIN'], ['DAD'], 1],
  ['SQ', ['SIN'], [...SOUTH_EAST_ASIA, ...NORTH_ASIA, 'RGN', 'PNH', 'CTU', 'SZX', 'PER', ...INDIA], 2],
  ['SQ', ['SIN'], ['SYD', 'MEL', 'BNE', 'AKL', ...EUROPE, ...NORTH_AMERICA, 'DXB'], 1],
  ['TG', ['BKK'], HS, 3],
  ['TG', ['BKK'], ['DAD', 'PNH', 'VTE', 'RGN', 'HKT', 'CTU', ...SOUTH_EAST_ASIA, ...NORTH_ASIA, ...INDIA], 2],
  ['TG', ['BKK'], ['SYD', 'MEL', 'PER', ...EUROPE], 1],
  ['CX', ['HKG'], HS, 2],
  ['CX', ['HKG'], [...SOUTH_EAST_ASIA, ...NORTH_ASIA, ...INDIA, 'PER'], 2],
  ['CX', ['HKG'], ['SYD', 'MEL', 'BNE', 'AKL', 'CDG', 'FRA', 'LHR', 'AMS', ...NORTH_AMERICA, 'DXB'], 1],
  ['KE', ['ICN'], HS, 2],
  ['KE', ['ICN'], ['DAD', 'CXR', 'PQC'], 1],
  ['KE', ['ICN'], [...SOUTH_EAST_ASIA, ...NORTH_ASIA, 'CJU'], 2],
  ['KE', ['ICN'], ['SYD', 'CDG', 'FRA', 'LHR', 'AMS', 'IST', ...NORTH_AMERICA, 'DXB'], 1],
  ['OZ', ['ICN'], HS, 2],
  ['OZ', ['ICN'], ['DAD', 'CXR'], 1],
  ['OZ', ['ICN'], [...SOUTH_EAST_ASIA, ...NORTH_ASIA, 'CJU'], 2],
  ['OZ', ['ICN'], ['SYD', 'CDG', 'FRA', 'LHR', 'IST', 'LAX', 'SFO', 'SEA', 'JFK'], 1],
  ['JL', ['NRT', 'HND'], HS, 1],
  ['JL', ['NRT', 'HND'], ['BKK', 'SIN', 'KUL', 'MNL', 'CGK', 'TPE', 'HKG', 'ICN', 'PVG', 'PEK', 'DEL'], 1],
  ['JL', ['HND'], ['FUK', 'KIX'], 3],
  ['JL', ['NRT', 'HND'], ['SYD', 'MEL', 'CDG', 'FRA', 'LHR', ...NORTH_AMERICA], 1],
  ['NH', ['NRT', 'HND'], HS, 1],
  ['NH', ['NRT', 'HND'], ['BKK', 'SIN', 'KUL', 'MNL', 'CGK', 'TPE', 'HKG', 'ICN', 'PVG', 'PEK', 'CAN', ...INDIA], 1],
  ['NH', ['HND'], ['FUK', 'KIX'], 3],
  ['NH', ['NRT', 'HND'], ['SYD', 'PER', 'CDG', 'FRA', 'LHR', 'MUC', ...NORTH_AMERICA], 1],
  ['CI', ['TPE'], HS, 2],
  ['CI', ['TPE'], ['DAD'], 1],
  ['CI', ['KHH'], HS, 1],
  ['CI', ['TPE'], [...SOUTH_EAST_ASIA, 'HKG', 'ICN', 'PUS', 'NRT', 'HND', 'KIX', 'NGO', 'FUK', 'PVG', 'PEK', 'CAN'], 2],
  ['CI', ['TPE'], ['SYD', 'MEL', 'BNE', 'AKL', 'FRA', 'AMS', ...NORTH_AMERICA], 1],
  ['BR', ['TPE'], HS, 2],
  ['BR', ['TPE'], ['DAD'], 1],
  ['BR', ['TPE'], [...SOUTH_EAST_ASIA, 'HKG', 'MFM', 'ICN', 'NRT', 'HND', 'KIX', 'NGO', 'FUK', 'PVG', 'PEK'], 2],
  ['BR', ['TPE'], ['BNE', 'CDG', 'LHR', 'MUC', 'AMS', 'IST', ...NORTH_AMERICA], 1],
  ['QR', ['DOH'], HS, 1],
  ['QR', ['DOH'], ['DAD'], 0.5],
  ['QR', ['DOH'], [...SOUTH_EAST_ASIA, 'HKG', 'ICN', 'NRT', 'HND', 'KIX', 'PVG', 'PEK', 'CAN', ...INDIA, 'DXB'], 2],
  ['QR', ['DOH'], ['SYD', 'MEL', 'PER', 'AKL', ...EUROPE, ...NORTH_AMERICA], 2],
  ['EK', ['DXB'], HS, 1],
  ['EK', ['DXB'], [...SOUTH_EAST_ASIA, 'HKG', 'ICN', 'NRT', 'HND', 'KIX', 'PVG', 'PEK', 'CAN', ...INDIA, 'DOH'], 2],
  ['EK', ['DXB'], ['SYD', 'MEL', 'BNE', 'PER', 'AKL', ...EUROPE, ...NORTH_AMERICA], 2],
  [
    'AF',
    ['CDG'],
    ['SIN', 'BKK', 'HKG', 'ICN', 'NRT', 'HND', 'KIX', 'PVG', 'PEK', ...INDIA, ...NORTH_AMERICA, 'DXB'],
    1,
  ],
  ['AF', ['CDG'], ['FRA', 'LHR', 'MUC', 'AMS', 'IST'], 4],
  ['LH', ['FRA', 'MUC'], ['SIN', 'BKK', 'HKG', 'ICN', 'HND', 'PVG', 'PEK', ...INDIA, ...NORTH_AMERICA], 1],
  ['LH', ['FRA'], ['NRT', 'KIX', 'DXB'], 1],
  ['LH', ['FRA', 'MUC'], ['CDG', 'LHR', 'AMS', 'IST'], 4],
  ['LH', ['FRA'], ['MUC'], 6],
  [
    'BA',
    ['LHR'],
    ['SIN', 'BKK', 'HKG', 'KUL', 'ICN', 'HND', 'PVG', 'PEK', ...INDIA, ...NORTH_AMERICA, 'DXB', 'DOH'],
    1,
  ],
  ['BA', ['LHR'], ['CDG', 'FRA', 'MUC', 'AMS', 'IST'], 4],
  ['QF', ['SYD'], ['SIN', 'HKG', 'MNL', 'CGK', 'DPS', 'NRT', 'HND', 'LAX', 'SFO', 'DEL', 'AKL'], 1],
  ['QF', ['SYD'], ['MEL', 'BNE', 'PER'], 6],
  ['QF', ['MEL'], ['SIN', 'HKG', 'DPS', 'LAX', 'AKL'], 1],
  ['QF', ['MEL'], ['BNE', 'PER'], 4],
  ['MH', ['KUL'], HS, 2],
  [
    'MH',
    ['KUL'],
    ['BKK', 'SIN', 'CGK', 'DPS', 'MNL', 'HKG', 'TPE', 'PVG', 'PEK', 'CAN', ...INDIA, 'RGN', 'PNH', 'PER'],
    2,
  ],
  ['MH', ['KUL'], ['ICN', 'NRT', 'HND', 'KIX', 'SYD', 'MEL', 'BNE', 'AKL', 'LHR', 'DOH', 'DXB'], 1],
];

function buildServices(): TService[] {
  const services: TService[] = [];
  const seen = new Set<string>();
  const add = (carrier: string, a: string, b: string, daily: number) => {
    const id = serviceId(carrier, a, b);
    if (a === b || daily <= 0 || seen.has(id)) return;
    seen.add(id);
    services.push({ carrier, a, b, daily });
  };
  for (const [a, b, ...daily] of DOMESTIC) DOMESTIC_CARRIERS.forEach((carrier, i) => add(carrier, a, b, daily[i] ?? 0));
  for (const [carrier, from, to, daily] of GROUPS) for (const a of from) for (const b of to) add(carrier, a, b, daily);
  return services;
}

function serviceId(carrier: string, a: string, b: string): string {
  return a < b ? `${carrier}:${a}-${b}` : `${carrier}:${b}-${a}`;
}

/** Every service in table order (the order flight-number blocks are handed out in). */
export const SERVICES: readonly TService[] = buildServices();

const byId = new Map(SERVICES.map((service) => [serviceId(service.carrier, service.a, service.b), service]));

/** The carrier's service between two airports, either direction. */
export function findService(carrier: string, from: string, to: string): TService | undefined {
  return byId.get(serviceId(carrier, from, to));
}

export type TEdge = { to: string; carrier: string };

const adjacency = new Map<string, TEdge[]>();
for (const { carrier, a, b } of SERVICES) {
  adjacency.set(a, [...(adjacency.get(a) ?? []), { to: b, carrier }]);
  adjacency.set(b, [...(adjacency.get(b) ?? []), { to: a, carrier }]);
}

/** Where one can fly from an airport, and on which carrier. */
export function edgesFrom(airport: string): readonly TEdge[] {
  return adjacency.get(airport) ?? [];
}
