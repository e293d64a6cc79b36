// What the user's PIN is now: on or off, locked until when, attempts left, and whether the agency requires one.
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPinState } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';

export function PinStatePanel({ state }: { state: TPinState }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} aria-label={t('pin.state.title')} role="region">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('pin.state.title')}
        </Typography>
        <Chip
          size="small"
          color={state.isEnabled ? 'success' : 'default'}
          label={state.isEnabled ? t('pin.state.enabled') : t('pin.state.disabled')}
        />
      </Stack>
      {state.isRequired && !state.isEnabled ? <Alert severity="warning">{t('pin.state.required')}</Alert> : null}
      {state.isRequired && state.isEnabled ? <Alert severity="info">{t('pin.state.requiredAndSet')}</Alert> : null}
      {state.lockedUntil ? (
        <Alert severity="error">
          {t('pin.state.lockedUntil', { time: formatDateTime(new Date(state.lockedUntil)) })}
        </Alert>
      ) : null}
      {state.isEnabled && !state.lockedUntil ? (
        <Typography variant="body2" color="text.secondary">
          {t('pin.state.remaining', {
            count: state.remainingAttempts,
            max: state.maxAttempts,
            minutes: state.lockMinutes,
          })}
        </Typography>
      ) : null}
      {state.updatedAt ? (
        <Typography variant="body2" color="text.secondary">
          {t('pin.state.updatedAt', { time: formatDateTime(new Date(state.updatedAt)) })}
        </Typography>
      ) : null}
    </Stack>
  );
}
