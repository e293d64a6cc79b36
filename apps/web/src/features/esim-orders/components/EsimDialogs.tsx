// An eSIM's refund (only while unused: the exact amount paid for it returns to the deposit) and the order's "send to
// customer" (the activation QR codes mailed in Vietnamese or English). Refund carries one Idempotency-Key for the
// dialog's life; the PIN step-up is answered by the HTTP client.
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
import type { TEsimItem } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { useMailEsimOrderMutation, useRefundEsimMutation } from '../../../lib/esim/esim-api';
import { isPinCancelled } from '../../../lib/http/answers';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';
import { apiErrorMessage } from '../../../lib/http/types';
import { MAIL_MAX_ADDRESSES, MailToDialog } from '../../../components/MailToDialog';
import { showToast } from '../../../stores/toast-slice';

export function RefundEsimDialog({
  orderId,
  esim,
  onClose,
}: {
  orderId: string;
  esim: TEsimItem;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [refund, { isLoading }] = useRefundEsimMutation();
  const [key] = useState(() => newIdempotencyKey('esim-refund'));
  const [error, setError] = useState<string | null>(null);
  const amount = formatVnd(esim.unitPrice);
  const confirm = async () => {
    setError(null);
    const result = await refund({ orderId, esimId: esim.id, idempotencyKey: key });
    if ('error' in result) {
      if (!isPinCancelled(result.error)) setError(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    dispatch(showToast({ type: 'success', description: t('esim.refund.done', { amount, iccid: esim.iccid }) }));
    onClose();
  };
  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby="esim-refund-title" fullWidth maxWidth="sm">
      <DialogTitle id="esim-refund-title">{t('esim.refund.title', { iccid: esim.iccid })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('esim.refund.question', { amount })}</DialogContentText>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" color="error" loading={isLoading} onClick={() => void confirm()}>
          {t('esim.refund.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type MailProps = { orderId: string; email: string; lang: 'vi' | 'en'; onClose: () => void };

export function MailEsimDialog({ orderId, email, lang, onClose }: MailProps) {
  const { t } = useTranslation();
  const [mail, { isLoading }] = useMailEsimOrderMutation();
  const max = MAIL_MAX_ADDRESSES;
  return (
    <MailToDialog
      titleId="esim-mail-title"
      initialTo={email}
      lang={lang}
      isSending={isLoading}
      send={(message) => mail({ id: orderId, ...message })}
      onClose={onClose}
      texts={{
        title: t('esim.mail.title'),
        to: t('esim.mail.to'),
        toHelp: t('esim.mail.toHelp', { max }),
        badAddresses: t('esim.mail.badAddresses', { max }),
        language: t('esim.mail.language'),
        send: t('esim.mail.send'),
        sent: (to) => t('esim.mail.sent', { to }),
      }}
    />
  );
}
