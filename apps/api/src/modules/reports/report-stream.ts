// A report table written while its rows are read: the heading and column header first, each chunk's rows as it comes,
// the totals last — CSV as a text stream, xlsx through exceljs's streaming writer; memory holds one chunk.
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type { TReportExportFormat } from '@portal/contracts';
import type { Language } from '../../platform/messages.js';
import { csvCell } from './report-files.js';
import { reportRows, type ReportRow, type ReportTable } from './report-table.js';

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

async function workbookStream<Row>(
  layout: ReportTable<Row>,
  chunks: AsyncIterable<readonly Row[]>,
  language: Language,
): Promise<Readable> {
  // Loaded on the first workbook, not at start-up: exceljs takes about a second to import.
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.created = layout.createdAt;
  const sheet = workbook.addWorksheet(layout.sheetName[language], {
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
    views: [{ state: 'frozen', ySplit: (layout.heading?.length ?? 0) + 1 }],
  });
  sheet.columns = layout.columns.map((column) => ({ width: column.width }));
  const numbered = layout.columns.map((column) => column.type === 'money' || column.type === 'count');
  const write = async () => {
    for await (const rows of fileRows(layout, chunks, language)) {
      for (const line of rows) {
        const row = sheet.addRow(line.cells);
        if (line.kind === 'title') row.font = { bold: true, size: 14 };
        if (line.kind === 'header' || line.kind === 'emphasisedFigure') row.font = { bold: true };
        numbered.forEach((isNumber, index) => {
          const cell = row.getCell(index + 1);
          if (isNumber && typeof cell.value === 'number') cell.numFmt = '#,##0';
        });
        row.commit();
      }
      // The reader is slower than the database: wait for it rather than hold the file in memory.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  };
  // A failure while reading ends the stream with that error: the download fails instead of saving a cut file.
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** The file as a stream: `layout` gives the columns, heading and totals (its own rows are ignored), `chunks` the rows. */
export async function streamReportFile<Row>(
  layout: ReportTable<Row>,
  chunks: AsyncIterable<readonly Row[]>,
  options: { format: TReportExportFormat; language: Language },
): Promise<Readable> {
  return options.format === 'xlsx'
    ? workbookStream(layout, chunks, options.language)
    : csvStream(layout, chunks, options.language);
}
