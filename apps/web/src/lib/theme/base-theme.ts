// The MUI theme without MUI's own texts: SPEC breakpoints, booking-system colour tokens (from the booking-system record),
// and no motion for a user who asked for less (decision 147). theme.ts adds the texts of the language in use.
import { createTheme, type Theme } from '@mui/material/styles';
import type { Localization } from '@mui/material/locale';
import {
  BOOKING_SYSTEM_FACTS,
  BOOKING_SYSTEMS,
  type TBookingSystem,
  type TBookingSystemColour,
} from '@portal/contracts/suppliers/booking-system-facts';

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

/** `localization`: MUI's texts (pagination, autocomplete, alert close…) for a language; none on the sign-in pages. */
export function createBaseTheme(localization: Localization | undefined, { reducedMotion = false } = {}): Theme {
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
    localization ?? {},
    reducedMotion ? WITHOUT_MOTION : {},
  );
}
