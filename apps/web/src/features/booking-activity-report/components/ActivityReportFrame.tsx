// What both booking activity screens share around their charts and tables: the title with Excel, CSV and print, the
// filters, the progress bar and error, and the totals (what was sold, and the counts in one sentence).
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { useTranslation } from 'react-i18next';
import type { TActivityFigures, TReportExportFormat } from '@portal/contracts';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { PageTitle } from '../../../components/PageTitle';
import { ReportExportButtons } from '../../../components/report/ReportExportButtons';
import { ReportSummary } from '../../../components/report/ReportSummary';
import { displayDay } from '../../../components/report/report-period';
import { PRINT_STYLES } from '../../../components/report/use-report-printing';
import type { HttpError } from '../../../lib/http/types';
import { rateText } from './activity-columns';

type ActivityReportFrameProps = {
  title: string;
  /** Shown until an answer gives the period. */
  subtitle: string;
  /** The answer on screen (undefined while there is none). */
  answer: { from: string; to: string; totals: TActivityFigures } | undefined;
  isFetching: boolean;
  errorMessage: string | undefined;
  onExport: (format: TReportExportFormat) => Promise<{ error?: HttpError }>;
  onPrint: () => void;
  filters: ReactNode;
  /** Charts and tables, shown under the totals once there is an answer. */
  children: ReactNode;
};

export function ActivityReportFrame(props: ActivityReportFrameProps) {
  const { title, subtitle, answer, isFetching, errorMessage, onExport, onPrint, filters, children } = props;
  const { t } = useTranslation();
  return (
    <>
      <GlobalStyles styles={PRINT_STYLES} />
      <PageTitle
        title={title}
        subtitle={
          answer ? t('bookingActivity.period', { from: displayDay(answer.from), to: displayDay(answer.to) }) : subtitle
        }
        actions={
          <ReportExportButtons
            labels={{ xlsx: t('bookingActivity.exportExcel'), csv: t('bookingActivity.exportCsv') }}
            failedMessage={t('bookingActivity.exportFailed')}
            canExport={Boolean(answer)}
            onExport={onExport}
          >
            <Button variant="outlined" startIcon={<PrintIcon />} disabled={!answer} onClick={onPrint}>
              {t('bookingActivity.print')}
            </Button>
          </ReportExportButtons>
        }
      />
      {filters}
      {isFetching ? (
        <LinearProgress aria-label={t('bookingActivity.loading')} sx={{ mb: 2 }} data-print="hide" />
      ) : null}
      <FormErrorAlert message={errorMessage} />
      {answer ? (
        <>
          <ReportSummary
            label={t('bookingActivity.totals')}
            figures={[{ id: 'sold', label: t('bookingActivity.columns.sold'), amount: answer.totals.sold }]}
          >
            <Typography variant="body2" sx={{ mt: 1.5 }} data-figure="counts">
              {t('bookingActivity.counts', {
                bookings: answer.totals.bookings,
                issued: answer.totals.issued,
                tickets: answer.totals.tickets,
                voided: answer.totals.voided,
                refunded: answer.totals.refunded,
                rate: rateText(answer.totals.conversionPerMille),
              })}
            </Typography>
          </ReportSummary>
          {children}
        </>
      ) : null}
    </>
  );
}
