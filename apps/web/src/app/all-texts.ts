// What every part but the three sign-in pages waits for (decision 151): the whole catalogue of the app's texts (the
// sign-in pages start with their part of it) and MUI's own texts. The shell, the page table, the root overlays and the
// other bare pages load with them, so they never render a text that is not there yet; those made of MUI also load the
// MUI theme beside their code and render inside it (`withTheme`, decision 152).
import type { ComponentType } from 'react';
import { loadWholeCatalogue } from '../lib/i18n/locale-backend';
import { loadLocalizedTheme } from '../lib/theme/localized-theme';

export function loadAllTexts(): Promise<void> {
  return Promise.all([loadWholeCatalogue(), loadLocalizedTheme()]).then(() => undefined);
}

/** A lazy part's import that resolves once the texts are there too (both load at once). */
export function withAllTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAllTexts()]).then(([module]) => module);
}

type ComponentModule = { default: ComponentType };

/**
 * A lazy part's import whose component renders inside the MUI theme, downloaded beside it: the sign-in pages are plain
 * (decision 152), so MUI loads only with a part made of it. `baseline: false` for an overlay, which may show over a
 * sign-in page and must not restyle it.
 */
export function withTheme(
  load: () => Promise<ComponentModule>,
  options: { baseline?: boolean } = {},
): () => Promise<ComponentModule> {
  return () =>
    Promise.all([load(), import('./AppTheme')]).then(([module, theme]) => ({
      default: theme.themed(module.default, options),
    }));
}

/** The lazy import of a part made of MUI: its texts and the theme load beside it. */
export function withThemeAndTexts(
  load: () => Promise<ComponentModule>,
  options: { baseline?: boolean } = {},
): () => Promise<ComponentModule> {
  return withAllTexts(withTheme(load, options));
}
