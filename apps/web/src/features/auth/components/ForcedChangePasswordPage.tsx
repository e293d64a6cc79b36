// /change-password: the forced change after login (no permission guard), or an ordinary one when not forced; then home.
// Plain, no MUI (decision 152).
import { useNavigate } from 'react-router';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../components/AuthLayout';
import { LanguageSelect } from '../../../components/LanguageSelect';
import { PlainAlert } from '../../../components/plain/PlainAlert';
import { PlainButton } from '../../../components/plain/PlainButton';
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
      <div className="pl-stack">
        <PlainAlert severity="info">
          {t(mustChangePassword ? 'changePassword.forcedIntro' : 'changePassword.otherSessionsEnd')}
        </PlainAlert>
        <ChangePasswordForm onChanged={onChanged} />
        <PlainButton onClick={() => void logout()} fullWidth>
          {t('userMenu.logout')}
        </PlainButton>
      </div>
    </AuthLayout>
  );
}
