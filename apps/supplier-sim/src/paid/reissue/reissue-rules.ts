// The airline rules of reissues and refunds after ticketing (decision 050): which families give a lower fare back, which
// refund as a credit shell, when a flight closes for changes, and the change fee and refund penalty of one coupon.
import type { TSupplierRefundForm } from '@portal/contracts';
import type { TFareFamily, TFees } from '../../families.js';

/** Flexible families whose exchange to a lower fare gives the difference back (the others keep it). */
export const LOWER_FARE_REFUNDED_FAMILIES: ReadonlySet<string> = new Set([
  'VN_FLEX',
  'VN_BUSINESS_FLEX',
  'QH_BF',
  'GDS_FLEX',
  'GDS_BUSINESS',
]);

/** Vietjet refunds every family, Vietravel its economy families, as a credit shell in the passenger's name. */
const CREDIT_SHELL_FAMILIES: ReadonlySet<string> = new Set(['VU_ES', 'VU_EF']);
const CREDIT_SHELL_AIRLINES: ReadonlySet<string> = new Set(['VJ']);

/** A refund asked for less than this many hours before departure is late: its penalty is half as much again. */
export const LATE_REFUND_HOURS = 24;
export const LATE_REFUND_SURCHARGE = 0.5;
/** A credit shell is valid this many days. */
export const CREDIT_SHELL_DAYS = 365;

export const HOUR_MS = 3_600_000;

export const feeFor = (fees: TFees, isDomestic: boolean): number | null =>
  fees === null ? null : fees[isDomestic ? 0 : 1];

export function refundFormOf(airline: string, family: TFareFamily): TSupplierRefundForm {
  return CREDIT_SHELL_AIRLINES.has(airline) || CREDIT_SHELL_FAMILIES.has(family.id) ? 'CREDIT_SHELL' : 'DEPOSIT';
}

export type TRefundTiming = 'EARLY' | 'LATE' | 'NO_SHOW';

/** EARLY 24 h or more before departure, LATE under 24 h, NO_SHOW after departure (the coupon was not flown). */
export function refundTiming(departure: Date, now: Date): TRefundTiming {
  const hoursLeft = (departure.getTime() - now.getTime()) / HOUR_MS;
  if (hoursLeft <= 0) return 'NO_SHOW';
  return hoursLeft < LATE_REFUND_HOURS ? 'LATE' : 'EARLY';
}

const round1000 = (amount: number) => Math.round(amount / 1000) * 1000;

/**
 * The refund penalty of one passenger's coupon (one flight of `segmentCount` segments) before the cap at the fare:
 * the family's refund fee per segment, half as much again when late (under 24 h) and after departure, then plus the
 * no-show fee; null when
 * the family is non-refundable. Infants pay none.
 */
export function refundPenalty(options: {
  family: TFareFamily;
  isDomestic: boolean;
  segmentCount: number;
  timing: TRefundTiming;
  isInfant: boolean;
}): number | null {
  const { family, isDomestic, segmentCount, timing, isInfant } = options;
  const fee = feeFor(family.refundFee, isDomestic);
  if (fee === null) return null;
  if (isInfant) return 0;
  const base = fee * segmentCount;
  if (timing === 'EARLY') return base;
  const late = round1000(base * (1 + LATE_REFUND_SURCHARGE));
  return timing === 'LATE' ? late : late + (feeFor(family.noShowFee, isDomestic) ?? 0);
}

/** The change fee of reissuing one passenger's flight (infants pay none); null when the family allows no change. */
export function changeFee(options: { family: TFareFamily; isDomestic: boolean; isInfant: boolean }): number | null {
  const fee = feeFor(options.family.changeFee, options.isDomestic);
  if (fee === null) return null;
  return options.isInfant ? 0 : fee;
}
