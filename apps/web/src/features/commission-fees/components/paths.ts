// The two screens of the feature (SPEC §2).
import { FEE_PRODUCTS, type TFeeProduct } from '@portal/contracts';

export const COMMISSION_FEES_PATH = '/system/commission-fee';
export const CHANGE_COMMISSION_PATH = '/system/change-commission';

/** The product a fee screen shows, from its address (?product=TRAIN or ESIM; flights otherwise). */
export const productOf = (params: URLSearchParams): TFeeProduct => {
  const named = params.get('product');
  return FEE_PRODUCTS.find((product) => product === named) ?? 'FLIGHT';
};

/** A screen's address for a product (flights keep the plain address). */
export const withProduct = (path: string, product: TFeeProduct, extra: Record<string, string> = {}) => {
  const query = new URLSearchParams({ ...extra, ...(product === 'FLIGHT' ? {} : { product }) }).toString();
  return query ? `${path}?${query}` : path;
};
