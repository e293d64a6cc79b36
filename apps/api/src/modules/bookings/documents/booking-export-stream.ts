// The booking list's workbook written while it is read (decision 059): exceljs's streaming writer, one committed row at
// a time from keyset chunks, so memory holds one chunk and the zip's buffers, not the file nor every row.
import { PassThrough, type Readable } from 'node:stream';
import type { Language } from '../../../platform/messages.js';
import { reportRows } from '../../reports/report-table.js';
import { bookingsTable, type ExportedBooking } from './booking-export.js';

const MONEY_FORMAT = '#,##0';

/**
 * The .xlsx as a stream: the column header (bold, frozen), then each chunk's rows as they arrive. A failure while
 * reading ends the stream with that error (the client's download fails instead of saving a cut file as complete).
 */
export async function streamBookingsWorkbook(options: {
  chunks: AsyncIterable<readonly ExportedBooking[]>;
  language: Language;
  createdAt: Date;
}): Promise<Readable> {
  const { chunks, language, createdAt } = options;
  // Loaded on the first workbook, not at start-up: exceljs takes about a second to import.
  const { default: ExcelJS } = await import('exceljs');
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.created = createdAt;
  const layout = bookingsTable([], language, createdAt);
  const sheet = workbook.addWorksheet(layout.sheetName[language], {
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, paperSize: 9 },
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = layout.columns.map((column) => ({ width: column.width }));
  const isMoney = layout.columns.map((column) => column.type === 'money');

  const write = async () => {
    let isFirst = true;
    for await (const chunk of chunks) {
      // reportRows lays out the header first: written once, with the first chunk.
      const lines = reportRows(bookingsTable(chunk, language, createdAt), language);
      for (const line of isFirst ? lines : lines.slice(1)) {
        const row = sheet.addRow(line.cells);
        if (line.kind === 'header') row.font = { bold: true };
        else
          isMoney.forEach((money, index) => {
            if (money) row.getCell(index + 1).numFmt = MONEY_FORMAT;
          });
        row.commit();
      }
      isFirst = false;
    }
    if (isFirst) sheet.addRow(layout.columns.map((column) => column.header[language])).commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
