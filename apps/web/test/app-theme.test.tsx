// The MUI theme of the parts rendered in it (decision 152): the shell and the overlays each have their AppTheme, and
// all of them share one theme object per language and motion preference, made once.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { useTheme, type Theme } from '@mui/material/styles';
import { themed } from '../src/app/AppTheme';
import { createTestI18n } from './support/test-i18n';

beforeAll(async () => {
  await createTestI18n('vi');
});
afterEach(cleanup);

describe('AppTheme', () => {
  it('gives every themed part the theme made once, with the app palette', () => {
    const seen: Theme[] = [];
    const Probe = () => {
      seen.push(useTheme());
      return null;
    };
    const Shell = themed(Probe);
    const Overlay = themed(Probe, { baseline: false });
    render(
      <>
        <Shell />
        <Overlay />
      </>,
    );
    render(<Shell />);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    // MUI's provider hands each part its own wrapper object; what was made (palette, typography…) is one.
    expect(new Set(seen.map((theme) => theme.palette)).size).toBe(1);
    expect(new Set(seen.map((theme) => theme.typography)).size).toBe(1);
    expect(seen[0]!.palette.primary.main).toBe('#0b5cad');
  });
});
