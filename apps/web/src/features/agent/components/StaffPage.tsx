// /agent/ticketing-management: the staff accounts of the user's own agency, with add, edit, lock and reset; with
// ?agencyId= those of a direct sub-agency the user manages (an F1 runs its F2s' staff from here).
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { selectSession } from '../../../stores/session-slice';
import { useGetAgencyStaffQuery } from '../api/get-agency-staff';
import { useGetStaffFormOptionsQuery } from '../api/get-staff-form-options';
import { StaffTable } from './StaffTable';
import { SUB_AGENCY_LIST_PATHS, scopeFromAgencyId, staffChangePath } from './staff-paths';

export default function StaffPage() {
  const { t } = useTranslation();
  const { agentInfo } = useSelector(selectSession);
  const [params] = useSearchParams();
  const scope = scopeFromAgencyId(params.get('agencyId'));
  const isManaged = scope.kind === 'managed';
  const staff = useGetAgencyStaffQuery(isManaged ? scope : undefined);
  // The managed agency's code and name come with its form options.
  const managed = useGetStaffFormOptionsQuery(scope, { skip: !isManaged });
  const agency = isManaged ? managed.data?.agency : agentInfo;
  const backPath = isManaged && agentInfo ? SUB_AGENCY_LIST_PATHS[agentInfo.level] : undefined;
  const error = staff.error ?? (isManaged ? managed.error : undefined);

  return (
    <>
      <PageTitle
        title={
          isManaged && agency
            ? t('agencyAdmin.staffScope.title', { code: agency.code, name: agency.name })
            : t('menu.staff')
        }
        subtitle={!isManaged && agency ? t('staff.subtitle', { code: agency.code, name: agency.name }) : undefined}
        actions={
          <Stack direction="row" spacing={1}>
            {backPath ? (
              <Button component={RouterLink} to={backPath}>
                {t('agencyAdmin.staffScope.backToSubAgencies')}
              </Button>
            ) : null}
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={staffChangePath(scope)}>
              {t('staff.add')}
            </Button>
          </Stack>
        }
      />
      <StaffTable
        scope={scope}
        label={t('menu.staff')}
        rows={staff.data?.items ?? []}
        csvFileName={`nhan-vien-${agency?.code ?? 'dai-ly'}`}
        isLoading={staff.isLoading || staff.isFetching}
        errorMessage={error ? (apiErrorMessage(error) ?? t('errors.loadFailed')) : undefined}
      />
    </>
  );
}
