// Where the RTK Query API meets the stores without the first load importing RTK Query (decision 069): the API module
// announces itself when a page that uses it loads, and every store (made before or after) injects its reducer and
// middleware then. Also the reset action, by its type, so signing in and out need not load the API.
import type { Middleware, Reducer } from '@reduxjs/toolkit';

/** What a store needs of the API: its state key, reducer and middleware. */
export type AttachableApi = { reducerPath: 'api'; reducer: Reducer; middleware: Middleware };
type Attach = (api: AttachableApi) => void;

let attached: AttachableApi | undefined;
const stores = new Set<Attach>();

/** Called once by the API module when it is first imported. */
export function announceApi(api: AttachableApi): void {
  attached = api;
  for (const attach of stores) attach(api);
}

/** Called by each store as it is made: attaches the API now if it is loaded, else when it loads. */
export function onApiAnnounced(attach: Attach): void {
  stores.add(attach);
  if (attached) attach(attached);
}

/** RTK Query's `api.util.resetApiState()`, by its action type: drops every cached answer (a no-op before it loads). */
export const apiStateReset = () => ({ type: 'api/resetApiState' as const });
