// MUI's own texts (decision 151): none in the base theme the sign-in pages use, the language's once the shell's part
// has loaded them; AppTheme switches to them without remounting what it shows.
import { act, render, screen } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { AppTheme } from '../src/app/AppTheme';
import { createBaseTheme } from '../src/lib/theme/base-theme';
import { loadLocalizedTheme } from '../src/lib/theme/localized-theme';
import { createAppTheme } from '../src/lib/theme/theme';
import { createTestI18n } from './support/test-i18n';

/** The close label MUI's Alert takes from the theme (MUI says "Close" when the theme has none). */
function CloseTextProbe() {
  const theme = useTheme();
  return <p>{theme.components?.MuiAlert?.defaultProps?.closeText ?? 'none'}</p>;
}

describe("MUI's texts in the theme", () => {
  it("are not in the base theme, and are the language's in the app theme", () => {
    const base = createBaseTheme(undefined);
    expect(base.components?.MuiAlert).toBeUndefined();
    const vietnamese = createAppTheme('vi');
    expect(vietnamese.components?.MuiAlert?.defaultProps?.closeText).toBe('Đóng');
    // MUI's English texts are its components' own defaults.
    expect(createAppTheme('en').components?.MuiAlert).toBeUndefined();
    // The rest of the theme is the same with or without them.
    expect(vietnamese.palette.primary).toEqual(base.palette.primary);
    expect(vietnamese.breakpoints.values).toEqual(base.breakpoints.values);
    expect(vietnamese.components?.MuiButton).toEqual(base.components?.MuiButton);
  });

  it('reach what AppTheme shows once loaded', async () => {
    render(
      <I18nextProvider i18n={await createTestI18n('vi')}>
        <AppTheme>
          <CloseTextProbe />
        </AppTheme>
      </I18nextProvider>,
    );
    await act(() => loadLocalizedTheme());
    expect(screen.getByText('Đóng')).toBeTruthy();
  });
});
