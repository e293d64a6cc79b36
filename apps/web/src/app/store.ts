// The Redux store: session, toast, system status, side menu and the RTK Query cache.
import { configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/http/api';
import { sessionSlice } from '../stores/session-slice';
import { toastSlice } from '../stores/toast-slice';
import { systemSlice } from '../stores/system-slice';
import { sideMenuSlice } from './shell/side-menu-slice';

export function makeStore() {
  return configureStore({
    reducer: {
      session: sessionSlice.reducer,
      toast: toastSlice.reducer,
      system: systemSlice.reducer,
      sideMenu: sideMenuSlice.reducer,
      [api.reducerPath]: api.reducer,
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
