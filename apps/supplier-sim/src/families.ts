// Fare families and booking classes per airline (SPEC §9): cabins, price ratios, when cheap classes close, baggage, conditions.
import type { TCabinClass } from '@portal/contracts';

/** A booking class (RBD) of a family: price against the route's reference fare, when it is sold. */
export type TBookingClass = { code: string; ratio: number; minDays: number; openChance: number };

/** Fees in VND as [domestic, international]; null = not allowed (change) or no refund. */
export type TFees = readonly [number, number] | null;

export type TFareFamily = {
  id: string;
  /** Human name shown to agents (ECONOMYSAVER, SkyBoss, Economy Classic…). */
  fareFamily: string;
  cabin: TCabinClass;
  /** Cheapest first. Family-priced airlines (VJ, QH, VU) have one class: the family code. */
  classes: readonly TBookingClass[];
  /** Family-priced: the price rises as the date nears instead of classes closing. */
  isDynamic: boolean;
  /** The aircraft must have this cabin for the family to be sold. */
  needsCabin?: 'business' | 'premium';
  fareBasisTag: string;
  baggage: { handKg: number; checkedKg: number; checkedPieces: number };
  changeFee: TFees;
  refundFee: TFees;
  /** Extra charge for not showing up, on top of losing the change or refund. */
  noShowFee: readonly [number, number];
};

const rbd = (code: string, ratio: number, minDays = 0, openChance = 1): TBookingClass => ({
  code,
  ratio,
  minDays,
  openChance,
});
const fixed = (code: string, ratio: number): TBookingClass[] => [rbd(code, ratio)];

const VN: readonly TFareFamily[] = [
  {
    id: 'VN_SAVER',
    fareFamily: 'Economy Saver',
    cabin: 'ECONOMY',
    isDynamic: false,
    fareBasisTag: 'SV',
    classes: [rbd('G', 0.28, 35, 0.5), rbd('A', 0.31, 28, 0.6), rbd('P', 0.34, 21, 0.7)],
    baggage: { handKg: 12, checkedKg: 0, checkedPieces: 0 },
    changeFee: null,
    refundFee: null,
    noShowFee: [0, 0],
  },
  {
    id: 'VN_LITE',
    fareFamily: 'Economy Lite',
    cabin: 'ECONOMY',
    isDynamic: false,
    fareBasisTag: 'LT',
    classes: [
      rbd('E', 0.38, 14, 0.55),
      rbd('T', 0.42, 10, 0.6),
      rbd('R', 0.46, 7, 0.65),
      rbd('N', 0.5, 5, 0.7),
      rbd('Q', 0.55, 3, 0.8),
    ],
    baggage: { handKg: 12, checkedKg: 23, checkedPieces: 1 },
    changeFee: [600_000, 1_500_000],
    refundFee: null,
    noShowFee: [500_000, 1_000_000],
  },
  {
    id: 'VN_CLASSIC',
    fareFamily: 'Economy Classic',
    cabin: 'ECONOMY',
    isDynamic: false,
    fareBasisTag: 'CL',
    classes: [rbd('L', 0.6, 2, 0.8), rbd('K', 0.66, 1, 0.85), rbd('H', 0.72, 0, 0.9), rbd('S', 0.79)],
    baggage: { handKg: 12, checkedKg: 23, checkedPieces: 1 },
    changeFee: [360_000, 1_000_000],
    refundFee: [600_000, 1_500_000],
    noShowFee: [500_000, 1_000_000],
  },
  {
    id: 'VN_FLEX',
    fareFamily: 'Economy Flex',
    cabin: 'ECONOMY',
    isDynamic: false,
    fareBasisTag: 'FX',
    classes: [rbd('M', 0.86, 0, 0.95), rbd('B', 0.93), rbd('Y', 1)],
    baggage: { handKg: 12, checkedKg: 46, checkedPieces: 2 },
    changeFee: [0, 0],
    refundFee: [300_000, 600_000],
    noShowFee: [300_000, 600_000],
  },
  {
    id: 'VN_PREMIUM',
    fareFamily: 'Premium Economy',
    cabin: 'PREMIUM',
    isDynamic: false,
    needsCabin: 'premium',
    fareBasisTag: 'PE',
    classes: [rbd('U', 1.1, 7, 0.7), rbd('Z', 1.18, 3, 0.85), rbd('W', 1.25)],
    baggage: { handKg: 12, checkedKg: 46, checkedPieces: 2 },
    changeFee: [0, 0],
    refundFee: [300_000, 600_000],
    noShowFee: [300_000, 600_000],
  },
  {
    id: 'VN_BUSINESS_CLASSIC',
    fareFamily: 'Business Classic',
    cabin: 'BUSINESS',
    isDynamic: false,
    needsCabin: 'business',
    fareBasisTag: 'BC',
    classes: [rbd('I', 1.3, 7, 0.7), rbd('D', 1.4)],
    baggage: { handKg: 18, checkedKg: 64, checkedPieces: 2 },
    changeFee: [0, 0],
    refundFee: [300_000, 1_000_000],
    noShowFee: [300_000, 1_000_000],
  },
  {
    id: 'VN_BUSINESS_FLEX',
    fareFamily: 'Business Flex',
    cabin: 'BUSINESS',
    isDynamic: false,
    needsCabin: 'business',
    fareBasisTag: 'BF',
    classes: [rbd('C', 1.5, 3, 0.8), rbd('J', 1.6)],
    baggage: { handKg: 18, checkedKg: 64, checkedPieces: 2 },
    changeFee: [0, 0],
    refundFee: [0, 0],
    noShowFee: [0, 0],
  },
];

