// The Redux store: session, toast, system status, side menu, flight search and results; the RTK Query cache is
// injected when the first page using it loads (decision 069), so the first load does not carry RTK Query.
import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { onApiAnnounced } from '../lib/http/api-attachment';
import { sessionSlice } from '../stores/session-slice';
import { toastSlice } from '../stores/toast-slice';
import { systemSlice } from '../stores/system-slice';
import { sideMenuSlice } from './shell/side-menu-slice';
import { flightSearchSlice } from '../stores/flight-search-slice';
import { flightResultsSlice } from '../features/flight-results/state/flight-results-slice';

export function makeStore() {
  const rootReducer = combineSlices(
    sessionSlice,
    toastSlice,
    systemSlice,
    sideMenuSlice,
    flightSearchSlice,
    flightResultsSlice,
  ).withLazyLoadedSlices<{ api: unknown }>();
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
  onApiAnnounced((api) => {
    rootReducer.inject(api);
    dynamicMiddleware.addMiddleware(api.middleware);
    // The injected reducer gets its initial state from the next action: one now, before any query reads it.
    store.dispatch({ type: 'api/attached' });
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
