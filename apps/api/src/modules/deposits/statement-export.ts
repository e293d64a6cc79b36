// The deposit statement as a report table: the same rows as the screen, written as xlsx or CSV by the reports module.
import type { TDepositStatementResponse, TReportExportFormat, TStatementMovement } from '@portal/contracts';
import { formatDate } from '@portal/domain';
import type { Language } from '../../platform/messages.js';
import {
  moneyColumn,
  textColumn,
  timeColumn,
  type Localized,
  type ReportColumn,
  type ReportTable,
} from '../reports/report-table.js';

const TYPE_LABELS: Record<string, Localized> = {
  T: { vi: 'Nạp ký quỹ', en: 'Top-up' },
  C: { vi: 'Thanh toán', en: 'Payment' },
  S: { vi: 'Bán vé/dịch vụ', en: 'Sale' },
  V: { vi: 'Hủy (void)', en: 'Void' },
  R: { vi: 'Hoàn tiền', en: 'Refund' },
};

/** What the money was for; a reference type without a label here is written as it is stored. */
const REFERENCE_LABELS: Record<string, Localized> = {
  top_up_request: { vi: 'Yêu cầu nạp tiền', en: 'Top-up request' },
  adjustment: { vi: 'Điều chỉnh', en: 'Adjustment' },
  booking: { vi: 'Đặt chỗ', en: 'Booking' },
  train_booking: { vi: 'Vé tàu', en: 'Train booking' },
  esim_order: { vi: 'Đơn eSIM', en: 'eSIM order' },
  esim_top_up: { vi: 'Nạp thêm eSIM', en: 'eSIM top-up' },
  demo_seed: { vi: 'Ký quỹ dữ liệu mẫu', en: 'Demo deposit' },
};

const TEXT = {
  sheet: { vi: 'Sao kê', en: 'Statement' },
  title: { vi: 'SAO KÊ KÝ QUỸ', en: 'DEPOSIT STATEMENT' },
  agency: { vi: 'Đại lý', en: 'Agency' },
  period: { vi: 'Kỳ sao kê (giờ Việt Nam)', en: 'Period (Vietnam time)' },
  opening: { vi: 'Số dư đầu kỳ', en: 'Opening balance' },
  credits: { vi: 'Tổng phát sinh tăng', en: 'Total credits' },
  debits: { vi: 'Tổng phát sinh giảm', en: 'Total debits' },
  closing: { vi: 'Số dư cuối kỳ', en: 'Closing balance' },
} satisfies Record<string, Localized>;

export function transactionTypeLabel(type: string, language: Language): string {
  return TYPE_LABELS[type]?.[language] ?? type;
}

export function referenceTypeLabel(referenceType: string, language: Language): string {
  return REFERENCE_LABELS[referenceType]?.[language] ?? referenceType;
}

function movementColumns(language: Language): ReportColumn<TStatementMovement>[] {
  return [
    timeColumn('at', { vi: 'Thời gian', en: 'Time' }, 18),
    {
      key: 'type',
      header: { vi: 'Loại giao dịch', en: 'Type' },
      type: 'text',
      value: (row) => transactionTypeLabel(row.type, language),
      width: 18,
    },
    {
      key: 'referenceType',
      header: { vi: 'Loại tham chiếu', en: 'Reference type' },
      type: 'text',
      value: (row) => referenceTypeLabel(row.referenceType, language),
      width: 16,
    },
    {
      key: 'referenceId',
      header: { vi: 'Mã tham chiếu', en: 'Reference' },
      type: 'text',
      // A booking is named by its PNR, as the agent knows it; anything else by its reference.
      value: (row) => row.pnr ?? row.referenceId,
      width: 22,
    },
    textColumn('description', { vi: 'Diễn giải', en: 'Description' }, 44),
    moneyColumn('amount', { vi: 'Số tiền (VND)', en: 'Amount (VND)' }, 16),
    moneyColumn('balanceAfter', { vi: 'Số dư (VND)', en: 'Balance (VND)' }, 18),
    {
      // Last, so the columns an accountant already reads by position stay where they were.
      key: 'subAgency',
      header: { vi: 'Đại lý cấp dưới', en: 'Sub-agency' },
      type: 'text',
      value: (row) => (row.subAgency ? `${row.subAgency.code} — ${row.subAgency.name}` : null),
      width: 30,
    },
  ];
}

/** Title, agency and period, the opening balance, the movements, the totals and the closing balance — all in VND. */
export function statementTable(
  statement: TDepositStatementResponse,
  language: Language,
): ReportTable<TStatementMovement> {
  const lastDay = new Date(new Date(statement.periodEnd).getTime() - 1);
  const period = `${formatDate(new Date(statement.periodStart))} – ${formatDate(lastDay)}`;
  return {
    sheetName: TEXT.sheet,
    createdAt: new Date(statement.current.asOf),
    columns: movementColumns(language),
    rows: statement.movements,
    heading: [
      { kind: 'title', text: TEXT.title },
      { kind: 'fact', label: TEXT.agency, text: `${statement.agency.code} — ${statement.agency.name}` },
      { kind: 'fact', label: TEXT.period, text: period },
      {
        kind: 'figure',
        label: TEXT.opening,
        column: 'balanceAfter',
        figure: statement.openingBalance,
        isEmphasised: true,
      },
    ],
    totals: [
      { kind: 'figure', label: TEXT.credits, column: 'balanceAfter', figure: statement.totals.credits },
      { kind: 'figure', label: TEXT.debits, column: 'balanceAfter', figure: statement.totals.debits },
      {
        kind: 'figure',
        label: TEXT.closing,
        column: 'balanceAfter',
        figure: statement.closingBalance,
        isEmphasised: true,
      },
    ],
  };
}

/** sao-ke-<CODE>-<from>-<to>.xlsx, with the code reduced to characters every file system and header accepts. */
export function statementFileName(
  statement: Pick<TDepositStatementResponse, 'agency' | 'from' | 'to'>,
  format: TReportExportFormat,
): string {
  const code = statement.agency.code.replace(/[^A-Za-z0-9_-]/g, '') || 'dai-ly';
  return `sao-ke-${code}-${statement.from}-${statement.to}.${format}`;
}
