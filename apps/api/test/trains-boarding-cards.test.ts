// The train money and boarding-card routes over HTTP against a real simulator: a hold made through the API, issued with
// an Idempotency-Key (400 without one, 409 priceChanged), the boarding cards as an A4 PDF read back with pdf.js (names,
// seats, prices, ticket numbers and a QR per card that decodes to its boarding code) in vi and en, mailed through the
// outbox with a 'mail' event; another agency's booking is 404, a held one 409, the agency above may print but not mail;
// a refund through the routes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import {
  ErrorCode,
  type TDepositStatementResponse,
  type TTrainBooking,
  type TTrainChangeQuote,
  type TTrainRefundQuote,
} from '@portal/contracts';
import { tables } from '@portal/db';
import { DEFAULT_ROLE_PERMISSIONS, formatVnd } from '@portal/domain';
import { signedInFrom, TEST_PASSWORD, type SignedIn } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import { topUp } from './support/booking-money.js';
import { readTrainPdf, type PdfImage } from './support/train-boarding.js';
import {
  adultOn,
  bookingOf,
  BUYER,
  closeTrainApp,
  findRun,
  jsonOf,
  lockSeats,
  startTrainApp,
  type Journey,
  type TrainApp,
} from './support/trains.js';

const smtp = vi.hoisted(() => ({ sent: [] as Record<string, unknown>[] }));
vi.mock('nodemailer', () => ({
  default: {
    createTransport: () => ({
      sendMail: async (message: Record<string, unknown>) => {
        smtp.sent.push(message);
        return { messageId: 'test' };
      },
    }),
  },
}));

const FEE = 20_000;
/** What the F1 charges its F2 to change one ticket (the TRAIN rule's changeAmount). */
const CHANGE_FEE = 7_000;
let app: TrainApp;
let agent: SignedIn;
let f1Admin: SignedIn;
let stranger: SignedIn;
let journey: Journey & { carriageNo: string };
let seatCursor = 0;
let issued: TTrainBooking;
let f2Id: string;

const post = (who: SignedIn, url: string, payload: object, key?: string) =>
  app.ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...who.auth, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const pdfOf = (who: { auth: Record<string, string> }, id: string, lang = 'vi') =>
  app.ctx.app.inject({
    method: 'GET',
    url: `/api/trains/bookings/${id}/boarding-cards.pdf?lang=${lang}`,
    headers: who.auth,
  });

/** A held booking of `count` adults through the API, at the total it asks for. */
async function held(count: number): Promise<TTrainBooking> {
  const locks = await lockSeats(app, agent, { journey, count, skip: seatCursor });
  seatCursor += count;
  const passengers = locks.map((lock, index) => adultOn(lock, { fullName: `Phạm Thị Thẻ ${index + 1}` }));
  const first = await app.api.hold(agent, { passengers, infants: [], buyer: BUYER, acceptedTotal: 1 });
  const total = (first.json() as { details: { newTotal: number } }).details.newTotal;
  return bookingOf(await app.api.hold(agent, { passengers, infants: [], buyer: BUYER, acceptedTotal: total }));
}

/** The dark modules at each module's centre match the QR code of `text` (error correction M, one module of margin). */
function showsQrOf(image: PdfImage, text: string): boolean {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = image.width / (modules.size + 2);
  const channels = image.data.length / (image.width * image.height);
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++) {
      const x = Math.floor((column + 1.5) * scale);
      const y = Math.floor((row + 1.5) * scale);
      if (image.data[(y * image.width + x) * channels]! < 128 !== Boolean(modules.get(row, column))) return false;
    }
  return true;
}

