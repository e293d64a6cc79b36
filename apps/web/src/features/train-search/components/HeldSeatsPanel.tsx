// The seats held in this direction: each with its carriage, seat and tier, price and its own countdown, a button to
// let it go, and the total.
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import type { TTrainSeatLock } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { remainingSeconds } from '../../../lib/train/train-draft';
import { mmss } from '../../../lib/train/use-now';

type Props = {
  title: string;
  locks: readonly TTrainSeatLock[];
  now: number;
  onRelease: (lock: TTrainSeatLock) => void;
};

export function lockPlace(t: TFunction, lock: TTrainSeatLock): string {
  const seat = lock.seat;
  const place = seat.isExtra
    ? t('train.seats.extraSeat', { number: seat.number })
    : seat.tier !== null
      ? t('train.seats.berthTier', { number: seat.number, tier: seat.tier })
      : t('train.seats.seat', { number: seat.number });
  return `${t('train.seats.carriage', { number: lock.carriageNo })}, ${place}`;
}

export function HeldSeatsPanel({ title, locks, now, onRelease }: Props) {
  const { t } = useTranslation();
  const total = locks.reduce((sum, lock) => sum + lock.fare, 0);
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 1.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {locks.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('train.held.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {locks.map((lock) => {
            // A lock taken after the last tick would read 10:01: never more than its duration.
            const left = Math.min(lock.durationSeconds, remainingSeconds(lock, now));
            const place = lockPlace(t, lock);
            return (
              <Box
                component="li"
                key={lock.ticketId}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2">{`${lock.trainNumber} · ${place}`}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatVnd(lock.fare)}
                  </Typography>
                </Box>
                <Typography
                  role="timer"
                  aria-label={t('train.held.remaining', { seat: place, time: mmss(left) })}
                  variant="body2"
                  sx={{ fontVariantNumeric: 'tabular-nums', color: left < 60 ? 'error.main' : 'text.primary' }}
                >
                  {mmss(left)}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={t('train.held.remove', { seat: place })}
                  onClick={() => onRelease(lock)}
                >
                  <Close fontSize="small" />
                </IconButton>
              </Box>
            );
          })}
        </Box>
      )}
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
        {t('train.held.total', { total: formatVnd(total), n: locks.length })}
      </Typography>
    </Paper>
  );
}
