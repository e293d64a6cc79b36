// The writers every report shares: a ReportTable as an Excel workbook (exceljs) or as CSV that Excel opens correctly.
import type { TReportExportFormat } from '@portal/contracts';
import type { Language } from '../../platform/messages.js';
import { reportRows, type ReportCell, type ReportColumnType, type ReportTable } from './report-table.js';

const NUMBER_FORMATS: Partial<Record<ReportColumnType, string>> = { money: '#,##0', count: '#,##0' };

export const REPORT_CONTENT_TYPES: Record<TReportExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** One sheet, landscape A4 fitted to the page width; the column header bold and frozen; figures stay numbers. */
export async function reportWorkbook<Row>(table: ReportTable<Row>, language: Language): Promise<Buffer> {
  // Loaded on the first workbook, not at start-up: exceljs takes about a second to import.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.created = table.createdAt;
  const sheet = workbook.addWorksheet(table.sheetName[language], {
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
  });
  sheet.columns = table.columns.map((column) => ({ width: column.width }));
  for (const line of reportRows(table, language)) {
    const row = sheet.addRow(line.cells);
    if (line.kind === 'title') row.font = { bold: true, size: 14 };
    if (line.kind === 'header' || line.kind === 'emphasisedFigure') row.font = { bold: true };
    table.columns.forEach((column, index) => {
      const numberFormat = NUMBER_FORMATS[column.type];
      const cell = row.getCell(index + 1);
      if (numberFormat && typeof cell.value === 'number') cell.numFmt = numberFormat;
    });
    if (line.kind === 'header') sheet.views = [{ state: 'frozen', ySplit: row.number }];
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A text cell that a spreadsheet would run as a formula (= + - @) is quoted with a leading apostrophe. */
export function csvCell(value: ReportCell): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** UTF-8 with a byte-order mark (Excel then reads Vietnamese correctly), comma separated, CRLF lines, plain integers. */
export function reportCsv<Row>(table: ReportTable<Row>, language: Language): string {
  const lines = reportRows(table, language).map((line) => line.cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The file of a report in the format asked for. */
export async function reportFile<Row>(
  table: ReportTable<Row>,
  options: { format: TReportExportFormat; language: Language },
): Promise<Buffer | string> {
  return options.format === 'xlsx' ? reportWorkbook(table, options.language) : reportCsv(table, options.language);
}
