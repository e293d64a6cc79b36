// MUI theme provider following the current language (MUI's own texts in it once loaded) and the device's motion
// preference. The theme has no CSS variables, so it is provided as MUI provides such a theme, without MUI's CSS-variables
// provider, which /login would otherwise download (decision 151). It wraps only the parts made of MUI, each loading it
// beside its own code (`withTheme`, decision 152): the sign-in pages are plain and load no MUI.
import type { ComponentType, ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import type { Theme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Language } from '../lib/i18n/languages';
import { useLanguage } from '../lib/i18n/use-language';
import { createBaseTheme } from '../lib/theme/base-theme';
import { useLocalizedTheme } from '../lib/theme/localized-theme';

type LocalizedThemes = NonNullable<ReturnType<typeof useLocalizedTheme>>;
type ProvidedTheme = Omit<Theme, 'vars'> & { vars: null };

/**
 * One theme object per language, motion preference and MUI texts loaded or not, shared by every part rendered in the
 * theme (the shell and the overlays each have their AppTheme, decision 152): made once, not once per part.
 */
const themes = new Map<string, ProvidedTheme>();

function themeFor(localized: LocalizedThemes | undefined, language: Language, reducedMotion: boolean): ProvidedTheme {
  const key = `${localized ? language : 'base'}|${reducedMotion}`;
  let theme = themes.get(key);
  if (!theme) {
    const made = localized
      ? localized.createAppTheme(language, { reducedMotion })
      : createBaseTheme(undefined, { reducedMotion });
    // What MUI's own ThemeProvider passes on for a theme without CSS variables (ours): the same theme, `vars` null.
    theme = { ...made, vars: null };
    themes.set(key, theme);
  }
  return theme;
}

/** `baseline`: MUI's CssBaseline (the page's global styles) with it; a page has it, an overlay over any page not. */
export function AppTheme({ children, baseline = true }: { children: ReactNode; baseline?: boolean }) {
  const { language } = useLanguage();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const localized = useLocalizedTheme();
  const theme = themeFor(localized, language, reducedMotion);
  return (
    <ThemeProvider theme={theme}>
      {baseline ? <CssBaseline /> : null}
      {children}
    </ThemeProvider>
  );
}

/** The component rendered inside the theme (see `withTheme` in all-texts.ts). */
export function themed(Component: ComponentType, { baseline = true } = {}): ComponentType {
  return function Themed() {
    return (
      <AppTheme baseline={baseline}>
        <Component />
      </AppTheme>
    );
  };
}
