// The movement columns the screen's table and the printed statement share: time, type, reference, description, amount, balance.
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import type { TStatementMovement } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import type { DataTableColumn } from '../../../components/DataTable';

export const transactionTypeText = (t: TFunction, type: string) => t(`depositReport.types.${type}`) || type;
export const referenceText = (t: TFunction, movement: Pick<TStatementMovement, 'referenceType' | 'referenceId'>) =>
  `${t(`depositReport.referenceTypes.${movement.referenceType}`) || movement.referenceType} ${movement.referenceId}`;

/** A signed amount: a leading + for money in, red for money out. */
export function SignedAmount({ amount }: { amount: number }) {
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

export function movementColumns(t: TFunction): DataTableColumn<TStatementMovement>[] {
  return [
    {
      id: 'at',
      header: t('depositReport.columns.at'),
      value: (row) => row.at,
      text: (row) => formatDateTime(new Date(row.at)),
      minWidth: 140,
    },
    { id: 'type', header: t('depositReport.columns.type'), value: (row) => transactionTypeText(t, row.type) },
    {
      id: 'reference',
      header: t('depositReport.columns.reference'),
      value: (row) => referenceText(t, row),
      minWidth: 160,
    },
    {
      id: 'description',
      header: t('depositReport.columns.description'),
      value: (row) => row.description,
      minWidth: 200,
    },
    {
      id: 'amount',
      header: t('depositReport.columns.amount'),
      value: (row) => row.amount,
      text: (row) => formatVnd(row.amount),
      render: (row) => <SignedAmount amount={row.amount} />,
      align: 'right',
    },
    {
      id: 'balanceAfter',
      header: t('depositReport.columns.balanceAfter'),
      value: (row) => row.balanceAfter,
      text: (row) => formatVnd(row.balanceAfter),
      align: 'right',
    },
  ];
}
