// booking/analyze-sales-report: bookings made and issued per day, week or month (a line chart), the ten routes and the
// airlines with the most tickets (bars), the table of every period bucket, Excel, CSV and print.
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_INTERVALS, type TAnalyzeSalesBucket, type TAnalyzeSalesTop } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PageTitle } from '../../../components/PageTitle';
import { ReportChart } from '../../../components/report/ReportChart';
import { ReportExportButtons } from '../../../components/report/ReportExportButtons';
import { ReportPrintTable } from '../../../components/report/ReportPrintTable';
import { ReportSummary } from '../../../components/report/ReportSummary';
import { displayDay } from '../../../components/report/report-period';
import { PRINT_STYLES, usePrinting } from '../../../components/report/use-report-printing';
import { loadErrorsOf } from '../../../lib/http/types';
import { downloadActivityExport, useGetAnalyzeSalesReportQuery } from '../api/booking-activity';
import { figureColumns, rateText } from './activity-columns';
import { ActivityFilters } from './ActivityFilters';
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
    <>
      <GlobalStyles styles={PRINT_STYLES} />
      <PageTitle
        title={t('bookingActivity.analyzeSales.title')}
        subtitle={
          data
            ? t('bookingActivity.period', { from: displayDay(data.from), to: displayDay(data.to) })
            : t('bookingActivity.analyzeSales.subtitle')
        }
        actions={
          <ReportExportButtons
            labels={{ xlsx: t('bookingActivity.exportExcel'), csv: t('bookingActivity.exportCsv') }}
            failedMessage={t('bookingActivity.exportFailed')}
            canExport={Boolean(data)}
            onExport={(format) =>
              downloadActivityExport('analyze-sales', {
                ...args,
                format,
                fallbackName: `phan-tich-ban-hang_${args.from}_${args.to}.${format}`,
              })
            }
          >
            <Button variant="outlined" startIcon={<PrintIcon />} disabled={!data} onClick={print}>
              {t('bookingActivity.print')}
            </Button>
          </ReportExportButtons>
        }
      />
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
      {report.isFetching ? (
        <LinearProgress aria-label={t('bookingActivity.loading')} sx={{ mb: 2 }} data-print="hide" />
      ) : null}
      <FormErrorAlert message={errorMessage} />
      {data ? (
        <>
          <ReportSummary
            label={t('bookingActivity.totals')}
            figures={[{ id: 'sold', label: t('bookingActivity.columns.sold'), amount: data.totals.sold }]}
          >
            <Typography variant="body2" sx={{ mt: 1.5 }} data-figure="counts">
              {t('bookingActivity.counts', {
                bookings: data.totals.bookings,
                issued: data.totals.issued,
                tickets: data.totals.tickets,
                voided: data.totals.voided,
                refunded: data.totals.refunded,
                rate: rateText(data.totals.conversionPerMille),
              })}
            </Typography>
          </ReportSummary>
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
    </>
  );
}
