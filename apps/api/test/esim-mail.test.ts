// POST /api/esim/orders/{id}/mail: the activation mail of a COMPLETED order goes through the outbox (202) with one
// inline PNG per eSIM not refunded — the QR code of its LPA string, referenced by cid from the HTML — the manual codes
// and install steps, mailed_at and a 'mailed' event; ORDERING and FAILED orders are 409, another agency's order 404,
// a sub-agency's seen from above 403, USE_ESIM required.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode } from '@portal/contracts';
import { tables } from '@portal/db';
import { errorFieldsOf, expectApiError } from './support/http.js';
import {
  ESIM_PRODUCTS,
  esimWorld,
  insertEsimOrder,
  SMDP,
  type EsimFixtureOrder,
} from './support/esim-orders-fixture.js';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';
import { lpaQrPng, qrContentId } from '../src/modules/esim/documents/esim-mail.render.js';

type SentMail = {
  to: string;
  cc?: string[];
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: Buffer; contentType: string; cid: string }[];
};
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

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
let ctx: TestContext;
let world: Awaited<ReturnType<typeof esimWorld>>;
let completed: EsimFixtureOrder;
let ordering: EsimFixtureOrder;
let failed: EsimFixtureOrder;

beforeAll(async () => {
  ctx = await createTestContext({ config: { smtpUrl: 'smtp://mail.test:25' } });
  world = await esimWorld(ctx);
  const f2 = { agencyId: world.f2.id, createdBy: world.f2Agent.userId };
  completed = await insertEsimOrder(ctx, {
    ...f2,
    status: 'COMPLETED',
    lines: [{ product: ESIM_PRODUCTS.JAPAN, quantity: 3, unitPrice: 250_000 }],
    refunded: [1],
  });
  ordering = await insertEsimOrder(ctx, { ...f2, status: 'ORDERING' });
  failed = await insertEsimOrder(ctx, { ...f2, status: 'FAILED' });
});
afterAll(() => ctx?.close());

const mail = (who: SignedIn, orderId: string, payload: object = { to: ['khach@example.vn'] }) =>
  ctx.app.inject({ method: 'POST', url: `/api/esim/orders/${orderId}/mail`, headers: who.auth, payload });

describe('the activation mail', () => {
  it('is sent with one inline QR PNG per eSIM not refunded, the LPA and manual codes in the body, and recorded', async () => {
    const response = await mail(world.f2Agent, completed.id, {
      to: ['khach@example.vn', 'ban@example.vn'],
      lang: 'vi',
    });
    expect(response.statusCode, response.body).toBe(202);
    const answer = response.json<{ outboxId: number; delivery: string; subject: string }>();
    expect(answer).toMatchObject({ delivery: 'sent', subject: expect.stringContaining(completed.orderCode!) });

    const sent = smtp.sent.at(-1) as SentMail;
    expect(sent).toMatchObject({ to: 'khach@example.vn', cc: ['ban@example.vn'] });
    const active = [0, 2].map((position) => ({ iccid: completed.iccids[position]!, lpa: completed.lpas[position]! }));
    expect(sent.attachments).toHaveLength(2);
    for (const [index, esim] of active.entries()) {
      const image = sent.attachments![index]!;
      expect(image).toMatchObject({ contentType: 'image/png', cid: qrContentId(esim.iccid) });
      expect(image.content.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      // The picture is exactly the QR code of this eSIM's LPA string.
      expect(image.content.equals(await lpaQrPng(esim.lpa))).toBe(true);
      expect(sent.html).toContain(`src="cid:${qrContentId(esim.iccid)}"`);
      for (const body of [sent.html, sent.text]) {
        expect(body).toContain(esim.lpa);
        expect(body).toContain(esim.iccid);
      }
    }
    // The refunded eSIM is not in the mail.
    expect(sent.text).not.toContain(completed.iccids[1]);
    expect(sent.html).not.toContain(completed.lpas[1]);
    for (const words of [SMDP, 'Nhật Bản', '5 GB', '7 ngày', 'esimhub.jp', 'Di động → Thêm eSIM', 'SIM → Thêm eSIM'])
      expect(sent.text, words).toContain(words);

    const [row] = await ctx.db.select().from(tables.outboxEmails).where(eq(tables.outboxEmails.id, answer.outboxId));
    expect(row).toMatchObject({ toAddress: 'khach@example.vn', cc: ['ban@example.vn'], sentAt: expect.any(Date) });
    expect(row!.html).toContain(active[0]!.lpa);
    const [order] = await ctx.db.select().from(tables.esimOrders).where(eq(tables.esimOrders.id, completed.id));
    expect(order!.mailedAt).toEqual(ctx.clock.now());
    const events = await ctx.db
      .select()
      .from(tables.esimOrderEvents)
      .where(eq(tables.esimOrderEvents.orderId, completed.id));
    expect(events.find((event) => event.action === 'mailed')).toMatchObject({
      actorUserId: world.f2Agent.userId,
      details: { outboxEmailId: answer.outboxId, to: ['khach@example.vn', 'ban@example.vn'], esims: 2 },
    });
  });

  it('is written in English with lang=en', async () => {
    const response = await mail(world.f2Agent, completed.id, { to: ['khach@example.vn'], lang: 'en' });
    expect(response.statusCode, response.body).toBe(202);
    const sent = smtp.sent.at(-1) as SentMail;
    for (const words of ['Japan', '7 days', 'Settings → Cellular → Add eSIM', 'SIMs → Add eSIM', 'SM-DP+ address'])
      expect(sent.text, words).toContain(words);
  });

  it('is 409 for an ORDERING or FAILED order and names a bad field (400)', async () => {
    for (const order of [ordering, failed])
      expect(expectApiError(await mail(world.f2Agent, order.id), 409, ErrorCode.CONFLICT).details).toMatchObject({
        reason: 'wrongState',
        status: order.status,
      });
    const bad = await mail(world.f2Agent, completed.id, { to: ['not-an-address'] });
    expect(bad.statusCode).toBe(400);
    expect(errorFieldsOf(bad).join()).toContain('to');
    expect(errorFieldsOf(await mail(world.f2Agent, 'not-a-uuid'))).toContain('id');
  });

  it("is 404 for another agency's order and an unknown id, 403 from the agency above, 403 without USE_ESIM", async () => {
    const before = smtp.sent.length;
    expectApiError(await mail(world.stranger, completed.id), 404, ErrorCode.NOT_FOUND);
    expectApiError(await mail(world.f2Agent, randomUUID()), 404, ErrorCode.NOT_FOUND);
    expectApiError(await mail(world.f1Admin, completed.id), 403, ErrorCode.FORBIDDEN);
    const noEsim = await ctx.newSignedInUser({ agencyId: world.f2.id, role: 'agent_f2', permissions: ['AGENT_F2'] });
    expectApiError(await mail(noEsim, completed.id), 403, ErrorCode.FORBIDDEN);
    expect(smtp.sent.length).toBe(before);
  });
});
