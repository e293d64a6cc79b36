// The ticket face as an A4 PDF (pdfkit): the selling agency, PNR and status, passengers and tickets, flights, fares with
// or without the issue fee, the total in VND and notes, in Be Vietnam Pro embedded from npm so Vietnamese renders anywhere.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import type { TTicketFaceDocument } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import type { Language } from '../../../platform/messages.js';
import { contentDisposition } from '../../../platform/uploads.js';
import { PDF_WORDS, type PdfWords } from './ticket-face.pdf-words.js';
import { airportDateTime, faceAmounts, flightLabel } from './ticket-face-format.js';

const PDF_CONTENT_TYPE = 'application/pdf';

/** Be Vietnam Pro (SIL OFL 1.1), the TTF files of an npm package: no font of the machine is used. */
const FONT_FILES = {
  regular: '@expo-google-fonts/be-vietnam-pro/400Regular/BeVietnamPro_400Regular.ttf',
  bold: '@expo-google-fonts/be-vietnam-pro/700Bold/BeVietnamPro_700Bold.ttf',
} as const;
export type PdfFonts = Record<keyof typeof FONT_FILES, Buffer>;
let fontsLoading: Promise<PdfFonts> | undefined;

/** Read once per process (about 260 kB); a failed read is retried by the next request. The train boarding cards use them too. */
export function loadFonts(): Promise<PdfFonts> {
  const resolve = createRequire(import.meta.url).resolve;
  fontsLoading ??= Promise.all([readFile(resolve(FONT_FILES.regular)), readFile(resolve(FONT_FILES.bold))])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      fontsLoading = undefined;
      throw error;
    });
  return fontsLoading;
}

/** `<PNR>.pdf`, or the booking code before the PNR exists; only letters, digits, - and _. */
export function ticketFacePdfFileName(face: TTicketFaceDocument): string {
  const name = (face.booking.pnr ?? face.booking.orderId).replace(/[^A-Za-z0-9_-]/g, '');
  return `${name || 'ticket-face'}.pdf`;
}

/** The headers of a ticket-face PDF download: its type, and <PNR>.pdf as an attachment. */
export function ticketFacePdfHeaders(face: TTicketFaceDocument): Record<string, string> {
  return {
    'Content-Type': PDF_CONTENT_TYPE,
    'Content-Disposition': contentDisposition('attachment', ticketFacePdfFileName(face)),
  };
}

const MARGIN = 36;
const GREY = '#555555';
const LINE = '#bbbbbb';
type Doc = InstanceType<typeof PDFDocument>;

function heading(doc: Doc, text: string): void {
  doc.moveDown(0.8).font('bold').fontSize(11).fillColor('black').text(text, MARGIN).moveDown(0.2);
}

type TableLayout = { widths: (number | '*')[]; rightFrom?: number; fontSize?: number };

/** A bordered table whose first row is the bold header on grey; widths in points ('*' shares what is left), columns from `rightFrom` on right-aligned. */
function table(doc: Doc, options: { layout: TableLayout; header: string[]; rows: string[][] }): void {
  const { layout, header, rows } = options;
  const { widths, rightFrom = widths.length, fontSize = 8.5 } = layout;
  const cell = (text: string, column: number, isHeader: boolean): PDFKit.Mixins.CellOptions => ({
    text,
    align: { x: column >= rightFrom ? 'right' : 'left', y: 'center' },
    ...(isHeader ? { font: { src: 'bold' }, backgroundColor: '#eeeeee' } : {}),
  });
  doc.font('regular').fontSize(fontSize).fillColor('black');
  doc.table({
    position: { x: MARGIN },
    columnStyles: widths,
    defaultStyle: { border: 0.5, borderColor: LINE, padding: [3, 4] },
    data: [
      header.map((text, column) => cell(text, column, true)),
      ...rows.map((row) => row.map((text, column) => cell(text, column, false))),
    ],
  });
}

function agencyHeader(doc: Doc, face: TTicketFaceDocument, words: PdfWords): void {
  const { agency, booking } = face;
  const top = doc.y;
  const leftWidth = 320;
  const rightX = MARGIN + leftWidth + 10;
  const rightWidth = doc.page.width - MARGIN - rightX;
  doc.font('bold').fontSize(16).fillColor('black').text(agency.name, MARGIN, top, { width: leftWidth });
  doc.font('regular').fontSize(9.5).fillColor(GREY);
  if (agency.address) doc.text(`${words.address}: ${agency.address}`, { width: leftWidth });
  if (agency.phone) doc.text(`${words.phone}: ${agency.phone}`, { width: leftWidth });
  if (agency.hotline) doc.text(`${words.hotline}: ${agency.hotline}`, { width: leftWidth });
  const leftBottom = doc.y;
  doc.font('regular').fontSize(9.5).fillColor(GREY).text(words.pnr, rightX, top, { width: rightWidth, align: 'right' });
  doc
    .font('bold')
    .fontSize(22)
    .fillColor('black')
    .text(booking.pnr ?? '—', { width: rightWidth, align: 'right' });
  doc.font('regular').fontSize(9.5).text(`${booking.airline} · ${words.status}: ${words.statuses[booking.status]}`, {
    width: rightWidth,
    align: 'right',
  });
  const bottom = Math.max(leftBottom, doc.y) + 8;
  doc
    .moveTo(MARGIN, bottom)
    .lineTo(doc.page.width - MARGIN, bottom)
    .lineWidth(0.7)
    .strokeColor(LINE)
    .stroke();
  doc.x = MARGIN;
  doc.y = bottom + 4;
}

