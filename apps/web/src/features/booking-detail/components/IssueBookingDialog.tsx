// Confirming the issue of a held PNR: what the deposit pays, then the issue (the PIN dialog steps in when the agency or
// user has it on). One Idempotency-Key per dialog, so a double click or a retry never issues or debits twice.
import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { TBookingDetail } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useIssueBookingMutation } from '../../../lib/booking/issue-booking';
import { ActionDialog } from './ActionDialog';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';

export function IssueBookingDialog({ booking, onClose }: { booking: TBookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [issueBooking, { isLoading }] = useIssueBookingMutation();
  const [idempotencyKey] = useState(() => newIdempotencyKey('issue'));
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const pnr = booking.pnr ?? '';

  const confirm = async () => {
    setErrorMessage(null);
    const result = await issueBooking({ id: booking.id, idempotencyKey, acceptedTotal: booking.fareData.totalAmount });
    if ('error' in result) {
      setErrorMessage(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    const isIssued = result.data.status === 'EXPORT';
    dispatch(
      showToast({
        type: isIssued ? 'success' : 'warning',
        description: t(isIssued ? 'bookingDetail.issue.done' : 'bookingDetail.issue.pending', { pnr }),
      }),
    );
    onClose();
  };

  return (
    <ActionDialog
      id="issue-booking"
      title={t('bookingDetail.issue.title', { pnr })}
      keepLabel={t('common.cancel')}
      confirmLabel={t('bookingDetail.issue.confirm')}
      confirmColor="primary"
      isBusy={isLoading}
      errorMessage={errorMessage}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <DialogContentText>
        {t('bookingDetail.issue.question', {
          pnr,
          count: booking.passengers.length,
          amount: formatVnd(booking.fareData.totalAmount),
        })}
      </DialogContentText>
    </ActionDialog>
  );
}
