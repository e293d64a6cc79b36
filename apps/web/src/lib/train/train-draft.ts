// The train booking being put together, shared by the train screens: the search, the run chosen and the seats locked
// per direction. Kept in sessionStorage (a reload keeps the seats and their countdowns) and read with a hook.
import { useSyncExternalStore } from 'react';
import type { TTrainDirection, TTrainRun, TTrainSearchRequest, TTrainSeatLock } from '@portal/contracts';

export type TTrainDirectionDraft = {
  /** The run chosen in the results (null until chosen). */
  run: TTrainRun | null;
  /** The seats this agency holds for this direction, in the order they were taken. */
  locks: TTrainSeatLock[];
};

export type TTrainDraft = {
  search: TTrainSearchRequest | null;
  departure: TTrainDirectionDraft;
  /** Used only when the search has a return date. */
  return: TTrainDirectionDraft;
  /** The booking made from this draft (its id), once held: booking/train/complete reads it. */
  bookingId: string | null;
};

const KEY = 'portal.trainDraft';
const EMPTY: TTrainDraft = {
  search: null,
  departure: { run: null, locks: [] },
  return: { run: null, locks: [] },
  bookingId: null,
};

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function load(): TTrainDraft {
  try {
    const text = sessionStore()?.getItem(KEY);
    return text ? { ...EMPTY, ...(JSON.parse(text) as TTrainDraft) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

let current: TTrainDraft | null = null;
const listeners = new Set<() => void>();

export function readTrainDraft(): TTrainDraft {
  current ??= load();
  return current;
}

/** Replaces the draft with what `change` makes of it, saves it and tells every screen reading it. */
export function updateTrainDraft(change: (draft: TTrainDraft) => TTrainDraft): TTrainDraft {
  current = change(readTrainDraft());
  try {
    sessionStore()?.setItem(KEY, JSON.stringify(current));
  } catch {
    // A full or blocked storage keeps the draft in memory only.
  }
  for (const listener of listeners) listener();
  return current;
}

/** SPEC §4 reset: clears the seats and the selections (the search stays, the tab goes back to departure). */
export function resetTrainDraft(options: { keepSearch: boolean } = { keepSearch: true }): void {
  updateTrainDraft((draft) => ({ ...EMPTY, search: options.keepSearch ? draft.search : null }));
}

/** The locks of both directions, departure first. */
export const allLocks = (draft: TTrainDraft): TTrainSeatLock[] => [...draft.departure.locks, ...draft.return.locks];

export const directionDraft = (draft: TTrainDraft, direction: TTrainDirection): TTrainDirectionDraft =>
  draft[direction];

/** SPEC §4: remaining seconds = duration − seconds since the lock time, never below 0. */
export function remainingSeconds(lock: Pick<TTrainSeatLock, 'lockedAt' | 'durationSeconds'>, now: number): number {
  const elapsed = Math.floor((now - Date.parse(lock.lockedAt)) / 1000);
  return Math.max(0, lock.durationSeconds - elapsed);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTrainDraft(): TTrainDraft {
  return useSyncExternalStore(subscribe, readTrainDraft, readTrainDraft);
}
