// /b2c/tours: the agency's tours with status, next departures and seats left; search, status and month filters, CSV.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PublicIcon from '@mui/icons-material/Public';
import PublicOffIcon from '@mui/icons-material/PublicOff';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import { formatVnd } from '@portal/domain';
import type { TTourListItem } from '@portal/contracts';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { dayText, statusColor } from '../tour-format';
import { useDeleteTourMutation, useListToursQuery, useTourActionMutation, type TourListArgs } from '../tours-api';

export default function ToursPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<TourListArgs>({});
  const { data, error, isFetching, refetch } = useListToursQuery(filters, { refetchOnMountOrArgChange: true });
  const [act] = useTourActionMutation();
  const [remove] = useDeleteTourMutation();
  const [message, setMessage] = useState<string | null>(null);

  const run = async (action: () => Promise<{ error?: unknown }>) => {
    const result = await action();
    setMessage(result.error ? (apiErrorMessage(result.error) ?? t('b2cTours.saveFailed')) : null);
    void refetch();
  };

  const columns: DataTableColumn<TTourListItem>[] = [
    { id: 'code', header: t('b2cTours.fields.code'), value: (row) => row.code },
    {
      id: 'title',
      header: t('b2cTours.fields.title'),
      value: (row) => row.title,
      render: (row) => (
        <Link component={RouterLink} to={`/b2c/tour/${row.id}`}>
          {row.title}
        </Link>
      ),
      minWidth: 220,
    },
    { id: 'duration', header: t('b2cTours.fields.duration'), value: (row) => row.days, text: (row) => row.duration },
    { id: 'departurePoint', header: t('b2cTours.fields.departurePoint'), value: (row) => row.departurePoint },
    {
      id: 'adultPrice',
      header: t('b2cTours.fields.adultPrice'),
      value: (row) => row.adultPrice,
      text: (row) => formatVnd(row.adultPrice),
      align: 'right',
    },
    {
      id: 'next',
      header: t('b2cTours.fields.nextDepartures'),
      value: (row) => row.nextDepartures[0]?.date ?? null,
      text: (row) => row.nextDepartures.map((d) => dayText(d.date)).join(', '),
    },
    { id: 'seatsLeft', header: t('b2cTours.fields.seatsLeft'), value: (row) => row.seatsLeft, align: 'right' },
    {
      id: 'status',
      header: t('b2cTours.fields.status'),
      value: (row) => row.status,
      text: (row) => t(`b2cTours.status.${row.status}`),
      render: (row) => <Chip size="small" label={t(`b2cTours.status.${row.status}`)} color={statusColor(row.status)} />,
    },
    {
      id: 'actions',
      header: '',
      value: () => null,
      isSortable: false,
      render: (row) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <Tooltip title={t('b2cTours.edit')}>
            <IconButton aria-label={t('b2cTours.edit')} onClick={() => void navigate(`/b2c/change-tour?id=${row.id}`)}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t(row.status === 'published' ? 'b2cTours.unpublish' : 'b2cTours.publish')}>
            <IconButton
              aria-label={t(row.status === 'published' ? 'b2cTours.unpublish' : 'b2cTours.publish')}
              onClick={() =>
                void run(() => act({ id: row.id, action: row.status === 'published' ? 'unpublish' : 'publish' }))
              }
            >
              {row.status === 'published' ? <PublicOffIcon fontSize="small" /> : <PublicIcon fontSize="small" />}
            </IconButton>
          </Tooltip>
          <Tooltip title={t('b2cTours.duplicate')}>
            <IconButton
              aria-label={t('b2cTours.duplicate')}
              onClick={() => void run(() => act({ id: row.id, action: 'duplicate' }))}
            >
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('b2cTours.delete')}>
            <IconButton
              aria-label={t('b2cTours.delete')}
              onClick={() => {
                if (window.confirm(t('b2cTours.confirmDelete', { title: row.title }))) void run(() => remove(row.id));
              }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ),
    },
  ];

  return (
    <Box>
      <PageTitle
        title={t('b2cTours.title')}
        subtitle={t('b2cTours.subtitle')}
        actions={
          <Button variant="contained" onClick={() => void navigate('/b2c/change-tour')}>
            {t('b2cTours.add')}
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          size="small"
          label={t('b2cTours.filters.q')}
          value={filters.q ?? ''}
          onChange={(event) => setFilters({ ...filters, q: event.target.value || undefined })}
        />
        <TextField
          select
          size="small"
          label={t('b2cTours.fields.status')}
          value={filters.status ?? ''}
          onChange={(event) =>
            setFilters({ ...filters, status: (event.target.value || undefined) as TourListArgs['status'] })
          }
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('b2cTours.filters.all')}</MenuItem>
          <MenuItem value="published">{t('b2cTours.status.published')}</MenuItem>
          <MenuItem value="draft">{t('b2cTours.status.draft')}</MenuItem>
        </TextField>
        <TextField
          size="small"
          type="month"
          label={t('b2cTours.filters.month')}
          value={filters.month ?? ''}
          onChange={(event) => setFilters({ ...filters, month: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <FormErrorAlert message={message ?? (error ? (apiErrorMessage(error) ?? t('b2cTours.loadFailed')) : null)} />
      <DataTable
        label={t('b2cTours.title')}
        rows={data?.items ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        csvFileName="tours.csv"
        isLoading={isFetching}
        initialSort={{ columnId: 'next', direction: 'asc' }}
      />
    </Box>
  );
}
