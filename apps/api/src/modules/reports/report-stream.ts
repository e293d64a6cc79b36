// A report table written while its rows are read: the heading and column header first, each chunk's rows as it comes,
// the totals last — CSV as a text stream, xlsx through the sheet stream; memory holds one chunk.
import type { Readable } from 'node:stream';
import type { TReportExportFormat } from '@portal/contracts';
import type { Language } from '../../platform/messages.js';
import { framedSource, mappedSource, sourceOf, type ChunkSource } from './chunk-source.js';
import { csvText, streamCsv } from './report-files.js';
import { reportRows, type ReportRow, type ReportTable } from './report-table.js';
import { streamXlsx, tableSheet } from './xlsx/xlsx-stream.js';

/** The table's rows in file order: heading and header (from the layout), then the chunks' rows, then the totals. */
function fileRows<Row>(
  layout: ReportTable<Row>,
  chunks: AsyncIterable<readonly Row[]>,
  language: Language,
): ChunkSource<readonly ReportRow[]> {
  const rows = mappedSource(sourceOf(chunks), (chunk) =>
    reportRows({ ...layout, rows: chunk, heading: [], totals: [] }, language).filter((row) => row.kind === 'row'),
  );
  return framedSource(rows, {
    before: reportRows({ ...layout, rows: [], totals: [] }, language),
    after: () => reportRows({ ...layout, rows: [], heading: [] }, language).filter((row) => row.kind !== 'header'),
  });
}

/** The file as a stream: `layout` gives the columns, heading and totals (its own rows are ignored), `chunks` the rows. */
export function streamReportFile<Row>(
  layout: ReportTable<Row>,
  chunks: AsyncIterable<readonly Row[]>,
  options: { format: TReportExportFormat; language: Language },
): Readable {
  const rows = fileRows(layout, chunks, options.language);
  return options.format === 'xlsx' ? streamXlsx(tableSheet(layout, options.language), rows) : streamCsv(csvText(rows));
}
