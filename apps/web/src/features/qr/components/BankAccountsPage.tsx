// /accounting/bank-accounts: the accounts the agency receives its sub-agencies' top-ups on (one default), the key its
// bank-hook service signs notifications with, and a way to each sub-agency's QR page.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TBankAccount } from '@portal/contracts';
import { formatDateTime, vietQrBankOf } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import {
  useListBankAccountsQuery,
  useListQrSubAgenciesQuery,
  useMakeDefaultBankAccountMutation,
  useRemoveBankAccountMutation,
} from '../api/qr-api';
import { BankAccountForm } from './BankAccountForm';
import { HookKeyPanel } from './HookKeyPanel';

export default function BankAccountsPage() {
  const { t, i18n } = useTranslation();
  const accounts = useListBankAccountsQuery();
  const subAgencies = useListQrSubAgenciesQuery();
  const [makeDefault] = useMakeDefaultBankAccountMutation();
  const [remove] = useRemoveBankAccountMutation();
  const [isAdding, setIsAdding] = useState(false);
  const language = i18n.language === 'en' ? 'en' : 'vi';

  const columns: DataTableColumn<TBankAccount>[] = [
    {
      id: 'bank',
      header: t('qr.bank'),
      value: (row) => vietQrBankOf(row.bankBin)?.shortName ?? row.bankBin,
      text: (row) => {
        const bank = vietQrBankOf(row.bankBin);
        return bank ? `${bank.shortName} – ${bank.name[language]}` : row.bankBin;
      },
      minWidth: 200,
    },
    { id: 'accountNumber', header: t('qr.accountNumber'), value: (row) => row.accountNumber },
    { id: 'holderName', header: t('qr.holderName'), value: (row) => row.holderName },
    {
      id: 'createdAt',
      header: t('qr.createdAt'),
      value: (row) => row.createdAt,
      text: (row) => formatDateTime(new Date(row.createdAt)),
    },
    {
      id: 'actions',
      header: t('topUps.actions'),
      value: (row) => (row.isDefault ? 1 : 0),
      text: (row) => (row.isDefault ? t('qr.default') : ''),
      render: (row) =>
        row.isDefault ? (
          <Chip size="small" color="primary" label={t('qr.default')} />
        ) : (
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => void makeDefault(row.id)}>
              {t('qr.makeDefault')}
            </Button>
            <Button size="small" color="error" onClick={() => void remove(row.id)}>
              {t('qr.remove')}
            </Button>
          </Stack>
        ),
    },
  ];

  return (
    <>
      <PageTitle
        title={t('qr.accountsTitle')}
        subtitle={t('qr.accountsSubtitle')}
        actions={
          <Button variant="contained" onClick={() => setIsAdding(true)}>
            {t('qr.addAccount')}
          </Button>
        }
      />
      <Stack spacing={3}>
        <DataTable
          label={t('qr.accountsTitle')}
          rows={accounts.data?.items ?? []}
          columns={columns}
          getRowId={(row) => row.id}
          csvFileName="tai-khoan-nhan-tien"
          isLoading={accounts.isLoading || accounts.isFetching}
          errorMessage={accounts.error ? (apiErrorMessage(accounts.error) ?? t('errors.loadFailed')) : undefined}
        />
        <HookKeyPanel />
        {(subAgencies.data?.items ?? []).some((agency) => !agency.isOwn) ? (
          <Stack spacing={1}>
            <Typography variant="h6">{t('qr.subAgencyQrs')}</Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {subAgencies
                .data!.items.filter((agency) => !agency.isOwn)
                .map((agency) => (
                  <Button
                    key={agency.id}
                    size="small"
                    variant="outlined"
                    component={RouterLink}
                    to={`/qr/${agency.id}`}
                  >
                    {agency.code} – {agency.name}
                  </Button>
                ))}
            </Stack>
          </Stack>
        ) : null}
      </Stack>
      {isAdding ? <BankAccountForm onClose={() => setIsAdding(false)} /> : null}
    </>
  );
}
