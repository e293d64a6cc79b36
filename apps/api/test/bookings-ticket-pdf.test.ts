// GET /api/bookings/{id}/ticket-face.pdf: an A4 attachment named after the PNR whose text, read back with pdf.js, shows
// the agency, PNR, passengers and tickets, flights, notes and the total with or without the issue fee in intact
// Vietnamese (English on X-Language: en); and the same refusals as the JSON face (404 other agency, 403, 401, 400).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { LightMyRequestResponse } from 'fastify';
import { tables } from '@portal/db';
import { formatVnd } from '@portal/domain';
import { ErrorCode, type TTicketFace } from '@portal/contracts';
import type { SignedIn, TestContext } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import type { BookingSuppliers } from './support/bookings.js';
import { CHAIN_SEGMENT_FEE, issuedUnderF1, startCalmBookingApp } from './support/booking-money.js';

const NOTE = 'Khách cần xuất hóa đơn đỏ, gọi trước 9 giờ';
let suppliers: BookingSuppliers;
let ctx: TestContext;
let agent: SignedIn;
let parentAdmin: SignedIn;
let stranger: SignedIn;
let bookingId: string;
let face: TTicketFace;

const pdfOf = (who: { auth: Record<string, string> }, id: string, query = '', headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/bookings/${id}/ticket-face.pdf${query}`,
    headers: { ...who.auth, ...headers },
  });
const jsonOf = (who: { auth: Record<string, string> }, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/bookings/${id}/ticket-face`, headers: who.auth });

/** Every line of text pdf.js reads from the document, and the size of its pages in points. */
async function readPdf(response: LightMyRequestResponse): Promise<{ lines: string[]; pageSizes: number[][] }> {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const pdf = await getDocument({
    data: new Uint8Array(response.rawPayload),
    verbosity: 0,
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
  }).promise;
  const lines: string[] = [];
  const pageSizes: number[][] = [];
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
  }
  await pdf.destroy();
  return { lines, pageSizes };
}

/** dd/MM/yyyy HH:mm of the supplier's airport-local time. */
const shown = (dateTime: string) =>
  `${dateTime.slice(8, 10)}/${dateTime.slice(5, 7)}/${dateTime.slice(0, 4)} ${dateTime.slice(11, 16)}`;

beforeAll(async () => {
  ({ ctx, suppliers } = await startCalmBookingApp({ accessTokenTtlSeconds: 3 * 86_400 }));
  const chain = await issuedUnderF1(ctx, { adults: 2 });
  ({ f1: parentAdmin, agent } = chain);
  bookingId = chain.booking.id;
  stranger = await ctx.newSignedInUser({ role: 'admin_f1' });
  await ctx.db
    .update(tables.agencies)
    .set({ name: 'Đại lý Sao Việt', phone: '0912345678', address: '12 Hàng Bạc, Hà Nội' })
    .where(eq(tables.agencies.id, agent.agencyId));
  const [booking] = await ctx.db.select().from(tables.bookings).where(eq(tables.bookings.id, bookingId));
  const [order] = await ctx.db.select().from(tables.bookingOrders).where(eq(tables.bookingOrders.id, booking!.orderId));
  await ctx.db
    .update(tables.bookingOrders)
    .set({ contact: { ...order!.contact, extraInfo: NOTE } })
    .where(eq(tables.bookingOrders.id, order!.id));
  face = (await jsonOf(agent, bookingId)).json<TTicketFace>();
});
afterAll(async () => {
  await ctx?.close();
  await suppliers?.close();
});

