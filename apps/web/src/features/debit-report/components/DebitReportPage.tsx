// /accounting/debit-report: one agency's debit report (công nợ) — its figures, the running balance as a line, every movement — for a period of Vietnam days.
import { useMemo } from 'react';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TDebitReportResponse, TReportExportFormat } from '@portal/contracts';
import { formatDate, formatVnd, isIsoDate } from '@portal/domain';
import { DataTable } from '../../../components/DataTable';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PageTitle } from '../../../components/PageTitle';
import { ReportChart } from '../../../components/report/ReportChart';
import { ReportExportButtons } from '../../../components/report/ReportExportButtons';
import { ReportPrintTable } from '../../../components/report/ReportPrintTable';
import { defaultReportPeriod, displayDay, type ReportPeriod } from '../../../components/report/report-period';
import { ReportSummary } from '../../../components/report/ReportSummary';
import { PRINT_STYLES, usePrinting } from '../../../components/report/use-report-printing';
import { loadErrorsOf } from '../../../lib/http/types';
import { selectSession } from '../../../stores/session-slice';
import { downloadDebitReport } from '../api/download-debit-report';
import { useGetDebitReportAgenciesQuery, useGetDebitReportQuery } from '../api/get-debit-report';
import { debitColumns } from './debit-columns';
import type { ReportAgencyChoice as AgencyChoice } from '../../../components/report/ReportSelect';
import { DebitFilters } from './DebitFilters';

/** The agency and period in the address (a debit total row links here with them); malformed falls back to defaults. */
function requested(params: URLSearchParams, now: Date): { agencyId?: string; period: ReportPeriod } {
  const from = params.get('from');
  const to = params.get('to');
  const hasPeriod = from !== null && to !== null && isIsoDate(from) && isIsoDate(to) && from <= to;
  return { agencyId: params.get('agencyId') ?? undefined, period: hasPeriod ? { from, to } : defaultReportPeriod(now) };
}

/** The opening, then the balance at the end of each day that moved (the chart's line). */
function dailyBalances(report: TDebitReportResponse, openingLabel: string) {
  const byDay = new Map<string, number>();
  for (const movement of report.movements) byDay.set(formatDate(new Date(movement.at)), movement.balanceAfter);
  return [
    { day: openingLabel, balance: report.figures.openingBalance },
    ...[...byDay.entries()].map(([day, balance]) => ({ day, balance })),
  ];
}

export default function DebitReportPage() {
  const { t } = useTranslation();
  const { agentInfo } = useSelector(selectSession);
  const [params, setParams] = useSearchParams();
  const { isPrinting, print } = usePrinting();
  const agencies = useGetDebitReportAgenciesQuery();
  const asked = useMemo(() => requested(params, new Date()), [params]);
  const choices = useMemo<AgencyChoice[]>(
    () =>
      agencies.data?.items ??
      (agentInfo && agentInfo.level !== 'platform'
        ? [{ id: agentInfo.id, code: agentInfo.code, name: agentInfo.name, depth: 0 }]
        : []),
    [agencies.data, agentInfo],
  );
  // The platform holds no deposit of its own: it starts on the first agency listed below it.
  const isPlatform = agentInfo?.level === 'platform';
  const agencyId = asked.agencyId ?? (isPlatform ? agencies.data?.items[0]?.id : undefined);
  const args = { agencyId, ...asked.period };
  const report = useGetDebitReportQuery(args, { skip: isPlatform && agencyId === undefined });
  const data = report.currentData;
  const columns = useMemo(() => debitColumns(t), [t]);

  const submit = ({ agencyId, period }: { agencyId: string; period: ReportPeriod }) => {
    const next = new URLSearchParams({ ...(agencyId ? { agencyId } : {}), from: period.from, to: period.to });
    if (next.toString() === params.toString()) void report.refetch();
    else setParams(next);
  };
  const exportAs = async (format: TReportExportFormat) =>
    data
      ? downloadDebitReport({
          ...args,
          format,
          fallbackName: `cong-no-${data.agency.code}-${args.from}-${args.to}.${format}`,
        })
      : {};

  const { serverErrors, errorMessage } = loadErrorsOf(report.error, t('errors.loadFailed'));

  return (
    <>
      <GlobalStyles styles={PRINT_STYLES} />
      <PageTitle
        title={t('debitReports.debit.title')}
        subtitle={
          data
            ? t('debitReports.periodOf', {
                code: data.agency.code,
                name: data.agency.name,
                from: displayDay(data.from),
                to: displayDay(data.to),
              })
            : t('debitReports.debit.subtitle')
        }
        actions={
          <ReportExportButtons
            labels={{ xlsx: t('debitReports.exportExcel'), csv: t('debitReports.exportCsv') }}
            failedMessage={t('debitReports.exportFailed')}
            canExport={Boolean(data)}
            onExport={exportAs}
          >
            <Button variant="outlined" startIcon={<PrintIcon />} disabled={!data} onClick={print}>
              {t('debitReports.print')}
            </Button>
          </ReportExportButtons>
        }
      />
      <DebitFilters
        key={`${agencyId ?? ''}|${asked.period.from}|${asked.period.to}`}
        agencies={choices}
        agencyId={agencyId ?? data?.agency.id ?? agentInfo?.id ?? ''}
        period={asked.period}
        serverErrors={serverErrors}
        isBusy={report.isFetching}
        onSubmit={submit}
      />
      {report.isFetching ? (
        <LinearProgress aria-label={t('debitReports.loading')} sx={{ mb: 2 }} data-print="hide" />
      ) : null}
      <FormErrorAlert message={errorMessage} />
      {data ? (
        <>
          <ReportSummary
            label={t('debitReports.summary')}
            figures={[
              {
                id: 'openingBalance',
                label: t('debitReports.figures.openingBalance'),
                amount: data.figures.openingBalance,
              },
              { id: 'topUps', label: t('debitReports.buckets.topUps'), amount: data.figures.topUps },
              { id: 'sales', label: t('debitReports.buckets.sales'), amount: data.figures.sales },
              { id: 'voidsRefunds', label: t('debitReports.buckets.voidsRefunds'), amount: data.figures.voidsRefunds },
              { id: 'adjustments', label: t('debitReports.buckets.adjustments'), amount: data.figures.adjustments },
              {
                id: 'closingBalance',
                label: t('debitReports.figures.closingBalance'),
                amount: data.figures.closingBalance,
              },
              { id: 'creditLimit', label: t('debitReports.figures.creditLimit'), amount: data.creditLimit },
              { id: 'available', label: t('debitReports.figures.availableNow'), amount: data.current.available },
            ]}
          >
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="debit-by-type">
              {data.byType.map((total) => `${total.type}: ${total.count} — ${formatVnd(total.amount)}`).join(' · ')}
            </Typography>
          </ReportSummary>
          <ReportChart
            title={t('debitReports.debit.chart')}
            kind="line"
            data={dailyBalances(data, t('debitReports.figures.openingBalance'))}
            categoryKey="day"
            categoryLabel={t('reportChart.day')}
            series={[{ key: 'balance', label: t('debitReports.columns.balanceAfter') }]}
            valueKind="money"
          />
          <div data-print="hide">
            <DataTable
              label={t('debitReports.debit.movements')}
              rows={data.movements}
              columns={columns}
              getRowId={(row) => String(row.entryId)}
              isLoading={report.isFetching}
            />
          </div>
          {isPrinting ? (
            <ReportPrintTable
              label={t('debitReports.debit.movements')}
              rows={data.movements}
              columns={columns}
              getRowId={(row) => String(row.entryId)}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
