// A one-sheet workbook written while its rows come: each chunk's rows as sheet XML straight into a deflated zip entry,
// waiting for the reader whenever the zip's buffers are full, so memory holds one chunk and the compressor's window.
import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Language } from '../../../platform/messages.js';
import { framedSource, mappedSource, sourceOf, type ChunkSource } from '../chunk-source.js';
import type { ReportRow, ReportTable } from '../report-table.js';
import { written } from '../stream-writes.js';
import { CELL_STYLE, fixedParts, MAIN, RELATIONSHIPS, XML_HEAD, xmlText } from './xlsx-parts.js';

export type SheetLayout = {
  sheetName: string;
  /** Each column's width in characters, and whether its numbers are figures (written #,##0). */
  columns: readonly { width?: number; isFigure: boolean }[];
  /** The rows kept in view while the rest scrolls (the heading and the column header). */
  frozenRows: number;
  createdAt: Date;
};

/** The sheet of a report table: its columns' widths, money and counts as figures, the heading and header frozen. */
export function tableSheet<Row>(table: ReportTable<Row>, language: Language): SheetLayout {
  return {
    sheetName: table.sheetName[language],
    columns: table.columns.map((column) => ({
      width: column.width,
      isFigure: column.type === 'money' || column.type === 'count',
    })),
    frozenRows: (table.heading?.length ?? 0) + 1,
    createdAt: table.createdAt,
  };
}

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}

function sheetStart(layout: SheetLayout): string {
  const top = `A${layout.frozenRows + 1}`;
  const pane =
    layout.frozenRows > 0
      ? `<pane ySplit="${layout.frozenRows}" topLeftCell="${top}" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="${top}" sqref="${top}"/>`
      : '';
  const columns = layout.columns
    .map((column, index) =>
      column.width ? `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"/>` : '',
    )
    .join('');
  return (
    `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
    `<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr><sheetViews><sheetView workbookViewId="0">${pane}</sheetView></sheetViews>` +
    `<sheetFormatPr defaultRowHeight="15"/>${columns ? `<cols>${columns}</cols>` : ''}<sheetData>`
  );
}

/** After the rows: A4 landscape, fitted to one page wide. */
const SHEET_END =
  '</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>' +
  '<pageSetup paperSize="9" orientation="landscape" fitToWidth="1" fitToHeight="0"/></worksheet>';

/** Writes one row's XML: numbers as numbers (a figure column's with separators), text inline, an empty cell left out. */
function rowWriter(layout: SheetLayout): (row: ReportRow, number: number) => string {
  const names: string[] = [];
  return (row, number) => {
    const isBold = row.kind === 'header' || row.kind === 'emphasisedFigure';
    const textStyle = row.kind === 'title' ? CELL_STYLE.title : isBold ? CELL_STYLE.bold : CELL_STYLE.plain;
    let xml = `<row r="${number}">`;
    row.cells.forEach((cell, index) => {
      const reference = `${(names[index] ??= columnName(index))}${number}`;
      if (typeof cell === 'number') {
        if (!Number.isFinite(cell)) return;
        const isFigure = layout.columns[index]?.isFigure ?? false;
        const style = isFigure ? (isBold ? CELL_STYLE.boldFigure : CELL_STYLE.figure) : textStyle;
        xml += `<c r="${reference}"${style ? ` s="${style}"` : ''}><v>${cell}</v></c>`;
      } else if (cell !== '')
        xml += `<c r="${reference}"${textStyle ? ` s="${textStyle}"` : ''} t="inlineStr"><is><t xml:space="preserve">${xmlText(cell)}</t></is></c>`;
    });
    return `${xml}</row>`;
  };
}

/** The sheet's XML up to and with its first rows (numbered from 1): what is known before any row is read. */
export function sheetHead(layout: SheetLayout, rows: readonly ReportRow[]): string {
  const rowXml = rowWriter(layout);
  return rows.reduce((xml, row, index) => xml + rowXml(row, index + 1), sheetStart(layout));
}

/** The rest of the sheet's XML: each chunk of rows as one piece, numbered on from `firstRow`, then the sheet's end. */
export function sheetBody(
  layout: SheetLayout,
  rows: ChunkSource<readonly ReportRow[]>,
  firstRow: number,
): ChunkSource<string> {
  const rowXml = rowWriter(layout);
  let number = firstRow - 1;
  const pieces = mappedSource(rows, (chunk) => {
    let xml = '';
    for (const row of chunk) xml += rowXml(row, (number += 1));
    return xml;
  });
  return framedSource(pieces, { after: () => SHEET_END });
}

/**
 * The .xlsx of a sheet's XML pieces as a stream. The reader sets the pace: a piece is taken only when the last one's
 * bytes have been taken, and when the reader goes away no more are asked for. A failure while reading ends the stream
 * with that error (the download fails instead of saving a cut file as complete).
 */
export function streamXlsxSheet(layout: SheetLayout, pieces: ChunkSource<string | Uint8Array>): Readable {
  const zip = new ZipFile();
  for (const [path, xml] of fixedParts(layout)) zip.addBuffer(Buffer.from(xml), path, { mtime: layout.createdAt });
  const sheet = new PassThrough();
  zip.addReadStream(sheet, 'xl/worksheets/sheet1.xml', { mtime: layout.createdAt });
  zip.end();
  const out = zip.outputStream as PassThrough;
  pieces((piece) => written(sheet, out, piece)).then(
    () => (out.destroyed ? sheet.destroy() : sheet.end()),
    (error: unknown) => {
      sheet.destroy();
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return out;
}

/** The .xlsx of report rows as a stream. */
export function streamXlsx(
  layout: SheetLayout,
  rows: ChunkSource<readonly ReportRow[]> | AsyncIterable<readonly ReportRow[]> | Iterable<readonly ReportRow[]>,
): Readable {
  const source = typeof rows === 'function' ? rows : sourceOf(rows);
  return streamXlsxSheet(layout, framedSource(sheetBody(layout, source, 1), { before: sheetHead(layout, []) }));
}
