// A booking system's code as a chip: 1A blue, 1G beige, 1B red (the theme's SPEC colours), airlines plain.
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import type { BookingSystemCode } from '../../../lib/theme/theme';

const GDS_CODES: readonly string[] = ['1A', '1G', '1B'];

export function SystemChip({ system }: { system: string }) {
  const theme = useTheme();
  if (!GDS_CODES.includes(system)) return <Chip size="small" variant="outlined" label={system} />;
  const colour = theme.palette.bookingSystem[system as BookingSystemCode];
  return <Chip size="small" label={system} sx={{ bgcolor: colour.main, color: colour.contrastText, fontWeight: 600 }} />;
}
