// /train/issue: the train bookings held and waiting to be paid (status HOLD), newest first, each with its time-limit
// countdown, total and buyer; pay from here (the same confirmation as the booking's page) or open it.
import { useState } from 'react';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TTrainBookingSummary } from '@portal/contracts';
import { PageTitle } from '../../../components/PageTitle';
import { useServerNow } from '../../../components/booking/use-server-now';
import { apiErrorMessage } from '../../../lib/http/types';
import { useListTrainBookingsQuery } from '../api/train-bookings-api';
import { completePath } from './ConfirmPassengerInfoPage';
import { IssueTrainDialog } from './IssueTrainDialog';
import { TRAIN_PAGE_SIZES, TrainBookingsTable } from './TrainBookingsTable';

export default function TrainIssuePage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(TRAIN_PAGE_SIZES[0]);
  const [paying, setPaying] = useState<TTrainBookingSummary | null>(null);
  const list = useListTrainBookingsQuery({
    status: 'HOLD',
    sort: 'createdAt',
    order: 'desc',
    limit: pageSize,
    offset: page * pageSize,
  });
  const rows = list.data?.items ?? [];
  const now = useServerNow(1000, rows.length > 0);
  const isOpen = (row: TTrainBookingSummary) => row.timeLimit === null || Date.parse(row.timeLimit) > now;
  return (
    <>
      <PageTitle
        title={t('trainBooking.issueList.title')}
        subtitle={t('trainBooking.issueList.subtitle', { count: list.data?.total ?? 0 })}
      />
      <TrainBookingsTable
        label={t('trainBooking.issueList.title')}
        rows={rows}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        now={now}
        isLoading={list.isFetching}
        errorMessage={list.error ? (apiErrorMessage(list.error) ?? t('errors.loadFailed')) : undefined}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
        actions={(row) => (
          <>
            {isOpen(row) ? (
              <Button size="small" variant="contained" onClick={() => setPaying(row)} sx={{ mr: 1 }}>
                {t('trainBooking.issueList.pay')}
              </Button>
            ) : null}
            <Button size="small" component={RouterLink} to={completePath(row.id)}>
              {t('trainBooking.issueList.open')}
            </Button>
          </>
        )}
      />
      {paying ? (
        <IssueTrainDialog
          bookingId={paying.id}
          bookingCode={paying.bookingCode ?? '—'}
          total={paying.totalAmount}
          onClose={() => setPaying(null)}
        />
      ) : null}
    </>
  );
}
