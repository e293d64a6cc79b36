// A "send by email" dialog: up to five addresses (the customer's prefilled) and the mail's language, checked here and
// sent by the caller's request (train boarding cards, eSIM activation codes); a toast when sent, the API's error shown.
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
import { apiErrorMessage } from '../lib/http/types';
import { showToast } from '../stores/toast-slice';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MAIL_MAX_ADDRESSES = 5;

type MailLanguage = 'vi' | 'en';

/** The dialog's words, translated by the caller (each feature keeps its own keys). */
export type MailToTexts = {
  title: string;
  to: string;
  toHelp: string;
  badAddresses: string;
  language: string;
  send: string;
  sent: (addresses: string) => string;
};

type Props = {
  /** The title's element id (the dialog is labelled by it). */
  titleId: string;
  initialTo: string;
  lang: MailLanguage;
  texts: MailToTexts;
  isSending: boolean;
  /** The mail request; an `error` in its answer is shown and the dialog stays open. */
  send: (mail: { to: string[]; lang: MailLanguage }) => Promise<{ error?: unknown }>;
  onClose: () => void;
};

export function MailToDialog({ titleId, initialTo, lang, texts, isSending, send, onClose }: Props) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [to, setTo] = useState(initialTo);
  const [language, setLanguage] = useState(lang);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const addresses = to.split(/[,;\s]+/).filter(Boolean);
    if (
      addresses.length === 0 ||
      addresses.length > MAIL_MAX_ADDRESSES ||
      addresses.some((a) => !EMAIL_PATTERN.test(a))
    ) {
      setProblem(texts.badAddresses);
      return;
    }
    setProblem(null);
    setError(null);
    const result = await send({ to: addresses, lang: language });
    if (result.error !== undefined) {
      setError(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    dispatch(showToast({ type: 'success', description: texts.sent(addresses.join(', ')) }));
    onClose();
  };

  return (
    <Dialog open onClose={isSending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={texts.to}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            error={Boolean(problem)}
            helperText={problem ?? texts.toHelp}
          />
          <TextField
            select
            label={texts.language}
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
        <Button onClick={onClose} disabled={isSending}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" loading={isSending} onClick={() => void submit()}>
          {texts.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
