// The train boarding cards as an A4 PDF (pdfkit): one card ("Thẻ lên tàu hỏa") per issued ticket, three to a page, each
// with the passenger, train, journey, seat, price, numbers and a QR code of its boarding code (npm qrcode, PNG). The
// fonts are the flight ticket face's (Be Vietnam Pro from npm); nothing active goes in (pdf-active-content.ts).
import type PDFDocument from 'pdfkit';
import type { TTicketFaceAgency, TTrainBooking, TTrainTicket } from '@portal/contracts';
import type { Language } from '../../../platform/messages.js';
import { qrCodePng } from '../../../platform/qr-codes.js';
import { contentDisposition } from '../../../platform/uploads.js';
import { loadFonts } from '../../bookings/documents/ticket-face.pdf.js';
import { BOARDING_CARD_WORDS, type BoardingCardWords } from './boarding-card-words.js';
import { cardLines, issuedTickets } from './boarding-card-format.js';

export type BoardingCardsDocument = { agency: TTicketFaceAgency; booking: TTrainBooking };

const MARGIN = 36;
const CARD_HEIGHT = 248;
const CARD_GAP = 12;
const QR_SIZE = 118;
const LABEL_WIDTH = 128;
const GREY = '#555555';
const LINE = '#888888';
const BAND = '#e8eef7';
type Doc = InstanceType<typeof PDFDocument>;

/** `<booking code>-boarding-cards.pdf` (letters, digits, - and _ only). */
export function boardingCardsFileName(booking: TTrainBooking): string {
  const name = (booking.bookingCode ?? booking.id).replace(/[^A-Za-z0-9_-]/g, '');
  return `${name || 'train'}-boarding-cards.pdf`;
}

export function boardingCardsPdfHeaders(booking: TTrainBooking): Record<string, string> {
  return {
    'Content-Type': 'application/pdf',
    'Content-Disposition': contentDisposition('attachment', boardingCardsFileName(booking)),
  };
}

/** The QR of a boarding code as a PNG (error correction M, a quiet zone of one module). */
function qrPng(code: string): Promise<Buffer> {
  return qrCodePng(code, { margin: 1, width: 240 });
}

type CardOptions = {
  document: BoardingCardsDocument;
  ticket: TTrainTicket;
  qr: Buffer | null;
  top: number;
  words: BoardingCardWords;
};

function cardBand(doc: Doc, options: CardOptions, width: number): void {
  const { document, top, words } = options;
  doc.rect(MARGIN, top, width, 26).fill(BAND);
  doc
    .font('bold')
    .fontSize(12)
    .fillColor('black')
    .text(words.title, MARGIN + 12, top + 7, { width: width / 2, lineBreak: false });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(GREY)
    .text(document.agency.name, MARGIN + width / 2, top + 8.5, {
      width: width / 2 - 12,
      align: 'right',
      lineBreak: false,
    });
}

/** One card: a band with the title and the agency, the label/value lines on the left, the QR on the right. */
function card(doc: Doc, options: CardOptions): void {
  const { document, ticket, qr, top, words } = options;
  const width = doc.page.width - 2 * MARGIN;
  doc.roundedRect(MARGIN, top, width, CARD_HEIGHT, 6).lineWidth(0.8).strokeColor(LINE).stroke();
  cardBand(doc, options, width);
  const labelX = MARGIN + 12;
  const valueX = labelX + LABEL_WIDTH;
  const valueWidth = width - LABEL_WIDTH - QR_SIZE - 40;
  let y = top + 34;
  for (const line of cardLines(document.booking, ticket, words)) {
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(GREY)
      .text(line.label, labelX, y, { width: LABEL_WIDTH - 6 });
    doc
      .font(line.strong ? 'bold' : 'regular')
      .fontSize(line.strong ? 10 : 9)
      .fillColor('black')
      .text(line.value, valueX, y - (line.strong ? 1 : 0), { width: valueWidth });
    y = Math.max(doc.y, y + 13) + 1;
  }
  const qrX = MARGIN + width - QR_SIZE - 14;
  const qrY = top + 40;
  if (qr) doc.image(qr, qrX, qrY, { width: QR_SIZE, height: QR_SIZE });
  doc
    .font('regular')
    .fontSize(7.5)
    .fillColor(GREY)
    .text(words.boardingCode, qrX - 10, qrY + QR_SIZE + 6, { width: QR_SIZE + 20, align: 'center' })
    .font('bold')
    .fontSize(8)
    .fillColor('black')
    .text(ticket.boardingCode ?? '—', qrX - 10, undefined, { width: QR_SIZE + 20, align: 'center' });
  doc
    .font('regular')
    .fontSize(7.5)
    .fillColor(GREY)
    .text(words.footer, labelX, top + CARD_HEIGHT - 16, { width: width - 24, lineBreak: false });
}

/** The PDF bytes: one card per issued ticket (the caller checks there is one), three to an A4 page. */
export async function renderBoardingCardsPdf(document: BoardingCardsDocument, language: Language): Promise<Buffer> {
  const words = BOARDING_CARD_WORDS[language];
  const tickets = issuedTickets(document.booking);
  const [fonts, qrs] = await Promise.all([
    loadFonts(),
    Promise.all(tickets.map((ticket) => (ticket.boardingCode ? qrPng(ticket.boardingCode) : null))),
  ]);
  // Loaded on the first PDF, not at start-up: pdfkit takes about a second to import.
  const { default: PdfDocument } = await import('pdfkit');
  const doc = new PdfDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    lang: language === 'vi' ? 'vi-VN' : 'en-GB',
    displayTitle: true,
    info: {
      Title: `${words.documentTitle} ${document.booking.bookingCode ?? ''}`.trim(),
      Author: document.agency.name,
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const perPage = Math.floor((842 - 2 * MARGIN + CARD_GAP) / (CARD_HEIGHT + CARD_GAP));
  tickets.forEach((ticket, index) => {
    if (index % perPage === 0) doc.addPage();
    const top = MARGIN + (index % perPage) * (CARD_HEIGHT + CARD_GAP);
    card(doc, { document, ticket, qr: qrs[index] ?? null, top, words });
  });
  doc.end();
  return finished;
}
