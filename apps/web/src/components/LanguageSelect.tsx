// The language switch for pages outside the shell (login, forgot password): a labelled native select.
import { LightField } from './LightField';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../lib/i18n/languages';
import { useLanguage } from '../lib/i18n/use-language';

const LANGUAGE_OPTIONS = [
  { value: 'vi', label: 'Tiếng Việt' },
  { value: 'en', label: 'English' },
];

export function LanguageSelect() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <LightField
      size="small"
      label={t('language.label')}
      value={language}
      onChange={(event) => {
        const next = asLanguage(event.target.value);
        if (next) setLanguage(next);
      }}
      options={LANGUAGE_OPTIONS}
      sx={{ minWidth: 140 }}
    />
  );
}
