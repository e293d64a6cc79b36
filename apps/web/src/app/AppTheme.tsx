// MUI theme provider following the current language (Vietnamese MUI locale when vi) and the device's motion preference.
import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLanguage } from '../lib/i18n/use-language';
import { createAppTheme } from '../lib/theme/theme';

export function AppTheme({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(() => createAppTheme(language, { reducedMotion }), [language, reducedMotion]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
