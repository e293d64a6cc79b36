// What a booking edit does once the supplier has priced it (decision 040): change now, quote first, refuse, or send away.
import type { TBookingEditQuote, TEditMoneyEffect } from '@portal/contracts';
import type { EditStartStatus } from './catalogue.js';

export type EditPricing = {
  money: TEditMoneyEffect;
  status: EditStartStatus;
  /** The booking's total now and after the change, as the supplier priced it (the airline's fee included). */
  totalBefore: number;
  totalAfter: number;
  /** The airline's fee within the difference (name correction, birth-date change); 0 when none. */
  airlineFee: number;
  /** The total the agent accepted after a quote, when sent. */
  acceptTotal?: number;
};

export type EditPriceOutcome =
  /** Make the change; the held total becomes `newTotal`. */
  | { kind: 'apply'; newTotal: number }
  /** Change nothing and answer the quote for the agent to accept. */
  | { kind: 'quote'; quote: TBookingEditQuote }
  /** The accepted total is no longer the price: 409 priceChanged with the new one, as a hold does. */
  | { kind: 'priceChanged'; acceptedTotal: number; newTotal: number }
  /** Money on a ticketed booking, or a paid action: 409 paidChangeRequired (the paid changes, part 2). */
  | { kind: 'paidChangeRequired' };

/**
 * The quote → accept rule: an edit that leaves the price as it is happens at once; a paid action never happens here;
 * on a ticketed booking any difference belongs to the paid changes; on HOLD a difference is quoted first, and made
 * when the agent sends exactly the new total back.
 */
export function editPriceOutcome(pricing: EditPricing): EditPriceOutcome {
  if (pricing.money === 'paid-change') return { kind: 'paidChangeRequired' };
  if (pricing.money === 'none' || pricing.totalAfter === pricing.totalBefore) {
    return { kind: 'apply', newTotal: pricing.totalBefore };
  }
  if (pricing.status === 'EXPORT') return { kind: 'paidChangeRequired' };
  if (pricing.acceptTotal === undefined) {
    const { totalBefore, totalAfter, airlineFee } = pricing;
    return { kind: 'quote', quote: { totalBefore, totalAfter, airlineFee } };
  }
  return pricing.acceptTotal === pricing.totalAfter
    ? { kind: 'apply', newTotal: pricing.totalAfter }
    : { kind: 'priceChanged', acceptedTotal: pricing.acceptTotal, newTotal: pricing.totalAfter };
}
