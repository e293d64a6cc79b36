// The search progress: a bar filling as each booking system answers, and each system's state as a chip.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { selectFlightResults } from '../state/flight-results-selectors';
import type { SystemProgress } from '../state/flight-results-types';

const CHIP_COLOUR = { pending: 'default', answered: 'success', failed: 'error', timedOut: 'warning' } as const;

export function SearchProgress() {
  const { t } = useTranslation();
  const { progress, systems, status } = useSelector(selectFlightResults);
  if (status === 'idle' || (status === 'failed' && systems.length === 0)) return null;
  const value = progress.total > 0 ? Math.round((progress.completed / progress.total) * 100) : 0;
  const chipLabel = (entry: SystemProgress) =>
    t(`flightResults.progress.${entry.status}`, { system: entry.system, count: entry.offerCount });

  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <LinearProgress
          variant="determinate"
          value={value}
          aria-label={t('flightResults.progress.label')}
          aria-valuetext={`${value} %`}
          sx={{ flex: 1, height: 8, borderRadius: 4 }}
        />
        <Typography variant="caption" color="text.secondary" sx={{ minWidth: 120, textAlign: 'right' }}>
          {t(status === 'streaming' ? 'flightResults.progress.running' : 'flightResults.progress.finished', progress)}
        </Typography>
      </Box>
      <Box
        component="ul"
        aria-label={t('flightResults.progress.systems')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, p: 0, m: 0, listStyle: 'none' }}
      >
        {systems.map((entry) => (
          <li key={entry.system}>
            <Chip
              size="small"
              variant={entry.status === 'pending' ? 'outlined' : 'filled'}
              color={CHIP_COLOUR[entry.status]}
              label={chipLabel(entry)}
            />
          </li>
        ))}
      </Box>
    </Box>
  );
}
