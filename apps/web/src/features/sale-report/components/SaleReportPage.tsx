// /accounting/sale-report: every ticket sold and every void, refund and change of the agency and those below it, with
// its net, sell and profit as this agency sees them; totals, a chart by day, Excel and CSV, printable.
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import PrintIcon from '@mui/icons-material/Print';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TReportExportFormat } from '@portal/contracts';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PageTitle } from '../../../components/PageTitle';
import { ReportChart } from '../../../components/report/ReportChart';
import { ReportExportButtons } from '../../../components/report/ReportExportButtons';
import { ReportSummary } from '../../../components/report/ReportSummary';
import { displayDay } from '../../../components/report/report-period';
import { loadErrorsOf } from '../../../lib/http/types';
import { downloadSaleReport } from '../api/download-sale-report';
import { useGetSaleReportQuery } from '../api/get-sale-report';
import { argsOf, paramsOf, viewOf, type SaleReportView } from './sale-report-address';
import { SaleReportFilters } from './SaleReportFilters';
import { SaleReportTable } from './SaleReportTable';
import { useGetStatementAgenciesQuery } from '../../../components/report/get-report-agencies';

/** On paper: no header, menu, form, pager or buttons; the page's lines, the totals and the chart. */
const PRINT_STYLES = {
  '@media print': {
    'header.MuiAppBar-root, nav, .MuiDrawer-root, [data-print="hide"], #main-content > .MuiToolbar-root': {
      display: 'none !important',
    },
    '#main-content': { width: '100% !important', padding: '0 !important' },
  },
};

export default function SaleReportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => viewOf(params, new Date()), [params]);
  const args = argsOf(view);
  const report = useGetSaleReportQuery(args);
  const agencies = useGetStatementAgenciesQuery();
  const data = report.currentData;

  const change = (next: Partial<SaleReportView>) => {
    const address = paramsOf({ ...view, ...next });
    if (address.toString() === params.toString()) void report.refetch();
    else setParams(address);
  };

  const { serverErrors, errorMessage } = loadErrorsOf(report.error, t('errors.loadFailed'));

  const exportAs = (format: TReportExportFormat) =>
    downloadSaleReport(args, format, `bao-cao-ban-${view.period.from}-${view.period.to}.${format}`);

  const figures = data
    ? (['sell', 'net', 'profit', 'issueFee'] as const).map((key) => ({
        id: key,
        label: t(`saleReport.totals.${key}`),
        amount: data.totals[key],
      }))
    : [];

  return (
    <>
      <GlobalStyles styles={PRINT_STYLES} />
      <PageTitle
        title={t('saleReport.title')}
        subtitle={
          data
            ? t('saleReport.period', {
                code: data.viewer.code,
                from: displayDay(data.from),
                to: displayDay(data.to),
                mode: t(`saleReport.modes.${data.mode}`),
              })
            : t('saleReport.subtitle')
        }
        actions={
          <ReportExportButtons
            labels={{ xlsx: t('saleReport.exportExcel'), csv: t('saleReport.exportCsv') }}
            failedMessage={t('saleReport.exportFailed')}
            canExport={Boolean(data)}
            onExport={exportAs}
          >
            <Button variant="outlined" startIcon={<PrintIcon />} disabled={!data} onClick={() => window.print()}>
              {t('saleReport.print')}
            </Button>
          </ReportExportButtons>
        }
      />
      <SaleReportFilters
        key={params.toString()}
        view={view}
        agencies={agencies.data?.items ?? []}
        serverErrors={serverErrors}
        isBusy={report.isFetching}
        onSubmit={change}
      />
      <FormErrorAlert message={errorMessage} />
      {data ? (
        <>
          <ReportSummary label={t('saleReport.totals.label')} figures={figures}>
            <Box component="p" sx={{ m: 0, mt: 1.5, color: 'text.secondary', fontSize: '0.875rem' }}>
              {t('saleReport.totals.note', {
                count: data.totals.count,
                products: data.byProduct
                  .map((row) => `${t(`saleReport.products.${row.product}`)}: ${row.count}`)
                  .join(' · '),
              })}
            </Box>
          </ReportSummary>
          {data.byDay.length > 0 ? (
            <Box sx={{ mb: 2, breakInside: 'avoid' }}>
              <ReportChart
                title={t('saleReport.chart.title')}
                kind="bar"
                data={data.byDay.map((day) => ({ ...day, day: displayDay(day.day).slice(0, 5) }))}
                categoryKey="day"
                categoryLabel={t('reportChart.day')}
                series={[
                  { key: 'sell', label: t('saleReport.totals.sell') },
                  { key: 'profit', label: t('saleReport.totals.profit') },
                ]}
                valueKind="money"
              />
            </Box>
          ) : null}
        </>
      ) : null}
      <SaleReportTable
        rows={data?.items ?? []}
        total={data?.total ?? 0}
        page={view.page}
        pageSize={view.pageSize}
        sort={view.sort}
        order={view.order}
        isLoading={report.isFetching}
        onSort={(sort, order) => change({ sort, order, page: 0 })}
        onPageChange={(page) => change({ page })}
        onPageSizeChange={(pageSize) => change({ pageSize, page: 0 })}
      />
    </>
  );
}
