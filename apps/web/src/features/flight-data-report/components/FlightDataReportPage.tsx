// /accounting/flight-data-report: segments, passengers, tickets and ticket value by route, airline, class or month.
import { useMemo } from 'react';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  FLIGHT_DATA_GROUPS,
  FLIGHT_DATA_MODES,
  type TFlightDataGroupBy,
  type TFlightDataMode,
} from '@portal/contracts';
import { isIsoDate } from '@portal/domain';
import { DataTable } from '../../../components/DataTable';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PageTitle } from '../../../components/PageTitle';
import { ReportChart } from '../../../components/report/ReportChart';
import { ReportExportButtons } from '../../../components/report/ReportExportButtons';
import { ReportSummary } from '../../../components/report/ReportSummary';
import { defaultReportPeriod, displayDay } from '../../../components/report/report-period';
import { loadErrorsOf } from '../../../lib/http/types';
import { downloadFlightDataExport, useGetFlightDataReportQuery, type FlightDataArgs } from '../api/flight-data-report';
import { flightDataColumns, groupText } from './flight-data-columns';
import { FlightDataFilters } from './FlightDataFilters';
import { ReportPrintTable } from '../../../components/report/ReportPrintTable';
import { PRINT_STYLES, usePrinting } from '../../../components/report/use-report-printing';
import { useGetStatementAgenciesQuery } from '../../../components/report/get-report-agencies';

const TOP_ROUTES = 10;
const counted = new Intl.NumberFormat('vi-VN');

/** The question in the address; anything malformed falls back to the defaults (this month, by flight date, by route). */
export function requestedFlightData(params: URLSearchParams, now: Date): FlightDataArgs {
  const fallback = defaultReportPeriod(now);
  const from = params.get('from');
  const to = params.get('to');
  const hasPeriod = from !== null && to !== null && isIsoDate(from) && isIsoDate(to) && from <= to;
  const mode = params.get('mode') as TFlightDataMode;
  const groupBy = params.get('groupBy') as TFlightDataGroupBy;
  return {
    ...(hasPeriod ? { from, to } : fallback),
    mode: FLIGHT_DATA_MODES.includes(mode) ? mode : 'FLIGHT_DATE',
    groupBy: FLIGHT_DATA_GROUPS.includes(groupBy) ? groupBy : 'ROUTE',
    subAgencyId: params.get('subAgencyId') || undefined,
  };
}

export default function FlightDataReportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { isPrinting, print } = usePrinting();
  const agencies = useGetStatementAgenciesQuery();
  const args = useMemo(() => requestedFlightData(params, new Date()), [params]);
  const report = useGetFlightDataReportQuery(args);
  const data = report.currentData;
  const columns = useMemo(() => flightDataColumns(t, args.groupBy), [t, args.groupBy]);

  const submit = (next: FlightDataArgs) => {
    const query = new URLSearchParams(
      Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    if (query.toString() === params.toString()) void report.refetch();
    else setParams(query);
  };

  const { serverErrors, errorMessage } = loadErrorsOf(report.error, t('errors.loadFailed'));
  const chartData = useMemo(() => {
    if (!data) return [];
    const rows = data.groupBy === 'MONTH' ? data.rows : data.rows.slice(0, TOP_ROUTES);
    return rows.map((row) => ({ group: groupText(t, data.groupBy, row), revenue: row.revenue, tickets: row.tickets }));
  }, [data, t]);

  return (
    <>
      <GlobalStyles styles={PRINT_STYLES} />
      <PageTitle
        title={t('flightReports.flightData.title')}
        subtitle={
          data
            ? t('flightReports.period', {
                code: data.agency.code,
                name: data.agency.name,
                from: displayDay(data.from),
                to: displayDay(data.to),
              })
            : t('flightReports.flightData.subtitle')
        }
        actions={
          <ReportExportButtons
            labels={{ xlsx: t('flightReports.exportExcel'), csv: t('flightReports.exportCsv') }}
            failedMessage={t('flightReports.exportFailed')}
            canExport={Boolean(data)}
            onExport={(format) =>
              downloadFlightDataExport({
                ...args,
                format,
                fallbackName: `du-lieu-chuyen-bay-${args.from}-${args.to}.${format}`,
              })
            }
          >
            <Button variant="outlined" startIcon={<PrintIcon />} disabled={!data} onClick={print}>
              {t('flightReports.print')}
            </Button>
          </ReportExportButtons>
        }
      />
      <FlightDataFilters
        key={params.toString()}
        agencies={agencies.data?.items ?? []}
        value={args}
        serverErrors={serverErrors}
        isBusy={report.isFetching}
        onSubmit={submit}
      />
      {report.isFetching ? (
        <LinearProgress aria-label={t('flightReports.loading')} sx={{ mb: 2 }} data-print="hide" />
      ) : null}
      <FormErrorAlert message={errorMessage} />
      {data ? (
        <>
          <ReportSummary
            label={t('flightReports.totals')}
            figures={[
              { id: 'revenue', label: t('flightReports.flightData.columns.revenue'), amount: data.totals.revenue },
              {
                id: 'refundedRevenue',
                label: t('flightReports.flightData.columns.refundedRevenue'),
                amount: data.totals.refundedRevenue,
              },
            ]}
          >
            <Typography variant="body2" sx={{ mt: 1.5 }} data-figure="counts">
              {t('flightReports.flightData.counts', {
                tickets: counted.format(data.totals.tickets),
                segments: counted.format(data.totals.segments),
                adults: counted.format(data.totals.adults),
                children: counted.format(data.totals.children),
                infants: counted.format(data.totals.infants),
                refunded: counted.format(data.totals.refundedTickets),
              })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('flightReports.flightData.note')}
            </Typography>
          </ReportSummary>
          {chartData.length > 0 ? (
            <ReportChart
              title={t(
                data.groupBy === 'MONTH' ? 'flightReports.flightData.chartMonths' : 'flightReports.flightData.chartTop',
                {
                  count: TOP_ROUTES,
                },
              )}
              kind={data.groupBy === 'MONTH' ? 'line' : 'bar'}
              data={chartData}
              categoryKey="group"
              categoryLabel={t('reportChart.group')}
              series={[{ key: 'revenue', label: t('flightReports.flightData.columns.revenue') }]}
              valueKind="money"
            />
          ) : null}
          <div data-print="hide">
            <DataTable
              label={t('flightReports.flightData.table')}
              rows={data.rows}
              columns={columns}
              getRowId={(row) => row.key}
              isLoading={report.isFetching}
            />
          </div>
          {isPrinting ? (
            <ReportPrintTable
              label={t('flightReports.flightData.table')}
              rows={data.rows}
              columns={columns}
              getRowId={(row) => row.key}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
