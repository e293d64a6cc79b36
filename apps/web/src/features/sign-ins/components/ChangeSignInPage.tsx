// /system/change-signIn: add a sign-in, or with ?id= change one (its credentials stay unless new ones are typed).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { useGetSignInsQuery } from '../api/sign-ins-api';
import { SIGN_INS_PATH } from './paths';
import { SignInForm } from './SignInForm';

export default function ChangeSignInPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const editingId = params.get('id');
  const signIns = useGetSignInsQuery();
  const signIn = editingId ? signIns.data?.items.find((item) => item.id === editingId) : undefined;
  const back = (
    <Button component={RouterLink} to={SIGN_INS_PATH}>
      {t('signIns.backToList')}
    </Button>
  );

  const body = () => {
    if (signIns.isLoading) return <LinearProgress aria-label={t('common.loading')} />;
    if (signIns.error || !signIns.data)
      return <Alert severity="error">{apiErrorMessage(signIns.error) ?? t('errors.loadFailed')}</Alert>;
    if (editingId && !signIn) return <Alert severity="warning">{t('signIns.notFound')}</Alert>;
    return <SignInForm key={signIn?.id ?? 'new'} signIn={signIn} />;
  };

  return (
    <>
      <PageTitle
        title={t(editingId ? 'signIns.editTitle' : 'signIns.addTitle')}
        subtitle={t('signIns.formSubtitle')}
        actions={back}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        {body()}
      </Paper>
    </>
  );
}
