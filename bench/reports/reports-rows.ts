// The reports benchmark's generated rows: one issued flight booking (flights, prices, passengers, tickets) and the ledger
// transactions of its sale, void or refund, split along its chain by the domain's own functions, as the portal stores them.
import { randomUUID } from 'node:crypto';
import { reverseSplit, splitSaleLines, type SaleSplit, type SplitLeg } from '@portal/domain';
import type {
  StoredFlight,
  StoredPaxTypePrice,
  StoredPricing,
  StoredSaleLine,
} from '../../apps/api/src/modules/bookings/repository/booking-rows.js';

export type Random = () => number;

/** mulberry32: the same world from the same seed. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const round1000 = (value: number) => Math.round(value / 1000) * 1000;

type Route = { from: string; to: string; minutes: number; isDomestic: boolean; carriers: readonly string[] };

const ROUTES: readonly Route[] = [
  { from: 'HAN', to: 'SGN', minutes: 130, isDomestic: true, carriers: ['VN', 'VJ', 'QH', 'VU'] },
  { from: 'SGN', to: 'HAN', minutes: 130, isDomestic: true, carriers: ['VN', 'VJ', 'QH', 'VU'] },
  { from: 'HAN', to: 'DAD', minutes: 80, isDomestic: true, carriers: ['VN', 'VJ', 'QH'] },
  { from: 'SGN', to: 'DAD', minutes: 85, isDomestic: true, carriers: ['VN', 'VJ', 'QH'] },
  { from: 'SGN', to: 'PQC', minutes: 60, isDomestic: true, carriers: ['VN', 'VJ', 'QH'] },
  { from: 'HAN', to: 'CXR', minutes: 115, isDomestic: true, carriers: ['VN', 'VJ'] },
  { from: 'SGN', to: 'HPH', minutes: 125, isDomestic: true, carriers: ['VN', 'VJ', 'QH'] },
  { from: 'HAN', to: 'VCA', minutes: 130, isDomestic: true, carriers: ['VN', 'VJ'] },
  { from: 'SGN', to: 'BKK', minutes: 90, isDomestic: false, carriers: ['VN', 'VJ'] },
  { from: 'HAN', to: 'ICN', minutes: 290, isDomestic: false, carriers: ['VN', 'VJ'] },
  { from: 'SGN', to: 'SIN', minutes: 120, isDomestic: false, carriers: ['VN'] },
  { from: 'HAN', to: 'NRT', minutes: 330, isDomestic: false, carriers: ['VN'] },
  { from: 'SGN', to: 'TPE', minutes: 200, isDomestic: false, carriers: ['VN', 'VJ'] },
];

const CARRIER_NAMES: Record<string, string> = {
  VN: 'Vietnam Airlines',
  VJ: 'Vietjet Air',
  QH: 'Bamboo Airways',
  VU: 'Vietravel Airlines',
};
/** Ticket stock (the first three digits of a ticket number) per airline. */
const TICKET_STOCK: Record<string, string> = { VN: '738', VJ: '978', QH: '926', VU: '941' };
const CLASSES: Record<string, readonly string[]> = {
  VN: ['J', 'C', 'Y', 'B', 'M', 'S', 'H', 'K', 'L', 'Q', 'N', 'R', 'T', 'E', 'A', 'P'],
  VJ: ['Z', 'Y', 'W', 'V', 'T'],
  QH: ['P', 'A', 'M', 'E', 'S'],
  VU: ['E', 'F', 'P'],
};
const LAST_NAMES = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ'];
const FIRST_NAMES = ['Văn An', 'Thị Bình', 'Minh Châu', 'Quốc Dũng', 'Thu Hà', 'Gia Huy', 'Ngọc Lan', 'Đức Minh'];
const DAY_MS = 86_400_000;

/** ASCII upper case as an airline spells a name. */
const airlineName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toUpperCase();

/** The booking's chain: the buyer first, its F1 last, and what each parent charges per passenger on this route. */
export type BenchChain = { agencyIds: string[]; feesPerPax: (isDomestic: boolean) => number[] };

export type BenchBooking = {
  order: Record<string, unknown>;
  booking: Record<string, unknown>;
  passengers: Record<string, unknown>[];
  transactions: Array<{ row: Record<string, unknown>; legs: SplitLeg[] }>;
};

const iso = (ms: number) => new Date(ms).toISOString();

/** A segment time written with Vietnam's offset, as the suppliers send it. */
const vietnamTime = (ms: number) => `${new Date(ms + 7 * 3_600_000).toISOString().slice(0, 19)}+07:00`;