beforeAll(async () => {
  app = await startTrainApp({ config: { smtpUrl: 'smtp://mail.test:25' } });
  const f1 = await app.ctx.newAgency({ level: 'F1' });
  const f2 = await app.ctx.newAgency({ level: 'F2', parentId: f1.id });
  f2Id = f2.id;
  for (const agency of [f1, f2]) await topUp(app.ctx, agency.id, 50_000_000);
  await app.ctx.db.insert(tables.commissionFees).values({
    agencyId: f1.id,
    subAgencyId: null,
    airline: null,
    routeScope: 'domestic',
    product: 'TRAIN',
    paxType: 'ADT',
    chargeBasis: 'ticket',
    amount: FEE,
    changeAmount: CHANGE_FEE,
  });
  const admin = await app.ctx.newUser({ agencyId: f1.id, role: 'admin_f1' });
  f1Admin = signedInFrom(await app.ctx.login(admin.username, admin.password));
  const permissions = [...DEFAULT_ROLE_PERMISSIONS.agent_f2, 'USE_TRAIN', 'EXPORT_TICKET'];
  const user = await app.ctx.newUser({ agencyId: f2.id, role: 'agent_f2', permissions });
  agent = signedInFrom(await app.ctx.login(user.username, user.password));
  stranger = await app.ctx.newSignedInUser({ role: 'admin_f1' });
  journey = await findRun(app, agent, { seatType: 'NGM' });
  const booking = await held(2);
  const response = await post(
    agent,
    `/api/trains/bookings/${booking.id}/issue`,
    { acceptedTotal: booking.totalAmount },
    randomUUID(),
  );
  issued = jsonOf<TTrainBooking>(response);
});
afterAll(() => closeTrainApp(app));

describe('issue through the route', () => {
  it('issued the hold: every ticket with a number and a boarding code, the fee per ticket on top of the railway', () => {
    expect(issued.status).toBe('ISSUED');
    expect(issued.feeTotal).toBe(2 * FEE);
    expect(issued.totalAmount).toBe(issued.supplierNet + 2 * FEE);
    for (const ticket of issued.tickets) expect(ticket).toMatchObject({ status: 'ISSUED', issueFee: FEE });
    expect(issued.tickets.every((ticket) => ticket.ticketNumber && ticket.boardingCode)).toBe(true);
  });

  it("shows on the sub-agency's deposit statement as a train booking by its code, the buyer paying the total", async () => {
    const response = await app.ctx.app.inject({
      method: 'GET',
      url: `/api/deposits/statement?agencyId=${f2Id}`,
      headers: f1Admin.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    const sale = jsonOf<TDepositStatementResponse>(response).movements.find(
      (movement) => movement.referenceType === 'train_booking' && movement.referenceId === issued.id,
    );
    expect(sale).toMatchObject({ type: 'S', pnr: issued.bookingCode, amount: -issued.totalAmount, subAgency: null });
  });

  it('needs an Idempotency-Key (400) and the total the agent accepted (409 priceChanged, nothing moved)', async () => {
    const booking = await held(1);
    expectApiError(
      await post(agent, `/api/trains/bookings/${booking.id}/issue`, { acceptedTotal: booking.totalAmount }),
      400,
      ErrorCode.VALIDATION,
    );
    const changed = await post(agent, `/api/trains/bookings/${booking.id}/issue`, { acceptedTotal: 1 }, randomUUID());
    expect(expectApiError(changed, 409, ErrorCode.CONFLICT).details).toMatchObject({ reason: 'priceChanged' });
    expect(jsonOf<TTrainBooking>(await app.api.get(agent, booking.id)).status).toBe('HOLD');
  });
});

describe('the PIN step-up', () => {
  it('asks for the PIN before paying when the agent has one (403 code 120, nothing moved), then issues with its token', async () => {
    const permissions = [...DEFAULT_ROLE_PERMISSIONS.agent_f2, 'USE_TRAIN', 'EXPORT_TICKET'];
    const user = await app.ctx.newUser({ agencyId: f2Id, role: 'agent_f2', permissions });
    const withPin = signedInFrom(await app.ctx.login(user.username, user.password));
    const pin = await app.ctx.app.inject({
      method: 'POST',
      url: '/api/pin-code',
      headers: withPin.auth,
      payload: { pin: '493817', password: TEST_PASSWORD },
    });
    expect(pin.statusCode, pin.body).toBe(200);
    const booking = await held(1);
    const url = `/api/trains/bookings/${booking.id}/issue`;
    const key = randomUUID();
    const asked = expectApiError(await post(withPin, url, { acceptedTotal: booking.totalAmount }, key), 403, 120);
    expect(jsonOf<TTrainBooking>(await app.api.get(agent, booking.id)).status).toBe('HOLD');
    const { salt } = asked.details as { salt: string };
    const verified = await app.ctx.app.inject({
      method: 'POST',
      url: '/api/pin-code/verify',
      headers: withPin.auth,
      payload: { salt, pin: '493817' },
    });
    const { stepUpToken } = verified.json<{ stepUpToken: string }>();
    const response = await app.ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...withPin.auth, 'idempotency-key': key, 'x-step-up': stepUpToken },
      payload: { acceptedTotal: booking.totalAmount },
    });
    expect(jsonOf<TTrainBooking>(response).status).toBe('ISSUED');
  });
});

