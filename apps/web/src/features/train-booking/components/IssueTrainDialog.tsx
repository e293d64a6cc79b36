// "Thanh toán & xuất vé": one confirmation of what the deposit pays, then POST …/issue with the total and one
// Idempotency-Key for the dialog's life (a retry never pays twice); the PIN dialog steps in when the agency has it on.
// A deposit too small is explained with a way to top it up.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useDispatch } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';
import { apiErrorCode, apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useIssueTrainBookingMutation } from '../api/train-bookings-api';
import { conflictReasonOf, isPinCancelled } from '../model/answers';

export function IssueTrainDialog({
  bookingId,
  bookingCode,
  total,
  onClose,
}: {
  bookingId: string;
  bookingCode: string;
  total: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [issue, { isLoading }] = useIssueTrainBookingMutation();
  const [key] = useState(() => newIdempotencyKey('train-issue'));
  const [error, setError] = useState<{ message: string; isDeposit: boolean } | null>(null);

  const confirm = async () => {
    setError(null);
    const result = await issue({ id: bookingId, idempotencyKey: key, acceptedTotal: total });
    if ('error' in result) {
      if (isPinCancelled(result.error)) return;
      const isDeposit =
        apiErrorCode(result.error) === ErrorCode.INSUFFICIENT_FUNDS ||
        conflictReasonOf(result.error) === 'insufficientDeposit';
      setError({ message: apiErrorMessage(result.error) ?? t('errors.unexpected'), isDeposit });
      return;
    }
    const isIssued = result.data.status === 'ISSUED';
    dispatch(
      showToast({
        type: isIssued ? 'success' : 'warning',
        description: t(isIssued ? 'trainBooking.issue.done' : 'trainBooking.issue.pending', { code: bookingCode }),
      }),
    );
    onClose();
  };

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby="train-issue-title" fullWidth maxWidth="sm">
      <DialogTitle id="train-issue-title">{t('trainBooking.issue.title', { code: bookingCode })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('trainBooking.issue.question', { amount: formatVnd(total) })}</DialogContentText>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error.message}
            {error.isDeposit ? (
              <>
                {' '}
                {t('trainBooking.issue.depositHelp')}{' '}
                <Link component={RouterLink} to="/accounting/deposit-topup/add">
                  {t('trainBooking.issue.topUp')}
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" loading={isLoading} onClick={() => void confirm()}>
          {t('trainBooking.issue.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
