// booking/customer-services-report: bookings made in a period by each staff member or customer — issued, voided,
// refunded, the issue rate and what was sold — with a chart of the ten who sold most, Excel, CSV and print.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_GROUPINGS, type TCustomerServicesRow } from '@portal/contracts';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { ReportChart } from '../../../components/report/ReportChart';
import { ReportPrintTable } from '../../../components/report/ReportPrintTable';
import { usePrinting } from '../../../components/report/use-report-printing';
import { loadErrorsOf } from '../../../lib/http/types';
import { downloadActivityExport, useGetCustomerServicesReportQuery } from '../api/booking-activity';
import { figureColumns } from './activity-columns';
import { ActivityFilters } from './ActivityFilters';
import { ActivityReportFrame } from './ActivityReportFrame';
import { useActivityQuestion } from './use-activity-question';

const TOP = 10;

export default function CustomerServicesReportPage() {
  const { t } = useTranslation();
  const { isPrinting, print } = usePrinting();
  const question = useActivityQuestion('groupBy', ACTIVITY_GROUPINGS, 'staff');
  const args = { ...question.period, groupBy: question.choice };
  const report = useGetCustomerServicesReportQuery(args);
  const data = report.currentData;
  const isStaff = (data?.groupBy ?? question.choice) === 'staff';

  const columns = useMemo((): DataTableColumn<TCustomerServicesRow>[] => {
    const who: DataTableColumn<TCustomerServicesRow>[] = [
      {
        id: 'name',
        header: t(isStaff ? 'bookingActivity.columns.staff' : 'bookingActivity.columns.customer'),
        value: (row) => row.name,
        isSortable: true,
      },
      {
        id: 'detail',
        header: t(isStaff ? 'bookingActivity.columns.username' : 'bookingActivity.columns.phone'),
        value: (row) => (isStaff ? row.detail : row.key),
        isSortable: true,
      },
      {
        id: 'agency',
        header: t('bookingActivity.columns.agency'),
        value: (row) => row.agency.code,
        text: (row) => `${row.agency.code} — ${row.agency.name}`,
        isSortable: true,
      },
    ];
    return [...who, ...figureColumns<TCustomerServicesRow>(t)];
  }, [t, isStaff]);

  const { serverErrors, errorMessage } = loadErrorsOf(report.error, t('errors.loadFailed'));
  const chartData = useMemo(
    () =>
      (data?.rows ?? [])
        .filter((row) => row.sold > 0)
        .slice(0, TOP)
        .map((row) => ({ who: row.name || row.key, sold: row.sold })),
    [data],
  );

  return (
    <ActivityReportFrame
      title={t('bookingActivity.customerServices.title')}
      subtitle={t('bookingActivity.customerServices.subtitle')}
      answer={data}
      isFetching={report.isFetching}
      errorMessage={errorMessage}
      onExport={(format) =>
        downloadActivityExport('customer-services', {
          ...args,
          format,
          fallbackName: `cham-soc-khach-hang_${args.from}_${args.to}.${format}`,
        })
      }
      onPrint={print}
      filters={
        <ActivityFilters
          key={question.addressKey}
          agencies={question.agencies}
          value={question.period}
          choice={{
            label: t('bookingActivity.groupBy'),
            options: ACTIVITY_GROUPINGS,
            value: question.choice,
            optionLabel: (option) => t(`bookingActivity.groupings.${option}`),
          }}
          serverErrors={serverErrors}
          isBusy={report.isFetching}
          onSubmit={(period, chosen) => question.ask(period, chosen, () => void report.refetch())}
        />
      }
    >
      {data ? (
        <>
          {chartData.length > 0 ? (
            <ReportChart
              title={t(
                isStaff
                  ? 'bookingActivity.customerServices.chartStaff'
                  : 'bookingActivity.customerServices.chartCustomers',
                { count: TOP },
              )}
              kind="bar"
              data={chartData}
              categoryKey="who"
              categoryLabel={t('reportChart.who')}
              series={[{ key: 'sold', label: t('bookingActivity.columns.sold') }]}
              valueKind="money"
            />
          ) : null}
          <div data-print="hide">
            <DataTable
              label={t('bookingActivity.customerServices.table')}
              rows={data.rows}
              columns={columns}
              getRowId={(row) => `${row.agency.id}|${row.key}`}
              isLoading={report.isFetching}
            />
          </div>
          {isPrinting ? (
            <ReportPrintTable
              label={t('bookingActivity.customerServices.table')}
              rows={data.rows}
              columns={columns}
              getRowId={(row) => `${row.agency.id}|${row.key}`}
            />
          ) : null}
        </>
      ) : null}
    </ActivityReportFrame>
  );
}
