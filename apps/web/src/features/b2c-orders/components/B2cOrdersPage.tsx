// /b2c/list-order: the agency's consumer orders filtered (status, kind, number/phone/name, created days), sorted and
// paged by the server, exported as xlsx or csv; an order opens in a drawer (?order-id=, the notification's link).
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { ReportExportButtons } from '../../../components/report/ReportExportButtons';
import { apiErrorMessage } from '../../../lib/http/types';
import { downloadB2cOrders, useListB2cOrdersQuery } from '../api/b2c-orders-api';
import { b2cFilterParams, b2cParamsOf, b2cViewOf, type B2cOrdersView } from '../model/order-filters';
import { B2cOrderDrawer } from './B2cOrderDrawer';
import { B2cOrderFilters } from './B2cOrderFilters';
import { B2C_PAGE_SIZES, B2cOrdersTable } from './B2cOrdersTable';

export default function B2cOrdersPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => b2cViewOf(searchParams, B2C_PAGE_SIZES), [searchParams]);
  const openId = searchParams.get('order-id');
  const show = (next: B2cOrdersView, orderId: string | null = openId) =>
    setSearchParams(b2cParamsOf(next, B2C_PAGE_SIZES[0], orderId));
  const params = b2cFilterParams(view.filters);
  const list = useListB2cOrdersQuery({ ...params, limit: view.pageSize, offset: view.page * view.pageSize });
  const total = list.data?.total ?? 0;
  return (
    <>
      <PageTitle
        title={t('b2cOrders.title')}
        subtitle={t('b2cOrders.count', { count: total })}
        actions={
          <ReportExportButtons
            labels={{ xlsx: t('b2cOrders.exportXlsx'), csv: t('b2cOrders.exportCsv') }}
            failedMessage={t('b2cOrders.exportFailed')}
            canExport={total > 0}
            onExport={(format) => downloadB2cOrders({ ...params } as Record<string, string>, format)}
          />
        }
      />
      <B2cOrderFilters
        key={searchParams.toString()}
        initial={view.filters}
        onApply={(filters) => show({ ...view, filters, page: 0 })}
      />
      <B2cOrdersTable
        rows={list.data?.items ?? []}
        total={total}
        page={view.page}
        pageSize={view.pageSize}
        isLoading={list.isFetching}
        errorMessage={list.error ? (apiErrorMessage(list.error) ?? t('errors.loadFailed')) : undefined}
        onOpen={(id) => show(view, id)}
        onPageChange={(page) => show({ ...view, page })}
        onPageSizeChange={(pageSize) => show({ ...view, pageSize, page: 0 })}
      />
      <B2cOrderDrawer orderId={openId} onClose={() => show(view, null)} />
    </>
  );
}
