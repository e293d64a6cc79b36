// The booking list's workbook written while it is read (decision 059): keyset chunks of bookings laid out as rows and
// written into the sheet stream, so memory holds one chunk and the zip's buffers, not the file nor every row.
import type { Readable } from 'node:stream';
import type { Language } from '../../../platform/messages.js';
import { reportRows, type ReportRow } from '../../reports/report-table.js';
import { streamXlsx, tableSheet } from '../../reports/xlsx/xlsx-stream.js';
import { bookingsTable, type ExportedBooking } from './booking-export.js';

/**
 * The .xlsx as a stream: the column header (bold, frozen), then each chunk's rows as they arrive. A failure while
 * reading ends the stream with that error (the client's download fails instead of saving a cut file as complete).
 */
export function streamBookingsWorkbook(options: {
  chunks: AsyncIterable<readonly ExportedBooking[]>;
  language: Language;
  createdAt: Date;
}): Readable {
  const { chunks, language, createdAt } = options;
  async function* rows(): AsyncGenerator<ReportRow[]> {
    let isFirst = true;
    for await (const chunk of chunks) {
      // reportRows lays out the header first: written once, with the first chunk.
      const lines = reportRows(bookingsTable(chunk, language, createdAt), language);
      yield isFirst ? lines : lines.slice(1);
      isFirst = false;
    }
    if (isFirst) yield reportRows(bookingsTable([], language, createdAt), language);
  }
  return streamXlsx(tableSheet(bookingsTable([], language, createdAt), language), rows());
}
