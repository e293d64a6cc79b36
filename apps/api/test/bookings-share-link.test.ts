// The customer's link to a ticket face: minted for a booking the caller may see (another agency's is 404), read
// without signing in while valid, 404 with a clear message once expired, altered or forged; without the agency's
// internal data (fees unless chosen, the supplier's net, history, ids, passports); the PDF served the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ErrorCode, type TShareLinkResponse, type TSharedTicketFace, type TTicketFace } from '@portal/contracts';
import { createShareTokenCodec } from '../src/modules/bookings/sharing/share-token.js';
import type { SignedIn, TestContext } from './support/test-context.js';
import { expectApiError, expectNoInternals } from './support/http.js';
import type { BookingSuppliers } from './support/bookings.js';
import { issuedUnderF1, startCalmBookingApp } from './support/booking-money.js';

const DAY_MS = 86_400_000;
let suppliers: BookingSuppliers;
let ctx: TestContext;
let agent: SignedIn;
let parentAdmin: SignedIn;
let stranger: SignedIn;
let bookingId: string;
let face: TTicketFace;

const mint = (who: { auth: Record<string, string> } | undefined, id: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/bookings/${id}/share-link`, headers: who?.auth ?? {}, payload });
/** Read as a customer would: no token, no cookie. */
const open = (token: string, suffix = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/public/ticket-face/${encodeURIComponent(token)}${suffix}` });
const linkOf = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TShareLinkResponse>();
};

function expectInvalidLink(response: LightMyRequestResponse) {
  const body = expectApiError(response, 404, ErrorCode.NOT_FOUND);
  expect(body.message).toBe(
    'Liên kết xem vé không hợp lệ hoặc đã hết hạn. Vui lòng liên hệ đại lý để nhận liên kết mới',
  );
  expectNoInternals(response);
}

beforeAll(async () => {
  ({ ctx, suppliers } = await startCalmBookingApp({ accessTokenTtlSeconds: 30 * 86_400 }));
  const chain = await issuedUnderF1(ctx, { adults: 2 });
  ({ f1: parentAdmin, agent } = chain);
  bookingId = chain.booking.id;
  stranger = await ctx.newSignedInUser({ role: 'admin_f1' });
  const faceResponse = await ctx.app.inject({
    method: 'GET',
    url: `/api/bookings/${bookingId}/ticket-face`,
    headers: agent.auth,
  });
  face = faceResponse.json<TTicketFace>();
  expect(face.booking.fareData.feeTotal).toBeGreaterThan(0);
}, 300_000);
afterAll(async () => {
  await ctx?.close();
  await suppliers?.close();
});

