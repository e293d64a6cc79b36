// /agent/child-ticketing-management: the staff accounts of one direct child agency, chosen in a list (?agencyId=).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { useGetAgencyStaffQuery } from '../api/get-agency-staff';
import { useGetChildAgenciesQuery } from '../api/get-child-agencies';
import type { StaffScope } from '../api/staff-scope';
import { StaffTable } from './StaffTable';
import { staffChangePath } from './staff-paths';

export default function ChildStaffPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const agencies = useGetChildAgenciesQuery();
  const items = agencies.data?.items ?? [];
  const chosen = items.find((agency) => agency.id === params.get('agencyId')) ?? items[0];
  const scope: StaffScope | undefined = chosen ? { kind: 'child', agencyId: chosen.id } : undefined;
  const staff = useGetAgencyStaffQuery(scope, { skip: !scope });
  const error = agencies.error ?? staff.error;

  return (
    <>
      <PageTitle
        title={t('staff.child.title')}
        subtitle={t('staff.child.subtitle')}
        actions={
          scope ? (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={staffChangePath(scope)}>
              {t('staff.add')}
            </Button>
          ) : null
        }
      />
      <Stack spacing={2}>
        {agencies.data && items.length === 0 ? <Alert severity="info">{t('staff.child.noAgencies')}</Alert> : null}
        {items.length > 0 ? (
          <TextField
            select
            label={t('staff.child.agency')}
            value={chosen?.id ?? ''}
            onChange={(event) => setParams({ agencyId: event.target.value }, { replace: true })}
            slotProps={{ select: { native: true } }}
            sx={{ maxWidth: 480 }}
          >
            {items.map((agency) => (
              <option key={agency.id} value={agency.id}>
                {`${agency.code} – ${agency.name}${agency.status === 'locked' ? ` (${t('staff.statuses.locked')})` : ''}`}
              </option>
            ))}
          </TextField>
        ) : null}
        {scope ? (
          <StaffTable
            scope={scope}
            label={t('staff.child.title')}
            rows={staff.data?.items ?? []}
            csvFileName={`nhan-vien-${chosen?.code ?? 'dai-ly-con'}`}
            isLoading={agencies.isLoading || staff.isFetching}
            errorMessage={error ? (apiErrorMessage(error) ?? t('errors.loadFailed')) : undefined}
          />
        ) : null}
        {agencies.error && !scope ? (
          <Alert severity="error">{apiErrorMessage(agencies.error) ?? t('errors.loadFailed')}</Alert>
        ) : null}
      </Stack>
    </>
  );
}
