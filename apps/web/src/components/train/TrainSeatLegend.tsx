// The seat map's legend: each status drawn as on the map with its words, and how prices are written.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TRAIN_SEAT_LOOKS_ORDER, TRAIN_SEAT_MARKS, TRAIN_SEAT_STYLES } from '../../lib/train/seat-look';

export function TrainSeatLegend() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="train-legend-title" sx={{ mt: 1 }}>
      <Typography id="train-legend-title" variant="subtitle2" component="h3">
        {t('train.statuses.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {TRAIN_SEAT_LOOKS_ORDER.map((look) => (
          <Box component="li" key={look} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box
              aria-hidden
              sx={{
                width: 24,
                height: 20,
                borderRadius: 0.5,
                fontSize: 11,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                ...TRAIN_SEAT_STYLES[look],
              }}
            >
              {TRAIN_SEAT_MARKS[look]}
            </Box>
            <Typography variant="body2">{t(`train.statuses.${look}`)}</Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {t('train.seats.pricesNote')}
      </Typography>
    </Box>
  );
}
