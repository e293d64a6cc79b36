// @vitest-environment node
// Issue 13's first-load budget: builds the web app (Vite, into a scratch folder) and adds up what /login downloads —
// the entry chunk, the login page's chunk and every chunk they import statically — gzip-compressed (decision 065).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { firstLoadOf, LOGIN_PAGE_SOURCE, LOGIN_RATCHET_GZIP_BYTES, type FirstLoad } from './support/first-load';

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'web-budget-'));
let load: FirstLoad;

beforeAll(async () => {
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build: build as `npm run build` does.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: WEB_ROOT,
      configFile: join(WEB_ROOT, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  load = firstLoadOf(outDir, LOGIN_PAGE_SOURCE);
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('/login first load', () => {
  it('stays within its gzip budget', () => {
    const detail = load.files.map((file) => `${file.file} ${file.gzipBytes}`).join('\n');
    expect(load.gzipBytes, detail).toBeLessThanOrEqual(LOGIN_RATCHET_GZIP_BYTES);
  });

  it('loads no schema library, no search results and no shell', () => {
    const names = load.files.map((file) => file.file);
    for (const heavy of ['schemas-', 'ResultsView-', 'AppShell-', 'FlightSearchForm-', 'PinDialog-', 'Menu-'])
      expect(names.filter((name) => name.includes(heavy))).toEqual([]);
  });

  // Each found by a name the minifier keeps: RTK Query's internal action, the data router's options (decision 069),
  // a text of MUI's Vietnamese locale, whose module makes a number format at once (decision 151), the class-name prefix
  // of MUI's ButtonBase (under every MUI button, link and input adornment) and the attribute of emotion's style tags:
  // the sign-in pages are plain (decision 152).
  it.each([
    ['RTK Query', 'internal_getRTKQSubscriptions'],
    ['the data router', 'patchRoutesOnNavigation'],
    ["MUI's texts", 'Số hàng mỗi trang'],
    ['MUI', 'MuiButtonBase'],
    ['emotion', 'data-emotion'],
  ])('loads no %s', (_library, marker) => {
    const carrying = load.files
      .filter((file) => file.file.endsWith('.js'))
      .filter((file) => readFileSync(join(outDir, file.file), 'utf8').includes(marker))
      .map((file) => file.file);
    expect(carrying).toEqual([]);
  });
});
