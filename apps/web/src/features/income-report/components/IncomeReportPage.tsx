// /accounting/income-report: revenue, cost and profit of the agency's tree by product, airline, sub-agency or period,
// with the commission earned from its sub-agencies; totals, a chart, Excel and CSV, printable.
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import PrintIcon from '@mui/icons-material/Print';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatVnd } from '@portal/domain';
import { DataTable } from '../../../components/DataTable';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PageTitle } from '../../../components/PageTitle';
import { ReportChart } from '../../../components/report/ReportChart';
import { ReportExportButtons } from '../../../components/report/ReportExportButtons';
import { ReportPrintTable } from '../../../components/report/ReportPrintTable';
import { displayDay } from '../../../components/report/report-period';
import { ReportSummary } from '../../../components/report/ReportSummary';
import { PRINT_STYLES, usePrinting } from '../../../components/report/use-report-printing';
import { loadErrorsOf } from '../../../lib/http/types';
import { downloadIncomeReport, useGetIncomeReportQuery } from '../api/get-income-report';
import { FIGURE_KEYS, groupText, incomeColumns, marginText } from './income-columns';
import { argsOf, paramsOf, viewOf, type IncomeReportView } from './income-report-address';
import { IncomeReportFilters } from './IncomeReportFilters';
import { useGetStatementAgenciesQuery } from '../../../components/report/get-report-agencies';

export default function IncomeReportPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { isPrinting, print } = usePrinting();
  const view = useMemo(() => viewOf(params, new Date()), [params]);
  const args = argsOf(view);
  const report = useGetIncomeReportQuery(args);
  const agencies = useGetStatementAgenciesQuery();
  const data = report.currentData;
  const groupBy = data?.groupBy ?? view.groupBy;
  const columns = useMemo(() => incomeColumns(t, groupBy, i18n.language), [t, groupBy, i18n.language]);

  const submit = (next: IncomeReportView) => {
    const address = paramsOf(next);
    if (address.toString() === params.toString()) void report.refetch();
    else setParams(address);
  };

  const { serverErrors, errorMessage } = loadErrorsOf(report.error, t('errors.loadFailed'));

  const figures = data
    ? [
        ...FIGURE_KEYS.map((key) => ({ id: key, label: t(`incomeReport.columns.${key}`), amount: data.totals[key] })),
        { id: 'commission', label: t('incomeReport.totals.commission'), amount: data.totals.commission },
      ]
    : [];
  const footer = data
    ? {
        group: t('incomeReport.totals.total'),
        lines: data.totals.lines.toLocaleString('vi-VN'),
        ...Object.fromEntries(FIGURE_KEYS.map((key) => [key, formatVnd(data.totals[key])])),
        margin: marginText(data.totals.margin, i18n.language),
        ...(data.groupBy === 'SUB_AGENCY' ? { commission: formatVnd(data.totals.commission) } : {}),
      }
    : undefined;
  const isPeriod = data?.groupBy === 'PERIOD';
  const chartRows = (data?.rows ?? []).map((row) => ({
    group: isPeriod && data?.interval === 'month' ? `${row.key.slice(5, 7)}/${row.key.slice(0, 4)}` : groupText(t, row),
    revenue: row.revenue,
    profit: row.profit,
  }));

  return (
    <>
      <GlobalStyles styles={PRINT_STYLES} />
      <PageTitle
        title={t('incomeReport.title')}
        subtitle={
          data
            ? t('incomeReport.period', {
                code: data.viewer.code,
                from: displayDay(data.from),
                to: displayDay(data.to),
                mode: t(`incomeReport.modes.${data.mode}`),
              })
            : t('incomeReport.subtitle')
        }
        actions={
          <ReportExportButtons
            labels={{ xlsx: t('incomeReport.exportExcel'), csv: t('incomeReport.exportCsv') }}
            failedMessage={t('incomeReport.exportFailed')}
            canExport={Boolean(data)}
            onExport={(format) => downloadIncomeReport(args, format)}
          >
            <Button variant="outlined" startIcon={<PrintIcon />} disabled={!data} onClick={print}>
              {t('incomeReport.print')}
            </Button>
          </ReportExportButtons>
        }
      />
      <IncomeReportFilters
        key={params.toString()}
        view={view}
        agencies={agencies.data?.items ?? []}
        serverErrors={serverErrors}
        isBusy={report.isFetching}
        onSubmit={submit}
      />
      {report.isFetching ? (
        <LinearProgress aria-label={t('incomeReport.loading')} sx={{ mb: 2 }} data-print="hide" />
      ) : null}
      <FormErrorAlert message={errorMessage} />
      {data ? (
        <>
          <ReportSummary label={t('incomeReport.totals.label')} figures={figures}>
            <Box component="p" sx={{ m: 0, mt: 1.5, color: 'text.secondary', fontSize: '0.875rem' }}>
              {t('incomeReport.totals.note', {
                count: data.totals.lines,
                margin: marginText(data.totals.margin, i18n.language) || '—',
              })}
            </Box>
          </ReportSummary>
          {data.rows.length > 0 ? (
            <Box sx={{ mb: 2, breakInside: 'avoid' }}>
              <ReportChart
                title={t(`incomeReport.chart.${isPeriod ? 'byPeriod' : 'byGroup'}`)}
                kind={isPeriod ? 'line' : 'bar'}
                data={chartRows}
                categoryKey="group"
                categoryLabel={t('reportChart.group')}
                series={[
                  { key: 'revenue', label: t('incomeReport.columns.revenue') },
                  { key: 'profit', label: t('incomeReport.columns.profit') },
                ]}
                valueKind="money"
              />
            </Box>
          ) : null}
          <div data-print="hide">
            <DataTable
              key={data.groupBy}
              label={t('incomeReport.table')}
              rows={data.rows}
              columns={columns}
              getRowId={(row) => row.key}
              isLoading={report.isFetching}
            />
          </div>
          {isPrinting ? (
            <ReportPrintTable
              label={t('incomeReport.table')}
              rows={data.rows}
              columns={columns}
              getRowId={(row) => row.key}
              footer={footer}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
