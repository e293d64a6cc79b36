// Language detection of SPEC §1: local storage key 'language', then ?lng=, then the default; cached back.
import type { LanguageDetectorModule } from 'i18next';
import { browserStorage, type KeyValueStorage } from '../storage';
import { asLanguage, DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, type Language } from './languages';

export type DetectionSources = { storage: KeyValueStorage; search: string };

export function detectLanguage({ storage, search }: DetectionSources): Language {
  let stored: string | null = null;
  try {
    stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    stored = null;
  }
  return asLanguage(stored) ?? asLanguage(new URLSearchParams(search).get('lng')) ?? DEFAULT_LANGUAGE;
}

export function cacheLanguage(storage: KeyValueStorage, language: string): void {
  const supported = asLanguage(language);
  if (!supported) return;
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, supported);
  } catch {
    // Not cached: the next visit detects again.
  }
}

export function createLanguageDetector(
  sources: () => DetectionSources = () => ({
    storage: browserStorage(),
    search: window.location.search,
  }),
): LanguageDetectorModule {
  return {
    type: 'languageDetector',
    detect: () => detectLanguage(sources()),
    cacheUserLanguage: (language: string) => cacheLanguage(sources().storage, language),
  };
}
