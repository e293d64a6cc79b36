// /system/change-group-permissions: a new permission group, or with ?id= the edit form of one; with ?agencyId= of a
// direct child agency the user manages (their own agency otherwise).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { useGetGroupFormOptionsQuery } from '../api/get-group-form-options';
import { useGetPermissionGroupQuery } from '../api/get-permission-group';
import { PermissionGroupForm } from './PermissionGroupForm';
import { permissionGroupsPath } from './paths';

export default function ChangePermissionGroupPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const editingId = params.get('id');
  const agencyId = params.get('agencyId');
  const options = useGetGroupFormOptionsQuery(agencyId ? { agencyId } : undefined);
  const group = useGetPermissionGroupQuery({ id: editingId ?? '', agencyId }, { skip: !editingId });
  const error = options.error ?? group.error;

  const body = () => {
    if (options.isLoading || group.isLoading) return <LinearProgress aria-label={t('common.loading')} />;
    if (editingId && group.error && 'status' in group.error && group.error.status === 404)
      return <Alert severity="warning">{t('permissionGroups.notFound')}</Alert>;
    if (error || !options.data || (editingId && !group.data))
      return <Alert severity="error">{apiErrorMessage(error) ?? t('errors.loadFailed')}</Alert>;
    return (
      <PermissionGroupForm
        key={group.data?.id ?? 'new'}
        group={editingId ? group.data : undefined}
        options={options.data}
        agencyId={agencyId}
      />
    );
  };

  return (
    <>
      <PageTitle
        title={t(editingId ? 'permissionGroups.editTitle' : 'permissionGroups.createTitle')}
        subtitle={t('permissionGroups.form.subtitle')}
        actions={
          <Button component={RouterLink} to={permissionGroupsPath(agencyId)}>
            {t('permissionGroups.backToList')}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 820 }}>
        {body()}
      </Paper>
    </>
  );
}
