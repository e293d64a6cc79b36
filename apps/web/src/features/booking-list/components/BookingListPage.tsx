// booking/search: the agency's bookings (and its sub-agencies' for administrators), filtered, sorted and paged by the server,
// with the Excel export and "Nhập PNR"; the question lives in the address, so going back from a booking finds the same page.
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/Download';
import InputIcon from '@mui/icons-material/Input';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { apiErrorMessage, loadErrorsOf } from '../../../lib/http/types';
import { useGetBookingFilterScopeQuery } from '../api/get-booking-filter-scope';
import { useListBookingsQuery } from '../api/list-bookings';
import { downloadBookingsExport } from '../api/download-bookings-export';
import {
  PAGE_SIZES,
  listArgsOf,
  searchParamsOf,
  viewFromSearchParams,
  type BookingFilterValues,
  type BookingListView,
} from '../booking-filters';
import { BookingFilters } from './BookingFilters';
import { BookingsPager } from './BookingsPager';
import { BookingsTable } from './BookingsTable';
import { RetrievePnrDialog } from './RetrievePnrDialog';

const countFormat = new Intl.NumberFormat('vi-VN');

export default function BookingListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewFromSearchParams(params), [params]);
  const args = useMemo(() => listArgsOf(view), [view]);
  const list = useListBookingsQuery(args);
  const scope = useGetBookingFilterScopeQuery();
  const [isRetrieveOpen, setIsRetrieveOpen] = useState(false);
  const [isExporting, setIsExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const show = (next: BookingListView) => {
    const nextParams = searchParamsOf(next);
    if (nextParams.toString() === params.toString()) void list.refetch();
    else setParams(nextParams);
  };

  const data = list.currentData;
  // A later page left empty (its rows were cancelled or changed elsewhere) goes back to the first page.
  useEffect(() => {
    if (!data || data.items.length > 0 || view.page === 1) return;
    setParams(searchParamsOf({ ...view, page: 1, cursor: undefined }), { replace: true });
  }, [data, view, setParams]);

  const exportExcel = async () => {
    const { limit: _limit, cursor: _cursor, ...filters } = args;
    setIsExporting(true);
    setExportError(null);
    const outcome = await downloadBookingsExport(filters, 'dat-cho.xlsx');
    setIsExporting(false);
    if (outcome.error) setExportError(apiErrorMessage(outcome.error) ?? t('bookingList.exportFailed'));
  };

  const { serverErrors, errorMessage } = loadErrorsOf(list.error, t('errors.loadFailed'));

  return (
    <>
      <PageTitle
        title={t('bookingList.title')}
        subtitle={
          data
            ? data.isTotalCapped
              ? t('bookingList.countMore', { count: data.total, shown: countFormat.format(data.total) })
              : t('bookingList.count', { count: data.total, shown: countFormat.format(data.total) })
            : t('bookingList.subtitle')
        }
        actions={
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: { xs: 'stretch', sm: 'flex-end' } }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button variant="contained" startIcon={<InputIcon />} onClick={() => setIsRetrieveOpen(true)}>
                {t('bookingList.retrieve.open')}
              </Button>
              <Button
                variant="outlined"
                startIcon={
                  isExporting ? <CircularProgress size={16} aria-label={t('common.loading')} /> : <DownloadIcon />
                }
                disabled={isExporting || !data || data.total === 0}
                onClick={() => void exportExcel()}
              >
                {t('bookingList.exportExcel')}
              </Button>
            </Box>
            {exportError ? (
              <Alert severity="error" role="alert">
                {exportError}
              </Alert>
            ) : null}
          </Box>
        }
      />
      <BookingFilters
        key={params.toString()}
        initial={view.filters}
        scope={scope.data}
        serverErrors={serverErrors}
        onApply={(filters: BookingFilterValues) => show({ ...view, filters, page: 1, cursor: undefined })}
      />
      <BookingsTable
        rows={data?.items ?? []}
        pager={
          <BookingsPager
            page={view.page}
            pageSize={view.pageSize}
            pageSizes={PAGE_SIZES}
            rowCount={data?.items.length ?? 0}
            total={data?.total ?? 0}
            isTotalCapped={data?.isTotalCapped ?? false}
            hasPrevious={view.page > 1 && Boolean(data?.prevCursor)}
            hasNext={Boolean(data?.nextCursor)}
            onFirst={() => show({ ...view, page: 1, cursor: undefined })}
            onPrevious={() =>
              show(
                view.page <= 2
                  ? { ...view, page: 1, cursor: undefined }
                  : { ...view, page: view.page - 1, cursor: data?.prevCursor ?? undefined },
              )
            }
            onNext={() => show({ ...view, page: view.page + 1, cursor: data?.nextCursor ?? undefined })}
            onPageSizeChange={(pageSize) => show({ ...view, pageSize, page: 1, cursor: undefined })}
          />
        }
        sort={view.sort}
        order={view.order}
        showAgency={(scope.data?.agencies.length ?? 0) > 1}
        isLoading={list.isFetching}
        errorMessage={errorMessage}
        onSortChange={(sort, order) => show({ ...view, sort, order, page: 1, cursor: undefined })}
      />
      {isRetrieveOpen ? <RetrievePnrDialog onClose={() => setIsRetrieveOpen(false)} /> : null}
    </>
  );
}
