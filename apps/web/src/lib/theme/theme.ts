// The MUI theme with MUI's own texts in the language in use (Vietnamese or English) over the base theme. The sign-in
// pages do without them: this module loads with the signed-in shell (decision 151).
import type { Theme } from '@mui/material/styles';
import { enUS, viVN } from '@mui/material/locale';
import type { Language } from '../i18n/languages';
import { createBaseTheme } from './base-theme';

export { BOOKING_SYSTEM_COLOURS } from './base-theme';

export function createAppTheme(language: Language, { reducedMotion = false } = {}): Theme {
  return createBaseTheme(language === 'vi' ? viVN : enUS, { reducedMotion });
}
