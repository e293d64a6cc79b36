// A PNR as a terminal shows it (header, passengers, segments with status codes, services, remarks…), for any page.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TBookingPnrView } from '@portal/contracts';
import { pnrHeader, pnrSections } from '../model/pnr-lines';

const MONO = { fontFamily: '"Roboto Mono", "Consolas", monospace', fontSize: 13, whiteSpace: 'pre-wrap' } as const;

export function PnrPanel({
  title,
  view,
  isLoading = false,
  error,
}: {
  title: string;
  view: TBookingPnrView | undefined;
  isLoading?: boolean;
  /** Why the PNR could not be read (the server's message). */
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {isLoading ? <Skeleton variant="rectangular" height={160} aria-label={t('bookingEdit.pnr.loading')} /> : null}
      {error ? (
        <Alert severity="warning" role="alert">
          {error}
        </Alert>
      ) : null}
      {view && !isLoading ? (
        <Box>
          <Typography sx={{ ...MONO, fontWeight: 600 }} data-testid="pnr-header">
            {pnrHeader(view)}
          </Typography>
          {pnrSections(view).map(({ section, lines }) => (
            <Box key={section} sx={{ mt: 1 }}>
              <Typography variant="caption" color="text.secondary" component="h3">
                {t(`bookingEdit.pnr.sections.${section}`)}
              </Typography>
              {lines.map((line, index) => (
                <Typography key={`${index}-${line}`} sx={MONO}>
                  {line}
                </Typography>
              ))}
            </Box>
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}
