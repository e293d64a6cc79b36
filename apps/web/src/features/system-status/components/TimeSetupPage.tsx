// /time-setup-instruction: the measured clock difference and how to turn on automatic time.
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { formatDateTime } from '@portal/domain';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../components/AuthLayout';
import { useGetHealthQuery } from '../api/get-health';
import { selectSystem } from '../../../stores/system-slice';
import { isClockSkewed, splitDuration } from '../clock-difference';

const STEPS = {
  windows: ['step1', 'step2', 'step3', 'step4'],
  macos: ['step1', 'step2', 'step3'],
} as const;

export default function TimeSetupPage() {
  const { t } = useTranslation();
  const system = useSelector(selectSystem);
  const health = useGetHealthQuery(undefined, { refetchOnMountOrArgChange: true });

  const measured =
    health.data && health.fulfilledTimeStamp
      ? Date.parse(health.data.time) - health.fulfilledTimeStamp
      : system.hasMeasuredClock
        ? system.serverOffsetMs
        : null;
  const offsetMs = measured !== null && Number.isFinite(measured) ? measured : null;
  const clientNow = Date.now();

  const describe = (offset: number) => {
    const { hours, minutes, seconds } = splitDuration(Math.abs(offset));
    const duration = [
      hours > 0 ? t('timeSetup.hours', { count: hours }) : '',
      minutes > 0 ? t('timeSetup.minutes', { count: minutes }) : '',
      seconds > 0 || (hours === 0 && minutes === 0) ? t('timeSetup.seconds', { count: seconds }) : '',
    ]
      .filter(Boolean)
      .join(' ');
    // A positive offset means the server is ahead, i.e. the computer is behind.
    return offset > 0 ? t('timeSetup.behind', { duration }) : t('timeSetup.ahead', { duration });
  };

  return (
    <AuthLayout title={t('timeSetup.title')} maxWidth={720}>
      <Typography variant="body1" sx={{ mb: 2 }}>
        {t('timeSetup.intro')}
      </Typography>

      <Box component="section" aria-labelledby="clock-difference-heading" sx={{ mb: 3 }}>
        <Typography id="clock-difference-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('timeSetup.measuredTitle')}
        </Typography>
        {health.isFetching && offsetMs === null ? (
          <Typography color="text.secondary">{t('common.loading')}</Typography>
        ) : offsetMs === null ? (
          <Alert severity="warning">{t('timeSetup.cannotMeasure')}</Alert>
        ) : (
          <Stack spacing={1}>
            <Typography>
              {t('timeSetup.clientTime')}: <strong>{formatDateTime(new Date(clientNow))}</strong>
            </Typography>
            <Typography>
              {t('timeSetup.serverTime')}: <strong>{formatDateTime(new Date(clientNow + offsetMs))}</strong>
            </Typography>
            <Alert severity={isClockSkewed(offsetMs) ? 'warning' : 'success'} role="status">
              {Math.abs(offsetMs) < 1000 ? t('timeSetup.inSync') : describe(offsetMs)}{' '}
              {isClockSkewed(offsetMs) ? t('timeSetup.tooFar') : t('timeSetup.withinTolerance')}
            </Alert>
          </Stack>
        )}
        <Button
          startIcon={<RefreshIcon />}
          onClick={() => void health.refetch()}
          sx={{ mt: 1 }}
          loading={health.isFetching}
        >
          {t('timeSetup.checkAgain')}
        </Button>
      </Box>

      {(['windows', 'macos'] as const).map((platform) => (
        <Box component="section" key={platform} aria-labelledby={`time-setup-${platform}`} sx={{ mb: 3 }}>
          <Typography id={`time-setup-${platform}`} variant="h6" component="h2" sx={{ mb: 1 }}>
            {t(`timeSetup.${platform}.title`)}
          </Typography>
          <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 0.75 } }}>
            {STEPS[platform].map((step) => (
              <li key={step}>
                <Typography variant="body2">{t(`timeSetup.${platform}.${step}`)}</Typography>
              </li>
            ))}
          </Box>
        </Box>
      ))}

      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('timeSetup.afterwards')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('notAllowed.home')}
      </Button>
    </AuthLayout>
  );
}
