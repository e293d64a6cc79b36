// /agent/ticketing-management: the staff accounts of the user's own agency.
import { useMemo } from 'react';
import Chip from '@mui/material/Chip';
import { formatDate, formatDateTime } from '@portal/domain';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { selectSession } from '../../../stores/session-slice';
import { useGetAgencyStaffQuery, type AgencyStaffMember } from '../api/get-agency-staff';

export default function StaffPage() {
  const { t } = useTranslation();
  const { agentInfo } = useSelector(selectSession);
  const staff = useGetAgencyStaffQuery();

  const columns = useMemo<DataTableColumn<AgencyStaffMember>[]>(
    () => [
      { id: 'username', header: t('profile.username'), value: (row) => row.username },
      { id: 'fullName', header: t('profile.fullName'), value: (row) => row.fullName, minWidth: 160 },
      { id: 'email', header: t('profile.email'), value: (row) => row.email },
      { id: 'phone', header: t('profile.phone'), value: (row) => row.phone },
      {
        id: 'accountType',
        header: t('profile.accountType'),
        value: (row) => row.accountType,
        text: (row) => t(`accountType.${row.accountType}`),
      },
      { id: 'role', header: t('profile.role'), value: (row) => row.role, text: (row) => t(`role.${row.role}`), minWidth: 160 },
      {
        id: 'status',
        header: t('staff.status'),
        value: (row) => row.status,
        text: (row) => t(`staff.statuses.${row.status}`),
        render: (row) => (
          <Chip
            size="small"
            label={t(`staff.statuses.${row.status}`)}
            color={row.status === 'active' ? 'success' : 'default'}
            variant={row.status === 'active' ? 'filled' : 'outlined'}
          />
        ),
      },
      { id: 'groups', header: t('staff.groups'), value: (row) => row.groups.join(', '), minWidth: 140 },
      {
        id: 'lastLoginAt',
        header: t('staff.lastLogin'),
        value: (row) => row.lastLoginAt,
        text: (row) => (row.lastLoginAt ? formatDateTime(new Date(row.lastLoginAt)) : t('staff.neverLoggedIn')),
      },
      {
        id: 'createdAt',
        header: t('staff.createdAt'),
        value: (row) => row.createdAt,
        text: (row) => formatDate(new Date(row.createdAt)),
      },
    ],
    [t],
  );

  return (
    <>
      <PageTitle
        title={t('menu.staff')}
        subtitle={agentInfo ? t('staff.subtitle', { code: agentInfo.code, name: agentInfo.name }) : undefined}
      />
      <DataTable
        label={t('menu.staff')}
        rows={staff.data?.items ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        csvFileName={`nhan-vien-${agentInfo?.code ?? 'dai-ly'}`}
        isLoading={staff.isLoading || staff.isFetching}
        errorMessage={staff.error ? (apiErrorMessage(staff.error) ?? t('errors.loadFailed')) : undefined}
        initialSort={{ columnId: 'username', direction: 'asc' }}
      />
    </>
  );
}
