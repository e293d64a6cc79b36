// One run of the results: train number, departure → arrival with days, time on the train, seats left, the fare range
// per seat type, the carriages, and the button that chooses it for this direction.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TTrainRun } from '@portal/contracts';
import { formatVnd, localDate, localTime } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { durationParts } from '../model/run-view';

type Props = { run: TTrainRun; isChosen: boolean; onChoose: () => void };

export function RunCard({ run, isChosen, onChoose }: Props) {
  const { t } = useTranslation();
  const duration = durationParts(run.durationMinutes);
  const titleId = `run-${run.runId}`;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, borderColor: isChosen ? 'primary.main' : undefined, borderWidth: isChosen ? 2 : 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography id={titleId} variant="h6" component="h3" sx={{ minWidth: 72 }}>
          {run.trainNumber}
        </Typography>
        <Box sx={{ flex: '1 1 260px' }}>
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            {`${localTime(run.departAt)} ${localDate(run.departAt)} → ${localTime(run.arriveAt)} ${localDate(run.arriveAt)}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`${run.fromName} → ${run.toName} · ${t('train.results.duration', duration)} · ${run.distanceKm} km`}
          </Typography>
        </Box>
        <Chip
          color={run.seatsLeft > 0 ? 'success' : 'default'}
          variant="outlined"
          label={t('train.results.seatsLeft', { n: run.seatsLeft })}
        />
        <Button variant={isChosen ? 'outlined' : 'contained'} onClick={onChoose} disabled={run.seatsLeft === 0}>
          {isChosen ? t('train.results.chosen') : t('train.results.choose')}
        </Button>
      </Box>
      <Box
        component="ul"
        aria-label={t('train.results.fares')}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {run.fares.map((fare) => (
          <Box
            component="li"
            key={fare.seatType}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1, py: 0.5 }}
          >
            <Typography variant="body2">
              {`${t(`train.seatTypes.${fare.seatType}`)}: ${
                fare.minFare === fare.maxFare
                  ? formatVnd(fare.minFare)
                  : `${formatVnd(fare.minFare)} – ${formatVnd(fare.maxFare)}`
              }`}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('train.results.seatsLeft', { n: fare.seatsLeft })}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('train.results.carriages', {
          list: run.carriages.map((carriage) => `${carriage.carriageNo} ${carriage.name}`).join(' · '),
        })}
      </Typography>
    </Paper>
  );
}