describe('the boarding cards PDF', () => {
  it('prints one A4 card per issued ticket with names, seats, prices and a QR of each boarding code', async () => {
    const response = await pdfOf(agent, issued.id);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`${issued.bookingCode}-boarding-cards.pdf`);
    const { lines, pageSizes, images } = await readTrainPdf(response.rawPayload);
    expect(pageSizes).toEqual([[0, 0, 595, 842]]);
    for (const ticket of issued.tickets) {
      expect(lines).toContain(`Hành khách ${ticket.fullName}`);
      expect(lines).toContain(`Chỗ Ghế ${ticket.seatNumber}`);
      expect(lines).toContain(`Giá vé (gồm bảo hiểm) ${formatVnd(ticket.amount)}`);
      expect(lines).toContain(`Số vé ${ticket.ticketNumber}`);
      expect(lines).toContain(`Hành trình ${ticket.fromName} (${ticket.from}) – ${ticket.toName} (${ticket.to})`);
    }
    expect(lines).toContain(`Mã đặt chỗ ${issued.bookingCode}`);
    expect(images).toHaveLength(2);
    images.forEach((image, index) => expect(showsQrOf(image, issued.tickets[index]!.boardingCode!)).toBe(true));
  });

  it('speaks English with lang=en, and is printed for the F1 administrator above the agency', async () => {
    const { lines } = await readTrainPdf((await pdfOf(f1Admin, issued.id, 'en')).rawPayload);
    expect(lines.filter((line) => line.startsWith('TRAIN BOARDING CARD'))).toHaveLength(2);
    expect(lines).toContain(`Passenger ${issued.tickets[0]!.fullName}`);
    expect(lines).toContain('Passenger type Adult');
  });

  it("is 404 for another agency's booking and an unknown id, 409 for a held booking, 401 without a session", async () => {
    expectApiError(await pdfOf(stranger, issued.id), 404, ErrorCode.NOT_FOUND);
    expectApiError(await pdfOf(agent, randomUUID()), 404, ErrorCode.NOT_FOUND);
    const booking = await held(1);
    expect(expectApiError(await pdfOf(agent, booking.id), 409, ErrorCode.CONFLICT).details).toMatchObject({
      reason: 'wrongState',
    });
    expectApiError(await pdfOf({ auth: {} }, issued.id), 401, ErrorCode.UNAUTHENTICATED);
  });
});

