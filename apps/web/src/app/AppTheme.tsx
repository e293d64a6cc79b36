// MUI theme provider following the current language (MUI's own texts in it once loaded, decision 151) and the device's
// motion preference.
import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLanguage } from '../lib/i18n/use-language';
import { createBaseTheme } from '../lib/theme/base-theme';
import { useLocalizedTheme } from '../lib/theme/localized-theme';

export function AppTheme({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const localized = useLocalizedTheme();
  const theme = useMemo(
    () =>
      localized ? localized.createAppTheme(language, { reducedMotion }) : createBaseTheme(undefined, { reducedMotion }),
    [localized, language, reducedMotion],
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
