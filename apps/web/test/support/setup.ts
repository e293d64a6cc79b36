// Set-up for every web test: findBy* queries wait long enough for a loaded two-core machine, and each file starts with
// an empty emotion style sheet.
import { createElement } from 'react';
import { beforeAll } from 'vitest';
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, configure, render } from '@testing-library/react';

// 15 s: a findBy* on a screen that streams or lazy-loads waited over 5 s in a loaded CI run (stop 27).
configure({ asyncUtilTimeout: 15_000, defaultHidden: true });

/**
 * The web files share one document and one emotion cache per worker (isolate: false): without this the styles of every
 * file before pile up in <head> (~800 style tags per screen file), and each role query's getComputedStyle walks them
 * all. Each file starts with an empty sheet and re-inserts what it renders, as in a worker of its own.
 */
beforeAll(() => {
  // A file that runs in Node (`@vitest-environment node`, e.g. the /login budget's build) has no document and no sheet.
  if (typeof document === 'undefined') return;
  let cache: EmotionCache | null = null;
  function Probe() {
    cache = __unsafe_useEmotionCache();
    return null;
  }
  render(createElement(Probe));
  cleanup();
  if (!cache) return;
  const { sheet, inserted } = cache as EmotionCache;
  sheet.flush();
  for (const name of Object.keys(inserted)) delete inserted[name];
});
