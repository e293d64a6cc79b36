// /agent/ticketing-management: the staff accounts of the user's own agency, with add, edit, lock and reset.
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink } from 'react-router';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { selectSession } from '../../../stores/session-slice';
import { useGetAgencyStaffQuery } from '../api/get-agency-staff';
import { OWN_STAFF } from '../api/staff-scope';
import { StaffTable } from './StaffTable';
import { staffChangePath } from './staff-paths';

export default function StaffPage() {
  const { t } = useTranslation();
  const { agentInfo } = useSelector(selectSession);
  const staff = useGetAgencyStaffQuery();

  return (
    <>
      <PageTitle
        title={t('menu.staff')}
        subtitle={agentInfo ? t('staff.subtitle', { code: agentInfo.code, name: agentInfo.name }) : undefined}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={staffChangePath(OWN_STAFF)}>
            {t('staff.add')}
          </Button>
        }
      />
      <StaffTable
        scope={OWN_STAFF}
        label={t('menu.staff')}
        rows={staff.data?.items ?? []}
        csvFileName={`nhan-vien-${agentInfo?.code ?? 'dai-ly'}`}
        isLoading={staff.isLoading || staff.isFetching}
        errorMessage={staff.error ? (apiErrorMessage(staff.error) ?? t('errors.loadFailed')) : undefined}
      />
    </>
  );
}
