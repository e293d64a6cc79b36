// A live countdown to a hold's time limit on the server's clock: red under 15 minutes, "expired" once it reaches zero.
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { countdownParts, timeLimitState } from './time-limit';

type TimeLimitCountdownProps = {
  timeLimit: string;
  /** The server's now (useServerNow), passed in so a list of countdowns ticks on one timer. */
  now: number;
};

export function TimeLimitCountdown({ timeLimit, now }: TimeLimitCountdownProps) {
  const { t } = useTranslation();
  const remainingMs = Date.parse(timeLimit) - now;
  const state = timeLimitState(remainingMs);
  const { days, clock } = countdownParts(remainingMs);
  const text =
    state === 'expired'
      ? t('bookingStatus.countdown.expired')
      : days > 0
        ? t('bookingStatus.countdown.days', { count: days, clock })
        : clock;
  return (
    <Box
      component="span"
      role="timer"
      data-state={state}
      aria-label={state === 'expired' ? text : t('bookingStatus.countdown.left', { time: text })}
      sx={{
        fontVariantNumeric: 'tabular-nums',
        fontWeight: state === 'normal' ? 500 : 700,
        color: state === 'normal' ? 'text.primary' : 'error.main',
        whiteSpace: 'nowrap',
      }}
    >
      {text}
    </Box>
  );
}
