// The global PIN dialog of the step-up: opened by a 403 code 120 anywhere, it exchanges the PIN for a step-up token
// (the HTTP client then retries the refused request with it) or, on cancel, lets the request fail with a clear message.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { isSixDigits } from '@portal/contracts/pin/pin-rules';
import { formatDateTime } from '@portal/domain';
import { CLIENT_ERROR_CODES } from '../../../lib/http/error-codes';
import { stepUpBroker, type StepUpAnswer, type StepUpBroker } from '../../../lib/http/step-up';
import { apiErrorCode, apiErrorMessage } from '../../../lib/http/types';
import { selectSystem, stepUpFinished } from '../../../stores/system-slice';
import { useVerifyPinMutation } from '../api/pin-api';
import { apiErrorDetails } from './pin-checks';
import { PinField } from './PinField';

export function PinDialog({ broker = stepUpBroker }: { broker?: StepUpBroker }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { isPinDialogOpen, stepUpSalt } = useSelector(selectSystem);
  const [verifyPin, { isLoading }] = useVerifyPinMutation();
  const [pin, setPin] = useState('');
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [isLocked, setIsLocked] = useState(false);

  const finish = (answer: StepUpAnswer) => {
    setPin('');
    setErrorMessage(null);
    setIsLocked(false);
    dispatch(stepUpFinished());
    broker.answer(answer);
  };
  const cancel = () => finish({ cancelled: t('pin.dialog.cancelled') });

  const describeRefusal = (error: unknown): string => {
    const details = apiErrorDetails(error);
    const code = apiErrorCode(error);
    if (code === CLIENT_ERROR_CODES.PIN_WRONG && typeof details.remainingAttempts === 'number') {
      return t('pin.dialog.wrong', { count: details.remainingAttempts });
    }
    if (code === CLIENT_ERROR_CODES.PIN_LOCKED && typeof details.lockedUntil === 'string') {
      setIsLocked(true);
      return t('pin.dialog.locked', { time: formatDateTime(new Date(details.lockedUntil)) });
    }
    return apiErrorMessage(error) ?? t('errors.unexpected');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stepUpSalt) {
      setErrorMessage(t('pin.dialog.noSalt'));
      return;
    }
    if (!isSixDigits(pin)) {
      setErrorMessage(t('pin.errors.format'));
      return;
    }
    const result = await verifyPin({ salt: stepUpSalt, pin });
    if ('data' in result && result.data) {
      finish({ token: result.data.stepUpToken });
      return;
    }
    setPin('');
    setErrorMessage(describeRefusal(result.error));
  };

  return (
    <Dialog
      open={isPinDialogOpen}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') cancel();
      }}
      aria-labelledby="pin-dialog-title"
      maxWidth="xs"
      fullWidth
    >
      <form noValidate onSubmit={submit} aria-label={t('pin.dialog.title')}>
        <DialogTitle id="pin-dialog-title">{t('pin.dialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('pin.dialog.description')}</DialogContentText>
          {errorMessage ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {errorMessage}
            </Alert>
          ) : null}
          <PinField
            label={t('pin.fields.pin')}
            value={pin}
            onValueChange={setPin}
            autoFocus
            fullWidth
            required
            disabled={isLocked}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel}>{t('pin.dialog.cancel')}</Button>
          <Button type="submit" variant="contained" loading={isLoading} disabled={isLocked}>
            {t('pin.dialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
