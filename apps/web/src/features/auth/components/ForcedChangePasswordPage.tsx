// /change-password: the forced change after login (no permission guard), or an ordinary one when not forced; then home.
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../components/AuthLayout';
import { LanguageSelect } from '../../../components/LanguageSelect';
import { selectSession } from '../../../stores/session-slice';
import { showToast } from '../../../stores/toast-slice';
import { useLogout } from '../hooks/use-logout';
import { useReloadSession } from '../hooks/use-reload-session';
import { ChangePasswordForm } from './ChangePasswordForm';

export default function ForcedChangePasswordPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const reloadSession = useReloadSession();
  const logout = useLogout();
  const { mustChangePassword } = useSelector(selectSession);

  const onChanged = async () => {
    await reloadSession();
    dispatch(showToast({ type: 'success', description: t('changePassword.done') }));
    await navigate('/', { replace: true });
  };

  return (
    <AuthLayout title={t('changePassword.title')} topRight={<LanguageSelect />}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t(mustChangePassword ? 'changePassword.forcedIntro' : 'changePassword.otherSessionsEnd')}
      </Alert>
      <ChangePasswordForm onChanged={onChanged} />
      <Button onClick={() => void logout()} fullWidth sx={{ mt: 1 }}>
        {t('userMenu.logout')}
      </Button>
    </AuthLayout>
  );
}
