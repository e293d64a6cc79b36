// The coloured badge of an airline and, for GDS offers, the chip of the booking system in the theme's colours.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import type { BookingSystemCode } from '../../../lib/theme/theme';
import { AIRLINE_COLOURS } from './flight-format';

const GDS_SYSTEMS: readonly string[] = ['1A', '1B', '1G'];

export function AirlineBadge({ airline, name }: { airline: string; name: string }) {
  const colours = AIRLINE_COLOURS[airline] ?? { main: '#546e7a', contrastText: '#ffffff' };
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
  if (!GDS_SYSTEMS.includes(system)) return null;
  const colours = theme.palette.bookingSystem[system as BookingSystemCode];
  return (
    <Chip size="small" label={label} sx={{ bgcolor: colours.main, color: colours.contrastText, fontWeight: 600 }} />
  );
}
