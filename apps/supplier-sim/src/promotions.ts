// Demo promotion codes per airline: which lower the base fare and how, and what a system answers for a code.
import type { TBookingSystem } from '@portal/contracts';

export type TPromotion = { code: string; airline: string; kind: 'percent' | 'fixed'; value: number };

/** A few valid demo codes per airline. */
export const PROMOTIONS: readonly TPromotion[] = [
  { code: 'VNXUANVE', airline: 'VN', kind: 'percent', value: 10 },
  { code: 'VNBAYVUI', airline: 'VN', kind: 'fixed', value: 200_000 },
  { code: 'VJ50K', airline: 'VJ', kind: 'fixed', value: 50_000 },
  { code: 'VJSALE15', airline: 'VJ', kind: 'percent', value: 15 },
  { code: 'BAMBOOXANH', airline: 'QH', kind: 'percent', value: 12 },
  { code: 'QH100K', airline: 'QH', kind: 'fixed', value: 100_000 },
  { code: 'VUHELLO', airline: 'VU', kind: 'fixed', value: 80_000 },
  { code: 'VUBAYXA', airline: 'VU', kind: 'percent', value: 8 },
];

const AIRLINE_NAMES: Readonly<Record<string, string>> = {
  VN: 'Vietnam Airlines',
  VJ: 'Vietjet',
  QH: 'Bamboo Airways',
  VU: 'Vietravel Airlines',
};

export type TPromotionOutcome =
  | { status: 'none' }
  | { status: 'applied'; promotion: TPromotion; message: string }
  | { status: 'invalid'; code: string; message: string };

/**
 * What a system does with a code: the GDSs ignore every code; an airline ignores another airline's
 * valid code, applies its own and reports an unknown one as invalid (prices stay normal).
 */
export function resolvePromotion(system: TBookingSystem, rawCode: string | undefined): TPromotionOutcome {
  const code = rawCode?.trim().toUpperCase() ?? '';
  const airlineName = AIRLINE_NAMES[system];
  if (!code || !airlineName) return { status: 'none' };
  const promotion = PROMOTIONS.find((candidate) => candidate.code === code);
  if (promotion && promotion.airline !== system) return { status: 'none' };
  if (!promotion)
    return {
      status: 'invalid',
      code,
      message: `Promotion code ${code} is not valid for ${airlineName}; normal fares are shown.`,
    };
  const amount =
    promotion.kind === 'percent' ? `${promotion.value}% off` : `${promotion.value.toLocaleString('en-US')} VND off`;
  return {
    status: 'applied',
    promotion,
    message: `Promotion ${code} applied: ${amount} the base fare of each adult (children and infants pay their share of the reduced fare).`,
  };
}

/** The adult base fare after the promotion, rounded to 1,000 VND and never below 10 % of the original. */
export function discountedBaseFare(baseFare: number, promotion: TPromotion): number {
  const reduced = promotion.kind === 'percent' ? baseFare * (1 - promotion.value / 100) : baseFare - promotion.value;
  return Math.max(Math.round(baseFare / 10_000) * 1000, Math.round(reduced / 1000) * 1000);
}
