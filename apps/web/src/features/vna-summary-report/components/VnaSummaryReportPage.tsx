// /accounting/vna-summary-report: Vietnam Airlines tickets (stock 738) by month, class group of SPEC §9, domestic vs international.
import { useMemo } from 'react';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FLIGHT_DATA_MODES, type TFlightDataMode } from '@portal/contracts';
import { isIsoDate, VNA_CLASS_GROUPS } from '@portal/domain';
import { DataTable } from '../../../components/DataTable';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PageTitle } from '../../../components/PageTitle';
import { ReportChart } from '../../../components/report/ReportChart';
import { ReportExportButtons } from '../../../components/report/ReportExportButtons';
import { ReportPrintTable } from '../../../components/report/ReportPrintTable';
import { ReportSummary } from '../../../components/report/ReportSummary';
import { defaultReportPeriod, displayDay } from '../../../components/report/report-period';
import { PRINT_STYLES, usePrinting } from '../../../components/report/use-report-printing';
import { loadErrorsOf } from '../../../lib/http/types';
import { downloadVnaSummaryExport, useGetVnaSummaryReportQuery, type VnaSummaryArgs } from '../api/vna-summary-report';
import { vnaRowId, vnaSummaryColumns } from './vna-summary-columns';
import { VnaSummaryFilters } from './VnaSummaryFilters';
import { useGetStatementAgenciesQuery } from '../../../components/report/get-report-agencies';

const counted = new Intl.NumberFormat('vi-VN');

export function requestedVnaSummary(params: URLSearchParams, now: Date): VnaSummaryArgs {
  const fallback = defaultReportPeriod(now);
  const from = params.get('from');
  const to = params.get('to');
  const hasPeriod = from !== null && to !== null && isIsoDate(from) && isIsoDate(to) && from <= to;
  const mode = params.get('mode') as TFlightDataMode;
  return {
    ...(hasPeriod ? { from, to } : fallback),
    mode: FLIGHT_DATA_MODES.includes(mode) ? mode : 'FLIGHT_DATE',
    subAgencyId: params.get('subAgencyId') || undefined,
  };
}

export default function VnaSummaryReportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { isPrinting, print } = usePrinting();
  const agencies = useGetStatementAgenciesQuery();
  const args = useMemo(() => requestedVnaSummary(params, new Date()), [params]);
  const report = useGetVnaSummaryReportQuery(args);
  const data = report.currentData;
  const columns = useMemo(() => vnaSummaryColumns(t), [t]);

  const submit = (next: VnaSummaryArgs) => {
    const query = new URLSearchParams(
      Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    if (query.toString() === params.toString()) void report.refetch();
    else setParams(query);
  };

  const { serverErrors, errorMessage } = loadErrorsOf(report.error, t('errors.loadFailed'));
  /** Revenue by class group (the table's order), domestic and international side by side. */
  const chartData = useMemo(() => {
    if (!data) return [];
    const groups = [...VNA_CLASS_GROUPS.map((group) => group.code), 'OTHER'];
    return groups
      .map((group) => {
        const rows = data.rows.filter((row) => row.classGroup === group);
        const of = (isDomestic: boolean) =>
          rows.filter((row) => row.isDomestic === isDomestic).reduce((sum, row) => sum + row.revenue, 0);
        return { group, domestic: of(true), international: of(false) };
      })
      .filter((row) => row.domestic + row.international > 0);
  }, [data]);

  return (
    <>
      <GlobalStyles styles={PRINT_STYLES} />
      <PageTitle
        title={t('flightReports.vna.title')}
        subtitle={
          data
            ? t('flightReports.period', {
                code: data.agency.code,
                name: data.agency.name,
                from: displayDay(data.from),
                to: displayDay(data.to),
              })
            : t('flightReports.vna.subtitle')
        }
        actions={
          <ReportExportButtons
            labels={{ xlsx: t('flightReports.exportExcel'), csv: t('flightReports.exportCsv') }}
            failedMessage={t('flightReports.exportFailed')}
            canExport={Boolean(data)}
            onExport={(format) =>
              downloadVnaSummaryExport({
                ...args,
                format,
                fallbackName: `tong-hop-vna-${args.from}-${args.to}.${format}`,
              })
            }
          >
            <Button variant="outlined" startIcon={<PrintIcon />} disabled={!data} onClick={print}>
              {t('flightReports.print')}
            </Button>
          </ReportExportButtons>
        }
      />
      <VnaSummaryFilters
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
              { id: 'revenue', label: t('flightReports.vna.columns.revenue'), amount: data.totals.revenue },
              { id: 'baseFare', label: t('flightReports.vna.columns.baseFare'), amount: data.totals.baseFare },
              {
                id: 'carrierSurcharge',
                label: t('flightReports.vna.columns.carrierSurcharge'),
                amount: data.totals.carrierSurcharge,
              },
              {
                id: 'refundedRevenue',
                label: t('flightReports.vna.columns.refundedRevenue'),
                amount: data.totals.refundedRevenue,
              },
              { id: 'domestic', label: t('flightReports.vna.domesticRevenue'), amount: data.domestic.revenue },
              {
                id: 'international',
                label: t('flightReports.vna.internationalRevenue'),
                amount: data.international.revenue,
              },
            ]}
          >
            <Typography variant="body2" sx={{ mt: 1.5 }} data-figure="counts">
              {t('flightReports.vna.counts', {
                tickets: counted.format(data.totals.tickets),
                segments: counted.format(data.totals.segments),
                voided: counted.format(data.totals.voidedTickets),
                refunded: counted.format(data.totals.refundedTickets),
              })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('flightReports.vna.note')}
            </Typography>
            {data.totals.ticketsWithoutSurcharge > 0 ? (
              <Typography variant="body2" color="warning.dark" sx={{ mt: 1 }} data-figure="without-surcharge">
                {t('flightReports.vna.withoutSurcharge', {
                  count: data.totals.ticketsWithoutSurcharge,
                  tickets: counted.format(data.totals.ticketsWithoutSurcharge),
                })}
              </Typography>
            ) : null}
          </ReportSummary>
          {chartData.length > 0 ? (
            <ReportChart
              title={t('flightReports.vna.chart')}
              kind="bar"
              data={chartData}
              categoryKey="group"
              categoryLabel={t('reportChart.classGroup')}
              series={[
                { key: 'domestic', label: t('flightReports.vna.domestic') },
                { key: 'international', label: t('flightReports.vna.international') },
              ]}
              valueKind="money"
            />
          ) : null}
          <div data-print="hide">
            <DataTable
              label={t('flightReports.vna.table')}
              rows={data.rows}
              columns={columns}
              getRowId={vnaRowId}
              isLoading={report.isFetching}
            />
          </div>
          {isPrinting ? (
            <ReportPrintTable
              label={t('flightReports.vna.table')}
              rows={data.rows}
              columns={columns}
              getRowId={vnaRowId}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
