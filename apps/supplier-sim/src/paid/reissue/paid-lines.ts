// What the reissue and refund pricing shares: the passengers and prices it reads, and how a quote line is written.
import type { TPaidChangeLineKind, TSupplierPaidLine, TSupplierPaxPrice } from '@portal/contracts';

export type TPricedPax = { id: string; type: 'ADT' | 'CHD' | 'INF' };
export type TPaxPrices = { ADT: TSupplierPaxPrice; CHD?: TSupplierPaxPrice; INF?: TSupplierPaxPrice };
export type TText = { vi: string; en: string };

export const ZERO_PRICE: TSupplierPaxPrice = { baseFare: 0, tax: 0, vat: 0 };

/** The fare part of a price (VAT is on the fare): what a fare difference and a refund of the fare compare. */
export const fareOf = (price: TSupplierPaxPrice) => price.baseFare + price.vat;

export const priceOf = (prices: TPaxPrices, pax: TPricedPax): TSupplierPaxPrice => prices[pax.type] ?? ZERO_PRICE;

/** A quote line: what it is for, whose and on which flight, its words and amount. */
export function line(
  where: { kind: TPaidChangeLineKind; paxId: string; flightKey?: string; code?: string },
  description: TText,
  amount: number,
): TSupplierPaidLine {
  return {
    kind: where.kind,
    paxId: where.paxId,
    ...(where.flightKey === undefined ? {} : { flightKey: where.flightKey }),
    ...(where.code === undefined ? {} : { code: where.code }),
    description,
    amount,
  };
}

export const totalOf = (lines: readonly TSupplierPaidLine[]) => lines.reduce((sum, entry) => sum + entry.amount, 0);

/** An amount as each language writes it: 16.200 ₫ in Vietnamese, 16,200 VND in English. */
export const vnd = {
  vi: (amount: number) => `${amount.toLocaleString('vi-VN')} ₫`,
  en: (amount: number) => `${amount.toLocaleString('en-US')} VND`,
};

/** A flight key (2027-01-03.HANSGN.VJ125) as an agent reads it: VJ125 HAN-SGN 03/01/2027; any other key as it is. */
export function flightLabelOf(key: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})\.([A-Z]{3})([A-Z]{3})\.(.+)$/.exec(key);
  if (!match) return key;
  const [, year, month, day, from, to, flights] = match;
  return `${flights} ${from}-${to} ${day}/${month}/${year}`;
}
