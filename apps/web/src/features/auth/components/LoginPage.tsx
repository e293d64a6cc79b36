// /login: username and password, show-password toggle, the server's message on failure, language switch; after the
// server ended the session (account or agency locked, session ended) it says why, once. Plain, no MUI (decision 152).
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../components/AuthLayout';
import { LanguageSelect } from '../../../components/LanguageSelect';
import { PlainAlert, PlainFormError } from '../../../components/plain/PlainAlert';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainPasswordField } from '../../../components/plain/PlainPasswordField';
import { apiStateReset } from '../../../lib/http/api-attachment';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/http/types';
import { useSignIn } from '../api/login';
import {
  loggedIn,
  selectSessionEndNotice,
  sessionEndNoticeShown,
  type SessionEndNotice,
} from '../../../stores/session-slice';
import { CLIENT_ERROR_CODES } from '../../../lib/http/error-codes';
import { UsernameField } from './UsernameField';

/** Where to go after login: the page the guard turned away, if it is a safe in-app path. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  return from.startsWith('/login') ? '/' : from;
}

/** The server's own words when it gave them, else the translated reason for the code. */
function noticeText(notice: SessionEndNotice, t: (key: string) => string): string {
  if (notice.message) return notice.message;
  return t(
    notice.code === CLIENT_ERROR_CODES.ACCOUNT_LOCKED
      ? 'agencyAdmin.sessionEnd.locked'
      : 'agencyAdmin.sessionEnd.ended',
  );
}

export default function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  // Read once when the page opens, then cleared from the store: a later visit to /login says nothing.
  const storedNotice = useSelector(selectSessionEndNotice);
  const [notice, setNotice] = useState(storedNotice);
  useEffect(() => {
    if (storedNotice) dispatch(sessionEndNoticeShown());
  }, [storedNotice, dispatch]);
  const navigate = useNavigate();
  const location = useLocation();
  const [login, { isLoading }] = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!username.trim()) missing.username = t('login.usernameRequired');
    if (!password) missing.password = t('login.passwordRequired');
    setFieldErrors(missing);
    setErrorMessage(null);
    setNotice(null);
    if (Object.keys(missing).length > 0) return;

    const result = await login({ username: username.trim(), password });
    if ('error' in result) {
      setFieldErrors(apiFieldErrors(result.error));
      setErrorMessage(apiErrorMessage(result.error) ?? t('errors.unexpected'));
      return;
    }
    // Nothing cached for a previous user may show to this one.
    dispatch(apiStateReset());
    dispatch(loggedIn(result.data));
    await navigate(result.data.mustChangePassword ? '/change-password' : returnPath(location.state), { replace: true });
  };

  return (
    <AuthLayout title={t('login.title')} topRight={<LanguageSelect />}>
      <p className="pl-text">{t('login.subtitle')}</p>
      <form className="pl-stack" noValidate onSubmit={submit} aria-label={t('login.title')}>
        {notice ? (
          <PlainAlert severity="warning" testId="session-end-notice">
            {noticeText(notice, t)}
          </PlainAlert>
        ) : null}
        <PlainFormError message={errorMessage} />
        <UsernameField value={username} onChange={setUsername} error={fieldErrors.username} />
        <PlainPasswordField
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
        />
        <PlainButton type="submit" variant="contained" large fullWidth busy={isLoading}>
          {t('login.submit')}
        </PlainButton>
        <Link className="pl-link" to="/forgot-password">
          {t('login.forgotPassword')}
        </Link>
      </form>
      <p className="pl-caption">{t('app.version', { version: __APP_VERSION__ })}</p>
    </AuthLayout>
  );
}
