// Confirming the release of a held PNR at the supplier, with an optional reason kept in the booking's history.
import { useState } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { TBookingDetail } from '@portal/contracts';
import { apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useCancelBookingMutation } from '../api/cancel-booking';
import { ActionDialog } from './ActionDialog';

/** The contracts' limit of a cancel or void reason. */
export const ACTION_REASON_MAX = 200;

export function ReasonField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('bookingDetail.actions.reason')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={`${value.trim().length}/${ACTION_REASON_MAX}`}
      multiline
      minRows={2}
      fullWidth
      slotProps={{ htmlInput: { maxLength: ACTION_REASON_MAX } }}
    />
  );
}

export function CancelBookingDialog({ booking, onClose }: { booking: TBookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [cancelBooking, { isLoading }] = useCancelBookingMutation();
  const [reason, setReason] = useState('');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const pnr = booking.pnr ?? '';

  const confirm = async () => {
    setErrorMessage(null);
    const trimmed = reason.trim();
    const result = await cancelBooking({ id: booking.id, ...(trimmed ? { reason: trimmed } : {}) });
    if ('error' in result) {
      setErrorMessage(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    dispatch(showToast({ type: 'success', description: t('bookingDetail.cancel.done', { pnr }) }));
    onClose();
  };

  return (
    <ActionDialog
      id="cancel-booking"
      title={t('bookingDetail.cancel.title', { pnr })}
      keepLabel={t('bookingDetail.cancel.keep')}
      confirmLabel={t('bookingDetail.cancel.confirm')}
      confirmColor="error"
      isBusy={isLoading}
      errorMessage={errorMessage}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <DialogContentText>{t('bookingDetail.cancel.question', { pnr, airline: booking.airline, route: booking.route })}</DialogContentText>
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}
