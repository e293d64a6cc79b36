// /train/status: every train booking of the agency, filtered (status, code, name, train, booked and departure days),
// sorted and paged by the server, exported as xlsx or csv with the same filters; a row opens the booking. The view
// lives in the address, so going back from a booking finds the same page.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { ReportExportButtons } from '../../../components/report/ReportExportButtons';
import { useServerNow } from '../../../components/booking/use-server-now';
import { apiErrorMessage } from '../../../lib/http/types';
import { useListTrainBookingsQuery } from '../api/train-bookings-api';
import { downloadTrainBookings } from '../api/train-downloads';
import { filterParamsOf, statusParamsOf, statusViewOf, type StatusView } from '../model/status-filters';
import { StatusFilters } from './StatusFilters';
import { TRAIN_PAGE_SIZES, TrainBookingsTable } from './TrainBookingsTable';

export default function TrainStatusPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => statusViewOf(searchParams, TRAIN_PAGE_SIZES), [searchParams]);
  const { filters, page, pageSize } = view;
  const show = (next: StatusView) => setSearchParams(statusParamsOf(next, TRAIN_PAGE_SIZES[0]));
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
        key={searchParams.toString()}
        initial={filters}
        onApply={(next) => show({ ...view, filters: next, page: 0 })}
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
        onPageChange={(next) => show({ ...view, page: next })}
        onPageSizeChange={(size) => show({ ...view, pageSize: size, page: 0 })}
      />
    </>
  );
}
