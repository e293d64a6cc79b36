// A report table written while its rows are read: the heading and column header first, each chunk's rows as it comes,
// the totals last — CSV as a text stream, xlsx through the sheet stream; memory holds one chunk.
import { Readable } from 'node:stream';
import type { TReportExportFormat } from '@portal/contracts';
import type { Language } from '../../platform/messages.js';
import { csvCell } from './report-files.js';
import { reportRows, type ReportRow, type ReportTable } from './report-table.js';
import { streamXlsx, tableSheet } from './xlsx/xlsx-stream.js';

/** The table's rows in file order: heading and header (from the layout), then the chunks' rows, then the totals. */
async function* fileRows<Row>(
  layout: ReportTable<Row>,
  chunks: AsyncIterable<readonly Row[]>,
  language: Language,
): AsyncGenerator<ReportRow[]> {
  yield reportRows({ ...layout, rows: [], totals: [] }, language);
  for await (const rows of chunks)
    yield reportRows({ ...layout, rows, heading: [], totals: [] }, language).filter((row) => row.kind === 'row');
  yield reportRows({ ...layout, rows: [], heading: [] }, language).filter((row) => row.kind !== 'header');
}

function csvStream<Row>(layout: ReportTable<Row>, chunks: AsyncIterable<readonly Row[]>, language: Language): Readable {
  async function* text() {
    yield '\uFEFF';
    for await (const rows of fileRows(layout, chunks, language))
      if (rows.length > 0) yield `${rows.map((row) => row.cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
  }
  return Readable.from(text());
}

/** The file as a stream: `layout` gives the columns, heading and totals (its own rows are ignored), `chunks` the rows. */
export function streamReportFile<Row>(
  layout: ReportTable<Row>,
  chunks: AsyncIterable<readonly Row[]>,
  options: { format: TReportExportFormat; language: Language },
): Readable {
  return options.format === 'xlsx'
    ? streamXlsx(tableSheet(layout, options.language), fileRows(layout, chunks, options.language))
    : csvStream(layout, chunks, options.language);
}
