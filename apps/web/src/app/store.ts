// The Redux store: session, toast, system status, side menu, flight search and results, and the RTK Query cache.
import { configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/http/api';
import { sessionSlice } from '../stores/session-slice';
import { toastSlice } from '../stores/toast-slice';
import { systemSlice } from '../stores/system-slice';
import { sideMenuSlice } from './shell/side-menu-slice';
import { flightSearchSlice } from '../stores/flight-search-slice';
import { flightResultsSlice } from '../features/flight-results/state/flight-results-slice';

export function makeStore() {
  return configureStore({
    reducer: {
      session: sessionSlice.reducer,
      toast: toastSlice.reducer,
      system: systemSlice.reducer,
      sideMenu: sideMenuSlice.reducer,
      flightSearch: flightSearchSlice.reducer,
      flightResults: flightResultsSlice.reducer,
      [api.reducerPath]: api.reducer,
    },
    // Search results can hold thousands of offers: the development-only state checks would re-walk them on every action.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        immutableCheck: { ignoredPaths: ['flightResults'] },
        serializableCheck: { ignoredPaths: ['flightResults'] },
      }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
