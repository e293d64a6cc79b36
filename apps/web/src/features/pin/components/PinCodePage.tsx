// /system/pin-code (every user): the PIN that confirms money actions — its state, and set, change or turn it off.
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { useGetPinStateQuery } from '../api/pin-api';
import { ChangePinForm } from './ChangePinForm';
import { PinStatePanel } from './PinStatePanel';
import { SetPinForm } from './SetPinForm';
import { TurnOffPinForm } from './TurnOffPinForm';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export default function PinCodePage() {
  const { t } = useTranslation();
  const { data: state, error, isLoading } = useGetPinStateQuery();
  const isLocked = Boolean(state?.lockedUntil);

  return (
    <>
      <PageTitle title={t('pin.title')} subtitle={t('pin.intro')} />
      {isLoading ? <LinearProgress aria-label={t('pin.loading')} /> : null}
      {error ? <Alert severity="error">{apiErrorMessage(error) ?? t('errors.loadFailed')}</Alert> : null}
      {state ? (
        <Grid container spacing={2}>
          <Grid size={12}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <PinStatePanel state={state} />
            </Paper>
          </Grid>
          {state.isEnabled ? (
            <>
              <Grid size={{ xs: 12, md: 6 }}>
                <Section title={t('pin.change.title')}>
                  <ChangePinForm isLocked={isLocked} />
                </Section>
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <Section title={t('pin.turnOff.title')}>
                  <TurnOffPinForm isLocked={isLocked} />
                </Section>
              </Grid>
            </>
          ) : (
            <Grid size={{ xs: 12, md: 6 }}>
              <Section title={t('pin.set.title')}>
                <SetPinForm />
              </Section>
            </Grid>
          )}
        </Grid>
      ) : null}
    </>
  );
}
