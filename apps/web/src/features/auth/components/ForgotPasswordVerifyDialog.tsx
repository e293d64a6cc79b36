// The forgot-password verification dialog: the 6-digit code and a new password, with a message and error flag.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/PasswordField';
import { apiErrorMessage } from '../../../lib/http/types';
import { useVerifyPasswordResetMutation } from '../api/verify-forgot-password';
import { usePasswordCheck } from '../hooks/use-password-check';
import { PasswordRules } from './PasswordRules';

export type VerificationState = { open: boolean; message: string; isError: boolean };

type Props = {
  username: string;
  state: VerificationState;
  onStateChange: (state: VerificationState) => void;
  onResend: () => Promise<boolean>;
  isResending: boolean;
  onClose: () => void;
  onReset: () => void;
};

const TITLE_ID = 'forgot-password-verify-title';

export function ForgotPasswordVerifyDialog({
  username,
  state,
  onStateChange,
  onResend,
  isResending,
  onClose,
  onReset,
}: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isFullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { describeProblems } = usePasswordCheck();
  const [verify, { isLoading }] = useVerifyPasswordResetMutation();
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  const fail = (message: string) => onStateChange({ open: true, message, isError: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[0-9]{6}$/.test(code)) return fail(t('forgotPassword.codeInvalid'));
    const problems = describeProblems(newPassword);
    if (problems) return fail(problems);
    if (newPassword !== confirmPassword) return fail(t('password.mismatch'));
    const result = await verify({ username, code, newPassword });
    if ('error' in result) return fail(apiErrorMessage(result.error) ?? t('errors.unexpected'));
    setCode('');
    setNewPassword('');
    setConfirmPassword('');
    onReset();
  };

  return (
    <Dialog
      open={state.open}
      onClose={onClose}
      aria-labelledby={TITLE_ID}
      fullScreen={isFullScreen}
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={TITLE_ID}>{t('forgotPassword.verifyTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {state.message ? (
              <Alert severity={state.isError ? 'error' : 'info'} role={state.isError ? 'alert' : 'status'}>
                {state.message}
              </Alert>
            ) : null}
            <TextField
              label={t('forgotPassword.code')}
              name="code"
              autoComplete="one-time-code"
              autoFocus
              required
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]{6}' } }}
              fullWidth
            />
            <PasswordField
              label={t('password.new')}
              name="newPassword"
              autoComplete="new-password"
              required
              value={newPassword}
              onChange={(event) => setNewPassword(event.target.value)}
              fullWidth
            />
            <PasswordRules password={newPassword} id="forgot-password-rules" />
            <PasswordField
              label={t('password.confirm')}
              name="confirmPassword"
              autoComplete="new-password"
              required
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          <Button onClick={() => void onResend()} loading={isResending} disabled={isLoading}>
            {t('forgotPassword.resend')}
          </Button>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={isLoading} loadingPosition="start">
            {t('forgotPassword.reset')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
