// "Gửi email": the boarding cards to up to five addresses (the buyer's prefilled) in Vietnamese or English, through
// POST …/boarding-cards/mail.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useMailBoardingCardsMutation } from '../api/train-bookings-api';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_ADDRESSES = 5;

export function MailCardsDialog({
  bookingId,
  buyerEmail,
  lang,
  onClose,
}: {
  bookingId: string;
  buyerEmail: string;
  lang: 'vi' | 'en';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [mail, { isLoading }] = useMailBoardingCardsMutation();
  const [to, setTo] = useState(buyerEmail);
  const [language, setLanguage] = useState(lang);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    const addresses = to.split(/[,;\s]+/).filter(Boolean);
    if (addresses.length === 0 || addresses.length > MAX_ADDRESSES || addresses.some((a) => !EMAIL_PATTERN.test(a))) {
      setProblem(t('trainBooking.mail.badAddresses', { max: MAX_ADDRESSES }));
      return;
    }
    setProblem(null);
    setError(null);
    const result = await mail({ id: bookingId, to: addresses, lang: language });
    if ('error' in result) {
      setError(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    dispatch(showToast({ type: 'success', description: t('trainBooking.mail.sent', { to: addresses.join(', ') }) }));
    onClose();
  };

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby="train-mail-title" fullWidth maxWidth="sm">
      <DialogTitle id="train-mail-title">{t('trainBooking.mail.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('trainBooking.mail.to')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={Boolean(problem)}
            helperText={problem ?? t('trainBooking.mail.toHelp', { max: MAX_ADDRESSES })}
          />
          <TextField
            select
            label={t('trainBooking.cards.language')}
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
          {t('trainBooking.mail.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
