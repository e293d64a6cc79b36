// The signed-in user's eSIM cart: loaded from their saved one the first time a screen asks (or when the user changed),
// with its count and total; and adding a package to it.
import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { ESIM_MAX_ORDER_LINES, type TEsimProduct } from '@portal/contracts';
import { selectSession } from '../../stores/session-slice';
import { showToast } from '../../stores/toast-slice';
import { cartCount, cartLoaded, cartTotal, itemAdded, savedCart, selectEsimCart } from './cart-slice';

export function useEsimCart() {
  const dispatch = useDispatch();
  const owner = useSelector(selectSession).memberInfo?.id ?? null;
  const cart = useSelector(selectEsimCart);
  const isLoaded = owner !== null && cart.owner === owner;
  useEffect(() => {
    if (owner !== null && cart.owner !== owner) dispatch(cartLoaded({ owner, items: savedCart(owner) }));
  }, [dispatch, owner, cart.owner]);
  const items = isLoaded ? cart.items : [];
  return { items, isLoaded, loading: cart.loading, count: cartCount(items), total: cartTotal(items) };
}

/** Adds a package to the signed-in user's cart (raising its line when it is there) and says so in a toast. */
export function useAddToCart() {
  const dispatch = useDispatch();
  const store = useStore();
  const { t } = useTranslation();
  useEsimCart();
  // Stable (the cart is read when adding), so the catalogue's rows need not re-render when the cart changes.
  return useCallback(
    (product: TEsimProduct, name: string, quantity = 1) => {
      const { items } = selectEsimCart(store.getState() as Parameters<typeof selectEsimCart>[0]);
      const isNewLine = !items.some((item) => item.id === product.id);
      if (isNewLine && items.length >= ESIM_MAX_ORDER_LINES) {
        const description = t('esim.catalogue.cartFull', { max: ESIM_MAX_ORDER_LINES });
        dispatch(showToast({ type: 'warning', description }));
        return;
      }
      dispatch(itemAdded({ id: product.id, price: product.unitPrice, quantity }));
      dispatch(showToast({ type: 'success', description: t('esim.catalogue.added', { name }) }));
    },
    [dispatch, store, t],
  );
}
