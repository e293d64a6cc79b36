// The debit report as a report table: the same movements, buckets and figures as the screen, written as xlsx or CSV.
import type { TDebitMovement } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import type { Language } from '../../../platform/messages.js';
import { referenceTypeLabel, transactionTypeLabel } from '../../deposits/statement-export.js';
import { moneyColumn, textColumn, timeColumn, type ReportColumn, type ReportTable } from '../report-table.js';
import type { DebitReportHead } from './debit-report.service.js';
import { BUCKET_LABELS, FIGURE_LABELS, periodText } from './debit-labels.js';

function movementColumns(language: Language): ReportColumn<TDebitMovement>[] {
  return [
    timeColumn('at', { vi: 'Thời gian', en: 'Time' }, 18),
    { key: 'type', header: { vi: 'Mã GD', en: 'Code' }, type: 'text', value: (row) => row.type, width: 8 },
    {
      key: 'typeName',
      header: { vi: 'Loại giao dịch', en: 'Type' },
      type: 'text',
      value: (row) =>
        row.isAdjustment ? referenceTypeLabel(row.referenceType, language) : transactionTypeLabel(row.type, language),
      width: 18,
    },
    {
      key: 'bucket',
      header: { vi: 'Nhóm', en: 'Group' },
      type: 'text',
      value: (row) => BUCKET_LABELS[row.bucket][language],
      width: 18,
    },
    {
      key: 'code',
      header: { vi: 'PNR / mã đơn', en: 'PNR / order' },
      type: 'text',
      value: (row) => row.pnr ?? row.referenceId,
      width: 22,
    },
    textColumn('description', { vi: 'Diễn giải', en: 'Description' }, 40),
    {
      key: 'subAgency',
      header: { vi: 'Đại lý cấp dưới', en: 'Sub-agency' },
      type: 'text',
      value: (row) => (row.subAgency ? `${row.subAgency.code} — ${row.subAgency.name}` : null),
      width: 26,
    },
    moneyColumn('amount', { vi: 'Số tiền (VND)', en: 'Amount (VND)' }, 16),
    moneyColumn('balanceAfter', { vi: 'Số dư (VND)', en: 'Balance (VND)' }, 18),
  ];
}

/**
 * Title, agency, period, credit limit and the type asked for; opening; the movements (streamed in after this layout,
 * decision 103); the four buckets and the closing balance of the whole period.
 */
export function debitReportTable(
  report: DebitReportHead,
  language: Language,
  options: { type?: string } = {},
): ReportTable<TDebitMovement> {
  const money = (value: number) => new Intl.NumberFormat(language === 'vi' ? 'vi-VN' : 'en-US').format(value);
  return {
    sheetName: { vi: 'Công nợ', en: 'Debit' },
    createdAt: new Date(report.current.asOf),
    columns: movementColumns(language),
    rows: [],
    heading: [
      { kind: 'title', text: { vi: 'BÁO CÁO CÔNG NỢ', en: 'DEBIT REPORT' } },
      { kind: 'fact', label: FIGURE_LABELS.agency, text: `${report.agency.code} — ${report.agency.name}` },
      { kind: 'fact', label: FIGURE_LABELS.period, text: periodText(report.periodStart, report.periodEnd, formatDate) },
      { kind: 'fact', label: FIGURE_LABELS.creditLimit, text: money(report.creditLimit) },
      ...(options.type
        ? [{ kind: 'fact' as const, label: FIGURE_LABELS.type, text: transactionTypeLabel(options.type, language) }]
        : []),
      {
        kind: 'figure',
        label: FIGURE_LABELS.opening,
        column: 'balanceAfter',
        figure: report.figures.openingBalance,
        isEmphasised: true,
      },
    ],
    totals: [
      ...(['topUps', 'sales', 'voidsRefunds', 'adjustments'] as const).map((bucket) => ({
        kind: 'figure' as const,
        label: BUCKET_LABELS[bucket],
        column: 'amount',
        figure: report.figures[bucket],
      })),
      {
        kind: 'figure',
        label: FIGURE_LABELS.closing,
        column: 'balanceAfter',
        figure: report.figures.closingBalance,
        isEmphasised: true,
      },
    ],
  };
}
