// The writers every report shares: a ReportTable as an Excel workbook or as CSV that Excel opens correctly.
import { buffer } from 'node:stream/consumers';
import type { TReportExportFormat } from '@portal/contracts';
import type { Language } from '../../platform/messages.js';
import { reportRows, type ReportCell, type ReportTable } from './report-table.js';
import { streamXlsx, tableSheet } from './xlsx/xlsx-stream.js';

export const REPORT_CONTENT_TYPES: Record<TReportExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** One sheet, landscape A4 fitted to the page width; the column header bold and frozen; figures stay numbers. */
export async function reportWorkbook<Row>(table: ReportTable<Row>, language: Language): Promise<Buffer> {
  return buffer(streamXlsx(tableSheet(table, language), [reportRows(table, language)]));
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
