// The price of a tour party in integer VND (DOMAIN §6): adults, children by age band, infants, single rooms, the deposit.

/** A child's share of the adult price: a percentage of it, or a fixed amount in VND. */
export type TourChildPrice = { mode: 'percent'; value: number } | { mode: 'amount'; value: number };

/** What a tour charges per traveller band. Every amount is integer VND. */
export type TourPrices = {
  adultPrice: number;
  /** Children from TOUR_CHILD_MIN_AGE up to (not including) TOUR_ADULT_MIN_AGE. */
  childPrice: TourChildPrice;
  /** Children under TOUR_CHILD_MIN_AGE (usually 0: free). */
  infantPrice: number;
  singleRoomSupplement: number;
  /** 0–100: the share of the total paid to book. */
  depositPercent: number;
};

/** The travellers of one booking: adults, each child's age in whole years, and single rooms wanted. */
export type TourParty = { adults: number; childAges: readonly number[]; singleRooms: number };

export const TOUR_CHILD_MIN_AGE = 5;
export const TOUR_ADULT_MIN_AGE = 10;

export type TourBand = 'adult' | 'child' | 'infant';

/** The band a traveller of this age pays as: under 5 infant, 5 to under 10 child, 10 and over adult. */
export function tourBandOf(age: number): TourBand {
  if (age < TOUR_CHILD_MIN_AGE) return 'infant';
  if (age < TOUR_ADULT_MIN_AGE) return 'child';
  return 'adult';
}

/** One child's price: a percentage of the adult price rounded to the nearest đồng, or the fixed amount. */
export function tourChildUnitPrice(prices: Pick<TourPrices, 'adultPrice' | 'childPrice'>): number {
  const { childPrice, adultPrice } = prices;
  return childPrice.mode === 'percent' ? Math.round((adultPrice * childPrice.value) / 100) : childPrice.value;
}

export type TourPartyPrice = {
  adults: number;
  children: number;
  infants: number;
  /** Every traveller takes a seat on the departure, infants included (a coach seat each). */
  seats: number;
  singleRooms: number;
  adultUnit: number;
  childUnit: number;
  infantUnit: number;
  lines: { band: TourBand | 'singleRoom'; count: number; unit: number; amount: number }[];
  total: number;
  deposit: number;
};

/** The deposit of a total: depositPercent of it, rounded up to the đồng, never more than the total. */
export function tourDeposit(total: number, depositPercent: number): number {
  return Math.min(total, Math.ceil((total * depositPercent) / 100));
}

/**
 * The price of a party: children of 10 or more pay as adults, 5 to under 10 the child price, under 5 the infant
 * price; each single room adds the supplement. Integer VND throughout.
 */
export function priceTourParty(prices: TourPrices, party: TourParty): TourPartyPrice {
  const bands = party.childAges.map(tourBandOf);
  const adults = party.adults + bands.filter((band) => band === 'adult').length;
  const children = bands.filter((band) => band === 'child').length;
  const infants = bands.filter((band) => band === 'infant').length;
  const adultUnit = prices.adultPrice;
  const childUnit = tourChildUnitPrice(prices);
  const infantUnit = prices.infantPrice;
  const lines = [
    { band: 'adult' as const, count: adults, unit: adultUnit },
    { band: 'child' as const, count: children, unit: childUnit },
    { band: 'infant' as const, count: infants, unit: infantUnit },
    { band: 'singleRoom' as const, count: party.singleRooms, unit: prices.singleRoomSupplement },
  ]
    .filter((line) => line.count > 0)
    .map((line) => ({ ...line, amount: line.count * line.unit }));
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    adults,
    children,
    infants,
    seats: adults + children + infants,
    singleRooms: party.singleRooms,
    adultUnit,
    childUnit,
    infantUnit,
    lines,
    total,
    deposit: tourDeposit(total, prices.depositPercent),
  };
}

/** A booking's travellers by band (the storefront's form): adults, children 5 to under 10, under 5, single rooms. */
export type TourBandCounts = { adults: number; children: number; infants: number; singleRooms: number };

/** The party of band counts: each child priced at the child band's first age, each under-5 as an infant. */
export function tourPartyOfBands(counts: TourBandCounts): TourParty {
  return {
    adults: counts.adults,
    childAges: [
      ...Array.from({ length: counts.children }, () => TOUR_CHILD_MIN_AGE),
      ...Array.from({ length: counts.infants }, () => 0),
    ],
    singleRooms: counts.singleRooms,
  };
}
