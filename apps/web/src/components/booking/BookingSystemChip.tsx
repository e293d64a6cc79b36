// A booking's system as a chip: the GDSs in the theme's SPEC §3 colours (1A blue, 1G beige, 1B red), airlines plain.
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import type { TBookingSystem } from '@portal/contracts';
import { isGdsSystem } from '@portal/domain';

export function BookingSystemChip({ system, label }: { system: string; label?: string }) {
  const theme = useTheme();
  const text = label ?? system;
  if (!isGdsSystem(system)) return <Chip size="small" variant="outlined" label={text} data-system={system} />;
  const colour = theme.palette.bookingSystem[system as TBookingSystem];
  return (
    <Chip
      size="small"
      label={text}
      data-system={system}
      sx={{ bgcolor: colour.main, color: colour.contrastText, fontWeight: 600 }}
    />
  );
}
