// The MUI theme: SPEC breakpoints, booking-system colour tokens (from the booking-system record), MUI locale per language,
// and no motion for a user who asked for less (decision 147).
import { createTheme, type Theme } from '@mui/material/styles';
import { enUS, viVN } from '@mui/material/locale';
import {
  BOOKING_SYSTEM_FACTS,
  BOOKING_SYSTEMS,
  type TBookingSystem,
  type TBookingSystemColour,
} from '@portal/contracts/suppliers/booking-system-facts';
import type { Language } from '../i18n/languages';

// Module augmentation only works by merging interfaces, hence the exception to `type` over `interface`.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module '@mui/material/styles' {
  interface Palette {
    bookingSystem: Record<TBookingSystem, TBookingSystemColour>;
  }
  interface PaletteOptions {
    bookingSystem?: Record<TBookingSystem, TBookingSystemColour>;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** Every system's colour: the GDS chips wear theirs (SPEC §3: 1A blue, 1G beige, 1B red), airlines their brand's. */
export const BOOKING_SYSTEM_COLOURS = Object.fromEntries(
  BOOKING_SYSTEMS.map((system) => [system, BOOKING_SYSTEM_FACTS[system].colour]),
) as Record<TBookingSystem, TBookingSystemColour>;

/**
 * For a user whose device asks for reduced motion (prefers-reduced-motion): no transitions, no ripples, and dialogs,
 * menus and collapses that open and close at once (their timeouts follow these durations).
 */
const WITHOUT_MOTION = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
};

export function createAppTheme(language: Language, { reducedMotion = false } = {}): Theme {
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
    reducedMotion ? WITHOUT_MOTION : {},
  );
}
