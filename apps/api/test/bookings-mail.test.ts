// The ticket face and mailing the itinerary: outbox row and 'mail' event together, the body's PNR and tickets, the fee
// toggle, validation naming the field, another agency's booking 404, and SMTP delivery (sentAt) when configured.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import { formatVnd } from '@portal/domain';
import type { TBookingMailResponse, TTicketFace } from '@portal/contracts';
import { createTestContext, signedInFrom, type SignedIn, type TestContext } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import { eventsOfBooking, type BookingSuppliers } from './support/bookings.js';
import { CALM, issuedUnderF1, startCalmBookingApp, vietnamTodayAt } from './support/booking-money.js';

const smtp = vi.hoisted(() => ({ sent: [] as Record<string, unknown>[], urls: [] as string[], isRefusing: false }));
vi.mock('nodemailer', () => ({
  default: {
    createTransport: (url: string) => {
      smtp.urls.push(url);
      return {
        sendMail: async (message: Record<string, unknown>) => {
          if (smtp.isRefusing) throw new Error('550 mailbox unavailable');
          smtp.sent.push(message);
          return { messageId: 'test' };
        },
      };
    },
  },
}));

let suppliers: BookingSuppliers;
let ctx: TestContext;
let agent: SignedIn;
let stranger: SignedIn;

async function signedInWithBooking(context: TestContext, options: { platformId?: string } = {}) {
  const { f1, agent: who, booking } = await issuedUnderF1(context, options);
  await context.db
    .update(tables.agencies)
    .set({ name: 'Đại lý Sao Việt', phone: '0912345678', address: '12 Hàng Bạc, Hà Nội' })
    .where(eq(tables.agencies.id, who.agencyId));
  return { who, f1, bookingId: booking.id };
}

const mail = (context: TestContext, who: SignedIn, id: string, payload: object) =>
  context.app.inject({ method: 'POST', url: `/api/bookings/${id}/mail`, headers: who.auth, payload });
