// /booking/support-request: the requests the agency opened or answers, filtered and paged; a new one; one thread (?id=).
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_STATUSES,
  type TSupportCategory,
  type TSupportRequestSummary,
  type TSupportStatus,
} from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PageTitle } from '../../../components/PageTitle';
import { ServerPageNotice } from '../../../components/ServerPageNotice';
import { apiErrorMessage } from '../../../lib/http/types';
import { useListSupportRequestsQuery } from '../api/support-requests-api';
import { NewSupportRequestForm } from './NewSupportRequestForm';
import { SupportThread } from './SupportThread';

const SERVER_PAGE_SIZE = 100;

export default function SupportRequestsPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get('id');
  const [isNew, setIsNew] = useState(false);
  const [status, setStatus] = useState<TSupportStatus | ''>('');
  const [category, setCategory] = useState<TSupportCategory | ''>('');
  const [pnr, setPnr] = useState('');
  const [offset, setOffset] = useState(0);
  const list = useListSupportRequestsQuery({
    status: status || undefined,
    category: category || undefined,
    pnr: pnr.trim() || undefined,
    limit: SERVER_PAGE_SIZE,
    offset,
  });
  const show = (id: string | null) => setSearchParams(id ? { id } : {});

  const columns = useMemo<DataTableColumn<TSupportRequestSummary>[]>(
    () => [
      {
        id: 'updatedAt',
        header: t('supportRequests.columns.updatedAt'),
        value: (row) => row.updatedAt,
        text: (row) => formatDateTime(new Date(row.updatedAt)),
        minWidth: 140,
      },
      {
        id: 'pnr',
        header: t('supportRequests.columns.pnr'),
        value: (row) => row.pnr,
        render: (row) => (
          <Button size="small" onClick={() => show(row.id)}>
            {row.pnr}
          </Button>
        ),
      },
      { id: 'agency', header: t('supportRequests.columns.agency'), value: (row) => row.agency.code },
      {
        id: 'category',
        header: t('supportRequests.columns.category'),
        value: (row) => row.category,
        text: (row) => t(`supportRequests.categories.${row.category}`),
      },
      { id: 'subject', header: t('supportRequests.columns.subject'), value: (row) => row.subject, minWidth: 200 },
      {
        id: 'status',
        header: t('supportRequests.columns.status'),
        value: (row) => row.status,
        text: (row) => t(`supportRequests.statuses.${row.status}`),
      },
      { id: 'createdBy', header: t('supportRequests.columns.createdBy'), value: (row) => row.createdBy.username },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- show only sets the search parameters
    [t],
  );

  return (
    <>
      <PageTitle title={t('supportRequests.menu')} subtitle={t('supportRequests.subtitle')} />
      {openId ? <SupportThread id={openId} onBack={() => show(null)} /> : null}
      {isNew ? (
        <NewSupportRequestForm
          onOpened={(request) => {
            setIsNew(false);
            show(request.id);
          }}
          onCancel={() => setIsNew(false)}
        />
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        {!isNew ? (
          <Button variant="contained" onClick={() => setIsNew(true)}>
            {t('supportRequests.new')}
          </Button>
        ) : null}
        <TextField
          select
          size="small"
          label={t('supportRequests.status')}
          value={status}
          onChange={(event) => (setStatus(event.target.value as TSupportStatus | ''), setOffset(0))}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('supportRequests.all')}</MenuItem>
          {SUPPORT_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`supportRequests.statuses.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('supportRequests.category')}
          value={category}
          onChange={(event) => (setCategory(event.target.value as TSupportCategory | ''), setOffset(0))}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('supportRequests.all')}</MenuItem>
          {SUPPORT_CATEGORIES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`supportRequests.categories.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('supportRequests.columns.pnr')}
          value={pnr}
          onChange={(event) => (setPnr(event.target.value.toUpperCase()), setOffset(0))}
        />
      </Stack>
      <ServerPageNotice page={list.data} pageSize={SERVER_PAGE_SIZE} onOffsetChange={setOffset} />
      <DataTable
        label={t('supportRequests.menu')}
        rows={list.data?.items ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        csvFileName="yeu-cau-ho-tro"
        isLoading={list.isFetching}
        errorMessage={list.error ? (apiErrorMessage(list.error) ?? t('errors.loadFailed')) : undefined}
        initialSort={{ columnId: 'updatedAt', direction: 'desc' }}
      />
    </>
  );
}
