// Prices the refund of one passenger's coupon by fare rule: the fare and taxes back (REFUND), the penalty kept (PENALTY).
import type { TSupplierPaidLine } from '@portal/contracts';
import type { TFareFamily } from '../../families.js';
import { fareOf, line, priceOf, type TPaxPrices, type TPricedPax } from './paid-lines.js';
import { refundPenalty, type TRefundTiming } from './reissue-rules.js';

export type TRefundedCoupon = {
  pax: TPricedPax;
  flight: { key: string; netPrices: TPaxPrices; family: TFareFamily; isDomestic: boolean; segmentCount: number };
  timing: TRefundTiming;
};

export type TCouponRefund =
  { ok: true; lines: [TSupplierPaidLine, TSupplierPaidLine]; net: number } | { ok: false; message: string };

const TIMING_TEXT: Record<TRefundTiming, { vi: string; en: string }> = {
  EARLY: { vi: 'trước giờ bay từ 24 giờ', en: '24 hours or more before departure' },
  LATE: { vi: 'trong vòng 24 giờ trước giờ bay', en: 'within 24 hours of departure' },
  NO_SHOW: { vi: 'sau giờ bay (không có mặt)', en: 'after departure (no-show)' },
};

/**
 * REFUND (negative): the coupon's fare with its VAT and its taxes and airport charges; PENALTY (positive): the refund
 * penalty, never more than the fare (taxes always come back). A non-refundable family refuses the coupon.
 */
export function couponRefund(coupon: TRefundedCoupon): TCouponRefund {
  const { pax, flight, timing } = coupon;
  const penalty = refundPenalty({
    family: flight.family,
    isDomestic: flight.isDomestic,
    segmentCount: flight.segmentCount,
    timing,
    isInfant: pax.type === 'INF',
  });
  if (penalty === null)
    return { ok: false, message: `the ${flight.family.fareFamily} fare of ${flight.key} is non-refundable` };
  const price = priceOf(flight.netPrices, pax);
  const kept = Math.min(penalty, fareOf(price));
  const back = fareOf(price) + price.tax;
  const where = { paxId: pax.id, flightKey: flight.key };
  const when = TIMING_TEXT[timing];
  return {
    ok: true,
    lines: [
      line(
        { kind: 'REFUND', ...where },
        { vi: 'Hoàn giá vé, VAT và thuế phí', en: 'Fare, VAT and taxes refunded' },
        -back,
      ),
      line(
        { kind: 'PENALTY', ...where },
        {
          vi: `Phí hoàn vé hạng ${flight.family.fareFamily}, ${when.vi}`,
          en: `${flight.family.fareFamily} refund penalty, ${when.en}`,
        },
        kept,
      ),
    ],
    net: kept - back,
  };
}
