// Confirming (a plain yes/no) or rejecting (with a required reason) one pending top-up request of a sub-agency.
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { TTopUp } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useDecideTopUpMutation } from '../api/top-ups-api';
import { TOP_UP_LIMITS } from '../form/limits';

export type Decision = 'confirm' | 'reject';

export function DecisionDialog({
  topUp,
  decision,
  onClose,
}: {
  topUp: TTopUp;
  decision: Decision;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [decide, { isLoading }] = useDecideTopUpMutation();
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const isReject = decision === 'reject';
  const agency = `${topUp.agency.code} – ${topUp.agency.name}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrorMessage(null);
    const trimmed = reason.trim();
    if (isReject) {
      const problem =
        trimmed === ''
          ? t('topUps.errors.reasonRequired')
          : trimmed.length > TOP_UP_LIMITS.rejectReasonMax
            ? t('topUps.errors.reasonTooLong')
            : null;
      setReasonProblem(problem);
      if (problem) return;
    }
    const result = await decide(
      isReject ? { id: topUp.id, decision: 'reject', reason: trimmed } : { id: topUp.id, decision: 'confirm' },
    );
    if ('error' in result) {
      setErrorMessage(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    dispatch(
      showToast({
        type: 'success',
        description: t(isReject ? 'topUps.rejected' : 'topUps.confirmed', { amount: formatVnd(topUp.amount), agency }),
      }),
    );
    onClose();
  };

  const titleId = `top-up-decision-${topUp.id}`;
  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t(isReject ? 'topUps.rejectTitle' : 'topUps.confirmTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <FormErrorAlert message={errorMessage} />
            <DialogContentText>
              {t(isReject ? 'topUps.rejectQuestion' : 'topUps.confirmQuestion', {
                amount: formatVnd(topUp.amount),
                agency,
              })}
            </DialogContentText>
            {isReject ? (
              <TextField
                label={t('topUps.rejectReason')}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                error={Boolean(reasonProblem)}
                helperText={reasonProblem ?? `${reason.trim().length}/${TOP_UP_LIMITS.rejectReasonMax}`}
                required
                multiline
                minRows={3}
                fullWidth
                autoFocus
              />
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={isReject ? 'error' : 'success'} loading={isLoading}>
            {t(isReject ? 'topUps.reject' : 'topUps.confirm')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
