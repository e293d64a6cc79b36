// The review queue of bank transfers the agency received that matched no QR top-up by code and amount: credit all or
// part to a sub-agency, split between several, or reject (issue 21, decision 106).
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TBankNotification, TTopUpAgency } from '@portal/contracts';
import { formatDateTime, formatVnd } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useListBankReviewQuery } from '../api/top-ups-api';
import { BankReviewDialog } from './BankReviewDialog';

export function BankReviewQueue({ subAgencies }: { subAgencies: TTopUpAgency[] }) {
  const { t } = useTranslation();
  const queue = useListBankReviewQuery();
  const [open, setOpen] = useState<{ row: TBankNotification; mode: 'credit' | 'reject' } | null>(null);
  const rows = queue.data?.items ?? [];
  if (rows.length === 0) return null;
  const columns: DataTableColumn<TBankNotification>[] = [
    {
      id: 'occurredAt',
      header: t('qr.review.receivedAt'),
      value: (row) => row.occurredAt,
      text: (row) => formatDateTime(new Date(row.occurredAt)),
    },
    { id: 'bankTransactionId', header: t('qr.review.transaction'), value: (row) => row.bankTransactionId },
    {
      id: 'amount',
      header: t('topUps.amount'),
      value: (row) => row.amount,
      text: (row) => formatVnd(row.amount),
      align: 'right',
    },
    { id: 'content', header: t('qr.review.content'), value: (row) => row.content, minWidth: 200 },
    {
      id: 'reason',
      header: t('qr.review.reason'),
      value: (row) => row.reviewReason ?? '',
      text: (row) => (row.reviewReason ? t(`qr.review.reasons.${row.reviewReason}`) : ''),
    },
    {
      id: 'actions',
      header: t('topUps.actions'),
      value: () => null,
      text: () => '',
      isSortable: false,
      render: (row) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="contained" color="success" onClick={() => setOpen({ row, mode: 'credit' })}>
            {t('qr.review.credit')}
          </Button>
          <Button size="small" variant="outlined" color="error" onClick={() => setOpen({ row, mode: 'reject' })}>
            {t('qr.review.reject')}
          </Button>
        </Stack>
      ),
    },
  ];
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      <Typography variant="h6">{t('qr.review.title')}</Typography>
      <DataTable
        label={t('qr.review.title')}
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        csvFileName="giao-dich-can-doi-soat"
        isLoading={queue.isFetching}
        initialSort={{ columnId: 'occurredAt', direction: 'desc' }}
      />
      {open ? (
        <BankReviewDialog
          notification={open.row}
          mode={open.mode}
          subAgencies={subAgencies}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Stack>
  );
}