describe('the boarding cards mail', () => {
  it('goes through the outbox with the cards listed and a mail event; the agency above may not mail; others 404', async () => {
    const url = `/api/trains/bookings/${issued.id}/boarding-cards/mail`;
    const response = await post(agent, url, { to: ['khach@example.vn', 'ban@example.vn'], lang: 'vi' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ outboxId: number; delivery: string; subject: string }>();
    expect(answer).toMatchObject({ delivery: 'sent', subject: expect.stringContaining(issued.bookingCode!) });
    // Handed to SMTP with the cards' PDF attached (the outbox keeps the text and HTML only, decision 077).
    const sent = smtp.sent.at(-1) as { to: string; cc: string[]; attachments: { filename: string; content: Buffer }[] };
    expect(sent).toMatchObject({ to: 'khach@example.vn', cc: ['ban@example.vn'] });
    expect(sent.attachments).toHaveLength(1);
    expect(sent.attachments[0]!.filename).toBe(`${issued.bookingCode}-boarding-cards.pdf`);
    const { lines, images } = await readTrainPdf(sent.attachments[0]!.content);
    expect(lines).toContain(`Hành khách ${issued.tickets[0]!.fullName}`);
    expect(images).toHaveLength(2);
    const [row] = await app.ctx.db
      .select()
      .from(tables.outboxEmails)
      .where(eq(tables.outboxEmails.id, answer.outboxId));
    expect(row).toMatchObject({ toAddress: 'khach@example.vn', cc: ['ban@example.vn'], sentAt: expect.any(Date) });
    for (const ticket of issued.tickets) expect(row!.html).toContain(ticket.fullName);
    const events = await app.ctx.db
      .select()
      .from(tables.trainBookingEvents)
      .where(eq(tables.trainBookingEvents.bookingId, issued.id));
    expect(events.find((event) => event.action === 'mail')?.details).toMatchObject({ outboxEmailId: answer.outboxId });
    expectApiError(await post(f1Admin, url, { to: ['x@example.vn'] }), 403, ErrorCode.FORBIDDEN);
    expectApiError(await post(stranger, url, { to: ['x@example.vn'] }), 404, ErrorCode.NOT_FOUND);
  });
});

describe('refund through the routes', () => {
  it("quotes by the railway's table and credits the deposit; the booking shows the refund", async () => {
    const ticket = issued.tickets[0]!;
    const quote = jsonOf<TTrainRefundQuote>(
      await post(agent, `/api/trains/bookings/${issued.id}/refund-quote`, { ticketIds: [ticket.ticketId] }),
    );
    expect(quote).toMatchObject({ rule: 'INDIVIDUAL', issueFeeKept: FEE });
    expect(quote.totalRefund + quote.totalFee).toBe(ticket.amount);
    const refunded = jsonOf<TTrainBooking>(
      await post(agent, `/api/trains/bookings/${issued.id}/refund`, { quoteId: quote.quoteId }, randomUUID()),
    );
    expect(refunded).toMatchObject({ status: 'ISSUED', refundedAmount: quote.totalRefund });
    expect(refunded.tickets.find((candidate) => candidate.ticketId === ticket.ticketId)).toMatchObject({
      status: 'REFUNDED',
      refundAmount: quote.totalRefund,
      refundFee: quote.totalFee,
    });
  });
});

describe('change through the routes', () => {
  it("moves an issued ticket to the agency's locked seat: the railway's charge plus the chain's TRAIN change fee", async () => {
    const ticket = issued.tickets[1]!;
    const [lock] = await lockSeats(app, agent, { journey, count: 1, skip: seatCursor });
    seatCursor += 1;
    const url = `/api/trains/bookings/${issued.id}`;
    const quote = jsonOf<TTrainChangeQuote>(
      await post(agent, `${url}/change-quote`, { ticketId: ticket.ticketId, newTicketId: lock!.ticketId }),
    );
    expect(quote).toMatchObject({ changeFee: 20_000, chainFee: CHANGE_FEE, depositTotal: quote.total + CHANGE_FEE });
    expect(quote.total).toBe(20_000 + Math.max(0, quote.newAmount - ticket.amount));
    const before = jsonOf<TTrainBooking>(await app.api.get(agent, issued.id));
    const changed = jsonOf<TTrainBooking>(await post(agent, `${url}/change`, { quoteId: quote.quoteId }, randomUUID()));
    expect(changed.changeAmount - before.changeAmount).toBe(quote.depositTotal);
    expect(changed.tickets.find((candidate) => candidate.ticketId === ticket.ticketId)).toMatchObject({
      status: 'CHANGED',
      replacedBy: lock!.ticketId,
    });
    expect(changed.tickets.find((candidate) => candidate.ticketId === lock!.ticketId)).toMatchObject({
      status: 'ISSUED',
      replaces: ticket.ticketId,
      fullName: ticket.fullName,
      seatNumber: lock!.seat.number,
    });
    // Another agency's booking is 404 for the quote too.
    expectApiError(
      await post(stranger, `${url}/change-quote`, { ticketId: ticket.ticketId, newTicketId: lock!.ticketId }),
      404,
      ErrorCode.NOT_FOUND,
    );
  });
});
