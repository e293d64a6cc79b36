// The writers every report shares: a ReportTable as an Excel workbook or as CSV that Excel opens correctly.
import { PassThrough, type Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { TReportExportFormat } from '@portal/contracts';
import type { Language } from '../../platform/messages.js';
import { reportRows, type ReportCell, type ReportRow, type ReportTable } from './report-table.js';
import { framedSource, mappedSource, type ChunkSource } from './chunk-source.js';
import { written } from './stream-writes.js';
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
  return `\uFEFF${csvLines(reportRows(table, language))}`;
}

/** The CSV lines of a chunk of rows, each ended by CRLF. */
export function csvLines(rows: readonly ReportRow[]): string {
  return rows.length === 0 ? '' : `${rows.map((row) => row.cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** A CSV's text after its byte-order mark: each chunk of rows as its lines. */
export function csvText(rows: ChunkSource<readonly ReportRow[]>): ChunkSource<string> {
  return mappedSource(rows, csvLines);
}

/** Text pieces as a stream, written as they come (the reader sets the pace). */
export function streamText(pieces: ChunkSource<string | Uint8Array>): Readable {
  const out = new PassThrough();
  pieces((piece) => written(out, out, piece)).then(
    () => void (out.destroyed || out.end()),
    (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return out;
}

/** A CSV's text (csvText) as a stream, its byte-order mark first, sent at once (Excel then reads UTF-8). */
export function streamCsv(text: ChunkSource<string | Uint8Array>): Readable {
  return streamText(framedSource<string | Uint8Array>(text, { before: '\uFEFF' }));
}

/** The file of a report in the format asked for. */
export async function reportFile<Row>(
  table: ReportTable<Row>,
  options: { format: TReportExportFormat; language: Language },
): Promise<Buffer | string> {
  return options.format === 'xlsx' ? reportWorkbook(table, options.language) : reportCsv(table, options.language);
}
