// @vitest-environment node
// The plain sign-in stylesheet repeats the MUI theme's palette as literals (decision 152): every colour of the theme it
// draws with must be the theme's own, so a palette change in base-theme.ts fails here until plain.css follows it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createBaseTheme } from '../src/lib/theme/base-theme';

const css = readFileSync(fileURLToPath(new URL('../src/components/plain/plain.css', import.meta.url)), 'utf8');
const colours = new Set((css.match(/#[0-9a-f]{3,6}\b/gi) ?? []).map((hex) => hex.toLowerCase()));

/** A theme colour as the stylesheet writes it: `#rrggbb` (MUI derives some, e.g. the dark shade, as `rgb(…)`). */
function hexOf(colour: string): string {
  const rgb = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(colour);
  if (!rgb) return colour.toLowerCase();
  return `#${rgb
    .slice(1)
    .map((part) => Number(part).toString(16).padStart(2, '0'))
    .join('')}`;
}

describe('plain.css against the MUI theme', () => {
  const { palette } = createBaseTheme(undefined);
  it.each([
    ['primary', palette.primary.main],
    ['primary dark', palette.primary.dark],
    ['error', palette.error.main],
    ['warning', palette.warning.main],
    ['info', palette.info.main],
    ['success', palette.success.main],
    ['page background', palette.background.default],
  ])('draws with the theme’s %s colour', (_name, colour) => {
    expect([...colours]).toContain(hexOf(colour));
  });

  it('uses no colour the theme does not have, but white', () => {
    const themed = new Set(
      [
        palette.primary.main,
        palette.primary.dark,
        palette.error.main,
        palette.warning.main,
        palette.info.main,
        palette.success.main,
        palette.background.default,
        '#fff',
      ].map(hexOf),
    );
    expect([...colours].filter((colour) => !themed.has(colour))).toEqual([]);
  });
});
