// Confirming the void of a ticketed PNR within the supplier's same-day window: the whole sale goes back to the deposit.
import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { TBookingDetail } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import { apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useVoidBookingMutation } from '../api/void-booking';
import { ActionDialog } from './ActionDialog';
import { ReasonField } from './CancelBookingDialog';

export function VoidBookingDialog({ booking, onClose }: { booking: TBookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [voidBooking, { isLoading }] = useVoidBookingMutation();
  const [reason, setReason] = useState('');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const pnr = booking.pnr ?? '';

  const confirm = async () => {
    setErrorMessage(null);
    const trimmed = reason.trim();
    const result = await voidBooking({ id: booking.id, ...(trimmed ? { reason: trimmed } : {}) });
    if ('error' in result) {
      setErrorMessage(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    dispatch(showToast({ type: 'success', description: t('bookingDetail.void.done', { pnr }) }));
    onClose();
  };

  return (
    <ActionDialog
      id="void-booking"
      title={t('bookingDetail.void.title', { pnr })}
      keepLabel={t('bookingDetail.void.keep')}
      confirmLabel={t('bookingDetail.void.confirm')}
      confirmColor="error"
      isBusy={isLoading}
      errorMessage={errorMessage}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <DialogContentText>{t('bookingDetail.void.question', { pnr, amount: formatVnd(booking.fareData.totalAmount) })}</DialogContentText>
      {booking.voidUntil ? <DialogContentText>{t('bookingDetail.void.until', { time: formatDateTime(new Date(booking.voidUntil)) })}</DialogContentText> : null}
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}