function passengers(doc: Doc, face: TTicketFaceDocument, words: PdfWords): void {
  heading(doc, words.passengers);
  const rows = face.booking.passengers.map((pax, index) => [
    String(index + 1),
    `${pax.title} ${pax.airlineLastName} ${pax.airlineFirstName}`,
    words.pax[pax.type],
    pax.ticketNumber ?? '—',
  ]);
  table(doc, {
    layout: { widths: [24, '*', 100, 130] },
    header: ['#', words.name, words.type, words.ticketNumber],
    rows,
  });
}

function flights(doc: Doc, face: TTicketFaceDocument, words: PdfWords): void {
  heading(doc, words.flights);
  const place = (code: string, terminal: string | null | undefined, dateTime: string) =>
    `${code}${terminal ? ` (${words.terminal(terminal)})` : ''} · ${airportDateTime(dateTime)}`;
  const rows = face.booking.routes.flatMap((route) =>
    route.segments.map((segment) => [
      flightLabel(segment),
      place(segment.from, segment.startTerminal, segment.departDateTime),
      place(segment.to, segment.endTerminal, segment.arrivalDateTime),
      route.fareClass,
      words.baggageText(route.baggage.handKg, route.baggage.checkedKg),
    ]),
  );
  // 8 pt so "HAN (Terminal T1) · 21/12/2026 06:00" and the baggage stay on one line each.
  table(doc, {
    layout: { widths: [58, '*', '*', 32, 112], fontSize: 8 },
    header: [words.flight, words.from, words.to, words.class, words.baggage],
    rows,
  });
}

/** With the fee: its own column and the full total; without: every fare and the total net of the issue fee (as the web). */
function fares(doc: Doc, options: { face: TTicketFaceDocument; words: PdfWords; includeFee: boolean }): void {
  const { face, words, includeFee } = options;
  const { fareData } = face.booking;
  heading(doc, words.fares);
  const amounts = faceAmounts(face.booking, includeFee);
  const rows = amounts.rows.map((row) => {
    const cells = [
      formatVnd(row.baseFare),
      formatVnd(row.taxes),
      ...(includeFee ? [formatVnd(row.issueFee)] : []),
      formatVnd(row.subtotal),
    ];
    return [`${words.pax[row.type]} × ${row.count}`, ...cells];
  });
  const header = [words.type, words.fare, words.taxes, ...(includeFee ? [words.issueFee] : []), words.subtotal];
  table(doc, { layout: { widths: ['*', ...header.slice(1).map(() => 95)], rightFrom: 1 }, header, rows });
  doc.font('regular').fontSize(9.5).fillColor('black');
  if (fareData.ancillaryTotal > 0)
    doc.moveDown(0.4).text(`${words.addOns}: ${formatVnd(fareData.ancillaryTotal)}`, MARGIN);
  doc
    .moveDown(0.5)
    .font('bold')
    .fontSize(12)
    .text(`${words.total}: ${formatVnd(amounts.total)}`, MARGIN, undefined, { align: 'right' });
}

/** The PDF bytes of the face in the caller's language (Vietnamese by default). */
export async function renderTicketFacePdf(
  face: TTicketFaceDocument,
  language: Language,
  includeFee: boolean,
): Promise<Buffer> {
  const words = PDF_WORDS[language];
  const fonts = await loadFonts();
  const title = `${words.title} ${face.booking.pnr ?? face.booking.orderId}`;
  // Loaded on the first PDF, not at start-up: pdfkit takes about a second to import.
  const { default: PdfDocument } = await import('pdfkit');
  const doc = new PdfDocument({
    size: 'A4',
    margin: MARGIN,
    lang: language === 'vi' ? 'vi-VN' : 'en-GB',
    displayTitle: true,
    info: { Title: title, Author: face.agency.name },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  agencyHeader(doc, face, words);
  passengers(doc, face, words);
  flights(doc, face, words);
  fares(doc, { face, words, includeFee });
  const notes = face.booking.contact.extraInfo.trim();
  if (notes !== '') {
    heading(doc, words.notes);
    doc.font('regular').fontSize(9.5).text(notes, MARGIN);
  }
  doc.end();
  return finished;
}
