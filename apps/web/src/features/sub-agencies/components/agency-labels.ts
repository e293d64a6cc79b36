// How agency settings read on screen: products, booking systems, VND typed with separators.
import type { TFunction } from 'i18next';
import type { TAgencyProduct } from '@portal/contracts';
import { groupAmountDigits } from '../../../lib/forms/amount-input';

export const productLabel = (t: TFunction, product: TAgencyProduct) => t(`subAgencies.products.${product}`);

export const productsText = (t: TFunction, products: readonly TAgencyProduct[]) =>
  products.map((product) => productLabel(t, product)).join(', ');

/** What an amount field shows for a stored amount: grouped digits, empty when there is none. */
export const amountText = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '' : groupAmountDigits(String(amount));