const VJ: readonly TFareFamily[] = [
  {
    id: 'VJ_ECO',
    fareFamily: 'Eco',
    cabin: 'ECONOMY',
    isDynamic: true,
    fareBasisTag: 'ECO',
    classes: fixed('Eco', 0.28),
    baggage: { handKg: 7, checkedKg: 0, checkedPieces: 0 },
    changeFee: [378_000, 864_000],
    refundFee: null,
    noShowFee: [0, 0],
  },
  {
    id: 'VJ_DELUXE',
    fareFamily: 'Deluxe',
    cabin: 'ECONOMY',
    isDynamic: true,
    fareBasisTag: 'DLX',
    classes: fixed('Deluxe', 0.38),
    baggage: { handKg: 7, checkedKg: 20, checkedPieces: 1 },
    changeFee: [0, 0],
    refundFee: null,
    noShowFee: [0, 0],
  },
  {
    id: 'VJ_SKYBOSS',
    fareFamily: 'SkyBoss',
    cabin: 'PREMIUM',
    isDynamic: true,
    fareBasisTag: 'SBS',
    classes: fixed('SkyBoss', 0.85),
    baggage: { handKg: 10, checkedKg: 30, checkedPieces: 1 },
    changeFee: [0, 0],
    refundFee: [300_000, 600_000],
    noShowFee: [0, 0],
  },
  {
    id: 'VJ_BUSINESS',
    fareFamily: 'Business',
    cabin: 'BUSINESS',
    isDynamic: true,
    needsCabin: 'business',
    fareBasisTag: 'BUS',
    classes: fixed('Business', 1.15),
    baggage: { handKg: 18, checkedKg: 40, checkedPieces: 2 },
    changeFee: [0, 0],
    refundFee: [0, 0],
    noShowFee: [0, 0],
  },
];

