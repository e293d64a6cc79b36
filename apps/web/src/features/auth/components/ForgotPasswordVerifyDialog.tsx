// The forgot-password verification dialog: the 6-digit code and a new password, with a message and error flag. Plain
// (decision 152); mounted by its page while open.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainAlert } from '../../../components/plain/PlainAlert';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainDialog } from '../../../components/plain/PlainDialog';
import { PlainField } from '../../../components/plain/PlainField';
import { PlainPasswordField } from '../../../components/plain/PlainPasswordField';
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
    <PlainDialog titleId={TITLE_ID} onClose={onClose}>
      <form noValidate onSubmit={submit}>
        <h2 id={TITLE_ID} className="pl-dialog-title">
          {t('forgotPassword.verifyTitle')}
        </h2>
        <div className="pl-dialog-content pl-stack">
          {state.message ? (
            <PlainAlert severity={state.isError ? 'error' : 'info'} role={state.isError ? 'alert' : 'status'}>
              {state.message}
            </PlainAlert>
          ) : null}
          <PlainField
            label={t('forgotPassword.code')}
            name="code"
            autoComplete="one-time-code"
            autoFocusWhenShown
            required
            value={code}
            onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            maxLength={6}
            pattern="[0-9]{6}"
          />
          <PlainPasswordField
            label={t('password.new')}
            name="newPassword"
            autoComplete="new-password"
            required
            value={newPassword}
            onChange={setNewPassword}
          />
          <PasswordRules password={newPassword} id="forgot-password-rules" />
          <PlainPasswordField
            label={t('password.confirm')}
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={confirmPassword}
            onChange={setConfirmPassword}
          />
        </div>
        <div className="pl-dialog-actions">
          <PlainButton onClick={() => void onResend()} busy={isResending} disabled={isLoading}>
            {t('forgotPassword.resend')}
          </PlainButton>
          <PlainButton onClick={onClose}>{t('common.cancel')}</PlainButton>
          <PlainButton type="submit" variant="contained" busy={isLoading}>
            {t('forgotPassword.reset')}
          </PlainButton>
        </div>
      </form>
    </PlainDialog>
  );
}
