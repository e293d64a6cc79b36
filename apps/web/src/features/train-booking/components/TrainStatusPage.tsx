// /train/status: every train booking of the agency, filtered (status, code, name, train, booked and departure days),
// sorted and paged by the server, exported as xlsx or csv with the same filters; a row opens the booking.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { ReportExportButtons } from '../../../components/report/ReportExportButtons';
import { useServerNow } from '../../../components/booking/use-server-now';
import { apiErrorMessage } from '../../../lib/http/types';
import { useListTrainBookingsQuery } from '../api/train-bookings-api';
import { downloadTrainBookings } from '../api/train-downloads';
import { filterParamsOf, NO_FILTERS, type StatusFilterValues } from '../model/status-filters';
import { StatusFilters } from './StatusFilters';
import { TRAIN_PAGE_SIZES, TrainBookingsTable } from './TrainBookingsTable';

export default function TrainStatusPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<StatusFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(TRAIN_PAGE_SIZES[0]);
  const params = filterParamsOf(filters);
  const list = useListTrainBookingsQuery({ ...params, limit: pageSize, offset: page * pageSize });
  const rows = list.data?.items ?? [];
  const now = useServerNow(
    1000,
    rows.some((row) => row.status === 'HOLD'),
  );
  const total = list.data?.total ?? 0;
  return (
    <>
      <PageTitle
        title={t('trainBooking.statusList.title')}
        subtitle={t('trainBooking.statusList.count', { count: total })}
        actions={
          <ReportExportButtons
            labels={{ xlsx: t('trainBooking.statusList.exportXlsx'), csv: t('trainBooking.statusList.exportCsv') }}
            failedMessage={t('trainBooking.statusList.exportFailed')}
            canExport={total > 0}
            onExport={(format) => downloadTrainBookings({ ...params }, format)}
          />
        }
      />
      <StatusFilters
        initial={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      <TrainBookingsTable
        label={t('trainBooking.statusList.title')}
        rows={rows}
        total={total}
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
      />
    </>
  );
}
