// /login: username and password, show-password toggle, the server's message on failure, language switch; after the
// server ended the session (account or agency locked, session ended) it says why, once.
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../components/AuthLayout';
import { LanguageSelect } from '../../../components/LanguageSelect';
import { PasswordField } from '../../../components/PasswordField';
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
import { FormErrorAlert } from '../../../components/FormErrorAlert';
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
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('login.subtitle')}
      </Typography>
      <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={t('login.title')}>
        {notice ? (
          <Alert severity="warning" role="alert" data-testid="session-end-notice">
            {noticeText(notice, t)}
          </Alert>
        ) : null}
        <FormErrorAlert message={errorMessage} />
        <UsernameField value={username} onChange={setUsername} error={fieldErrors.username} />
        <PasswordField
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(fieldErrors.password)}
          helperText={fieldErrors.password}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" loading={isLoading} loadingPosition="start" fullWidth>
          {t('login.submit')}
        </Button>
        <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ alignSelf: 'center' }}>
          {t('login.forgotPassword')}
        </Link>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3, textAlign: 'center' }}>
        {t('app.version', { version: __APP_VERSION__ })}
      </Typography>
    </AuthLayout>
  );
}
