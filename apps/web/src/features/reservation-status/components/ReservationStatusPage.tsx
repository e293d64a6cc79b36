// /booking/reservation-status: held PNRs by time limit with live countdowns (red under 15 minutes, "expired" at zero until
// the next refresh drops them), issues awaiting reconciliation, and voids and refunds awaiting reconciliation; refreshed
// every 30 s and after any booking change.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';
import type { TBookingSummary } from '@portal/contracts';
import { formatDateTime } from '@portal/domain';
import { timeLimitState } from '../../../components/booking/time-limit';
import { useServerNow } from '../../../components/booking/use-server-now';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage } from '../../../lib/http/types';
import { useListWatchedBookingsQuery, WATCH_LIMIT, type WatchedList } from '../api/list-watched-bookings';
import { WatchTable, type WatchColumn } from './WatchTable';

export const RESERVATION_STATUS_REFRESH_MS = 30_000;

function useWatched(list: WatchedList) {
  return useListWatchedBookingsQuery(list, {
    pollingInterval: RESERVATION_STATUS_REFRESH_MS,
    refetchOnMountOrArgChange: true,
  });
}

function WatchSection(props: {
  id: string;
  title: string;
  summary: string;
  isFetching: boolean;
  error: unknown;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `reservation-status-${props.id}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ mb: 2, overflow: 'hidden' }}>
      <Box sx={{ p: { xs: 1.5, sm: 2 }, pb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
          {props.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" role="status">
          {props.summary}
        </Typography>
      </Box>
      {props.isFetching ? <LinearProgress aria-label={t('reservationStatus.loading')} /> : null}
      {props.error ? (
        <Alert severity="error" role="alert" sx={{ mx: 2, mb: 2 }}>
          {apiErrorMessage(props.error) ?? t('errors.loadFailed')}
        </Alert>
      ) : null}
      {props.children}
    </Paper>
  );
}

export default function ReservationStatusPage() {
  const { t } = useTranslation();
  const holds = useWatched('HOLD');
  const issuing = useWatched('ISSUING');
  const voidsRefunds = useWatched('VOID_REFUND');
  const holdRows: readonly TBookingSummary[] = holds.data?.items ?? [];
  const issuingRows: readonly TBookingSummary[] = issuing.data?.items ?? [];
  const voidRefundRows: readonly TBookingSummary[] = voidsRefunds.data?.items ?? [];
  // Tick only while a countdown is on screen: the holds and issuing tables show time limits, voids/refunds do not.
  const now = useServerNow(
    1000,
    [...holdRows, ...issuingRows].some((row) => row.timeLimit !== null),
  );

  const states = holdRows.map((row) => (row.timeLimit ? timeLimitState(Date.parse(row.timeLimit) - now) : 'normal'));
  const urgent = states.filter((state) => state === 'urgent').length;
  const expired = states.filter((state) => state === 'expired').length;
  const refreshedAt = Math.max(
    holds.fulfilledTimeStamp ?? 0,
    issuing.fulfilledTimeStamp ?? 0,
    voidsRefunds.fulfilledTimeStamp ?? 0,
  );
  const isFetching = holds.isFetching || issuing.isFetching || voidsRefunds.isFetching;

  const refresh = () => {
    void holds.refetch();
    void issuing.refetch();
    void voidsRefunds.refetch();
  };

  const issuingColumns: WatchColumn[] = [
    {
      id: 'since',
      header: t('reservationStatus.columns.since'),
      minWidth: 90,
      cell: (row) => formatDateTime(new Date(row.updatedAt)),
    },
    {
      id: 'lastError',
      header: t('reservationStatus.columns.lastError'),
      minWidth: 140,
      cell: (row) => row.lastError ?? '—',
    },
  ];
  const voidRefundColumns: WatchColumn[] = [
    {
      id: 'pendingAction',
      header: t('reservationStatus.columns.pendingAction'),
      minWidth: 90,
      cell: (row) => (row.pendingAction ? t(`reservationStatus.voidsRefunds.actions.${row.pendingAction}`) : '—'),
    },
    ...issuingColumns,
  ];
  const moreThanShown = (total: number | undefined) =>
    total !== undefined && total > WATCH_LIMIT
      ? ` ${t('reservationStatus.moreThanShown', { shown: WATCH_LIMIT, total })}`
      : '';

  return (
    <>
      <PageTitle
        title={t('reservationStatus.title')}
        subtitle={
          refreshedAt > 0
            ? t('reservationStatus.refreshedAt', {
                time: formatDateTime(new Date(refreshedAt)),
                seconds: RESERVATION_STATUS_REFRESH_MS / 1000,
              })
            : t('reservationStatus.subtitle')
        }
        actions={
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh} disabled={isFetching}>
            {t('reservationStatus.refresh')}
          </Button>
        }
      />
      <WatchSection
        id="holds"
        title={t('reservationStatus.holds.title')}
        summary={`${t('reservationStatus.holds.summary', { count: holds.data?.total ?? 0, urgent, expired })}${moreThanShown(holds.data?.total)}`}
        isFetching={holds.isFetching}
        error={holds.error}
      >
        <WatchTable
          label={t('reservationStatus.holds.title')}
          rows={holdRows}
          now={now}
          emptyText={t('reservationStatus.holds.empty')}
        />
      </WatchSection>
      <WatchSection
        id="issuing"
        title={t('reservationStatus.issuing.title')}
        summary={`${t('reservationStatus.issuing.summary', { count: issuing.data?.total ?? 0 })}${moreThanShown(issuing.data?.total)}`}
        isFetching={issuing.isFetching}
        error={issuing.error}
      >
        <WatchTable
          label={t('reservationStatus.issuing.title')}
          rows={issuingRows}
          now={now}
          emptyText={t('reservationStatus.issuing.empty')}
          extraColumns={issuingColumns}
        />
      </WatchSection>
      <WatchSection
        id="voids-refunds"
        title={t('reservationStatus.voidsRefunds.title')}
        summary={`${t('reservationStatus.voidsRefunds.summary', { count: voidsRefunds.data?.total ?? 0 })}${moreThanShown(voidsRefunds.data?.total)}`}
        isFetching={voidsRefunds.isFetching}
        error={voidsRefunds.error}
      >
        <WatchTable
          label={t('reservationStatus.voidsRefunds.title')}
          rows={voidRefundRows}
          now={now}
          emptyText={t('reservationStatus.voidsRefunds.empty')}
          extraColumns={voidRefundColumns}
          showTimeLimit={false}
        />
      </WatchSection>
    </>
  );
}
