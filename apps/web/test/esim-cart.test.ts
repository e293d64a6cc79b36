// The eSIM cart's rules (SPEC §3–4): adding appends a line (the same package again raises its line, decision 092),
// raising and lowering recompute the line's total, lowering to 0 removes it; the catalogue's prices refresh the totals;
// and the cart survives a reload, per signed-in user.
import { afterEach, describe, expect, it } from 'vitest';
import {
  cartCleared,
  cartLoaded,
  cartStorageKey,
  cartTotal,
  EMPTY_CART,
  esimCartSlice,
  itemAdded,
  itemRemoved,
  pricesRefreshed,
  quantityLowered,
  quantityRaised,
  savedCart,
  selectEsimCart,
  type EsimCartState,
} from '../src/lib/esim/cart-slice';
import { makeStore } from '../src/app/store';

const reduce = (state: EsimCartState, ...actions: Parameters<typeof esimCartSlice.reducer>[1][]) =>
  actions.reduce(esimCartSlice.reducer, state);

afterEach(() => localStorage.clear());

describe('the eSIM cart reducer', () => {
  it('appends a line per package with its total, and raises the line when the same package is added again', () => {
    const state = reduce(
      EMPTY_CART,
      itemAdded({ id: 'jp', price: 250_000 }),
      itemAdded({ id: 'kr', price: 400_000, quantity: 2 }),
      itemAdded({ id: 'jp', price: 250_000 }),
    );
    expect(state.items).toEqual([
      { id: 'jp', price: 250_000, quantityCart: 2, totalPrice: 500_000 },
      { id: 'kr', price: 400_000, quantityCart: 2, totalPrice: 800_000 },
    ]);
    expect(cartTotal(state.items)).toBe(1_300_000);
  });

  it('recomputes the total when raising or lowering, removes the line at 0, and caps a line at 20', () => {
    let state = reduce(EMPTY_CART, itemAdded({ id: 'jp', price: 250_000 }), quantityRaised('jp'), quantityRaised('jp'));
    expect(state.items[0]).toEqual({ id: 'jp', price: 250_000, quantityCart: 3, totalPrice: 750_000 });
    state = reduce(state, quantityLowered('jp'));
    expect(state.items[0]).toEqual({ id: 'jp', price: 250_000, quantityCart: 2, totalPrice: 500_000 });
    state = reduce(state, quantityLowered('jp'), quantityLowered('jp'));
    expect(state.items).toEqual([]);
    state = reduce(
      EMPTY_CART,
      itemAdded({ id: 'jp', price: 1, quantity: 19 }),
      quantityRaised('jp'),
      quantityRaised('jp'),
    );
    expect(state.items[0]?.quantityCart).toBe(20);
  });

  it('holds at most 10 lines, removes a line, refreshes prices and empties', () => {
    let state = reduce(
      EMPTY_CART,
      ...Array.from({ length: 11 }, (_, index) => itemAdded({ id: `p${index}`, price: 100 })),
    );
    expect(state.items).toHaveLength(10);
    state = reduce(state, itemRemoved('p0'));
    expect(state.items.map((item) => item.id)).not.toContain('p0');
    state = reduce(state, quantityRaised('p1'), pricesRefreshed({ p1: 150 }));
    expect(state.items.find((item) => item.id === 'p1')).toEqual({
      id: 'p1',
      price: 150,
      quantityCart: 2,
      totalPrice: 300,
    });
    expect(reduce(state, cartCleared()).items).toEqual([]);
  });
});

describe('the eSIM cart in the store', () => {
  it('is saved per user and found again by a new store (a reload), not by another user', () => {
    const store = makeStore();
    store.dispatch(cartLoaded({ owner: 'user-a', items: savedCart('user-a') }));
    store.dispatch(itemAdded({ id: 'jp', price: 250_000 }));
    store.dispatch(quantityRaised('jp'));
    expect(JSON.parse(localStorage.getItem(cartStorageKey('user-a')) ?? '[]')).toEqual([
      { id: 'jp', price: 250_000, quantityCart: 2, totalPrice: 500_000 },
    ]);

    const reloaded = makeStore();
    reloaded.dispatch(cartLoaded({ owner: 'user-a', items: savedCart('user-a') }));
    expect(selectEsimCart(reloaded.getState()).items).toEqual([
      { id: 'jp', price: 250_000, quantityCart: 2, totalPrice: 500_000 },
    ]);
    expect(savedCart('user-b')).toEqual([]);
  });

  it('drops malformed saved lines and recomputes saved totals', () => {
    localStorage.setItem(
      cartStorageKey('user-a'),
      JSON.stringify([
        { id: 'jp', price: 250_000, quantityCart: 2, totalPrice: 1 },
        { id: 'bad', price: 'x', quantityCart: 1 },
        { id: 'zero', price: 1, quantityCart: 0 },
      ]),
    );
    expect(savedCart('user-a')).toEqual([{ id: 'jp', price: 250_000, quantityCart: 2, totalPrice: 500_000 }]);
  });
});