describe('the ticket face PDF', () => {
  it('is an A4 attachment named after the PNR with the agency, PNR, status, passengers and tickets, flights, fares with the fee and notes', async () => {
    const response = await pdfOf(agent, bookingId, '?withFee=true');
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${face.booking.pnr}.pdf"; filename*=UTF-8''${face.booking.pnr}.pdf`,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { lines, pageSizes } = await readPdf(response);
    expect(pageSizes).toEqual([[0, 0, 595, 842]]);
    const text = lines.join('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Đại lý Sao Việt',
        'Địa chỉ: 12 Hàng Bạc, Hà Nội',
        'Hotline: 0912345678',
        face.booking.pnr!,
        'Hành trình',
        'Hành khách',
        NOTE,
      ]),
    );
    expect(text).toContain('Trạng thái: Đã xuất vé');
    expect(face.booking.passengers).toHaveLength(2);
    for (const pax of face.booking.passengers) {
      expect(pax.ticketNumber).toMatch(/^\d{13}$/);
      expect(lines.find((line) => line.includes(pax.ticketNumber!))).toContain(
        `${pax.title} ${pax.airlineLastName} ${pax.airlineFirstName}`,
      );
    }
    const segment = face.booking.routes[0]!.segments[0]!;
    const from = segment.startTerminal ? `${segment.from} (Nhà ga ${segment.startTerminal})` : segment.from;
    const to = segment.endTerminal ? `${segment.to} (Nhà ga ${segment.endTerminal})` : segment.to;
    const flightRow = lines.join(' ');
    expect(flightRow).toContain(`${from} · ${shown(segment.departDateTime)}`);
    expect(flightRow).toContain(`${to} · ${shown(segment.arrivalDateTime)}`);
    expect(flightRow).toContain(
      `${face.booking.routes[0]!.baggage.handKg}kg xách tay, ${face.booking.routes[0]!.baggage.checkedKg}kg ký gửi`,
    );
    expect(text).toContain('Phí xuất vé');
    expect(lines).toContain(`Tổng cộng: ${formatVnd(face.booking.fareData.totalAmount)}`);
  });

  it('leaves the fee out when withFee=false: no fee column and a total smaller by exactly the fee', async () => {
    const { fareData } = face.booking;
    expect(fareData.feeTotal).toBe(2 * CHAIN_SEGMENT_FEE);
    const { lines } = await readPdf(await pdfOf(agent, bookingId, '?withFee=false'));
    expect(lines).toContain(`Tổng cộng: ${formatVnd(fareData.totalAmount - fareData.feeTotal)}`);
    expect(lines).not.toContain(`Tổng cộng: ${formatVnd(fareData.totalAmount)}`);
    expect(lines.join('\n')).not.toContain('Phí xuất vé');
    expect(lines).toContain(face.booking.pnr!);
  });

  it('speaks English on X-Language: en, with the fee by default', async () => {
    const { lines } = await readPdf(await pdfOf(agent, bookingId, '', { 'x-language': 'en' }));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Itinerary',
        'Passengers',
        'Booking code',
        `Total: ${formatVnd(face.booking.fareData.totalAmount)}`,
      ]),
    );
    expect(lines.join('\n')).toContain('Status: CONFIRMED');
    expect(lines.join('\n')).toContain('Issue fee');
  });

  it('is printed for the F1 administrator above the selling agency, with the selling agency on it (as the JSON face)', async () => {
    expect((await jsonOf(parentAdmin, bookingId)).statusCode).toBe(200);
    const { lines } = await readPdf(await pdfOf(parentAdmin, bookingId));
    expect(lines).toEqual(expect.arrayContaining(['Đại lý Sao Việt', face.booking.pnr!]));
  });
});

describe('refusals, the same as the JSON face', () => {
  it("is 404 for another agency's booking and for an unknown id", async () => {
    for (const [who, id] of [
      [stranger, bookingId],
      [agent, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      expectApiError(await jsonOf(who, id), 404, ErrorCode.NOT_FOUND);
      expectApiError(await pdfOf(who, id), 404, ErrorCode.NOT_FOUND);
    }
  });

  it('is 403 for a user who must change the password first and 401 without a session', async () => {
    const flagged = await ctx.newUser({ agencyId: agent.agencyId, mustChangePassword: true });
    const login = await ctx.login(flagged.username, flagged.password);
    const auth = { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` };
    expectApiError(await jsonOf({ auth }, bookingId), 403, ErrorCode.PASSWORD_CHANGE_REQUIRED);
    expectApiError(await pdfOf({ auth }, bookingId), 403, ErrorCode.PASSWORD_CHANGE_REQUIRED);
    expectApiError(await jsonOf({ auth: {} }, bookingId), 401, ErrorCode.UNAUTHENTICATED);
    expectApiError(await pdfOf({ auth: {} }, bookingId), 401, ErrorCode.UNAUTHENTICATED);
  });

  it('answers 400 naming withFee for a value other than true or false', async () => {
    const bad = expectApiError(await pdfOf(agent, bookingId, '?withFee=yes'), 400, ErrorCode.VALIDATION);
    expect((bad.details as { fields: { field: string }[] }).fields.map((field) => field.field)).toEqual(['withFee']);
  });
});
