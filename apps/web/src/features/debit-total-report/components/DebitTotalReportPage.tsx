// /accounting/debit-total-report: one row per sub-agency (and the user's own) with its deposit's figures over a period, the totals and closing balances as bars.
import { useMemo } from 'react';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import PrintIcon from '@mui/icons-material/Print';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatVnd, isIsoDate } from '@portal/domain';
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
import {
  downloadDebitTotalReport,
  useGetDebitTotalReportQuery,
  type DebitTotalArgs,
  type DebitTotalLevels,
} from '../api/get-debit-total-report';
import { debitTotalColumns, figureLabel, FIGURE_KEYS } from './debit-total-columns';
import { DebitTotalFilters } from './DebitTotalFilters';

/** Period and levels from the address; anything malformed falls back to this month and the direct sub-agencies. */
function requested(params: URLSearchParams, now: Date): DebitTotalArgs {
  const from = params.get('from');
  const to = params.get('to');
  const hasPeriod = from !== null && to !== null && isIsoDate(from) && isIsoDate(to) && from <= to;
  const levels: DebitTotalLevels = params.get('levels') === 'all' ? 'all' : 'children';
  return { ...(hasPeriod ? { from, to } : defaultReportPeriod(now)), levels };
}

export default function DebitTotalReportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { isPrinting, print } = usePrinting();
  const args = useMemo(() => requested(params, new Date()), [params]);
  const report = useGetDebitTotalReportQuery(args);
  const data = report.currentData;
  const columns = useMemo(() => debitTotalColumns(t, args), [t, args]);

  const submit = ({ levels, period }: { levels: DebitTotalLevels; period: ReportPeriod }) => {
    const next = new URLSearchParams({ from: period.from, to: period.to, levels });
    if (next.toString() === params.toString()) void report.refetch();
    else setParams(next);
  };

  const { serverErrors, errorMessage } = loadErrorsOf(report.error, t('errors.loadFailed'));
  const footer = data
    ? Object.fromEntries([
        ['agency', t('debitReports.figures.total')],
        ...FIGURE_KEYS.map((key) => [key, formatVnd(data.totals[key])]),
      ])
    : undefined;

  return (
    <>
      <GlobalStyles styles={PRINT_STYLES} />
      <PageTitle
        title={t('debitReports.total.title')}
        subtitle={t('debitReports.total.period', { from: displayDay(args.from), to: displayDay(args.to) })}
        actions={
          <ReportExportButtons
            labels={{ xlsx: t('debitReports.exportExcel'), csv: t('debitReports.exportCsv') }}
            failedMessage={t('debitReports.exportFailed')}
            canExport={Boolean(data)}
            onExport={(format) => downloadDebitTotalReport({ ...args, format })}
          >
            <Button variant="outlined" startIcon={<PrintIcon />} disabled={!data} onClick={print}>
              {t('debitReports.print')}
            </Button>
          </ReportExportButtons>
        }
      />
      <DebitTotalFilters
        key={`${args.from}|${args.to}|${args.levels}`}
        levels={args.levels}
        period={args}
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
            figures={FIGURE_KEYS.map((key) => ({ id: key, label: figureLabel(t, key), amount: data.totals[key] }))}
          />
          <ReportChart
            title={t('debitReports.total.chart')}
            kind="bar"
            data={data.rows.map((row) => ({ agency: row.agency.code, closing: row.closingBalance }))}
            categoryKey="agency"
            categoryLabel={t('reportChart.agency')}
            series={[{ key: 'closing', label: t('debitReports.figures.closingBalance') }]}
            valueKind="money"
          />
          <div data-print="hide">
            <DataTable
              label={t('debitReports.total.rows')}
              rows={data.rows}
              columns={columns}
              getRowId={(row) => row.agency.id}
              isLoading={report.isFetching}
            />
          </div>
          {isPrinting ? (
            <ReportPrintTable
              label={t('debitReports.total.rows')}
              rows={data.rows}
              columns={columns}
              getRowId={(row) => row.agency.id}
              footer={footer}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