function paxPrice(route: Route, type: 'ADT' | 'CHD' | 'INF', adultBase: number) {
  const baseFare = type === 'ADT' ? adultBase : round1000(adultBase * (type === 'CHD' ? 0.75 : 0.1));
  if (route.isDomestic) return { baseFare, tax: type === 'INF' ? 0 : 120_000, vat: Math.round(baseFare * 0.08) };
  const fuel = round1000(route.minutes * 4_500);
  return { baseFare, tax: type === 'INF' ? round1000(fuel * 0.1) : 590_000 + fuel, vat: 0 };
}

/** One issued booking of `chain`, sold at `createdAtMs`; `fate` decides whether it was later voided or refunded. */
export function benchBooking(options: {
  random: Random;
  serial: number;
  chain: BenchChain;
  createdBy: string;
  createdAtMs: number;
  agencyPath: string[];
  fate: 'EXPORT' | 'VOID' | 'REFUNDED';
}): BenchBooking {
  const { random, serial, chain, createdBy, createdAtMs, agencyPath, fate } = options;
  const route = pick(random, ROUTES);
  const carrier = pick(random, route.carriers);
  const system = !route.isDomestic && carrier === 'VN' && random() < 0.4 ? '1A' : carrier;
  const fareClass = pick(random, CLASSES[carrier]!);
  const adultBase = round1000((route.isDomestic ? 700_000 : 2_800_000) * (1 + random() * 2.2));
  const departMs = createdAtMs + Math.floor((1 + random() * 60) * DAY_MS);
  const arriveMs = departMs + route.minutes * 60_000;
  const adults = random() < 0.7 ? 1 : random() < 0.7 ? 2 : 3;
  const types: Array<'ADT' | 'CHD' | 'INF'> = Array.from({ length: adults }, () => 'ADT');
  if (adults > 1 && random() < 0.3) types[types.length - 1] = 'CHD';
  if (random() < 0.05) types.push('INF');
  const netPrices = Object.fromEntries(
    [...new Set(types)].map((type) => [type, paxPrice(route, type, adultBase)]),
  ) as StoredFlight['netPrices'];
  const flightKey = `${system}:${carrier}${100 + (serial % 800)}:${departMs}`;
  const flight: StoredFlight = {
    offerId: `${system}:${flightKey}`,
    key: flightKey,
    requestedClass: fareClass,
    fareClass,
    fareFamily: route.isDomestic ? 'ECONOMY' : 'ECONOMY FLEX',
    fareBasis: `${fareClass}${route.isDomestic ? 'OWVN' : 'OWINT'}`,
    cabinClass: ['J', 'C', 'Z'].includes(fareClass) ? 'BUSINESS' : 'ECONOMY',
    baggage: { handKg: 7, checkedKg: 23, checkedPieces: 1, description: '1 kiện 23 kg' },
    isRefundable: random() < 0.6,
    netPrices,
    segments: [
      {
        carrierCode: carrier,
        carrierName: CARRIER_NAMES[carrier]!,
        flightNumber: `${carrier}${100 + (serial % 800)}`,
        from: route.from,
        to: route.to,
        departDateTime: vietnamTime(departMs),
        arrivalDateTime: vietnamTime(arriveMs),
        durationMinutes: route.minutes,
        aircraft: route.isDomestic ? 'A321' : 'A350',
        status: 'HK',
      },
    ],
  };
  const fees = chain.feesPerPax(route.isDomestic);
  const counters = { ADT: 0, CHD: 0, INF: 0 };
  const bookingId = randomUUID();
  const passengers = types.map((type, index) => {
    counters[type] += 1;
    const lastName = pick(random, LAST_NAMES);
    const firstName = pick(random, FIRST_NAMES);
    return {
      id: randomUUID(),
      booking_id: bookingId,
      pax_id: `${type}-${counters[type]}`,
      type,
      title: type === 'ADT' ? (random() < 0.5 ? 'MR' : 'MS') : random() < 0.5 ? 'MSTR' : 'MISS',
      last_name: lastName,
      first_name: firstName,
      airline_last_name: airlineName(lastName),
      airline_first_name: airlineName(firstName),
      parent_pax_id: type === 'INF' ? 'ADT-1' : null,
      ticket_number: `${TICKET_STOCK[carrier]}${String(serial * 4 + index).padStart(10, '0')}`,
    };
  });
  const lines: StoredSaleLine[] = passengers.map((passenger) => {
    const price = netPrices[passenger.type as 'ADT']!;
    const fareNet = price.baseFare + price.tax + price.vat;
    return {
      paxId: passenger.pax_id,
      paxType: passenger.type as 'ADT',
      fareNet,
      ancillaries: 0,
      supplierNet: fareNet,
      fees,
    };
  });
  const byPaxType = Object.fromEntries(
    [...new Set(types)].map((type) => {
      const price = netPrices[type]!;
      const issueFee = fees.reduce((sum, fee) => sum + fee, 0);
      const entry: StoredPaxTypePrice = {
        count: types.filter((item) => item === type).length,
        ...price,
        fees,
        issueFee,
        total: price.baseFare + price.tax + price.vat + issueFee,
      };
      return [type, entry];
    }),
  );
  const feeLinks = chain.agencyIds
    .slice(1)
    .map((chargerId, index) => ({ chargerId, subAgencyId: chain.agencyIds[index]! }));
  const pricing: StoredPricing = {
    version: 1,
    pax: { adt: counters.ADT, chd: counters.CHD, inf: counters.INF },
    chainAgencyIds: chain.agencyIds,
    feeLinks,
    feeTrips: [{ airline: carrier, routeScope: route.isDomestic ? 'domestic' : 'international', segmentCount: 1 }],
    byPaxType,
    ancillaries: [],
    lines,
  };
  const sale: SaleSplit = splitSaleLines({ agencyIds: chain.agencyIds, lines }).total;
  const issuedAtMs = createdAtMs + Math.floor(random() * 120) * 60_000;
  const pnr = serialPnr(serial);
  const saleId = randomUUID();
  const what = `${pnr} (${carrier} ${route.from}-${route.to})`;
  const transaction = (type: 'S' | 'V' | 'R', atMs: number, description: string, reverses?: string) => ({
    id: type === 'S' ? saleId : randomUUID(),
    type,
    idempotency_key: `bench:${bookingId}:${type}`,
    request_hash: 'bench',
    reference_type: 'booking',
    reference_id: bookingId,
    description,
    agency_id: chain.agencyIds[0],
    reverses_transaction_id: reverses ?? null,
    created_by: createdBy,
    created_at: iso(atMs),
  });
  const transactions = [{ row: transaction('S', issuedAtMs, `Xuất vé ${what}`), legs: sale.legs }];
  let closedAtMs: number | null = null;
  if (fate === 'VOID') {
    closedAtMs = issuedAtMs + 2 * 3_600_000;
    const reversal = reverseSplit(sale);
    transactions.push({ row: transaction('V', closedAtMs, `Hủy vé (void) ${what}`, saleId), legs: reversal.legs });
  } else if (fate === 'REFUNDED') {
    closedAtMs = issuedAtMs + Math.floor((5 + random() * 15) * DAY_MS);
    const reversal = reverseSplit(sale, { amount: round1000(sale.buyerPays * 0.7) });
    transactions.push({ row: transaction('R', closedAtMs, `Hoàn vé ${what}`, saleId), legs: reversal.legs });
  }
  const orderId = randomUUID();
  const supplierNet = lines.reduce((sum, line) => sum + line.supplierNet, 0);
  return {
    order: {
      id: orderId,
      agency_id: chain.agencyIds[0],
      created_by: createdBy,
      journey_type: 'OW',
      idempotency_key: `bench-${serial}`,
      request_hash: 'bench',
      contact: { name: `${passengers[0]!.last_name} ${passengers[0]!.first_name}`, phone: '0912345678', email: '' },
      created_at: iso(createdAtMs),
    },
    booking: {
      id: bookingId,
      order_id: orderId,
      agency_id: chain.agencyIds[0],
      agency_path: agencyPath,
      created_by: createdBy,
      system,
      airline: carrier,
      supplier_account: 'BENCH',
      client_ref: `bench-${serial}`,
      pnr,
      status: fate,
      depart_at: iso(departMs),
      arrive_at: iso(arriveMs),
      route: `${route.from}-${route.to}`,
      flights: [flight],
      pricing,
      supplier_net: supplierNet,
      fee_total: sale.buyerPays - supplierNet,
      total_amount: sale.buyerPays,
      sale_transaction_id: saleId,
      issued_at: iso(issuedAtMs),
      issue_key: `bench:${bookingId}:issue:1`,
      void_until: iso(Math.ceil((issuedAtMs + 7 * 3_600_000) / DAY_MS) * DAY_MS - 7 * 3_600_000 - 60_000),
      closed_at: closedAtMs === null ? null : iso(closedAtMs),
      version: 1,
      created_at: iso(createdAtMs),
      updated_at: iso(closedAtMs ?? issuedAtMs),
    },
    passengers,
    transactions,
  };
}

const PNR_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Six letters and digits, unique per serial. */
function serialPnr(serial: number): string {
  let rest = serial * 7919 + 104_729;
  let pnr = '';
  for (let index = 0; index < 6; index += 1) {
    pnr += PNR_LETTERS[rest % PNR_LETTERS.length];
    rest = Math.floor(rest / PNR_LETTERS.length);
  }
  return pnr;
}
