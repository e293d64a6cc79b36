// booking/analyze-sales-report: bookings made and issued per day, week or month (a line chart), the ten routes and the
// airlines with the most tickets (bars), the table of every period bucket, Excel, CSV and print.
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_INTERVALS, type TAnalyzeSalesBucket, type TAnalyzeSalesTop } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { ReportChart } from '../../../components/report/ReportChart';
import { ReportPrintTable } from '../../../components/report/ReportPrintTable';
import { displayDay } from '../../../components/report/report-period';
import { usePrinting } from '../../../components/report/use-report-printing';
import { loadErrorsOf } from '../../../lib/http/types';
import { downloadActivityExport, useGetAnalyzeSalesReportQuery } from '../api/booking-activity';
import { figureColumns } from './activity-columns';
import { ActivityFilters } from './ActivityFilters';
import { ActivityReportFrame } from './ActivityReportFrame';
import { useActivityQuestion } from './use-activity-question';

const counted = new Intl.NumberFormat('vi-VN');

/** A bucket's label: 27/11, the week of 23/11, or 11/2026. */
function bucketLabel(start: string, interval: string): string {
  if (interval === 'month') return `${start.slice(5, 7)}/${start.slice(0, 4)}`;
  return `${start.slice(8, 10)}/${start.slice(5, 7)}`;
}

function topColumns(header: string, t: (key: string) => string): DataTableColumn<TAnalyzeSalesTop>[] {
  return [
    { id: 'key', header, value: (row) => row.key, isSortable: true },
    {
      id: 'tickets',
      header: t('bookingActivity.columns.tickets'),
      value: (row) => row.tickets,
      text: (row) => counted.format(row.tickets),
      align: 'right',
      isSortable: true,
    },
    {
      id: 'sold',
      header: t('bookingActivity.columns.sold'),
      value: (row) => row.sold,
      text: (row) => formatVnd(row.sold),
      align: 'right',
      isSortable: true,
    },
  ];
}

export default function AnalyzeSalesReportPage() {
  const { t } = useTranslation();
  const { isPrinting, print } = usePrinting();
  const question = useActivityQuestion('interval', ACTIVITY_INTERVALS, 'day');
  const args = { ...question.period, interval: question.choice };
  const report = useGetAnalyzeSalesReportQuery(args);
  const data = report.currentData;
  const interval = data?.interval ?? question.choice;

  const columns = useMemo(
    (): DataTableColumn<TAnalyzeSalesBucket>[] => [
      {
        id: 'start',
        header: t(`bookingActivity.analyzeSales.bucket.${interval}`),
        value: (row) => row.start,
        text: (row) => (interval === 'month' ? bucketLabel(row.start, interval) : displayDay(row.start)),
        isSortable: true,
      },
      ...figureColumns<TAnalyzeSalesBucket>(t),
    ],
    [t, interval],
  );
  const chartData = useMemo(
    () =>
      (data?.buckets ?? []).map((bucket) => ({
        bucket: bucketLabel(bucket.start, interval),
        bookings: bucket.bookings,
        issued: bucket.issued,
      })),
    [data, interval],
  );

  const { serverErrors, errorMessage } = loadErrorsOf(report.error, t('errors.loadFailed'));

  return (
    <ActivityReportFrame
      title={t('bookingActivity.analyzeSales.title')}
      subtitle={t('bookingActivity.analyzeSales.subtitle')}
      answer={data}
      isFetching={report.isFetching}
      errorMessage={errorMessage}
      onExport={(format) =>
        downloadActivityExport('analyze-sales', {
          ...args,
          format,
          fallbackName: `phan-tich-ban-hang_${args.from}_${args.to}.${format}`,
        })
      }
      onPrint={print}
      filters={
        <ActivityFilters
          key={question.addressKey}
          agencies={question.agencies}
          value={question.period}
          choice={{
            label: t('bookingActivity.interval'),
            options: ACTIVITY_INTERVALS,
            value: question.choice,
            optionLabel: (option) => t(`bookingActivity.intervals.${option}`),
          }}
          serverErrors={serverErrors}
          isBusy={report.isFetching}
          onSubmit={(period, chosen) => question.ask(period, chosen, () => void report.refetch())}
        />
      }
    >
      {data ? (
        <>
          <ReportChart
            title={t('bookingActivity.analyzeSales.chartTrend')}
            kind="line"
            data={chartData}
            categoryKey="bucket"
            categoryLabel={t('reportChart.period')}
            series={[
              { key: 'bookings', label: t('bookingActivity.columns.bookings') },
              { key: 'issued', label: t('bookingActivity.columns.issued') },
            ]}
            valueKind="count"
          />
          {data.topRoutes.length > 0 ? (
            <ReportChart
              title={t('bookingActivity.analyzeSales.chartRoutes')}
              kind="bar"
              data={data.topRoutes.map((top) => ({ route: top.key, tickets: top.tickets }))}
              categoryKey="route"
              categoryLabel={t('reportChart.route')}
              series={[{ key: 'tickets', label: t('bookingActivity.columns.tickets') }]}
              valueKind="count"
            />
          ) : null}
          <div data-print="hide">
            <DataTable
              label={t('bookingActivity.analyzeSales.table')}
              rows={data.buckets}
              columns={columns}
              getRowId={(row) => row.start}
              isLoading={report.isFetching}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' }, mt: 2 }}>
              <DataTable
                label={t('bookingActivity.analyzeSales.topRoutes')}
                rows={data.topRoutes}
                columns={topColumns(t('bookingActivity.columns.route'), t)}
                getRowId={(row) => row.key}
              />
              <DataTable
                label={t('bookingActivity.analyzeSales.topAirlines')}
                rows={data.topAirlines}
                columns={topColumns(t('bookingActivity.columns.airline'), t)}
                getRowId={(row) => row.key}
              />
            </Box>
          </div>
          {isPrinting ? (
            <ReportPrintTable
              label={t('bookingActivity.analyzeSales.table')}
              rows={data.buckets}
              columns={columns}
              getRowId={(row) => row.start}
            />
          ) : null}
        </>
      ) : null}
    </ActivityReportFrame>
  );
}