const QH: readonly TFareFamily[] = [
  {
    id: 'QH_EM',
    fareFamily: 'ECONOMYSAVER',
    cabin: 'ECONOMY',
    isDynamic: true,
    fareBasisTag: 'EM',
    classes: fixed('EM', 0.27),
    baggage: { handKg: 7, checkedKg: 0, checkedPieces: 0 },
    changeFee: [400_000, 1_000_000],
    refundFee: null,
    noShowFee: [300_000, 600_000],
  },
  {
    id: 'QH_EF',
    fareFamily: 'ECONOMYSAVERMAX',
    cabin: 'ECONOMY',
    isDynamic: true,
    fareBasisTag: 'EF',
    classes: fixed('EF', 0.32),
    baggage: { handKg: 7, checkedKg: 20, checkedPieces: 1 },
    changeFee: [400_000, 1_000_000],
    refundFee: null,
    noShowFee: [300_000, 600_000],
  },
  {
    id: 'QH_EO',
    fareFamily: 'ECONOMYSMART',
    cabin: 'ECONOMY',
    isDynamic: true,
    fareBasisTag: 'EO',
    classes: fixed('EO', 0.4),
    baggage: { handKg: 7, checkedKg: 20, checkedPieces: 1 },
    changeFee: [300_000, 800_000],
    refundFee: [500_000, 1_200_000],
    noShowFee: [300_000, 600_000],
  },
  {
    id: 'QH_ES',
    fareFamily: 'ECONOMYFLEX',
    cabin: 'ECONOMY',
    isDynamic: true,
    fareBasisTag: 'ES',
    classes: fixed('ES', 0.6),
    baggage: { handKg: 7, checkedKg: 30, checkedPieces: 1 },
    changeFee: [0, 0],
    refundFee: [300_000, 600_000],
    noShowFee: [200_000, 400_000],
  },
  {
    id: 'QH_PS',
    fareFamily: 'PREMIUMSMART',
    cabin: 'PREMIUM',
    isDynamic: true,
    needsCabin: 'premium',
    fareBasisTag: 'PS',
    classes: fixed('PS', 0.8),
    baggage: { handKg: 10, checkedKg: 30, checkedPieces: 1 },
    changeFee: [200_000, 500_000],
    refundFee: [400_000, 800_000],
    noShowFee: [200_000, 400_000],
  },
  {
    id: 'QH_PF',
    fareFamily: 'PREMIUMFLEX',
    cabin: 'PREMIUM',
    isDynamic: true,
    needsCabin: 'premium',
    fareBasisTag: 'PF',
    classes: fixed('PF', 0.95),
    baggage: { handKg: 10, checkedKg: 40, checkedPieces: 2 },
    changeFee: [0, 0],
    refundFee: [200_000, 400_000],
    noShowFee: [0, 0],
  },
  {
    id: 'QH_BS',
    fareFamily: 'BUSINESSSMART',
    cabin: 'BUSINESS',
    isDynamic: true,
    needsCabin: 'business',
    fareBasisTag: 'BS',
    classes: fixed('BS', 1.2),
    baggage: { handKg: 14, checkedKg: 40, checkedPieces: 2 },
    changeFee: [0, 0],
    refundFee: [300_000, 600_000],
    noShowFee: [0, 0],
  },
  {
    id: 'QH_BF',
    fareFamily: 'BUSINESSFLEX',
    cabin: 'BUSINESS',
    isDynamic: true,
    needsCabin: 'business',
    fareBasisTag: 'BF',
    classes: fixed('BF', 1.35),
    baggage: { handKg: 14, checkedKg: 50, checkedPieces: 2 },
    changeFee: [0, 0],
    refundFee: [0, 0],
    noShowFee: [0, 0],
  },
];

const VU: readonly TFareFamily[] = [
  {
    id: 'VU_ES',
    fareFamily: 'ECONOMY SAVER',
    cabin: 'ECONOMY',
    isDynamic: true,
    fareBasisTag: 'ES',
    classes: fixed('ES', 0.26),
    baggage: { handKg: 7, checkedKg: 0, checkedPieces: 0 },
    changeFee: [350_000, 800_000],
    refundFee: null,
    noShowFee: [0, 0],
  },
  {
    id: 'VU_EF',
    fareFamily: 'ECONOMY FLEX',
    cabin: 'ECONOMY',
    isDynamic: true,
    fareBasisTag: 'EF',
    classes: fixed('EF', 0.45),
    baggage: { handKg: 7, checkedKg: 20, checkedPieces: 1 },
    changeFee: [0, 0],
    refundFee: [400_000, 800_000],
    noShowFee: [200_000, 400_000],
  },
  {
    id: 'VU_PE',
    fareFamily: 'PREMIUM ECONOMY',
    cabin: 'PREMIUM',
    isDynamic: true,
    fareBasisTag: 'PE',
    classes: fixed('PE', 0.75),
    baggage: { handKg: 10, checkedKg: 30, checkedPieces: 1 },
    changeFee: [0, 0],
    refundFee: [200_000, 400_000],
    noShowFee: [0, 0],
  },
];