const faceOf = async (context: TestContext, who: SignedIn, id: string) => {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/bookings/${id}/ticket-face`,
    headers: who.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TTicketFace>();
};
const outboxRow = async (context: TestContext, id: number) =>
  (await context.db.select().from(tables.outboxEmails).where(eq(tables.outboxEmails.id, id)))[0]!;

beforeAll(async () => {
  ({ ctx, suppliers } = await startCalmBookingApp({ accessTokenTtlSeconds: 3 * 86_400 }));
  stranger = await ctx.newSignedInUser({ role: 'admin_f1' });
});
afterAll(async () => {
  await ctx.close();
  await suppliers.close();
});
beforeEach(() => suppliers.simulator.setFaults(CALM));

describe('ticket face', () => {
  it('answers the selling agency (hotline = phone) and the booking with its tickets', async () => {
    const { who, bookingId } = await signedInWithBooking(ctx);
    agent = who;
    const face = await faceOf(ctx, who, bookingId);
    expect(face.agency).toEqual({
      name: 'Đại lý Sao Việt',
      phone: '0912345678',
      hotline: '0912345678',
      address: '12 Hàng Bạc, Hà Nội',
      email: expect.any(String),
    });
    expect(face.booking.status).toBe('EXPORT');
    expect(face.booking.passengers[0]!.ticketNumber).toMatch(/^738\d{10}$/);
  });

  it('is 404 for another agency', async () => {
    const [booking] = await ctx.db.select().from(tables.bookings).where(eq(tables.bookings.agencyId, agent.agencyId));
    expectApiError(
      await ctx.app.inject({ method: 'GET', url: `/api/bookings/${booking!.id}/ticket-face`, headers: stranger.auth }),
      404,
      40,
    );
  });
});

describe('mail (demo outbox, no SMTP)', () => {
  it('writes the itinerary to the outbox with a mail event; the body carries the PNR, tickets and the total with the fee', async () => {
    const [booking] = await ctx.db.select().from(tables.bookings).where(eq(tables.bookings.agencyId, agent.agencyId));
    const face = await faceOf(ctx, agent, booking!.id);
    const response = await mail(ctx, agent, booking!.id, {
      to: 'khach@example.com',
      cc: ['ketoan@example.com'],
      language: 'vi',
      includeFee: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<TBookingMailResponse>();
    expect(answer).toMatchObject({ to: 'khach@example.com', delivery: 'queued', sentAt: null });
    const row = await outboxRow(ctx, answer.outboxId);
    expect(row).toMatchObject({ toAddress: 'khach@example.com', sentAt: null });
    expect(row.subject).toContain(face.booking.pnr!);
    expect(row.body).toContain(face.booking.pnr!);
    expect(row.body).toContain(face.booking.passengers[0]!.ticketNumber!);
    expect(row.body).toContain('Đại lý Sao Việt');
    expect(row.body).toContain(`Tổng cộng: ${formatVnd(face.booking.fareData.totalAmount)}`);
    expect(row.body).toContain('Phí xuất vé');
    const events = await eventsOfBooking(ctx, booking!.id);
    expect(events.at(-1)).toMatchObject({
      action: 'mail',
      actorUserId: agent.userId,
      fromStatus: 'EXPORT',
      toStatus: 'EXPORT',
      details: { to: 'khach@example.com', cc: ['ketoan@example.com'], outboxEmailId: answer.outboxId },
    });
  });

  it('labels each flight as the printed face does ("VN 213"), never with the carrier twice ("VNVN213")', async () => {
    const [booking] = await ctx.db.select().from(tables.bookings).where(eq(tables.bookings.agencyId, agent.agencyId));
    const segment = (await faceOf(ctx, agent, booking!.id)).booking.routes[0]!.segments[0]!;
    // The supplier writes the number with its carrier, so joining the two without care would double it.
    expect(segment.flightNumber).toMatch(new RegExp(`^${segment.carrierCode}\\d+$`));
    const label = `${segment.carrierCode} ${segment.flightNumber.slice(segment.carrierCode.length)}`;
    const answer = (
      await mail(ctx, agent, booking!.id, { to: 'khach@example.com', language: 'vi', includeFee: true })
    ).json<TBookingMailResponse>();
    const row = await outboxRow(ctx, answer.outboxId);
    for (const part of [row.body, row.html!]) {
      expect(part).toContain(`${label} ${segment.from}`);
      expect(part).not.toContain(`${segment.carrierCode}${segment.flightNumber}`);
    }
  });

  it('prints the fares net of the issue fee when includeFee is false (English)', async () => {
    const [booking] = await ctx.db.select().from(tables.bookings).where(eq(tables.bookings.agencyId, agent.agencyId));
    const { fareData } = (await faceOf(ctx, agent, booking!.id)).booking;
    expect(fareData.feeTotal).toBeGreaterThan(0);
    const answer = (
      await mail(ctx, agent, booking!.id, { to: 'khach@example.com', language: 'en', includeFee: false })
    ).json<TBookingMailResponse>();
    const row = await outboxRow(ctx, answer.outboxId);
    expect(row.body).toContain(`Total: ${formatVnd(fareData.totalAmount - fareData.feeTotal)}`);
    expect(row.body).not.toContain('Issue fee');
  });

  it('answers 400 naming `to` for a bad address (and `cc.0`), writing nothing', async () => {
    const [booking] = await ctx.db.select().from(tables.bookings).where(eq(tables.bookings.agencyId, agent.agencyId));
    const before = (await eventsOfBooking(ctx, booking!.id)).length;
    const bad = expectApiError(
      await mail(ctx, agent, booking!.id, { to: 'not-an-email', language: 'vi', includeFee: true }),
      400,
      1,
    );
    expect((bad.details as { fields: { field: string }[] }).fields.map((field) => field.field)).toEqual(['to']);
    const badCc = expectApiError(
      await mail(ctx, agent, booking!.id, { to: 'a@example.com', cc: ['x'], language: 'vi', includeFee: true }),
      400,
      1,
    );
    expect((badCc.details as { fields: { field: string }[] }).fields.map((field) => field.field)).toEqual(['cc.0']);
    const missing = expectApiError(await mail(ctx, agent, booking!.id, { to: 'a@example.com' }), 400, 1);
    expect((missing.details as { fields: { field: string }[] }).fields.map((field) => field.field).sort()).toEqual([
      'includeFee',
      'language',
    ]);
    expect((await eventsOfBooking(ctx, booking!.id)).length).toBe(before);
  });

  it("is 404 for another agency's booking and for an unknown id", async () => {
    const [booking] = await ctx.db.select().from(tables.bookings).where(eq(tables.bookings.agencyId, agent.agencyId));
    expectApiError(
      await mail(ctx, stranger, booking!.id, { to: 'a@example.com', language: 'vi', includeFee: true }),
      404,
      40,
    );
    expectApiError(
      await mail(ctx, agent, '00000000-0000-4000-8000-000000000000', {
        to: 'a@example.com',
        language: 'vi',
        includeFee: true,
      }),
      404,
      40,
    );
  });

  it("is view-only for a sub-agency's booking: the parent administrator and the operator see the face but may not mail it (403), nothing written", async () => {
    const platform = await ctx.newAgency({ level: 'platform' });
    const { f1, bookingId } = await signedInWithBooking(ctx, { platformId: platform.id });
    const operatorUser = await ctx.newUser({ agencyId: platform.id, role: 'super_admin' });
    const operator = signedInFrom(await ctx.login(operatorUser.username, operatorUser.password));
    const outboxBefore = (await ctx.db.select().from(tables.outboxEmails)).length;
    const eventsBefore = (await eventsOfBooking(ctx, bookingId)).length;

    for (const above of [f1, operator]) {
      expect((await faceOf(ctx, above, bookingId)).booking.isOwnAgency).toBe(false);
      const response = await mail(ctx, above, bookingId, { to: 'khach@example.com', language: 'vi', includeFee: true });
      expectApiError(response, 403, 30);
    }
    expect((await ctx.db.select().from(tables.outboxEmails)).length).toBe(outboxBefore);
    expect((await eventsOfBooking(ctx, bookingId)).length).toBe(eventsBefore);
  });

  it('never created an SMTP transport without SMTP_URL', () => {
    expect(smtp.urls).toEqual([]);
  });
});

describe('mail with SMTP configured', () => {
  let smtpCtx: TestContext;
  beforeAll(async () => {
    smtpCtx = await createTestContext({
      signInsForF1s: true,
      suppliers: suppliers.gateway,
      config: {
        accessTokenTtlSeconds: 3 * 86_400,
        smtpUrl: 'smtp://mail.test:2525',
        smtpFrom: 'Sao Viet <ve@saoviet.test>',
      },
    });
    smtpCtx.clock.set(vietnamTodayAt(9));
  });
  afterAll(() => smtpCtx.close());

  it('hands the HTML and text mail to the transport and sets sentAt; a refusal leaves it unsent in the outbox', async () => {
    const { who, bookingId } = await signedInWithBooking(smtpCtx);
    const face = await faceOf(smtpCtx, who, bookingId);
    const sent = (
      await mail(smtpCtx, who, bookingId, {
        to: 'khach@example.com',
        cc: ['ketoan@example.com'],
        language: 'vi',
        includeFee: true,
      })
    ).json<TBookingMailResponse>();
    expect(sent).toMatchObject({ delivery: 'sent', sentAt: expect.any(String) });
    expect((await outboxRow(smtpCtx, sent.outboxId)).sentAt).toBeInstanceOf(Date);
    expect(smtp.sent).toHaveLength(1);
    expect(smtp.urls).toEqual(['smtp://mail.test:2525']);
    expect(smtp.sent[0]).toMatchObject({
      from: 'Sao Viet <ve@saoviet.test>',
      to: 'khach@example.com',
      cc: ['ketoan@example.com'],
      subject: sent.subject,
    });
    expect(smtp.sent[0]!.html).toContain(face.booking.passengers[0]!.ticketNumber!);
    expect(smtp.sent[0]!.text).toContain(face.booking.pnr!);

    smtp.isRefusing = true;
    const refused = (
      await mail(smtpCtx, who, bookingId, { to: 'khach@example.com', language: 'vi', includeFee: true })
    ).json<TBookingMailResponse>();
    smtp.isRefusing = false;
    expect(refused).toMatchObject({ delivery: 'failed', sentAt: null });
    expect((await outboxRow(smtpCtx, refused.outboxId)).sentAt).toBeNull();
    expect((await eventsOfBooking(smtpCtx, bookingId)).filter((event) => event.action === 'mail')).toHaveLength(2);
  });
});
