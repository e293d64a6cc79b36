// An i18next instance with the real translation files bundled in, for component tests.
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import vi from '../../public/locales/vi/translation.json';
import en from '../../public/locales/en/translation.json';
import { I18N_SHARED_OPTIONS } from '../../src/lib/i18n/i18n';

export const translations = { vi, en };

export async function createTestI18n(language: 'vi' | 'en' = 'vi'): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    ...I18N_SHARED_OPTIONS,
    lng: language,
    resources: { vi: { translation: vi }, en: { translation: en } },
    react: { useSuspense: false },
  });
  return instance;
}
