// "Gửi email": the itinerary to the customer (to prefilled with the contact's email, optional cc), with or without the fee.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useMailItineraryMutation } from '../api/ticket-print';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function MailItineraryDialog({
  bookingId,
  contactEmail,
  includeFee,
  onClose,
}: {
  bookingId: string;
  contactEmail: string;
  includeFee: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const [mailItinerary, { isLoading }] = useMailItineraryMutation();
  const [to, setTo] = useState(contactEmail);
  const [cc, setCc] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const send = async () => {
    const ccList = cc.split(/[,;\s]+/).filter(Boolean);
    const problems: Record<string, string> = {};
    if (!EMAIL_PATTERN.test(to.trim())) problems.to = t('ticketPrint.mail.badEmail');
    if (ccList.some((address) => !EMAIL_PATTERN.test(address))) problems.cc = t('ticketPrint.mail.badEmail');
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setErrorMessage(null);
    const language = i18n.language.startsWith('en') ? 'en' : 'vi';
    const result = await mailItinerary({
      id: bookingId,
      to: to.trim(),
      ...(ccList.length > 0 ? { cc: ccList } : {}),
      language,
      includeFee,
    });
    if ('error' in result) {
      const fields = apiFieldErrors(result.error);
      setErrors({
        ...(fields.to ? { to: fields.to } : {}),
        ...(Object.keys(fields).some((key) => key.startsWith('cc')) ? { cc: t('ticketPrint.mail.badEmail') } : {}),
      });
      setErrorMessage(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    const key = result.data.delivery === 'sent' ? 'sent' : result.data.delivery === 'queued' ? 'queued' : 'failed';
    dispatch(
      showToast({
        type: key === 'failed' ? 'warning' : 'success',
        description: t(`ticketPrint.mail.${key}`, { to: result.data.to }),
      }),
    );
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="mail-itinerary-title">
      <DialogTitle id="mail-itinerary-title">{t('ticketPrint.mail.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormErrorAlert message={errorMessage} />
          <TextField
            label={t('ticketPrint.mail.to')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={Boolean(errors.to)}
            helperText={errors.to}
            required
            fullWidth
            type="email"
          />
          <TextField
            label={t('ticketPrint.mail.cc')}
            value={cc}
            onChange={(event) => setCc(event.target.value)}
            error={Boolean(errors.cc)}
            helperText={errors.cc ?? t('ticketPrint.mail.ccHelp')}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('ticketPrint.mail.cancel')}</Button>
        <Button variant="contained" onClick={() => void send()} disabled={isLoading}>
          {t('ticketPrint.mail.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
