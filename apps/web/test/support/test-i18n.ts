// An i18next instance with the real translation files bundled in, for component tests.
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import vi from '../../public/locales/vi/translation.json';
import en from '../../public/locales/en/translation.json';

export const translations = { vi, en };

export async function createTestI18n(language: 'vi' | 'en' = 'vi'): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { vi: { translation: vi }, en: { translation: en } },
    parseMissingKeyHandler: () => '',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
