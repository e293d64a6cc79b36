// The i18next backend: fetches /locales/{lng}/{ns}.json for the one language in use (a few lines in place of
// i18next-http-backend and its fetch ponyfill, decision 065). Network and 5xx failures are retried by i18next.
import type { BackendModule, ReadCallback } from 'i18next';

export const LOCALE_PATH = (language: string, namespace: string) => `/locales/${language}/${namespace}.json`;

export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const url = LOCALE_PATH(language, namespace);
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
