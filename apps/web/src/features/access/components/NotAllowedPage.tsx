// /not-allow: the 403 page, with a way back home.
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../components/AuthLayout';

export default function NotAllowedPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('notAllowed.title')}>
      <BlockIcon color="error" sx={{ fontSize: 56, display: 'block', mb: 1 }} aria-hidden />
      <Typography variant="overline" color="text.secondary" component="p">
        {t('notAllowed.code')}
      </Typography>
      <Typography variant="body1" sx={{ mb: 3 }}>
        {t('notAllowed.message')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('notAllowed.home')}
      </Button>
    </AuthLayout>
  );
}
