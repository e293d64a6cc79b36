// Vite plugin: each language's sign-in texts (/locales/{lng}/sign-in.json, the sections sign-in-texts.ts names) taken
// from its whole catalogue in public/locales, written into the build and served by the dev server (decision 151).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { SUPPORTED_LANGUAGES } from './src/lib/i18n/languages.js';
import { SIGN_IN_TEXTS_FILE, signInTexts } from './src/lib/i18n/sign-in-texts.js';

const LOCALES = join(import.meta.dirname, 'public', 'locales');

function signInFileOf(language: string): string {
  const catalogue = JSON.parse(readFileSync(join(LOCALES, language, 'translation.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  return JSON.stringify(signInTexts(catalogue));
}

export function signInTextsPlugin(): Plugin {
  return {
    name: 'portal-sign-in-texts',
    generateBundle() {
      for (const language of SUPPORTED_LANGUAGES) {
        const fileName = `locales/${language}/${SIGN_IN_TEXTS_FILE}.json`;
        this.emitFile({ type: 'asset', fileName, source: signInFileOf(language) });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const language = SUPPORTED_LANGUAGES.find(
          (candidate) => request.url?.split('?')[0] === `/locales/${candidate}/${SIGN_IN_TEXTS_FILE}.json`,
        );
        if (!language) return next();
        response.setHeader('Content-Type', 'application/json');
        response.end(signInFileOf(language));
      });
    },
  };
}
