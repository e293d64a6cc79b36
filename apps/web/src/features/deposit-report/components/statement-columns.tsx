// The movement columns the screen's table and the printed statement share: time, type, reference (a booking by its PNR),
// the sub-agency on a parent's statement, description, amount, balance.
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import type { TStatementMovement } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import type { DataTableColumn } from '../../../components/DataTable';

export const transactionTypeText = (t: TFunction, type: string) => t(`depositReport.types.${type}`) || type;
/** "Đặt chỗ ABC123": a booking by its PNR, anything else by its reference. */
export const referenceText = (
  t: TFunction,
  movement: Pick<TStatementMovement, 'referenceType' | 'referenceId' | 'pnr'>,
) =>
  `${t(`depositReport.referenceTypes.${movement.referenceType}`) || movement.referenceType} ${movement.pnr ?? movement.referenceId}`;
/** "HN002 — Đại lý Hà Nội 2": the sub-agency whose booking moved a parent's deposit; empty for the agency's own. */
export const subAgencyText = (movement: Pick<TStatementMovement, 'subAgency'>) =>
  movement.subAgency ? `${movement.subAgency.code} — ${movement.subAgency.name}` : '';

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

/** The columns; the sub-agency one only when some movement was caused by a sub-agency (a parent's statement). */
export function movementColumns(
  t: TFunction,
  movements: readonly Pick<TStatementMovement, 'subAgency'>[] = [],
): DataTableColumn<TStatementMovement>[] {
  const subAgency: DataTableColumn<TStatementMovement>[] = movements.some((movement) => movement.subAgency)
    ? [{ id: 'subAgency', header: t('depositReport.columns.subAgency'), value: subAgencyText, minWidth: 160 }]
    : [];
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
    ...subAgency,
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
