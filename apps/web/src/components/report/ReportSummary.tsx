// A report's totals on screen: labelled VND figures in a grid (the same figures its files carry), and a note under them.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatVnd } from '@portal/domain';

export type ReportFigure = { id: string; label: string; amount: number };

type ReportSummaryProps = {
  /** The region's accessible name. */
  label: string;
  figures: readonly ReportFigure[];
  children?: ReactNode;
};

export function ReportSummary({ label, figures, children }: ReportSummaryProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={label}
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 2, breakInside: 'avoid' }}
    >
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {figures.map((figure) => (
          <Box key={figure.id} data-figure={figure.id}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 600, fontSize: '1.125rem', fontVariantNumeric: 'tabular-nums' }}
            >
              {formatVnd(figure.amount)}
            </Typography>
          </Box>
        ))}
      </Box>
      {children}
    </Paper>
  );
}
