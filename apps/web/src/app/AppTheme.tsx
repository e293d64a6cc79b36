// MUI theme provider following the current language (Vietnamese MUI locale when vi).
import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useLanguage } from '../lib/i18n/use-language';
import { createAppTheme } from '../lib/theme/theme';

export function AppTheme({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const theme = useMemo(() => createAppTheme(language), [language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
