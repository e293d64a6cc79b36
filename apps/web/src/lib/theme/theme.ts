// The MUI theme: SPEC breakpoints, booking-system colour tokens (1A, 1G, 1B), MUI locale per language.
import { createTheme, type Theme } from '@mui/material/styles';
import { enUS, viVN } from '@mui/material/locale';
import type { Language } from '../i18n/languages';

export type BookingSystemCode = '1A' | '1G' | '1B';
export type BookingSystemColour = { main: string; contrastText: string };

// Module augmentation only works by merging interfaces, hence the exception to `type` over `interface`.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module '@mui/material/styles' {
  interface Palette {
    bookingSystem: Record<BookingSystemCode, BookingSystemColour>;
  }
  interface PaletteOptions {
    bookingSystem?: Record<BookingSystemCode, BookingSystemColour>;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export const BOOKING_SYSTEM_COLOURS: Record<BookingSystemCode, BookingSystemColour> = {
  '1A': { main: '#1565c0', contrastText: '#ffffff' },
  '1G': { main: '#e8d9b5', contrastText: '#3e2f14' },
  '1B': { main: '#c62828', contrastText: '#ffffff' },
};

export function createAppTheme(language: Language): Theme {
  return createTheme(
    {
      breakpoints: { values: { xs: 320, sm: 600, md: 900, lg: 1200, xl: 1536 } },
      palette: {
        primary: { main: '#0b5cad' },
        secondary: { main: '#f08c00' },
        background: { default: '#f4f6fa' },
        bookingSystem: BOOKING_SYSTEM_COLOURS,
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: '"Roboto", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
      },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        // Inputs stay `required` for assistive tech, but labels carry no "*": their text is exactly the field's name.
        MuiInputLabel: { defaultProps: { required: false } },
      },
    },
    language === 'vi' ? viVN : enUS,
  );
}
