// Parts of the Redux store (the RTK Query API, the flight slices) that join it when the module declaring them first
// loads, so /login's first load does not carry them (decision 069). Every store, made before or after, injects them.
import type { Middleware, Reducer } from '@reduxjs/toolkit';

/** A slice or the API: its state key, reducer and, for the API, middleware. */
export type StorePart = { reducerPath: string; reducer: Reducer; middleware?: Middleware };
type Attach = (part: StorePart) => void;

const announced: StorePart[] = [];
const stores = new Set<Attach>();

/** Called once by the module declaring the part, when it is first imported. */
export function announceStorePart(part: StorePart): void {
  announced.push(part);
  for (const attach of stores) attach(part);
}

/** Called by each store as it is made: attaches the parts already loaded now, the others when they load. */
export function onStorePartAnnounced(attach: Attach): void {
  stores.add(attach);
  for (const part of announced) attach(part);
}
