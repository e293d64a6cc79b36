// /agent/config-f2, /agent/config-child and /platform/agencies: the agencies directly below the user's own, with status, deposit and
// credit limit, sortable, filterable, paged and exportable; edit, lock and unlock from each row.
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import GroupsIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import StaffIcon from '@mui/icons-material/PeopleOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSubAgency } from '@portal/contracts';
import { formatDate, formatVnd } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { actionsColumn } from '../../../components/actions-column';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { useListSubAgenciesQuery } from '../api/sub-agencies-api';
import { productsText } from './agency-labels';
import { LEVEL_SCREENS, type ManagedLevel } from './levels';
import { LockAgencyDialog } from './LockAgencyDialog';

type StatusFilter = 'all' | 'active' | 'locked';

export function AgencyListScreen({ level }: { level: ManagedLevel }) {
  const { t } = useTranslation();
  const screens = LEVEL_SCREENS[level];
  const [status, setStatus] = useState<StatusFilter>('all');
  const [locking, setLocking] = useState<TSubAgency | null>(null);
  const list = useListSubAgenciesQuery({ scope: screens.scope, status: status === 'all' ? undefined : status });
  const rows = list.data?.items ?? [];

  const columns = useMemo<DataTableColumn<TSubAgency>[]>(
    () => [
      { id: 'code', header: t('subAgencies.fields.code'), value: (row) => row.code },
      { id: 'name', header: t('subAgencies.fields.name'), value: (row) => row.name, minWidth: 180 },
      { id: 'taxCode', header: t('subAgencies.fields.taxCode'), value: (row) => row.taxCode },
      { id: 'phone', header: t('subAgencies.fields.phone'), value: (row) => row.phone },
      {
        id: 'status',
        header: t('subAgencies.columns.status'),
        value: (row) => row.status,
        text: (row) =>
          row.lock
            ? `${t(`subAgencies.status.${row.status}`)}: ${row.lock.reason}`
            : t(`subAgencies.status.${row.status}`),
        render: (row) => {
          const chip = (
            <Chip
              size="small"
              label={t(`subAgencies.status.${row.status}`)}
              color={row.status === 'active' ? 'success' : 'error'}
              variant={row.status === 'active' ? 'filled' : 'outlined'}
            />
          );
          return row.lock ? (
            <Tooltip title={`${row.lock.reason} (${formatDate(new Date(row.lock.lockedAt))})`}>{chip}</Tooltip>
          ) : (
            chip
          );
        },
      },
      {
        id: 'balance',
        header: t('subAgencies.columns.balance'),
        value: (row) => row.deposit.balance,
        text: (row) => formatVnd(row.deposit.balance),
        align: 'right',
        minWidth: 120,
      },
      {
        id: 'available',
        header: t('subAgencies.columns.available'),
        value: (row) => row.deposit.available,
        text: (row) => formatVnd(row.deposit.available),
        align: 'right',
        minWidth: 120,
      },
      {
        id: 'creditLimit',
        header: t('subAgencies.fields.creditLimit'),
        value: (row) => row.creditLimit,
        text: (row) => formatVnd(row.creditLimit),
        align: 'right',
        minWidth: 120,
      },
      ...(screens.hasIssueFee === false
        ? []
        : [
            {
              id: 'defaultIssueFee',
              header: t('subAgencies.columns.issueFee'),
              value: (row: TSubAgency) => row.defaultIssueFee,
              text: (row: TSubAgency) =>
                row.defaultIssueFee === null ? t('subAgencies.generalFee') : formatVnd(row.defaultIssueFee),
              align: 'right' as const,
            },
          ]),
      {
        id: 'bookingSystems',
        header: t('subAgencies.fields.bookingSystems'),
        value: (row) => row.bookingSystems.join(', '),
        minWidth: 140,
      },
      {
        id: 'products',
        header: t('subAgencies.fields.products'),
        value: (row) => productsText(t, row.products),
        minWidth: 140,
      },
      ...(level !== 'F3'
        ? [
            {
              id: 'childCount',
              header: t('subAgencies.columns.childCount'),
              value: (row: TSubAgency) => row.childCount,
              align: 'right' as const,
            },
          ]
        : []),
      {
        id: 'createdAt',
        header: t('subAgencies.columns.createdAt'),
        value: (row) => row.createdAt,
        text: (row) => formatDate(new Date(row.createdAt)),
      },
      actionsColumn(t('subAgencies.columns.actions'), (row) => {
        const isLocked = row.status === 'locked';
        const lockLabel = t(isLocked ? 'subAgencies.lock.unlock' : 'subAgencies.lock.lock');
        return (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'center' }}>
            <Tooltip title={t('subAgencies.edit')}>
              <IconButton
                size="small"
                component={RouterLink}
                to={`${screens.changePath}?id=${encodeURIComponent(row.id)}`}
                aria-label={`${t('subAgencies.edit')}: ${row.code}`}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {screens.groupsPath ? (
              <Tooltip title={t('agencyAdmin.subAgencyLinks.groups')}>
                <IconButton
                  size="small"
                  component={RouterLink}
                  to={screens.groupsPath(row.id)}
                  aria-label={`${t('agencyAdmin.subAgencyLinks.groups')}: ${row.code}`}
                >
                  <GroupsIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
            {screens.staffPath ? (
              <Tooltip title={t('agencyAdmin.subAgencyLinks.staff')}>
                <IconButton
                  size="small"
                  component={RouterLink}
                  to={screens.staffPath(row.id)}
                  aria-label={`${t('agencyAdmin.subAgencyLinks.staff')}: ${row.code}`}
                >
                  <StaffIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
            <Tooltip title={lockLabel}>
              <IconButton
                size="small"
                color={isLocked ? 'primary' : 'error'}
                onClick={() => setLocking(row)}
                aria-label={`${lockLabel}: ${row.code}`}
              >
                {isLocked ? <LockOpenIcon fontSize="small" /> : <LockIcon fontSize="small" />}
              </IconButton>
            </Tooltip>
          </Stack>
        );
      }),
    ],
    [t, level, screens],
  );

  const total = list.data?.total ?? 0;
  const isTruncated = total > rows.length;

  return (
    <>
      <PageTitle
        title={t(`${screens.textKey}.title`)}
        subtitle={t(`${screens.textKey}.subtitle`)}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('subAgencies.columns.status')}
              value={status}
              onChange={(event) => setStatus(event.target.value as StatusFilter)}
              slotProps={{ select: { native: true } }}
              sx={{ minWidth: 160 }}
            >
              {(['all', 'active', 'locked'] as const).map((option) => (
                <option key={option} value={option}>
                  {t(`subAgencies.statusFilter.${option}`)}
                </option>
              ))}
            </TextField>
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={screens.changePath}>
              {t(`${screens.textKey}.add`)}
            </Button>
          </Stack>
        }
      />
      {isTruncated ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('subAgencies.truncated', { shown: rows.length, total })}
        </Alert>
      ) : null}
      <DataTable
        label={t(`${screens.textKey}.title`)}
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        csvFileName={screens.csvFileName}
        isLoading={list.isFetching}
        errorMessage={list.error ? (apiErrorMessage(list.error) ?? t('errors.loadFailed')) : undefined}
        initialSort={{ columnId: 'code', direction: 'asc' }}
      />
      <LockAgencyDialog scope={screens.scope} agency={locking} onClose={() => setLocking(null)} />
    </>
  );
}
