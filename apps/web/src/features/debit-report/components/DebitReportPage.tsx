// /accounting/debit-report: one agency's debit report (công nợ) — its figures, the running balance as a line, its
// movements a page at a time from the server (time order either way, one type) — for a period of Vietnam days.
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
import { DEBIT_MOVEMENT_TYPES } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { FilterSelect } from '../../../components/FilterSelect';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PageTitle } from '../../../components/PageTitle';
import { ReportChart } from '../../../components/report/ReportChart';
import { ReportExportButtons } from '../../../components/report/ReportExportButtons';
import { ReportPrintTable } from '../../../components/report/ReportPrintTable';
import { displayDay, type ReportPeriod } from '../../../components/report/report-period';
import { ReportSummary } from '../../../components/report/ReportSummary';
import { PRINT_STYLES, usePrinting } from '../../../components/report/use-report-printing';
import { loadErrorsOf } from '../../../lib/http/types';
import { selectSession } from '../../../stores/session-slice';
import { downloadDebitReport } from '../api/download-debit-report';
import { useGetDebitReportAgenciesQuery, useGetDebitReportQuery } from '../api/get-debit-report';
import { debitParamsOf, debitViewOf, type DebitView } from '../debit-address';
import { debitColumns } from './debit-columns';
import { DebitMovementsTable } from './DebitMovementsTable';
import type { ReportAgencyChoice as AgencyChoice } from '../../../components/report/ReportSelect';
import { DebitFilters } from './DebitFilters';

/** The opening, then the balance at the end of each day that moved (the chart's line, from the server's daily figures). */
function dailyBalances(report: TDebitReportResponse, openingLabel: string) {
  return [
    { day: openingLabel, balance: report.figures.openingBalance },
    ...report.dailyBalances.map(({ day, balance }) => ({ day: displayDay(day), balance })),
  ];
}

export default function DebitReportPage() {
  const { t } = useTranslation();
  const { agentInfo } = useSelector(selectSession);
  const [params, setParams] = useSearchParams();
  const { isPrinting, print } = usePrinting();
  const agencies = useGetDebitReportAgenciesQuery();
  const asked = useMemo(() => debitViewOf(params, new Date()), [params]);
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
  const filters = { agencyId, ...asked.period, type: asked.type, order: asked.order };
  const args = { ...filters, limit: asked.pageSize, cursor: asked.cursor };
  const report = useGetDebitReportQuery(args, { skip: isPlatform && agencyId === undefined });
  const data = report.currentData;
  const columns = useMemo(() => debitColumns(t), [t]);

  /** A new view: any change but the page itself starts again from the first page. */
  const show = (view: DebitView) => setParams(debitParamsOf(view));
  const firstPageOf = (changes: Partial<DebitView>) => show({ ...asked, ...changes, page: 0, cursor: undefined });
  const submit = ({ agencyId, period }: { agencyId: string; period: ReportPeriod }) => {
    const next = debitParamsOf({ ...asked, agencyId: agencyId || undefined, period, page: 0, cursor: undefined });
    if (next.toString() === params.toString()) void report.refetch();
    else setParams(next);
  };
  const exportAs = async (format: TReportExportFormat) =>
    data
      ? downloadDebitReport({
          ...filters,
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
            <FilterSelect
              label={t('debitReports.typeFilter')}
              allLabel={t('debitReports.allTypes')}
              value={asked.type ?? ''}
              options={DEBIT_MOVEMENT_TYPES.map((type) => ({ value: type, label: t(`debitReports.types.${type}`) }))}
              onChange={(event) =>
                firstPageOf({ type: DEBIT_MOVEMENT_TYPES.find((type) => type === event.target.value) })
              }
              sx={{ minWidth: 200, mb: 1.5 }}
            />
            <DebitMovementsTable
              label={t('debitReports.debit.movements')}
              columns={columns}
              rows={data.movements}
              page={data.page}
              pageIndex={asked.page}
              order={asked.order}
              isLoading={report.isFetching}
              onOrderChange={(order) => firstPageOf({ order })}
              onPageChange={(page, cursor) => show({ ...asked, page, cursor })}
              onPageSizeChange={(pageSize) => firstPageOf({ pageSize })}
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
