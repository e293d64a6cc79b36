// How agency settings read on screen: products, booking systems, VND typed with separators.
import type { TFunction } from 'i18next';
import type { TAgencyProduct } from '@portal/contracts';

export const productLabel = (t: TFunction, product: TAgencyProduct) => t(`subAgencies.products.${product}`);

export const productsText = (t: TFunction, products: readonly TAgencyProduct[]) => products.map((product) => productLabel(t, product)).join(', ');

const grouping = new Intl.NumberFormat('vi-VN');

/** What an amount field shows: the digits typed, grouped with dots (50000 → "50.000"); at most 12 digits. */
export function formatAmountText(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 12);
  return digits === '' ? '' : grouping.format(Number(digits));
}

/** The whole VND amount typed, or null when the field is empty. */
export function parseAmountText(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
}

export const amountText = (amount: number | null | undefined) => (amount === null || amount === undefined ? '' : formatAmountText(String(amount)));
