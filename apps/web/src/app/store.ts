// The Redux store: session, toast, system status and side menu from the start; the flight search and results slices
// and the RTK Query cache are injected when the first page using them loads (decision 069), so /login does not carry
// them.
import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { onStorePartAnnounced } from '../lib/store-parts';
import { sessionSlice } from '../stores/session-slice';
import { toastSlice } from '../stores/toast-slice';
import { systemSlice } from '../stores/system-slice';
import type { FlightSearchState } from '../stores/flight-search-slice';
import { sideMenuSlice } from './shell/side-menu-slice';
import type { FlightResultsState } from '../features/flight-results/state/flight-results-types';
import type { EsimCartState } from '../lib/esim/cart-slice';

type LazyParts = {
  api: unknown;
  flightSearch: FlightSearchState;
  flightResults: FlightResultsState;
  esimCart: EsimCartState;
};

export function makeStore() {
  const rootReducer = combineSlices(
    sessionSlice,
    toastSlice,
    systemSlice,
    sideMenuSlice,
  ).withLazyLoadedSlices<LazyParts>();
  const dynamicMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    // Search results can hold thousands of offers: the development-only state checks would re-walk them on every action.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        immutableCheck: { ignoredPaths: ['flightResults'] },
        serializableCheck: { ignoredPaths: ['flightResults'] },
      }).concat(dynamicMiddleware.middleware),
  });
  onStorePartAnnounced((part) => {
    rootReducer.inject({ reducerPath: part.reducerPath as keyof LazyParts, reducer: part.reducer });
    if (part.middleware) dynamicMiddleware.addMiddleware(part.middleware);
    // An injected reducer gets its initial state from the next action: one now, before anything reads it.
    store.dispatch({ type: 'store/partAttached', payload: part.reducerPath });
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
