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
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { TEsimItem } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { useMailEsimOrderMutation, useRefundEsimMutation } from '../../../lib/esim/esim-api';
import { isPinCancelled } from '../../../lib/http/answers';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';
import { apiErrorMessage } from '../../../lib/http/types';
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

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_ADDRESSES = 5;

type MailProps = { orderId: string; email: string; lang: 'vi' | 'en'; onClose: () => void };

export function MailEsimDialog({ orderId, email, lang, onClose }: MailProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [mail, { isLoading }] = useMailEsimOrderMutation();
  const [to, setTo] = useState(email);
  const [language, setLanguage] = useState(lang);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    const addresses = to.split(/[,;\s]+/).filter(Boolean);
    if (addresses.length === 0 || addresses.length > MAX_ADDRESSES || addresses.some((a) => !EMAIL_PATTERN.test(a))) {
      setProblem(t('esim.mail.badAddresses', { max: MAX_ADDRESSES }));
      return;
    }
    setProblem(null);
    setError(null);
    const result = await mail({ id: orderId, to: addresses, lang: language });
    if ('error' in result) {
      setError(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    dispatch(showToast({ type: 'success', description: t('esim.mail.sent', { to: addresses.join(', ') }) }));
    onClose();
  };
  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby="esim-mail-title" fullWidth maxWidth="sm">
      <DialogTitle id="esim-mail-title">{t('esim.mail.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('esim.mail.to')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={Boolean(problem)}
            helperText={problem ?? t('esim.mail.toHelp', { max: MAX_ADDRESSES })}
          />
          <TextField
            select
            label={t('esim.mail.language')}
            value={language}
            onChange={(event) => setLanguage(event.target.value === 'en' ? 'en' : 'vi')}
            slotProps={{ select: { native: true } }}
          >
            <option value="vi">Tiếng Việt</option>
            <option value="en">English</option>
          </TextField>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" loading={isLoading} onClick={() => void send()}>
          {t('esim.mail.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
