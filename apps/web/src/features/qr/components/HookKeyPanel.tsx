// The bank-hook key: whether one is live, and a new one whose secret is shown once, with the URL to give the service.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@portal/domain';
import { apiErrorMessage } from '../../../lib/http/types';
import { useCreateHookKeyMutation, useGetHookKeyQuery } from '../api/qr-api';
import { CopyField } from './CopyField';

export function HookKeyPanel() {
  const { t } = useTranslation();
  const status = useGetHookKeyQuery();
  const [create, created] = useCreateHookKeyMutation();
  const fresh = created.data;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography variant="h6">{t('qr.hookTitle')}</Typography>
        <Typography color="text.secondary">
          {status.data?.keyId
            ? t('qr.hookLive', { at: formatDateTime(new Date(status.data.createdAt!)) })
            : t('qr.hookNone')}
        </Typography>
        {fresh ? (
          <Alert severity="warning">
            <Stack spacing={1}>
              <span>{t('qr.hookOnce')}</span>
              <CopyField label={t('qr.hookUrl')} value={`${window.location.origin}${fresh.hookPath}`} />
              <CopyField label={t('qr.hookKeyId')} value={fresh.keyId} />
              <CopyField label={t('qr.hookSecret')} value={fresh.secret} />
            </Stack>
          </Alert>
        ) : null}
        {created.error ? (
          <Alert severity="error">{apiErrorMessage(created.error) ?? t('errors.unexpected')}</Alert>
        ) : null}
        <div>
          <Button variant="outlined" onClick={() => void create()} disabled={created.isLoading}>
            {status.data?.keyId ? t('qr.hookRotate') : t('qr.hookCreate')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