/** Foreign carriers sold through the GDSs share one RBD ladder. */
const FOREIGN: readonly TFareFamily[] = [
  {
    id: 'GDS_SAVER',
    fareFamily: 'Economy Saver',
    cabin: 'ECONOMY',
    isDynamic: false,
    fareBasisTag: 'SV',
    classes: [rbd('V', 0.36, 21, 0.6), rbd('Q', 0.42, 14, 0.7)],
    baggage: { handKg: 7, checkedKg: 23, checkedPieces: 1 },
    changeFee: [0, 2_000_000],
    refundFee: null,
    noShowFee: [0, 1_500_000],
  },
  {
    id: 'GDS_STANDARD',
    fareFamily: 'Economy Standard',
    cabin: 'ECONOMY',
    isDynamic: false,
    fareBasisTag: 'ST',
    classes: [rbd('L', 0.52, 5, 0.75), rbd('K', 0.6, 2, 0.85), rbd('H', 0.68)],
    baggage: { handKg: 7, checkedKg: 23, checkedPieces: 1 },
    changeFee: [0, 1_200_000],
    refundFee: [0, 2_500_000],
    noShowFee: [0, 1_500_000],
  },
  {
    id: 'GDS_FLEX',
    fareFamily: 'Economy Flex',
    cabin: 'ECONOMY',
    isDynamic: false,
    fareBasisTag: 'FX',
    classes: [rbd('M', 0.85, 0, 0.9), rbd('B', 0.92), rbd('Y', 1)],
    baggage: { handKg: 7, checkedKg: 46, checkedPieces: 2 },
    changeFee: [0, 0],
    refundFee: [0, 800_000],
    noShowFee: [0, 800_000],
  },
  {
    id: 'GDS_PREMIUM',
    fareFamily: 'Premium Economy',
    cabin: 'PREMIUM',
    isDynamic: false,
    needsCabin: 'premium',
    fareBasisTag: 'PE',
    classes: [rbd('W', 1.3)],
    baggage: { handKg: 10, checkedKg: 46, checkedPieces: 2 },
    changeFee: [0, 0],
    refundFee: [0, 800_000],
    noShowFee: [0, 800_000],
  },
  {
    id: 'GDS_BUSINESS',
    fareFamily: 'Business',
    cabin: 'BUSINESS',
    isDynamic: false,
    needsCabin: 'business',
    fareBasisTag: 'BZ',
    classes: [rbd('D', 1.4, 3, 0.8), rbd('C', 1.5), rbd('J', 1.6)],
    baggage: { handKg: 14, checkedKg: 64, checkedPieces: 2 },
    changeFee: [0, 0],
    refundFee: [0, 0],
    noShowFee: [0, 0],
  },
];

/** The fare families an airline sells (foreign carriers: the shared GDS ladder). */
export function familiesOf(airline: string): readonly TFareFamily[] {
  switch (airline) {
    case 'VN':
      return VN;
    case 'VJ':
      return VJ;
    case 'QH':
      return QH;
    case 'VU':
      return VU;
    default:
      return FOREIGN;
  }
}

/** The family and class of an airline's fare class code (VJ family names are case-insensitive). */
export function findFareClass(
  airline: string,
  fareClass: string,
): { family: TFareFamily; bookingClass: TBookingClass } | undefined {
  const wanted = fareClass.trim().toUpperCase();
  for (const family of familiesOf(airline)) {
    const bookingClass = family.classes.find((candidate) => candidate.code.toUpperCase() === wanted);
    if (bookingClass) return { family, bookingClass };
  }
  return undefined;
}
