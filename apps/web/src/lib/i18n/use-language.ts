// The current language and a switch that persists it (the detector caches it under 'language').
import { useTranslation } from 'react-i18next';
import { asLanguage, DEFAULT_LANGUAGE, type Language } from './languages';

export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
  const setLanguage = (next: Language) => {
    if (next !== language) void i18n.changeLanguage(next);
  };
  return { language, setLanguage };
}
