// A known screen that has no page in this build yet: says so plainly instead of jumping to the home page.
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';

export default function NotAvailablePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('notAvailable.title')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <ConstructionIcon color="warning" sx={{ fontSize: 48, display: 'block', mb: 1 }} aria-hidden />
        <Typography variant="body1" sx={{ mb: 3 }}>
          {t('notAvailable.message')}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {t('notAvailable.home')}
        </Button>
      </Paper>
    </>
  );
}
