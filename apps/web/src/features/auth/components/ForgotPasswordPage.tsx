// /forgot-password: ask for a code by username, then verify it with a new password in a dialog. Plain (decision 152).
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../components/AuthLayout';
import { LanguageSelect } from '../../../components/LanguageSelect';
import { PlainFormError } from '../../../components/plain/PlainAlert';
import { PlainButton } from '../../../components/plain/PlainButton';
import { apiErrorMessage } from '../../../lib/http/types';
import { showToast } from '../../../stores/toast-slice';
import { useRequestPasswordResetMutation } from '../api/forgot-password';
import { ForgotPasswordVerifyDialog, type VerificationState } from './ForgotPasswordVerifyDialog';
import { UsernameField } from './UsernameField';

const CLOSED: VerificationState = { open: false, message: '', isError: false };

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [username, setUsername] = useState('');
  const [usernameError, setUsernameError] = useState<string | undefined>();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const [verification, setVerification] = useState<VerificationState>(CLOSED);

  const sendCode = async (): Promise<boolean> => {
    const result = await requestReset({ username: username.trim() });
    if ('error' in result) {
      const message = apiErrorMessage(result.error) ?? t('errors.unexpected');
      setErrorMessage(message);
      if (verification.open) setVerification({ open: true, message, isError: true });
      return false;
    }
    setErrorMessage(null);
    setVerification({
      open: true,
      message: t('forgotPassword.codeSent', { minutes: result.data.expiresInMinutes }),
      isError: false,
    });
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim()) {
      setUsernameError(t('login.usernameRequired'));
      return;
    }
    setUsernameError(undefined);
    await sendCode();
  };

  const onReset = () => {
    setVerification(CLOSED);
    dispatch(showToast({ type: 'success', description: t('forgotPassword.resetDone') }));
    void navigate('/login', { replace: true });
  };

  return (
    <AuthLayout title={t('forgotPassword.title')} topRight={<LanguageSelect />}>
      <p className="pl-text">{t('forgotPassword.intro')}</p>
      <form className="pl-stack" noValidate onSubmit={submit} aria-label={t('forgotPassword.title')}>
        <PlainFormError message={errorMessage} />
        <UsernameField value={username} onChange={setUsername} error={usernameError} />
        <PlainButton type="submit" variant="contained" large fullWidth busy={isLoading}>
          {t('forgotPassword.sendCode')}
        </PlainButton>
        <Link className="pl-link" to="/login">
          {t('forgotPassword.backToLogin')}
        </Link>
      </form>
      {verification.open ? (
        <ForgotPasswordVerifyDialog
          username={username.trim()}
          state={verification}
          onStateChange={setVerification}
          onResend={sendCode}
          isResending={isLoading}
          onClose={() => setVerification(CLOSED)}
          onReset={onReset}
        />
      ) : null}
    </AuthLayout>
  );
}
