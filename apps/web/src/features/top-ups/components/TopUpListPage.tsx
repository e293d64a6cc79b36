// /accounting/deposit-topup: the agency's and its direct sub-agencies' top-up requests; confirm or reject those it decides; adjust.
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import TuneIcon from '@mui/icons-material/Tune';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { TTopUp, TTopUpStatus } from '@portal/contracts';
import { anyOf, formatDateTime, formatVnd, isAllowed, ruleOf } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { selectPermissions } from '../../../stores/session-slice';
import { queryDay } from '../../../lib/dates/filter-dates';
import { useGetTopUpAgenciesQuery, useListTopUpsQuery } from '../api/top-ups-api';
import { isoDateToTyped } from '../form/top-up-form';
import { TOP_UP_LIMITS } from '../form/limits';
import { AdjustmentDialog } from './AdjustmentDialog';
import { BankReviewQueue } from './BankReviewQueue';
import { DecisionDialog, type Decision } from './DecisionDialog';
import { EvidenceLink } from './EvidenceLink';
import { NO_FILTERS, TopUpFilters, type TopUpFilterValues } from './TopUpFilters';

const STATUS_COLORS: Record<TTopUpStatus, 'warning' | 'success' | 'error'> = {
  pending: 'warning',
  confirmed: 'success',
  rejected: 'error',
};
/** Who may adjust a sub-agency's deposit (the API's rule): administrators, not accountants. */
const ADJUST_RULE = anyOf('ADMIN_F1', 'ADMIN_F2');

export default function TopUpListPage() {
  const { t } = useTranslation();
  const permissions = useSelector(selectPermissions);
  const [filters, setFilters] = useState<TopUpFilterValues>(NO_FILTERS);
  const [deciding, setDeciding] = useState<{ topUp: TTopUp; decision: Decision } | null>(null);
  const [isAdjusting, setIsAdjusting] = useState(false);
  const agencies = useGetTopUpAgenciesQuery();
  const list = useListTopUpsQuery({
    from: queryDay(filters.from),
    to: queryDay(filters.to),
    agencyId: filters.agencyId || undefined,
    status: filters.status || undefined,
    limit: TOP_UP_LIMITS.pageMax,
  });

  const subAgencies = useMemo(() => (agencies.data?.items ?? []).filter((agency) => !agency.isOwn), [agencies.data]);
  const mayAdd =
    isAllowed(ruleOf('/accounting/deposit-topup/add'), permissions) &&
    (agencies.data?.items.some((agency) => agency.isOwn && agency.level !== 'platform') ?? false);
  const mayAdjust = isAllowed(ADJUST_RULE, permissions) && subAgencies.length > 0;

  const columns = useMemo<DataTableColumn<TTopUp>[]>(
    () => [
      {
        id: 'requestedAt',
        header: t('topUps.requestedAt'),
        value: (row) => row.requestedAt,
        text: (row) => formatDateTime(new Date(row.requestedAt)),
        minWidth: 130,
      },
      {
        id: 'agency',
        header: t('topUps.agency'),
        value: (row) => `${row.agency.code} – ${row.agency.name}`,
        minWidth: 160,
      },
      {
        id: 'amount',
        header: t('topUps.amount'),
        value: (row) => row.amount,
        text: (row) => formatVnd(row.amount),
        align: 'right',
        minWidth: 120,
      },
      {
        id: 'method',
        header: t('topUps.method'),
        value: (row) => row.method,
        text: (row) => t(`topUps.methods.${row.method}`),
      },
      { id: 'transferReference', header: t('topUps.transferReference'), value: (row) => row.transferReference },
      {
        id: 'transferDate',
        header: t('topUps.transferDate'),
        value: (row) => row.transferDate,
        text: (row) => isoDateToTyped(row.transferDate),
      },
      {
        id: 'evidence',
        header: t('topUps.evidence'),
        value: (row) => row.evidence?.fileName ?? null,
        render: (row) => <EvidenceLink topUp={row} />,
      },
      { id: 'requestedBy', header: t('topUps.requestedBy'), value: (row) => row.requestedBy.fullName, minWidth: 140 },
      {
        id: 'status',
        header: t('topUps.status'),
        value: (row) => row.status,
        text: (row) => t(`topUps.statuses.${row.status}`),
        render: (row) => (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Chip
              size="small"
              color={STATUS_COLORS[row.status]}
              variant={row.status === 'pending' ? 'outlined' : 'filled'}
              label={t(`topUps.statuses.${row.status}`)}
            />
            {row.rejectReason ? (
              <Typography variant="caption" color="text.secondary">
                {row.rejectReason}
              </Typography>
            ) : null}
          </Stack>
        ),
      },
      {
        id: 'decision',
        header: t('topUps.decidedBy'),
        value: (row) => row.decidedAt,
        text: (row) =>
          row.decidedBy && row.decidedAt ? `${row.decidedBy.fullName}, ${formatDateTime(new Date(row.decidedAt))}` : '',
        minWidth: 150,
      },
      {
        id: 'actions',
        header: t('topUps.actions'),
        value: () => null,
        text: () => '',
        isSortable: false,
        render: (row) =>
          row.canDecide ? (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button
                size="small"
                variant="contained"
                color="success"
                onClick={() => setDeciding({ topUp: row, decision: 'confirm' })}
                aria-label={t('topUps.confirmRow', { agency: row.agency.code, amount: formatVnd(row.amount) })}
              >
                {t('topUps.confirm')}
              </Button>
              <Button
                size="small"
                variant="outlined"
                color="error"
                onClick={() => setDeciding({ topUp: row, decision: 'reject' })}
                aria-label={t('topUps.rejectRow', { agency: row.agency.code, amount: formatVnd(row.amount) })}
              >
                {t('topUps.reject')}
              </Button>
            </Box>
          ) : null,
      },
    ],
    [t],
  );

  const page = list.data;
  return (
    <>
      <PageTitle
        title={t('menu.depositTopUp')}
        subtitle={t('topUps.subtitle')}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {mayAdjust ? (
              <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => setIsAdjusting(true)}>
                {t('topUps.adjustButton')}
              </Button>
            ) : null}
            {mayAdd ? (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                component={RouterLink}
                to="/accounting/deposit-topup/add"
              >
                {t('menu.depositTopUpAdd')}
              </Button>
            ) : null}
          </Box>
        }
      />
      {subAgencies.length > 0 ? <BankReviewQueue subAgencies={subAgencies} /> : null}
      <TopUpFilters agencies={agencies.data?.items ?? []} onApply={setFilters} />
      {page && page.total > page.items.length ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('topUps.truncated', { shown: page.items.length, total: page.total })}
        </Alert>
      ) : null}
      <DataTable
        label={t('menu.depositTopUp')}
        rows={page?.items ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        csvFileName="yeu-cau-nap-tien"
        isLoading={list.isLoading || list.isFetching}
        errorMessage={list.error ? (apiErrorMessage(list.error) ?? t('errors.loadFailed')) : undefined}
        initialSort={{ columnId: 'requestedAt', direction: 'desc' }}
      />
      {deciding ? (
        <DecisionDialog topUp={deciding.topUp} decision={deciding.decision} onClose={() => setDeciding(null)} />
      ) : null}
      {isAdjusting ? <AdjustmentDialog subAgencies={subAgencies} onClose={() => setIsAdjusting(false)} /> : null}
    </>
  );
}
