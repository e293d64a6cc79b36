// The i18next backend: fetches /locales/{lng}/{ns}.json for the one language in use (a few lines in place of
// i18next-http-backend and its fetch ponyfill, decision 065), only the sign-in pages' part of it until the whole is
// asked for (decision 151). Network and 5xx failures are retried by i18next.
import type { BackendModule, i18n, ReadCallback } from 'i18next';
import { SIGN_IN_TEXTS_FILE } from './sign-in-texts';

export const LOCALE_PATH = (language: string, namespace: string) => `/locales/${language}/${namespace}.json`;

let isWhole = false;
let wholeCatalogue: Promise<void> = Promise.resolve();
/** The i18next instance this backend reads for (the app's, set by initI18n; none in component tests). */
let reader: i18n | undefined;

export function readFor(instance: i18n): void {
  reader = instance;
}

/**
 * From now on every read is of the whole catalogue, and each language read so far is read again whole (the same texts
 * and the rest; also one still on its way). What waits for it renders with every text. Before init: read whole at once.
 */
export function loadWholeCatalogue(): Promise<void> {
  if (isWhole) return wholeCatalogue;
  isWhole = true;
  if (reader && (reader.isInitialized || reader.isInitializing)) {
    wholeCatalogue = reader.reloadResources().then(() => undefined);
  }
  return wholeCatalogue;
}

export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const url = LOCALE_PATH(language, isWhole ? namespace : SIGN_IN_TEXTS_FILE);
    const load = async (): Promise<Parameters<ReadCallback>> => {
      const response = await fetch(url);
      // A 4xx will not heal by retrying; a 5xx may (i18next retries when the second argument is true).
      if (!response.ok) return [`failed loading ${url}: ${response.status}`, response.status >= 500];
      return [null, (await response.json()) as Record<string, unknown>];
    };
    load().then(
      (answer) => callback(...answer),
      (error: unknown) => callback(`failed loading ${url}: ${String(error)}`, true),
    );
  },
};
