// "Hủy giữ chỗ": one confirmation, then POST …/cancel (Idempotency-Key for the dialog's life); the seats go back to
// the railway and nothing is charged.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';
import { apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useCancelTrainBookingMutation } from '../api/train-bookings-api';

export function CancelHoldDialog({
  bookingId,
  code,
  onClose,
}: {
  bookingId: string;
  code: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [cancel, { isLoading }] = useCancelTrainBookingMutation();
  const [key] = useState(() => newIdempotencyKey('train-cancel'));
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    const result = await cancel({ id: bookingId, idempotencyKey: key });
    if ('error' in result) {
      setError(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    dispatch(showToast({ type: 'success', description: t('trainBooking.cancel.done', { code }) }));
    onClose();
  };
  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby="train-cancel-title" fullWidth maxWidth="xs">
      <DialogTitle id="train-cancel-title">{t('trainBooking.cancel.title', { code })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('trainBooking.cancel.question')}</DialogContentText>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          {t('trainBooking.cancel.keep')}
        </Button>
        <Button color="error" variant="contained" loading={isLoading} onClick={() => void confirm()}>
          {t('trainBooking.cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
