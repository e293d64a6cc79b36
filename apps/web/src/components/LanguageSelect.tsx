// The language switch for pages outside the shell (login, forgot password): a labelled native select.
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../lib/i18n/languages';
import { useLanguage } from '../lib/i18n/use-language';

export function LanguageSelect() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <TextField
      select
      size="small"
      label={t('language.label')}
      value={language}
      onChange={(event) => {
        const next = asLanguage(event.target.value);
        if (next) setLanguage(next);
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 140 }}
    >
      <option value="vi">Tiếng Việt</option>
      <option value="en">English</option>
    </TextField>
  );
}
