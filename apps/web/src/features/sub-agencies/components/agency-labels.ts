// How agency settings read on screen: products, booking systems, VND typed with separators.
import type { TFunction } from 'i18next';
import type { TAgencyProduct } from '@portal/contracts';
import { groupAmountDigits, typedAmount } from '../../../lib/forms/amount-input';

export const productLabel = (t: TFunction, product: TAgencyProduct) => t(`subAgencies.products.${product}`);

export const productsText = (t: TFunction, products: readonly TAgencyProduct[]) => products.map((product) => productLabel(t, product)).join(', ');

/** What an amount field shows (at most 12 digits, grouped) and the amount it holds (null when empty). */
export const formatAmountText = (text: string) => groupAmountDigits(text);
export const parseAmountText = typedAmount;

export const amountText = (amount: number | null | undefined) => (amount === null || amount === undefined ? '' : formatAmountText(String(amount)));
