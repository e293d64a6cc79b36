// The debit total report as a report table: one row per agency, then the totals line, the same as the screen.
import type { TDebitTotalReportResponse } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import type { Language } from '../../../platform/messages.js';
import { moneyColumn, textColumn, type ReportColumn, type ReportTable } from '../report-table.js';
import { BUCKET_LABELS, FIGURE_LABELS, periodText } from './debit-labels.js';

type Figures = TDebitTotalReportResponse['totals'];
/** A line of the file: an agency's row, or the totals line (code "Tổng cộng", no name or level). */
type DebitTotalLine = Figures & { code: string; name: string | null; level: string | null };

const COLUMNS: ReportColumn<DebitTotalLine>[] = [
  textColumn('code', { vi: 'Mã đại lý', en: 'Agency code' }, 14),
  textColumn('name', { vi: 'Tên đại lý', en: 'Agency' }, 30),
  textColumn('level', { vi: 'Cấp', en: 'Level' }, 6),
  moneyColumn('openingBalance', FIGURE_LABELS.opening, 16),
  moneyColumn('topUps', BUCKET_LABELS.topUps, 16),
  moneyColumn('sales', BUCKET_LABELS.sales, 16),
  moneyColumn('voidsRefunds', BUCKET_LABELS.voidsRefunds, 16),
  moneyColumn('adjustments', BUCKET_LABELS.adjustments, 16),
  moneyColumn('closingBalance', FIGURE_LABELS.closing, 16),
  moneyColumn('commission', FIGURE_LABELS.commission, 14),
  moneyColumn('creditLimit', FIGURE_LABELS.creditLimit, 16),
  moneyColumn('reserved', FIGURE_LABELS.reserved, 14),
  moneyColumn('available', FIGURE_LABELS.available, 16),
];

/** Title and period; one line per agency in the answer's order; the totals line last. */
export function debitTotalTable(report: TDebitTotalReportResponse, language: Language): ReportTable<DebitTotalLine> {
  const lines: DebitTotalLine[] = report.rows.map(({ agency, ...figures }) => ({
    ...figures,
    code: agency.code,
    name: agency.name,
    level: agency.level,
  }));
  lines.push({ ...report.totals, code: FIGURE_LABELS.total[language], name: null, level: null });
  return {
    sheetName: { vi: 'Tổng hợp công nợ', en: 'Debit totals' },
    createdAt: new Date(report.asOf),
    columns: COLUMNS,
    rows: lines,
    heading: [
      { kind: 'title', text: { vi: 'BÁO CÁO TỔNG HỢP CÔNG NỢ', en: 'DEBIT TOTAL REPORT' } },
      { kind: 'fact', label: FIGURE_LABELS.period, text: periodText(report.periodStart, report.periodEnd, formatDate) },
    ],
  };
}
