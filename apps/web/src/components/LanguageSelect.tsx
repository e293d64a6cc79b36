// The language switch for pages outside the shell (login, forgot password, the shared ticket): a labelled native
// select, plain (decision 152) so the sign-in pages need no MUI.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../lib/i18n/languages';
import { useLanguage } from '../lib/i18n/use-language';
import './plain/plain.css';

const LANGUAGE_OPTIONS = [
  { value: 'vi', label: 'Tiếng Việt' },
  { value: 'en', label: 'English' },
];

export function LanguageSelect() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const id = useId();
  return (
    <div className="pl-root pl-field pl-field--small pl-language">
      <div className="pl-box">
        <select
          id={id}
          className="pl-input"
          value={language}
          onChange={(event) => {
            const next = asLanguage(event.target.value);
            if (next) setLanguage(next);
          }}
        >
          {LANGUAGE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <label htmlFor={id} className="pl-label">
          {t('language.label')}
        </label>
      </div>
    </div>
  );
}
