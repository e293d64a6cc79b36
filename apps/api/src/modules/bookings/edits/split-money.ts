// How a split-passenger divides a booking's money: the supplier net per PNR, each passenger's fees as held, and the
// held price (pricing jsonb) of each part, so both totals add up to the original exactly (decision 045).
import { sumVnd } from '@portal/domain';
import type { TPaxType } from '@portal/contracts';
import type { BookingRow, StoredPricing, StoredSaleLine } from '../repository/booking-rows.js';
import { pricingOf } from '../repository/booking-rows.js';

/** The money columns of one part of a split booking. */
export type SplitPart = { pricing: StoredPricing; supplierNet: number; feeTotal: number; totalAmount: number };

const feesOf = (lines: readonly StoredSaleLine[]) => sumVnd(lines.map((line) => sumVnd(line.fees)));

/** The held price of the passengers kept: their lines, add-ons and counts (a type left without passengers dropped). */
function pricingFor(pricing: StoredPricing, keep: (paxId: string) => boolean): StoredPricing {
  const lines = pricing.lines.filter((line) => keep(line.paxId));
  const count = (type: TPaxType) => lines.filter((line) => line.paxType === type).length;
  const byPaxType = Object.fromEntries(
    Object.entries(pricing.byPaxType)
      .map(([type, price]) => [type, { ...price, count: count(type as TPaxType) }] as const)
      .filter(([, price]) => price.count > 0),
  );
  // A credit shell paid for one passenger (decision 067): it goes with that passenger, or each part's void would give
  // back the whole credit less than its share of the sale (and a part smaller than the credit could not be voided).
  const { credits: allCredits, ...rest } = pricing;
  const credits = (allCredits ?? []).filter((credit) => keep(credit.paxId));
  return {
    ...rest,
    pax: { adt: count('ADT'), chd: count('CHD'), inf: count('INF') },
    byPaxType,
    ancillaries: pricing.ancillaries.filter((item) => keep(item.paxId)),
    lines,
    ...(credits.length > 0 ? { credits } : {}),
  };
}

/**
 * The two parts of a split: the moved passengers' supplier net is what the supplier's new PNR charges (`movedNet`,
 * the sum of its paxAmounts), their fees are their lines' fees as the hold computed them; the kept part is the
 * original less the moved one, so the two add up to the original exactly. A part that would be negative is a bug.
 */
export function splitMoney(options: {
  booking: Pick<BookingRow, 'id' | 'pricing' | 'supplierNet' | 'feeTotal'>;
  movedPaxIds: readonly string[];
  movedNet: number;
}): { kept: SplitPart; moved: SplitPart } {
  const { booking, movedNet } = options;
  const moving = new Set(options.movedPaxIds);
  const pricing = pricingOf(booking);
  const moved = pricingFor(pricing, (paxId) => moving.has(paxId));
  const { supplierHold: _resent, ...movedPricing } = moved;
  const kept = pricingFor(pricing, (paxId) => !moving.has(paxId));
  const movedFee = feesOf(moved.lines);
  const keptNet = booking.supplierNet - movedNet;
  const keptFee = booking.feeTotal - movedFee;
  if ([movedNet, movedFee, keptNet, keptFee].some((amount) => !Number.isSafeInteger(amount) || amount < 0))
    throw new Error(`booking ${booking.id}: a split of ${movedNet} net and ${movedFee} fees exceeds what it holds`);
  return {
    kept: { pricing: kept, supplierNet: keptNet, feeTotal: keptFee, totalAmount: keptNet + keptFee },
    moved: { pricing: movedPricing, supplierNet: movedNet, feeTotal: movedFee, totalAmount: movedNet + movedFee },
  };
}
