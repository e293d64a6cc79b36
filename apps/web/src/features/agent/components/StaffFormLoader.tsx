// Loads what the staff form needs for a scope (the options, and the account when editing) and shows it, or why not.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { useGetStaffFormOptionsQuery } from '../api/get-staff-form-options';
import { useGetStaffMemberQuery } from '../api/get-staff-member';
import type { StaffScope } from '../api/staff-scope';
import { StaffForm } from './StaffForm';
import { staffListPath } from './staff-paths';

type StaffFormLoaderProps = { scope: StaffScope; editingId: string | null; title: string; subtitle?: string };

export function StaffFormLoader({ scope, editingId, title, subtitle }: StaffFormLoaderProps) {
  const { t } = useTranslation();
  const options = useGetStaffFormOptionsQuery(scope);
  const member = useGetStaffMemberQuery({ scope, id: editingId ?? '' }, { skip: !editingId });
  const error = options.error ?? member.error;

  const body = () => {
    if (options.isLoading || member.isLoading) return <LinearProgress aria-label={t('common.loading')} />;
    if (editingId && member.error && 'status' in member.error && member.error.status === 404)
      return <Alert severity="warning">{t('staff.notFound')}</Alert>;
    if (error || !options.data || (editingId && !member.data))
      return <Alert severity="error">{apiErrorMessage(error) ?? t('errors.loadFailed')}</Alert>;
    return (
      <StaffForm
        key={member.data?.id ?? 'new'}
        scope={scope}
        member={editingId ? member.data : undefined}
        options={options.data}
      />
    );
  };

  return (
    <>
      <PageTitle
        title={title}
        subtitle={subtitle ?? (options.data ? `${options.data.agency.code} – ${options.data.agency.name}` : undefined)}
        actions={
          <Button component={RouterLink} to={staffListPath(scope)}>
            {t('staff.backToList')}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        {body()}
      </Paper>
    </>
  );
}
