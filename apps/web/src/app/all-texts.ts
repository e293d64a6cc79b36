// What every part but the three sign-in pages waits for (decision 151): the whole catalogue of the app's texts (the
// sign-in pages start with their part of it) and MUI's own texts. The shell, the page table, the root overlays and the
// other bare pages load with them, so they never render a text that is not there yet.
import { loadWholeCatalogue } from '../lib/i18n/locale-backend';
import { loadLocalizedTheme } from '../lib/theme/localized-theme';

export function loadAllTexts(): Promise<void> {
  return Promise.all([loadWholeCatalogue(), loadLocalizedTheme()]).then(() => undefined);
}

/** A lazy part's import that resolves once the texts are there too (both load at once). */
export function withAllTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAllTexts()]).then(([module]) => module);
}