describe('minting a customer link', () => {
  it('answers a link valid 7 days, fee left out by default, that opens the face without signing in', async () => {
    const link = linkOf(await mint(agent, bookingId));
    expect(link.withFee).toBe(false);
    expect(link.token.length).toBeLessThan(100);
    expect(Date.parse(link.expiresAt) - ctx.clock.now().getTime()).toBe(7 * DAY_MS);
    expect(link.path).toBe(`/share/ticket/${link.token}`);
    expect(link.url).toMatch(new RegExp(`^https?://[^/]+${link.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

    const response = await open(link.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const shared = response.json<TSharedTicketFace>();
    expect(shared.agency.name).toBe(face.agency.name);
    expect(shared.booking.pnr).toBe(face.booking.pnr);
    expect(shared.booking.status).toBe('EXPORT');
    expect(shared.booking.passengers.map((pax) => pax.ticketNumber)).toEqual(
      face.booking.passengers.map((pax) => pax.ticketNumber),
    );
    // Net of the fee: the customer sees what they pay the agency, not what the agency keeps.
    expect(shared.booking.fareData.feeTotal).toBe(0);
    expect(shared.booking.fareData.totalAmount).toBe(
      face.booking.fareData.totalAmount - face.booking.fareData.feeTotal,
    );
    for (const row of shared.booking.fareData.byPaxType) expect(row.issueFee).toBe(0);
    expect(shared.booking.fareData.byPaxType.reduce((sum, row) => sum + row.total * row.count, 0)).toBe(
      shared.booking.fareData.totalAmount - shared.booking.fareData.ancillaryTotal,
    );
  });

  it('leaves out what belongs to the agency: its ids, the supplier net, the history, who booked, passports', async () => {
    const link = linkOf(await mint(agent, bookingId, { withFee: true }));
    const response = await open(link.token);
    const body = response.body;
    for (const hidden of [
      'supplierNet',
      'events',
      'allowedActions',
      'createdBy',
      'lastError',
      'passport',
      'birthDate',
      bookingId,
      agent.agencyId,
      face.booking.createdBy.username,
    ]) {
      expect(body, hidden).not.toContain(hidden);
    }
    const shared = response.json<TSharedTicketFace>();
    expect(shared.withFee).toBe(true);
    expect(shared.booking.fareData.feeTotal).toBe(face.booking.fareData.feeTotal);
    expect(shared.booking.fareData.totalAmount).toBe(face.booking.fareData.totalAmount);
  });

  it("lets a parent administrator mint for its sub-agency's booking, and answers 404 for another agency's", async () => {
    expect(linkOf(await mint(parentAdmin, bookingId)).token).toBeTruthy();
    const refused = await mint(stranger, bookingId);
    expectApiError(refused, 404, ErrorCode.NOT_FOUND);
    expectApiError(await mint(agent, '00000000-0000-4000-8000-000000000000'), 404, ErrorCode.NOT_FOUND);
    expectApiError(await mint(undefined, bookingId), 401, 10);
  });

  it('refuses a lifetime outside 1–30 days naming the field', async () => {
    const response = await mint(agent, bookingId, { days: 31 });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain('days');
    expect(linkOf(await mint(agent, bookingId, { days: 1 })).expiresAt).toBe(
      new Date(ctx.clock.now().getTime() + DAY_MS).toISOString(),
    );
  });
});

describe('opening a customer link', () => {
  it('is 404 with a clear message once expired', async () => {
    const link = linkOf(await mint(agent, bookingId, { days: 1 }));
    ctx.clock.advance(DAY_MS - 1000);
    expect((await open(link.token)).statusCode).toBe(200);
    ctx.clock.advance(1000);
    expectInvalidLink(await open(link.token));
    expectInvalidLink(await open(link.token, '/pdf'));
  });

  it('is 404 when altered, forged with another key, or not a token at all', async () => {
    const link = linkOf(await mint(agent, bookingId));
    const [payload, signature] = link.token.split('.') as [string, string];
    // The payload changed to claim the fee (byte 16), or a longer life (bytes 17–20): the signature no longer matches.
    const bytes = Buffer.from(payload, 'base64url');
    const withFee = Buffer.from(bytes);
    withFee.writeUInt8(1, 16);
    expectInvalidLink(await open(`${withFee.toString('base64url')}.${signature}`));
    const later = Buffer.from(bytes);
    later.writeUInt32BE(bytes.readUInt32BE(17) + 86_400, 17);
    expectInvalidLink(await open(`${later.toString('base64url')}.${signature}`));
    // The signature's first character changed (its last one only carries spare bits).
    const flipped = (signature.startsWith('A') ? 'B' : 'A') + signature.slice(1);
    expectInvalidLink(await open(`${payload}.${flipped}`));
    // Well formed but signed with another secret.
    const forged = createShareTokenCodec('another-secret-of-some-other-server').sign({
      bookingId,
      withFee: true,
      expiresAt: new Date(ctx.clock.now().getTime() + DAY_MS),
    });
    expectInvalidLink(await open(forged));
    for (const garbage of ['x', 'a.b.c', `${payload}.`, `.${signature}`, 'a.b']) expectInvalidLink(await open(garbage));
  });

  it('serves the PDF of a valid link as an attachment named after the PNR', async () => {
    const link = linkOf(await mint(agent, bookingId));
    const response = await open(link.token, '/pdf');
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${face.booking.pnr}.pdf"; filename*=UTF-8''${face.booking.pnr}.pdf`,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const english = await open(link.token, '/pdf?lang=en');
    expect(english.statusCode).toBe(200);
  });
});
