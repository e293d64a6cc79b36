// The answers an edit page, free or paid, shows the same way: a refusal or error in words, "someone changed the
// booking" with a reload, and "no answer from the airline" with a retry under the same key.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** An error in the server's words, or the fallback text. */
export function ErrorNotice({ text }: { text: string }) {
  return (
    <Alert severity="error" role="alert">
      {text}
    </Alert>
  );
}

/** The booking changed meanwhile: the text and a reload of the booking and its version. */
export function ReloadNotice({ text, onReload }: { text: string; onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          {t('bookingEdit.outcome.reload')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

/** No usable answer: the text and a retry that sends the same body under the same key. */
export function RetryNotice(props: { text: string; submitting: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={props.onRetry} loading={props.submitting}>
          {t('bookingEdit.outcome.retry')}
        </Button>
      }
    >
      {props.text}
    </Alert>
  );
}
