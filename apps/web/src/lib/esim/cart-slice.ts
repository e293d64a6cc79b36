// The eSIM cart (SPEC §3: items {id, price, quantityCart, totalPrice} and a loading flag; §4: adding appends, raising a
// quantity recomputes its total, lowering it recomputes and removes the line at 0). Adding a package already in the
// cart raises that line (one line per package, as the order's lines are; decision 092). Kept in localStorage per
// signed-in user, so a reload or another tab finds it; the store part joins when an eSIM screen first loads.
import { createSlice, type Middleware, type PayloadAction } from '@reduxjs/toolkit';
import { ESIM_MAX_ORDER_LINES, ESIM_MAX_QUANTITY } from '@portal/contracts';
import { announceStorePart } from '../store-parts';
import { readJson, writeJson, type KeyValueStorage } from '../storage';

export type EsimCartItem = { id: string; price: number; quantityCart: number; totalPrice: number };
export type EsimCartState = { owner: string | null; items: EsimCartItem[]; loading: boolean };

export const EMPTY_CART: EsimCartState = { owner: null, items: [], loading: false };
export const cartStorageKey = (owner: string) => `portal.esimCart.${owner}`;

const lineOf = (id: string, price: number, quantity: number): EsimCartItem => ({
  id,
  price,
  quantityCart: quantity,
  totalPrice: price * quantity,
});

const isItem = (value: unknown): value is EsimCartItem => {
  const item = value as EsimCartItem;
  return (
    typeof item?.id === 'string' &&
    Number.isSafeInteger(item.price) &&
    Number.isInteger(item.quantityCart) &&
    item.quantityCart >= 1 &&
    item.quantityCart <= ESIM_MAX_QUANTITY
  );
};

/** The cart a user saved (malformed lines dropped, totals recomputed). */
export function savedCart(owner: string, storage?: KeyValueStorage): EsimCartItem[] {
  const saved = readJson<unknown>(cartStorageKey(owner), [], storage);
  const items = Array.isArray(saved) ? saved.filter(isItem) : [];
  return items.slice(0, ESIM_MAX_ORDER_LINES).map((item) => lineOf(item.id, item.price, item.quantityCart));
}

function setQuantity(state: EsimCartState, id: string, quantity: number) {
  const index = state.items.findIndex((item) => item.id === id);
  const item = state.items[index];
  if (!item) return;
  if (quantity <= 0) state.items.splice(index, 1);
  else state.items[index] = lineOf(id, item.price, Math.min(ESIM_MAX_QUANTITY, quantity));
}

export const esimCartSlice = createSlice({
  name: 'esimCart',
  initialState: EMPTY_CART,
  reducers: {
    cartLoaded(_state, action: PayloadAction<{ owner: string; items: EsimCartItem[] }>) {
      return { owner: action.payload.owner, items: action.payload.items, loading: false };
    },
    itemAdded(state, action: PayloadAction<{ id: string; price: number; quantity?: number }>) {
      const { id, price, quantity = 1 } = action.payload;
      const line = state.items.find((item) => item.id === id);
      if (line) setQuantity(state, id, line.quantityCart + quantity);
      else if (state.items.length < ESIM_MAX_ORDER_LINES)
        state.items.push(lineOf(id, price, Math.min(quantity, ESIM_MAX_QUANTITY)));
    },
    quantityRaised(state, action: PayloadAction<string>) {
      const line = state.items.find((item) => item.id === action.payload);
      if (line) setQuantity(state, line.id, line.quantityCart + 1);
    },
    quantityLowered(state, action: PayloadAction<string>) {
      const line = state.items.find((item) => item.id === action.payload);
      if (line) setQuantity(state, line.id, line.quantityCart - 1);
    },
    itemRemoved(state, action: PayloadAction<string>) {
      setQuantity(state, action.payload, 0);
    },
    /** The catalogue's current prices: each line takes its package's price and its total follows. */
    pricesRefreshed(state, action: PayloadAction<Record<string, number>>) {
      state.items = state.items.map((item) =>
        lineOf(item.id, action.payload[item.id] ?? item.price, item.quantityCart),
      );
    },
    loadingSet(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    cartCleared(state) {
      state.items = [];
      state.loading = false;
    },
  },
});

export const {
  cartLoaded,
  itemAdded,
  quantityRaised,
  quantityLowered,
  itemRemoved,
  pricesRefreshed,
  loadingSet,
  cartCleared,
} = esimCartSlice.actions;

export const cartTotal = (items: readonly EsimCartItem[]) => items.reduce((sum, item) => sum + item.totalPrice, 0);
export const cartCount = (items: readonly EsimCartItem[]) => items.reduce((sum, item) => sum + item.quantityCart, 0);

type WithCart = { esimCart?: EsimCartState };
export const selectEsimCart = (state: WithCart): EsimCartState => state.esimCart ?? EMPTY_CART;

/** After each change of an owned cart, its lines are saved under its owner. */
const persistCart: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  const type = (action as { type?: unknown }).type;
  const cart = (store.getState() as WithCart).esimCart;
  if (typeof type === 'string' && type.startsWith('esimCart/') && type !== cartLoaded.type && cart?.owner)
    writeJson(cartStorageKey(cart.owner), cart.items);
  return result;
};

announceStorePart({ reducerPath: esimCartSlice.reducerPath, reducer: esimCartSlice.reducer, middleware: persistCart });
