// The two screens of the feature (SPEC §2).
export const COMMISSION_FEES_PATH = '/system/commission-fee';
export const CHANGE_COMMISSION_PATH = '/system/change-commission';

/** The product a fee screen shows, from its address (?product=TRAIN; flights otherwise). */
export const productOf = (params: URLSearchParams) => (params.get('product') === 'TRAIN' ? 'TRAIN' : 'FLIGHT');

/** A screen's address for a product (flights keep the plain address). */
export const withProduct = (path: string, product: 'FLIGHT' | 'TRAIN', extra: Record<string, string> = {}) => {
  const query = new URLSearchParams({ ...extra, ...(product === 'TRAIN' ? { product } : {}) }).toString();
  return query ? `${path}?${query}` : path;
};
