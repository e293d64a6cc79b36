// /accounting/view-deposit: every agency below the user's with its deposit at a glance, each linking to its statement.
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSubAgencyDeposit } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { useGetSubAgencyDepositsQuery } from '../api/get-sub-agency-deposits';

const money = (
  id: keyof Pick<TSubAgencyDeposit, 'balance' | 'reserved' | 'available' | 'creditLimit'>,
  header: string,
): DataTableColumn<TSubAgencyDeposit> => ({
  id,
  header,
  value: (row) => row[id],
  text: (row) => formatVnd(row[id]),
  render: (row) => (
    <Box
      component="span"
      sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', color: row[id] < 0 ? 'error.main' : undefined }}
    >
      {formatVnd(row[id])}
    </Box>
  ),
  align: 'right',
});

export default function ViewDepositPage() {
  const { t } = useTranslation();
  const deposits = useGetSubAgencyDepositsQuery();

  const columns = useMemo<DataTableColumn<TSubAgencyDeposit>[]>(
    () => [
      {
        id: 'code',
        header: t('viewDeposit.columns.code'),
        value: (row) => row.code,
        // Indented by depth so each agency sits under its parent in the server's tree order.
        render: (row) => <Box sx={{ pl: (row.depth - 1) * 2, fontWeight: 600 }}>{row.code}</Box>,
      },
      { id: 'name', header: t('viewDeposit.columns.name'), value: (row) => row.name, minWidth: 180 },
      {
        id: 'level',
        header: t('viewDeposit.columns.level'),
        value: (row) => row.level,
        text: (row) => t(`agencyLevel.${row.level}`),
      },
      { id: 'parent', header: t('viewDeposit.columns.parent'), value: (row) => row.parentCode },
      {
        id: 'status',
        header: t('viewDeposit.columns.status'),
        value: (row) => row.status,
        text: (row) => t(`viewDeposit.statuses.${row.status}`),
        render: (row) => (
          <Chip
            size="small"
            label={t(`viewDeposit.statuses.${row.status}`)}
            color={row.status === 'active' ? 'success' : 'default'}
            variant={row.status === 'active' ? 'filled' : 'outlined'}
          />
        ),
      },
      money('balance', t('viewDeposit.columns.balance')),
      money('reserved', t('viewDeposit.columns.reserved')),
      money('available', t('viewDeposit.columns.available')),
      money('creditLimit', t('viewDeposit.columns.creditLimit')),
      {
        id: 'lastMovement',
        header: t('viewDeposit.columns.lastMovement'),
        value: (row) => row.lastMovementAt,
        text: (row) =>
          row.lastMovementAt ? formatDateTime(new Date(row.lastMovementAt)) : t('viewDeposit.noMovement'),
      },
      {
        id: 'statement',
        header: t('viewDeposit.columns.statement'),
        value: () => null,
        text: () => '',
        isSortable: false,
        render: (row) => (
          <Link
            component={RouterLink}
            to={`/accounting/deposit-report?agencyId=${encodeURIComponent(row.agencyId)}`}
            aria-label={t('viewDeposit.openStatement', { code: row.code })}
          >
            {t('viewDeposit.statement')}
          </Link>
        ),
      },
    ],
    [t],
  );

  return (
    <>
      <PageTitle title={t('menu.viewDeposit')} subtitle={t('viewDeposit.subtitle')} />
      <DataTable
        label={t('menu.viewDeposit')}
        rows={deposits.data?.items ?? []}
        columns={columns}
        getRowId={(row) => row.agencyId}
        csvFileName="ky-quy-dai-ly-cap-duoi"
        isLoading={deposits.isLoading || deposits.isFetching}
        errorMessage={deposits.error ? (apiErrorMessage(deposits.error) ?? t('errors.loadFailed')) : undefined}
      />
    </>
  );
}
