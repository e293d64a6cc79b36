// What the agent typed on booking/train/passenger-info, kept in this tab's sessionStorage (a reload, the confirm page
// and going back all find it) with the problems the API named on a 400, keyed by field path.
import { useSyncExternalStore } from 'react';
import { emptyBuyer, type BuyerValues, type FormProblems, type SeatPassengerValues } from './passenger-rules';

export type TrainPassengerState = {
  /** By seat lock (ticket id). */
  passengers: Record<string, SeatPassengerValues>;
  buyer: BuyerValues;
  /** The API's 400 answer mapped back to the form's fields (cleared on the next change). */
  serverProblems: FormProblems;
};

const KEY = 'portal.trainPassengers';
const EMPTY: TrainPassengerState = { passengers: {}, buyer: emptyBuyer(), serverProblems: {} };

function load(): TrainPassengerState {
  try {
    const text = window.sessionStorage.getItem(KEY);
    return text ? { ...EMPTY, ...(JSON.parse(text) as TrainPassengerState) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

let current: TrainPassengerState | null = null;
const listeners = new Set<() => void>();

export function readPassengerState(): TrainPassengerState {
  current ??= load();
  return current;
}

export function updatePassengerState(change: (state: TrainPassengerState) => TrainPassengerState): void {
  current = change(readPassengerState());
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    // A full or blocked storage keeps the form in memory only.
  }
  for (const listener of listeners) listener();
}

/** After a booking is made: nothing typed is kept for the next one. */
export function clearPassengerState(): void {
  updatePassengerState(() => EMPTY);
}

/** Tests: forget what was read, so the next read comes from the (cleared) storage. */
export function forgetPassengerState(): void {
  current = null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePassengerState(): TrainPassengerState {
  return useSyncExternalStore(subscribe, readPassengerState, readPassengerState);
}
