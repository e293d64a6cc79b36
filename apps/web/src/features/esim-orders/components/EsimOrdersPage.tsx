// /esim/list-order: the agency's eSIM orders filtered (status, code/ICCID/customer, created days), sorted and paged by
// the server, exported as xlsx or csv with the same filters; the view lives in the address.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { EsimCartButton } from '../../../components/esim/EsimCartButton';
import { ReportExportButtons } from '../../../components/report/ReportExportButtons';
import { useListEsimOrdersQuery } from '../../../lib/esim/esim-api';
import { apiErrorMessage } from '../../../lib/http/types';
import { downloadEsimOrders } from '../api/esim-downloads';
import { orderFilterParams, ordersParamsOf, ordersViewOf, type OrdersView } from '../model/order-filters';
import { ESIM_PAGE_SIZES, EsimOrdersTable } from './EsimOrdersTable';
import { OrderFilters } from './OrderFilters';

export default function EsimOrdersPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => ordersViewOf(searchParams, ESIM_PAGE_SIZES), [searchParams]);
  const { filters, page, pageSize } = view;
  const show = (next: OrdersView) => setSearchParams(ordersParamsOf(next, ESIM_PAGE_SIZES[0]));
  const params = orderFilterParams(filters);
  const list = useListEsimOrdersQuery({ ...params, limit: pageSize, offset: page * pageSize });
  const total = list.data?.total ?? 0;
  return (
    <>
      <PageTitle
        title={t('esim.list.title')}
        subtitle={t('esim.list.count', { count: total })}
        actions={
          <ReportExportButtons
            labels={{ xlsx: t('esim.list.exportXlsx'), csv: t('esim.list.exportCsv') }}
            failedMessage={t('esim.list.exportFailed')}
            canExport={total > 0}
            onExport={(format) => downloadEsimOrders({ ...params } as Record<string, string>, format)}
          >
            <EsimCartButton />
          </ReportExportButtons>
        }
      />
      <OrderFilters
        key={searchParams.toString()}
        initial={filters}
        onApply={(next) => show({ ...view, filters: next, page: 0 })}
      />
      <EsimOrdersTable
        rows={list.data?.items ?? []}
        total={total}
        page={page}
        pageSize={pageSize}
        isLoading={list.isFetching}
        errorMessage={list.error ? (apiErrorMessage(list.error) ?? t('errors.loadFailed')) : undefined}
        onPageChange={(next) => show({ ...view, page: next })}
        onPageSizeChange={(size) => show({ ...view, pageSize: size, page: 0 })}
      />
    </>
  );
}
