// The staff accounts of one agency with their actions: edit, lock or unlock, reset password (each confirmed first).
import { useMemo, useState } from 'react';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/EditOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import PasswordIcon from '@mui/icons-material/Password';
import { Link as RouterLink } from 'react-router';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { TStaffMember } from '@portal/contracts';
import { formatDate, formatDateTime } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { actionsColumn } from '../../../components/actions-column';
import { selectSession } from '../../../stores/session-slice';
import type { StaffScope } from '../api/staff-scope';
import { StaffActionDialog, type StaffActionRequest } from './StaffActionDialog';
import { staffChangePath } from './staff-paths';

type StaffTableProps = {
  scope: StaffScope;
  label: string;
  rows: readonly TStaffMember[];
  csvFileName: string;
  isLoading: boolean;
  errorMessage?: string;
};

export function StaffTable({ scope, label, rows, csvFileName, isLoading, errorMessage }: StaffTableProps) {
  const { t } = useTranslation();
  const { memberInfo } = useSelector(selectSession);
  const [request, setRequest] = useState<StaffActionRequest | null>(null);
  const myId = scope.kind === 'own' ? memberInfo?.id : undefined;

  const columns = useMemo<DataTableColumn<TStaffMember>[]>(
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
      {
        id: 'role',
        header: t('profile.role'),
        value: (row) => row.role,
        text: (row) => t(`role.${row.role}`),
        minWidth: 160,
      },
      {
        id: 'status',
        header: t('staff.status'),
        value: (row) => row.status,
        text: (row) => t(`staff.statuses.${row.status}`),
        render: (row) => (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip
              size="small"
              label={t(`staff.statuses.${row.status}`)}
              color={row.status === 'active' ? 'success' : 'default'}
              variant={row.status === 'active' ? 'filled' : 'outlined'}
            />
            {row.mustChangePassword ? (
              <Chip size="small" variant="outlined" color="warning" label={t('staff.mustChange')} />
            ) : null}
          </Stack>
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
      actionsColumn(t('staff.actions'), (row) => {
        const isLocked = row.status === 'locked';
        const lockAction = isLocked ? 'unlock' : 'lock';
        return (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'center' }}>
            <Tooltip title={t('staff.edit')}>
              <IconButton
                size="small"
                component={RouterLink}
                to={staffChangePath(scope, row.id)}
                aria-label={`${t('staff.edit')}: ${row.username}`}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {row.id === myId ? null : (
              <Tooltip title={t(`staff.${lockAction}`)}>
                <IconButton
                  size="small"
                  color={isLocked ? 'primary' : 'error'}
                  onClick={() => setRequest({ member: row, action: lockAction })}
                  aria-label={`${t(`staff.${lockAction}`)}: ${row.username}`}
                >
                  {isLocked ? <LockOpenIcon fontSize="small" /> : <LockIcon fontSize="small" />}
                </IconButton>
              </Tooltip>
            )}
            <Tooltip title={t('staff.resetPassword')}>
              <IconButton
                size="small"
                onClick={() => setRequest({ member: row, action: 'resetPassword' })}
                aria-label={`${t('staff.resetPassword')}: ${row.username}`}
              >
                <PasswordIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        );
      }),
    ],
    [t, scope, myId],
  );

  return (
    <>
      <DataTable
        label={label}
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        csvFileName={csvFileName}
        isLoading={isLoading}
        errorMessage={errorMessage}
        initialSort={{ columnId: 'username', direction: 'asc' }}
      />
      <StaffActionDialog scope={scope} request={request} onClose={() => setRequest(null)} />
    </>
  );
}
