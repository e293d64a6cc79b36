// The deposit statement as a file: the same rows as the screen, in an Excel workbook (exceljs) or a UTF-8 CSV.
import ExcelJS from 'exceljs';
import type { TDepositStatementResponse, TStatementExportFormat } from '@portal/contracts';
import { formatDate, formatDateTime } from '@portal/domain';
import type { Language } from '../../platform/messages.js';

type Cell = string | number;
/** A line of the statement: label lines carry their figure in the balance column, movements fill every column. */
type StatementLine = {
  kind: 'title' | 'info' | 'opening' | 'header' | 'movement' | 'total' | 'closing';
  cells: Cell[];
};

export const STATEMENT_COLUMNS = 7;
/** Column (0-based) of the amount and of the running balance; opening, totals and closing sit in the balance column. */
const AMOUNT_COLUMN = 5;
const BALANCE_COLUMN = 6;

const TYPE_LABELS: Record<string, Record<Language, string>> = {
  T: { vi: 'Nạp ký quỹ', en: 'Top-up' },
  C: { vi: 'Thanh toán', en: 'Payment' },
  S: { vi: 'Bán vé/dịch vụ', en: 'Sale' },
  V: { vi: 'Hủy (void)', en: 'Void' },
  R: { vi: 'Hoàn tiền', en: 'Refund' },
};

/** What the money was for; a reference type without a label here is written as it is stored. */
const REFERENCE_LABELS: Record<string, Record<Language, string>> = {
  top_up_request: { vi: 'Yêu cầu nạp tiền', en: 'Top-up request' },
  adjustment: { vi: 'Điều chỉnh', en: 'Adjustment' },
  booking: { vi: 'Đặt chỗ', en: 'Booking' },
  demo_seed: { vi: 'Ký quỹ dữ liệu mẫu', en: 'Demo deposit' },
};

const TEXT = {
  title: { vi: 'SAO KÊ KÝ QUỸ', en: 'DEPOSIT STATEMENT' },
  agency: { vi: 'Đại lý', en: 'Agency' },
  period: { vi: 'Kỳ sao kê (giờ Việt Nam)', en: 'Period (Vietnam time)' },
  opening: { vi: 'Số dư đầu kỳ', en: 'Opening balance' },
  credits: { vi: 'Tổng phát sinh tăng', en: 'Total credits' },
  debits: { vi: 'Tổng phát sinh giảm', en: 'Total debits' },
  closing: { vi: 'Số dư cuối kỳ', en: 'Closing balance' },
  columns: {
    vi: [
      'Thời gian',
      'Loại giao dịch',
      'Loại tham chiếu',
      'Mã tham chiếu',
      'Diễn giải',
      'Số tiền (VND)',
      'Số dư (VND)',
    ],
    en: ['Time', 'Type', 'Reference type', 'Reference', 'Description', 'Amount (VND)', 'Balance (VND)'],
  },
} as const;

export function transactionTypeLabel(type: string, language: Language): string {
  return TYPE_LABELS[type]?.[language] ?? type;
}

export function referenceTypeLabel(referenceType: string, language: Language): string {
  return REFERENCE_LABELS[referenceType]?.[language] ?? referenceType;
}

/** A line whose only figure sits in the balance column. */
function figureLine(kind: StatementLine['kind'], label: string, figure: number): StatementLine {
  const cells: Cell[] = Array.from({ length: STATEMENT_COLUMNS }, () => '');
  cells[0] = label;
  cells[BALANCE_COLUMN] = figure;
  return { kind, cells };
}

/** Every line of the exported statement, shared by the workbook and the CSV so both hold the same figures. */
export function statementLines(statement: TDepositStatementResponse, language: Language): StatementLine[] {
  const period = `${formatDate(new Date(statement.periodStart))} – ${formatDate(new Date(new Date(statement.periodEnd).getTime() - 1))}`;
  return [
    { kind: 'title', cells: [TEXT.title[language]] },
    { kind: 'info', cells: [TEXT.agency[language], `${statement.agency.code} — ${statement.agency.name}`] },
    { kind: 'info', cells: [TEXT.period[language], period] },
    figureLine('opening', TEXT.opening[language], statement.openingBalance),
    { kind: 'header', cells: [...TEXT.columns[language]] },
    ...statement.movements.map((movement): StatementLine => ({
      kind: 'movement',
      cells: [
        formatDateTime(new Date(movement.at)),
        transactionTypeLabel(movement.type, language),
        referenceTypeLabel(movement.referenceType, language),
        movement.referenceId,
        movement.description,
        movement.amount,
        movement.balanceAfter,
      ],
    })),
    figureLine('total', TEXT.credits[language], statement.totals.credits),
    figureLine('total', TEXT.debits[language], statement.totals.debits),
    figureLine('closing', TEXT.closing[language], statement.closingBalance),
  ];
}

const MONEY_FORMAT = '#,##0';

export async function statementWorkbook(statement: TDepositStatementResponse, language: Language): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(statement.current.asOf);
  const sheet = workbook.addWorksheet(language === 'vi' ? 'Sao kê' : 'Statement', {
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
  });
  sheet.columns = [
    { width: 18 },
    { width: 18 },
    { width: 16 },
    { width: 22 },
    { width: 44 },
    { width: 16 },
    { width: 18 },
  ];
  for (const line of statementLines(statement, language)) {
    const row = sheet.addRow(line.cells);
    if (line.kind === 'title') row.font = { bold: true, size: 14 };
    if (line.kind === 'header' || line.kind === 'opening' || line.kind === 'closing') row.font = { bold: true };
    for (const column of [AMOUNT_COLUMN, BALANCE_COLUMN]) {
      const cell = row.getCell(column + 1);
      if (typeof cell.value === 'number') cell.numFmt = MONEY_FORMAT;
    }
    if (line.kind === 'header') sheet.views = [{ state: 'frozen', ySplit: row.number }];
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A text cell that a spreadsheet would run as a formula (= + - @) is quoted with a leading apostrophe. */
function csvCell(value: Cell): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** UTF-8 with a byte-order mark (Excel then reads Vietnamese correctly), comma separated, CRLF lines, plain integers. */
export function statementCsv(statement: TDepositStatementResponse, language: Language): string {
  const lines = statementLines(statement, language).map((line) => line.cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** sao-ke-<CODE>-<from>-<to>.xlsx, with the code reduced to characters every file system and header accepts. */
export function statementFileName(
  statement: Pick<TDepositStatementResponse, 'agency' | 'from' | 'to'>,
  format: TStatementExportFormat,
): string {
  const code = statement.agency.code.replace(/[^A-Za-z0-9_-]/g, '') || 'dai-ly';
  return `sao-ke-${code}-${statement.from}-${statement.to}.${format}`;
}

export const STATEMENT_CONTENT_TYPES: Record<TStatementExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};
