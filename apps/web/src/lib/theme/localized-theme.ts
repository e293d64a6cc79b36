// MUI's own texts (theme.ts) load with what shows them (app/all-texts.ts), never with the sign-in pages, which show none
// of them. Their module formats numbers, and a page's first number format costs the browser tens of ms of start-up
// (decision 151). AppTheme switches to them once loaded.
import { useSyncExternalStore } from 'react';

type ThemeModule = typeof import('./theme');

let loaded: ThemeModule | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Loads the localized theme once (again after a failure). */
export function loadLocalizedTheme(): Promise<void> {
  loading ??= import('./theme').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The localized theme's module once loaded, else undefined (the base theme is used meanwhile). */
export function useLocalizedTheme(): ThemeModule | undefined {
  return useSyncExternalStore(subscribe, () => loaded);
}
