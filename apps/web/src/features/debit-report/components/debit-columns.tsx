// The debit report's movement columns, shared by the screen's table and the printed one: time, code, type, group, PNR / order, description, sub-agency, amount, balance.
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import type { TDebitMovement } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import type { DataTableColumn } from '../../../components/DataTable';

/** A signed amount: + for money in (green), red for money out. */
export function SignedVnd({ amount }: { amount: number }) {
  return (
    <Box
      component="span"
      sx={{
        color: amount < 0 ? 'error.main' : 'success.dark',
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
      }}
    >
      {amount > 0 ? '+' : ''}
      {formatVnd(amount)}
    </Box>
  );
}

/** "Nạp tiền", "Điều chỉnh"…: an adjustment by its own name, any other movement by its ledger type. */
export const movementTypeText = (t: TFunction, movement: Pick<TDebitMovement, 'type' | 'isAdjustment'>) =>
  movement.isAdjustment
    ? t('debitReports.types.adjustment')
    : t(`debitReports.types.${movement.type}`) || movement.type;

export function debitColumns(t: TFunction): DataTableColumn<TDebitMovement>[] {
  return [
    {
      id: 'at',
      header: t('debitReports.columns.at'),
      value: (row) => row.at,
      text: (row) => formatDateTime(new Date(row.at)),
      minWidth: 140,
    },
    { id: 'type', header: t('debitReports.columns.code'), value: (row) => row.type },
    { id: 'typeName', header: t('debitReports.columns.type'), value: (row) => movementTypeText(t, row) },
    { id: 'bucket', header: t('debitReports.columns.bucket'), value: (row) => t(`debitReports.buckets.${row.bucket}`) },
    {
      id: 'code',
      header: t('debitReports.columns.reference'),
      value: (row) => row.pnr ?? row.referenceId,
      minWidth: 120,
    },
    {
      id: 'description',
      header: t('debitReports.columns.description'),
      value: (row) => row.description,
      minWidth: 200,
    },
    {
      id: 'subAgency',
      header: t('debitReports.columns.subAgency'),
      value: (row) => (row.subAgency ? `${row.subAgency.code} — ${row.subAgency.name}` : ''),
    },
    {
      id: 'amount',
      header: t('debitReports.columns.amount'),
      value: (row) => row.amount,
      text: (row) => formatVnd(row.amount),
      render: (row) => <SignedVnd amount={row.amount} />,
      align: 'right',
    },
    {
      id: 'balanceAfter',
      header: t('debitReports.columns.balanceAfter'),
      value: (row) => row.balanceAfter,
      text: (row) => formatVnd(row.balanceAfter),
      align: 'right',
    },
  ];
}
