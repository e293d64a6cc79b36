// The cart priced from the catalogue: each line's package (null when no longer sold), and the catalogue's current
// prices applied to the cart (a changed price is kept to show "was …" beside the new one).
import { useEffect, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { TEsimProduct } from '@portal/contracts';
import { pricesRefreshed, type EsimCartItem } from '../../../lib/esim/cart-slice';
import { useGetEsimProductsQuery } from '../../../lib/esim/esim-api';

export type CartLine = EsimCartItem & { product: TEsimProduct | null; oldPrice: number | null };

export function useCartPrices(items: readonly EsimCartItem[]) {
  const dispatch = useDispatch();
  const catalogue = useGetEsimProductsQuery();
  const [oldPrices, setOldPrices] = useState<Record<string, number>>({});
  const byId = useMemo(
    () => new Map((catalogue.data?.products ?? []).map((product) => [product.id, product])),
    [catalogue.data],
  );
  useEffect(() => {
    const changed = items.filter((item) => {
      const price = byId.get(item.id)?.unitPrice;
      return price !== undefined && price !== item.price;
    });
    if (changed.length === 0) return;
    setOldPrices((previous) => ({
      ...previous,
      ...Object.fromEntries(changed.map((item) => [item.id, previous[item.id] ?? item.price])),
    }));
    dispatch(pricesRefreshed(Object.fromEntries(changed.map((item) => [item.id, byId.get(item.id)!.unitPrice]))));
  }, [byId, items, dispatch]);
  const lines: CartLine[] = items.map((item) => ({
    ...item,
    product: byId.get(item.id) ?? null,
    oldPrice: oldPrices[item.id] !== undefined && oldPrices[item.id] !== item.price ? oldPrices[item.id]! : null,
  }));
  return {
    lines,
    isReady: catalogue.data !== undefined,
    hasUnavailable: catalogue.data !== undefined && lines.some((line) => line.product === null),
    hasChangedPrices: lines.some((line) => line.oldPrice !== null),
    refetch: catalogue.refetch,
    isFetching: catalogue.isFetching,
    loadError: catalogue.error,
  };
}
