// The boarding-card tests' helpers: a train booking as the API answers it (three issued tickets, one refunded, an
// infant on an adult's berth) and a PDF read back with pdf.js: its lines of text and its images as pixels.
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TTrainBooking, TTrainTicket } from '@portal/contracts';

export type PdfImage = { width: number; height: number; kind: number; data: Uint8Array | Uint8ClampedArray };

/** Every line of text pdf.js reads from the document, each page's size, and the images each page paints. */
export async function readTrainPdf(
  bytes: Uint8Array,
): Promise<{ lines: string[]; pageSizes: number[][]; images: PdfImage[] }> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    verbosity: 0,
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
  }).promise;
  const lines: string[] = [];
  const pageSizes: number[][] = [];
  const images: PdfImage[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    pageSizes.push(page.view.map((value) => Math.round(value)));
    const text = (await page.getTextContent()).items
      .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
      .join('');
    lines.push(
      ...text
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean),
    );
    const operators = await page.getOperatorList();
    for (const [index, op] of operators.fnArray.entries()) {
      if (op !== OPS.paintImageXObject) continue;
      const name = (operators.argsArray[index] as [string])[0];
      const image = await new Promise<PdfImage>((resolve) => page.objs.get(name, resolve));
      images.push(image);
    }
  }
  await pdf.destroy();
  return { lines, pageSizes, images };
}

const ticket = (index: number, overrides: Partial<TTrainTicket> = {}): TTrainTicket => ({
  ticketId: `VNR-T${index}000`,
  direction: 'departure',
  runId: 'SE1-2026-12-21',
  trainNumber: 'SE1',
  from: 'HNO',
  to: 'DNA',
  fromName: 'Hà Nội',
  toName: 'Đà Nẵng',
  departAt: '2026-12-21T14:10:00.000Z',
  arriveAt: '2026-12-22T06:05:00.000Z',
  carriageNo: '7',
  carriageName: 'Nằm khoang 4 điều hòa',
  seatNumber: String(8 + index),
  seatType: 'NAM',
  compartment: 3,
  tier: index % 2 === 1 ? 1 : 2,
  fullName: 'Nguyễn Văn An',
  idNumber: '001190012345',
  passengerType: 1,
  birthDate: null,
  adultTicketId: null,
  infants: [],
  fare: 1_250_000,
  insurance: 1_000,
  discount: 0,
  amount: 1_250_000,
  issueFee: 30_000,
  status: 'ISSUED',
  ticketNumber: `21126${index}0001`,
  boardingCode: `VNR|AB12CD|SE1|7|${8 + index}|${index}`,
  replaces: null,
  replacedBy: null,
  refundAmount: null,
  refundFee: null,
  ...overrides,
});

/** Four tickets: two adults (one with an infant), a child at 75 % on a soft seat, and a refunded one (no card). */
export function boardingBookingFixture(): TTrainBooking {
  const tickets = [
    ticket(1, { infants: [{ fullName: 'Nguyễn Bé Na', birthDate: '2023-04-05' }] }),
    ticket(2, { fullName: 'Trần Thị Bình', idNumber: '079185001234', fare: 1_100_000, amount: 1_100_000 }),
    ticket(3, {
      fullName: 'Nguyễn Minh Châu',
      idNumber: 'HS20190001',
      passengerType: 2,
      birthDate: '2018-06-01',
      adultTicketId: 'VNR-T1000',
      seatType: 'NGM',
      carriageNo: '2',
      carriageName: 'Ngồi mềm điều hòa',
      seatNumber: '31',
      compartment: null,
      tier: null,
      fare: 800_000,
      discount: 200_000,
      amount: 600_000,
    }),
    ticket(4, { fullName: 'Lê Hoàn Trả', status: 'REFUNDED', refundAmount: 1_125_000, refundFee: 125_000 }),
  ];
  return {
    id: '6c1d4a4e-9a37-4d4b-9b7e-0c8f4f8f1a01',
    bookingCode: 'AB12CD',
    status: 'ISSUED',
    agency: { id: '00000000-0000-4000-8000-000000000001', code: 'AGTEST', name: 'Đại lý Sao Việt' },
    createdBy: { id: '00000000-0000-4000-8000-000000000002', name: 'Nguyễn Văn Thử' },
    timeLimit: null,
    isRoundTrip: false,
    route: 'HNO-DNA',
    departAt: '2026-12-21T14:10:00.000Z',
    buyer: { fullName: 'Nguyễn Văn An', email: 'an@example.vn', mobile: '0912345678' },
    tickets,
    supplierNet: 4_200_000,
    feeTotal: 120_000,
    totalAmount: 4_320_000,
    refundedAmount: 1_125_000,
    changeAmount: 0,
    pendingAction: null,
    lastError: null,
    createdAt: '2026-12-01T03:00:00.000Z',
    issuedAt: '2026-12-01T03:05:00.000Z',
    version: 3,
    allowedActions: ['refund', 'change', 'mail'],
  };
}
