// i18next set-up: translations fetched from /locales/{lng}/translation.json (the sign-in pages' part first when the app
// starts on one, decision 151), missing keys render empty.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserStorage } from '../storage';
import { loadWholeCatalogue, localeBackend, readFor } from './locale-backend';
import { createLanguageDetector, detectLanguage } from './language-detector';
import { asLanguage, DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from './languages';

/** SPEC §9: translation loading retries 5 attempts starting at 350 ms. */
export const TRANSLATION_MAX_RETRIES = 5;
export const TRANSLATION_RETRY_MS = 350;

/** Options the app and the component tests share, so the missing-key rule cannot drift between them. */
export const I18N_SHARED_OPTIONS = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  fallbackLng: false as const,
  load: 'languageOnly' as const,
  ns: ['translation'],
  defaultNS: 'translation',
  /** SPEC §1: a missing translation gives an empty text. */
  parseMissingKeyHandler: () => '',
  interpolation: { escapeValue: false },
};

/** `signInTextsFirst`: the app starts on a sign-in page, which needs only the sign-in part of the catalogue. */
export function initI18n({ signInTextsFirst = false } = {}): typeof i18n {
  readFor(i18n);
  if (!signInTextsFirst) void loadWholeCatalogue();
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = asLanguage(language) ?? DEFAULT_LANGUAGE;
  });
  void i18n
    .use(localeBackend)
    .use(createLanguageDetector())
    .use(initReactI18next)
    .init({
      ...I18N_SHARED_OPTIONS,
      maxRetries: TRANSLATION_MAX_RETRIES,
      retryTimeout: TRANSLATION_RETRY_MS,
      react: { useSuspense: true },
    });
  return i18n;
}

/** The language every request announces in X-Language (detected directly while translations still load). */
export function currentLanguage(): Language {
  return (
    asLanguage(i18n.resolvedLanguage ?? i18n.language) ??
    detectLanguage({ storage: browserStorage(), search: window.location.search })
  );
}

export { i18n };
