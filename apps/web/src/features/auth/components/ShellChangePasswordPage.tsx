// /system/change-password: the same form inside the shell; the session stays, other sessions end.
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { showToast } from '../../../stores/toast-slice';
import { useReloadSession } from '../hooks/use-reload-session';
import { ChangePasswordForm } from './ChangePasswordForm';

export default function ShellChangePasswordPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const reloadSession = useReloadSession();

  const onChanged = async () => {
    await reloadSession();
    dispatch(showToast({ type: 'success', description: t('changePassword.done') }));
  };

  return (
    <>
      <PageTitle title={t('changePassword.title')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 520 }}>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('changePassword.otherSessionsEnd')}
        </Alert>
        <ChangePasswordForm onChanged={onChanged} />
      </Paper>
    </>
  );
}
