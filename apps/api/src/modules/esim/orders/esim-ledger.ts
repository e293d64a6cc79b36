// An eSIM order's money in the ledger, as trains' (tickets/train-ledger.ts): the split of its sale along the fee chain
// priced at checkout, ledger keys and vendor clientRefs derived from the rows (never from a request's key, so any
// number of requests move the money once), and the descriptions in Vietnamese.
import { splitSaleLines, type SaleSplit } from '@portal/domain';
import type { EsimPricing } from '../repository/esim-rows.js';

export const esimReference = (orderId: string) => ({ type: 'esim_order', id: orderId });
/** A top-up's money (its reservation, hence its sale) is its own: the deposit statement names it as a top-up. */
export const esimTopUpReference = (topUpId: string) => ({ type: 'esim_top_up', id: topUpId });

/** The order's reservation (then :post or :release), and its vendor clientRef. */
export const esimOrderKeyOf = (orderId: string) => `esim:${orderId}:order`;
export const esimOrderClientRefOf = (orderId: string) => `esim-order-${orderId}`;
/** A top-up's reservation (then :post or :release), and its vendor clientRef. */
export const esimTopUpKeyOf = (topUpId: string) => `esim-topup:${topUpId}`;
export const esimTopUpClientRefOf = (topUpId: string) => `esim-topup-${topUpId}`;
/** An eSIM's refund credit (one per eSIM: it is refunded whole, once), and its vendor clientRef. */
export const esimRefundKeyOf = (orderId: string, itemId: string) => `esim:${orderId}:refund:${itemId}`;
export const esimRefundClientRefOf = (itemId: string) => `esim-refund-${itemId}`;
export const postKeyOf = (key: string) => `${key}:post`;
export const releaseKeyOf = (key: string) => `${key}:release`;

/** The split of a priced sale: what each deposit pays (the buyer exactly the total) and the legs of the post. */
export function esimSaleSplitOf(pricing: EsimPricing, expectedTotal: number): SaleSplit {
  const { total } = splitSaleLines({ agencyIds: pricing.chainAgencyIds, lines: pricing.lines });
  if (total.buyerPays !== expectedTotal)
    throw new Error(`eSIM sale: its split takes ${total.buyerPays}, its total is ${expectedTotal}`);
  return total;
}

/** "2 eSIM (japan-5gb-7d ×2) cho Nguyễn Văn An" style. */
export function describeEsimOrder(order: { lines: Record<string, unknown>[]; customer: Record<string, unknown> }) {
  const lines = order.lines.map((line) => `${String(line.productId)} ×${String(line.quantity)}`).join(', ');
  const count = order.lines.reduce((sum, line) => sum + Number(line.quantity), 0);
  return `${count} eSIM (${lines}) cho ${String(order.customer.fullName ?? '')}`.slice(0, 400);
}

/** Thrown inside a transaction to roll it back when the row turned out to be in another state. */
export class EsimRowMoved extends Error {
  constructor() {
    super('the eSIM row changed state meanwhile');
  }
}
