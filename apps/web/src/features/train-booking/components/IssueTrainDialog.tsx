// "Thanh toán & xuất vé": one confirmation of what the deposit pays, then POST …/issue with the total and one
// Idempotency-Key for the dialog's life (a retry never pays twice); the PIN dialog steps in when the agency has it on.
// A deposit too small is explained with a way to top it up; a total changed since (409 priceChanged) is offered to
// accept, sent with a new key.
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
import { conflictReasonOf, isPinCancelled, newTotalOf } from '../../../lib/http/answers';

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
  const [key, setKey] = useState(() => newIdempotencyKey('train-issue'));
  const [amount, setAmount] = useState(total);
  const [error, setError] = useState<{ message: string; isDeposit: boolean } | null>(null);

  const confirm = async () => {
    setError(null);
    const result = await issue({ id: bookingId, idempotencyKey: key, acceptedTotal: amount });
    if ('error' in result) {
      if (isPinCancelled(result.error)) return;
      const newTotal = newTotalOf(result.error);
      if (newTotal !== undefined) {
        // Nothing was paid: the new total is asked for, and accepting it is a new request.
        setKey(newIdempotencyKey('train-issue'));
        setAmount(newTotal);
        setError({ message: t('trainBooking.issue.priceChanged', { amount: formatVnd(newTotal) }), isDeposit: false });
        return;
      }
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
        <DialogContentText>{t('trainBooking.issue.question', { amount: formatVnd(amount) })}</DialogContentText>
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
