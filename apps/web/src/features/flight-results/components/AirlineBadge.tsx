// The coloured badge of an airline and, for GDS offers, the chip of the booking system in the theme's colours.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import type { TBookingSystem } from '@portal/contracts';
import { airlineColourOf, isGdsSystem } from '@portal/domain';

/** Carriers without a booking system of their own (sold through the GDSs) share one neutral colour. */
const OTHER_AIRLINE_COLOUR = { main: '#546e7a', contrastText: '#ffffff' };

export function AirlineBadge({ airline, name }: { airline: string; name: string }) {
  const colours = airlineColourOf(airline) ?? OTHER_AIRLINE_COLOUR;
  return (
    <Box
      component="span"
      title={name}
      aria-hidden
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 40,
        height: 28,
        px: 0.75,
        borderRadius: 1,
        fontWeight: 700,
        fontSize: 14,
        bgcolor: colours.main,
        color: colours.contrastText,
      }}
    >
      {airline}
    </Box>
  );
}

export function SystemChip({ system, label }: { system: string; label: string }) {
  const theme = useTheme();
  if (!isGdsSystem(system)) return null;
  const colours = theme.palette.bookingSystem[system as TBookingSystem];
  return (
    <Chip size="small" label={label} sx={{ bgcolor: colours.main, color: colours.contrastText, fontWeight: 600 }} />
  );
}
