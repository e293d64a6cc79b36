// A booking action confirmed with an optional reason (cancel, void): the reason field, the call, its error and the done toast.
import { useState, type ReactNode } from 'react';
import TextField from '@mui/material/TextField';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { TBookingDetail } from '@portal/contracts';
import { apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { ActionDialog } from './ActionDialog';

/** The contracts' limit of a cancel or void reason. */
const ACTION_REASON_MAX = 200;

function ReasonField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
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

export function ReasonActionDialog(props: {
  booking: TBookingDetail;
  /** The dialog's id and its texts under bookingDetail.<action>: title, keep, confirm, done. */
  action: 'cancel' | 'void';
  isBusy: boolean;
  /** Sends the action with the trimmed reason (left out when empty). */
  submit: (args: { id: string; reason?: string }) => Promise<{ error: unknown } | { data: unknown }>;
  onClose: () => void;
  /** What the dialog asks, above the reason. */
  children: ReactNode;
}) {
  const { booking, action, onClose } = props;
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [reason, setReason] = useState('');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const pnr = booking.pnr ?? '';

  const confirm = async () => {
    setErrorMessage(null);
    const trimmed = reason.trim();
    const result = await props.submit({ id: booking.id, ...(trimmed ? { reason: trimmed } : {}) });
    if ('error' in result) {
      setErrorMessage(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    dispatch(showToast({ type: 'success', description: t(`bookingDetail.${action}.done`, { pnr }) }));
    onClose();
  };

  return (
    <ActionDialog
      id={`${action}-booking`}
      title={t(`bookingDetail.${action}.title`, { pnr })}
      keepLabel={t(`bookingDetail.${action}.keep`)}
      confirmLabel={t(`bookingDetail.${action}.confirm`)}
      confirmColor="error"
      isBusy={props.isBusy}
      errorMessage={errorMessage}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {props.children}
      <ReasonField value={reason} onChange={setReason} />
    </ActionDialog>
  );
}
