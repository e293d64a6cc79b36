// One titled part of the PNR record: a landmark region named by its heading, so it reads and prints as a unit.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function DetailSection({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `booking-section-${id}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 2, breakInside: 'avoid' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography
          id={headingId}
          variant="h6"
          component="h2"
          sx={{ flex: '1 1 auto', fontSize: '1.05rem', fontWeight: 600 }}
        >
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Paper>
  );
}

/** A label and its value, side by side on wide screens and stacked on narrow ones. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 0, sm: 1 }, py: 0.5, minWidth: 0 }}
    >
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ flex: { sm: '0 0 150px' } }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word', minWidth: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}
