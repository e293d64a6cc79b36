// The theme for a user who asks for reduced motion (decision 147): no transitions, no ripples, dialogs open at once.
import { render, screen } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppTheme } from '../src/app/AppTheme';
import { createAppTheme } from '../src/lib/theme/theme';
import { createTestI18n } from './support/test-i18n';

/** What the app's components get from the theme: a transition, and whether buttons ripple. */
function MotionProbe() {
  const theme = useTheme();
  const ripple = theme.components?.MuiButtonBase?.defaultProps?.disableRipple ? 'no ripple' : 'ripple';
  return <p>{`${theme.transitions.create('opacity')} · ${ripple}`}</p>;
}

/** A device whose reduced-motion preference is `reduce` or not (jsdom has no matchMedia of its own). */
function deviceAsks(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the theme and reduced motion', () => {
  it('keeps the transitions and ripples of MUI for everyone else', () => {
    const theme = createAppTheme('vi');
    expect(theme.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });

  it('has no transition, no duration and no ripple when reduced motion is asked', () => {
    const theme = createAppTheme('vi', { reducedMotion: true });
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(new Set(Object.values(theme.transitions.duration))).toEqual(new Set([0]));
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    // The rest of the theme is the same.
    expect(theme.palette.primary.main).toBe('#0b5cad');
    expect(theme.components?.MuiButton?.defaultProps?.disableElevation).toBe(true);
  });

  it.each([
    [true, 'none · no ripple'],
    [false, /^opacity \d+ms.* · ripple$/],
  ])("follows the device's preference (reduce: %s)", async (reduce, shown) => {
    deviceAsks(reduce);
    render(
      <I18nextProvider i18n={await createTestI18n()}>
        <AppTheme>
          <MotionProbe />
        </AppTheme>
      </I18nextProvider>,
    );
    expect(screen.getByText(shown)).toBeTruthy();
  });
});
