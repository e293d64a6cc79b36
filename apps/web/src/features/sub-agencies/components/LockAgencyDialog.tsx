// Asks why before locking or unlocking an agency; a lock signs out its users and those below it at once.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { ZAgencyLockRequest } from '@portal/contracts/agencies/sub-agencies';
import type { TSubAgency } from '@portal/contracts';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useSetSubAgencyLockMutation, type AgencyScope } from '../api/sub-agencies-api';

type Props = { scope: AgencyScope; agency: TSubAgency | null; onClose: () => void };

export function LockAgencyDialog({ scope, agency, onClose }: Props) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [setLock, { isLoading }] = useSetSubAgencyLockMutation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const action = agency?.status === 'locked' ? 'unlock' : 'lock';
  const titleId = 'lock-agency-title';

  const close = () => {
    setReason('');
    setReasonError(null);
    setErrorMessage(null);
    onClose();
  };

  const confirm = async () => {
    if (!agency) return;
    const parsed = ZAgencyLockRequest.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(t('subAgencies.lock.reasonRule'));
      return;
    }
    setReasonError(null);
    const result = await setLock({ scope, id: agency.id, action, reason: parsed.data.reason });
    if ('error' in result) {
      if (apiFieldErrors(result.error).reason) setReasonError(t('subAgencies.lock.reasonRule'));
      setErrorMessage(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    dispatch(showToast({ type: 'success', description: t(`subAgencies.lock.${action}Done`, { code: agency.code }) }));
    close();
  };

  return (
    <Dialog open={agency !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {agency ? t(`subAgencies.lock.${action}Title`, { code: agency.code, name: agency.name }) : ''}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormErrorAlert message={errorMessage} />
          <Alert severity={action === 'lock' ? 'warning' : 'info'}>{t(`subAgencies.lock.${action}Warning`)}</Alert>
          <TextField
            autoFocus
            required
            multiline
            minRows={2}
            label={t('subAgencies.lock.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={reasonError !== null}
            helperText={reasonError ?? t('subAgencies.lock.reasonRule')}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button
          color={action === 'lock' ? 'error' : 'primary'}
          variant="contained"
          onClick={() => void confirm()}
          loading={isLoading}
        >
          {t(`subAgencies.lock.${action}Confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
