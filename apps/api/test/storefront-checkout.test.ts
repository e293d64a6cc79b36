// The storefront's checkout holds the consumer's flight for the agency (issue 20, decisions 131–133): a real hold
// through the simulator as the site, the B2C order the agency sees, the keyed confirmation page (404 for a wrong key or
// another site), a moved price answered in the consumer's words, the hourly cap, a resent form holding once, the
// consumer's mail in the order's transaction, a lapsed or cancelled hold cancelling its order, and an order unpaid at the
// site's pay-before time cancelled with its PNR released (decision 142).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '@portal/db';
import {
  ZConsumerSearchEvent,
  type TB2cOrderDetail,
  type TConsumerFare,
  type TConsumerOffer,
  type TListB2cOrdersResponse,
} from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import { testConfig } from '../src/config.js';
import { createConfirmationLinks } from '../src/modules/b2c/orders/confirmation-link.js';
import { FORM_MIN_FILL_MS } from '../src/modules/b2c/storefront/form-guard.js';
import { submitKeyOf } from '../src/modules/b2c/storefront/consumer-hold.js';
import { b2cApi, b2cJobsOf, newOrder, siteBody } from './support/b2c.js';
import { CALM, startCalmBookingApp } from './support/booking-money.js';
import { bookingApi, bookingJobsOf, type BookingSuppliers } from './support/bookings.js';
import { daysFromNow } from './support/search-stream.js';
import type { SignedIn, TestContext } from './support/test-context.js';

const HOLDS_PER_HOUR = 30;
const SLUG = 'sao-viet-giu-cho';
const OTHER_SLUG = 'hoa-sen-giu-cho';
let ctx: TestContext;
let suppliers: BookingSuppliers;
let admin: SignedIn;
let otherAdmin: SignedIn;

beforeAll(async () => {
  ({ ctx, suppliers } = await startCalmBookingApp({ storefrontHoldsPerAgencyPerHour: HOLDS_PER_HOUR }));
  admin = await ctx.newSignedInUser({ role: 'admin_f1' });
  otherAdmin = await ctx.newSignedInUser({ role: 'admin_f1' });
  expect((await b2cApi(ctx).putConfig(admin, siteBody({ slug: SLUG, holdMinutes: 45 }))).statusCode).toBe(200);
  const other = siteBody({ slug: OTHER_SLUG, name: 'Hoa Sen Travel' });
  expect((await b2cApi(ctx).putConfig(otherAdmin, other)).statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await suppliers?.close();
});

let addressCounter = 0;
const freshAddress = () => `10.9.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
let nameCounter = 0;
/** A passenger no other hold of the agency has (the bookings module refuses a duplicate on the same flight). */
const freshName = () =>
  `Khách ${'ABCDEFGHIJKLMNOPQRSTUVWXY'[nameCounter % 25]}${'ABCDEFGHIJKLMNOPQRSTUVWXY'[Math.floor(nameCounter++ / 25) % 25]}`;

type Search = { from: string; to: string; departDate: string; adt: number; chd: number; inf: number };
type Chosen = { search: Search; offer: TConsumerOffer; fare: TConsumerFare };

/** A VN fare of the consumer search with seats for everyone (nth: another flight or class, so none runs out). */
async function chooseFlight(slug: string, nth: number): Promise<Chosen> {
  const search = { from: 'HAN', to: 'SGN', departDate: daysFromNow(20 + (nth % 5)), adt: 1, chd: 0, inf: 0 };
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/s/${slug}/flights/search`,
    payload: search,
    remoteAddress: freshAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const offers = response.body
    .split('\n')
    .filter(Boolean)
    .map((line) => ZConsumerSearchEvent.parse(JSON.parse(line)))
    .flatMap((event) => (event.type === 'offers' ? event.offers : []))
    .filter((offer) => offer.id.startsWith('VN:'));
  const choices = offers.flatMap((offer) =>
    offer.fares.filter((fare) => fare.seatAvailable >= 2).map((fare) => ({ search, offer, fare })),
  );
  expect(choices.length).toBeGreaterThan(0);
  return choices[Math.floor(nth / 5) % choices.length]!;
}

async function formToken(slug: string): Promise<string> {
  const response = await ctx.app.inject({ url: `/api/s/${slug}/form-token` });
  expect(response.statusCode).toBe(200);
  ctx.clock.advance(FORM_MIN_FILL_MS + 1_000);
  return response.json<{ formToken: string }>().formToken;
}

function formOf(chosen: Chosen, token: string, overrides: Record<string, unknown> = {}) {
  return {
    search: chosen.search,
    offerId: chosen.offer.id,
    fareClass: chosen.fare.fareClass,
    acceptedTotal: chosen.fare.total,
    passengers: [{ paxId: 'ADT-1', type: 'ADT', title: 'MR', lastName: 'Nguyễn', firstName: freshName() }],
    contact: { phone: '0912345678', email: 'khach.hang@example.vn' },
    formToken: token,
    website: '',
    ...overrides,
  };
}

const checkout = (slug: string, payload: object, language: 'vi' | 'en' = 'vi') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/s/${slug}/flights/checkout`,
    payload,
    remoteAddress: freshAddress(),
    headers: { 'x-language': language },
  });

type Held = { status: string; orderCode: string; confirmationPath: string; passengerNames: string[] };

/** A flight held through the storefront: the form, its answer and the order as the agency sees it. */
async function holdThroughSite(nth: number, overrides: Record<string, unknown> = {}, language: 'vi' | 'en' = 'vi') {
  const chosen = await chooseFlight(SLUG, nth);
  const form = formOf(chosen, await formToken(SLUG), overrides);
  const response = await checkout(SLUG, form, language);
  expect(response.statusCode, response.body).toBe(200);
  const held = response.json<Held>();
  const order = await orderByNumber(held.orderCode);
  return { chosen, form, held, order };
}

async function orderByNumber(orderNumber: string) {
  const [row] = await ctx.db.select().from(tables.b2cOrders).where(eq(tables.b2cOrders.orderNumber, orderNumber));
  return row!;
}

const page = (url: string) => ctx.app.inject({ url });

describe('the hold', () => {
  it('holds the flight as the site and makes the B2C order the agency sees, the total the consumer accepted', async () => {
    const { chosen, held, order } = await holdThroughSite(0);
    expect(held).toMatchObject({ status: 'held', orderCode: expect.stringMatching(/^B2C\d{6}[A-Z2-9]{4}$/) });
    expect(held.confirmationPath).toMatch(new RegExp(`^/order/${held.orderCode}\\?key=[A-Za-z0-9_-]{32}$`));
    expect(held.passengerNames[0]).toMatch(/^NGUYEN\/KHACH /);
    const list = (await b2cApi(ctx).list(admin, 'kind=flight')).json<TListB2cOrdersResponse>();
    const listed = list.items.find((item) => item.orderNumber === held.orderCode);
    expect(listed).toMatchObject({ status: '02', kind: 'flight', totalAmount: chosen.fare.total });
    // One adult on a VN domestic flight: the site's VN domestic fee, once, inside the total.
    expect(listed!.serviceFee).toBe(50_000);
    const detail = (await b2cApi(ctx).detail(admin, order.id)).json<TB2cOrderDetail>();
    expect(detail.booking).toMatchObject({ status: 'HOLD', pnr: expect.stringMatching(/^[A-Z0-9]{6}$/) });
    expect(detail.holdExpiresAt).not.toBeNull();
    expect(new Date(detail.holdExpiresAt!).getTime()).toBeLessThanOrEqual(ctx.clock.now().getTime() + 45 * 60_000);
    // Another agency sees none of it.
    const theirs = (await b2cApi(ctx).list(otherAdmin)).json<TListB2cOrdersResponse>();
    expect(theirs.items.map((item) => item.orderNumber)).not.toContain(held.orderCode);
  });

  it('a resent form holds once: the same order, one booking, one slot of the hour; two sent at once too', async () => {
    const chosen = await chooseFlight(SLUG, 1);
    const form = formOf(chosen, await formToken(SLUG));
    const first = await checkout(SLUG, form);
    expect(first.statusCode, first.body).toBe(200);
    const again = await checkout(SLUG, form);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Held>().orderCode).toBe(first.json<Held>().orderCode);

    const racing = formOf(await chooseFlight(SLUG, 2), await formToken(SLUG));
    const answers = await Promise.all([checkout(SLUG, racing), checkout(SLUG, racing)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [a, b] = answers.map((answer) => answer.json<Held>().orderCode);
    expect(a).toBe(b);

    for (const [sent, code] of [
      [form, first.json<Held>().orderCode],
      [racing, a!],
    ] as const) {
      const order = await orderByNumber(code);
      const orders = await ctx.db
        .select()
        .from(tables.b2cOrders)
        .where(eq(tables.b2cOrders.bookingId, order.bookingId!));
      expect(orders).toHaveLength(1);
      const slots = await ctx.db
        .select()
        .from(tables.b2cStorefrontHolds)
        .where(eq(tables.b2cStorefrontHolds.submitKey, submitKeyOf(sent.formToken)));
      expect(slots).toHaveLength(1);
      const bookingOrders = await ctx.db
        .select()
        .from(tables.bookingOrders)
        .where(eq(tables.bookingOrders.idempotencyKey, `b2c:${submitKeyOf(sent.formToken)}`));
      expect(bookingOrders).toHaveLength(1);
    }
  });

  it('a moved price is 409 with the new total in the consumer’s words, nothing of the airline’s system or cost; the new total holds', async () => {
    const chosen = await chooseFlight(SLUG, 3);
    const form = formOf(chosen, await formToken(SLUG), { acceptedTotal: chosen.fare.total - 20_000 });
    const moved = await checkout(SLUG, form);
    expect(moved.statusCode, moved.body).toBe(409);
    const body = moved.json<{ message: string; details: Record<string, unknown> }>();
    expect(body.details).toEqual({ reason: 'priceChanged', newTotal: chosen.fare.total });
    expect(body.message).toContain(formatVnd(chosen.fare.total));
    expect(moved.body).not.toMatch(/priceCheck|fareNet|feeTotal|supplier|oldTotal/i);
    // Refused before any seat was held: the form's slot of the hour is given back.
    const slotsOf = () =>
      ctx.db
        .select()
        .from(tables.b2cStorefrontHolds)
        .where(eq(tables.b2cStorefrontHolds.submitKey, submitKeyOf(form.formToken)));
    expect(await slotsOf()).toHaveLength(0);
    const accepted = await checkout(SLUG, { ...form, acceptedTotal: body.details.newTotal });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await slotsOf()).toHaveLength(1);
  });

  it('answers 400 naming the field for a total below the fee, and the same passengers twice in the consumer’s words', async () => {
    const chosen = await chooseFlight(SLUG, 4);
    const low = await checkout(SLUG, formOf(chosen, await formToken(SLUG), { acceptedTotal: 10 }));
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ details: { fields: [{ field: 'acceptedTotal' }] } });
    const passengers = [{ paxId: 'ADT-1', type: 'ADT', title: 'MR', lastName: 'Trần', firstName: freshName() }];
    const once = await checkout(SLUG, formOf(chosen, await formToken(SLUG), { passengers }));
    expect(once.statusCode, once.body).toBe(200);
    const twice = await checkout(SLUG, formOf(chosen, await formToken(SLUG), { passengers }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ details: { reason: 'alreadyHeld' } });
    expect(twice.body).not.toContain(once.json<Held>().orderCode);
  });

  it('refuses at the agency’s hourly cap: 429 with Retry-After in the consumer’s words, and nothing held', async () => {
    const now = ctx.clock.now();
    await ctx.db
      .insert(tables.b2cStorefrontHolds)
      .values(Array.from({ length: HOLDS_PER_HOUR }, () => ({ agencyId: otherAdmin.agencyId, takenAt: now })));
    const chosen = await chooseFlight(OTHER_SLUG, 0);
    const refused = await checkout(OTHER_SLUG, formOf(chosen, await formToken(OTHER_SLUG)));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ details: { scope: 'agencyHolds' } });
    expect(refused.json<{ message: string }>().message).toContain('hotline');
    const theirs = (await b2cApi(ctx).list(otherAdmin)).json<TListB2cOrdersResponse>();
    expect(theirs.total).toBe(0);
  });
});

describe('the confirmation page', () => {
  it('shows the order with its key: status, flight, passengers, amounts, hold end, bank and VietQR, hotline; never kept or indexed', async () => {
    const { held, order } = await holdThroughSite(5);
    const answer = await page(`/s/${SLUG}${held.confirmationPath}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(answer.headers['x-robots-tag']).toBe('noindex');
    expect(answer.body).toContain('<meta name="robots" content="noindex">');
    const [booking] = await ctx.db.select().from(tables.bookings).where(eq(tables.bookings.id, order.bookingId!));
    for (const text of [
      `Đơn hàng ${held.orderCode}`,
      'Đang giữ chỗ, chờ thanh toán',
      booking!.pnr!,
      'HAN → SGN',
      'Nguyễn Khách',
      formatVnd(order.totalAmount),
      formatVnd(order.serviceFee),
      'Vietcombank',
      '0071000888999',
      'CONG TY SAO VIET',
      'class="sf-qr"',
      '1900 6868',
    ])
      expect(answer.body, text).toContain(text);
    expect(answer.body).toMatch(/Vui lòng thanh toán trước \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    // The system that holds the PNR is not the consumer's business.
    expect(answer.body).not.toMatch(/"VN"|system/);
    const english = await page(`/s/${SLUG}${held.confirmationPath}&lang=en`);
    expect(english.body).toContain(`Order ${held.orderCode}`);
    expect(english.body).toContain('Seats held, awaiting payment');
  });

  it('answers the same 404 for a wrong or missing key, an unknown number and another site’s slug', async () => {
    const { held } = await holdThroughSite(6);
    const [path, key] = held.confirmationPath.split('?key=');
    const wrongKey = `${key!.slice(0, -1)}${key!.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      `/s/${SLUG}${path}?key=${wrongKey}`,
      `/s/${SLUG}${path}`,
      `/s/${SLUG}/order/B2C000000AAAA?key=${key}`,
      `/s/${SLUG}/order/%3Cscript%3E?key=${key}`,
      `/s/${OTHER_SLUG}${held.confirmationPath}`,
    ]) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).toContain('Không tìm thấy trang');
      // Nothing of the order (the language link echoes the address typed, nothing more).
      expect(answer.body, url).not.toMatch(/sf-order|Nguyễn Khách|Vietcombank/);
    }
  });

  it('shows a tour order’s summary and details, without payment once it is paid', async () => {
    const order = await newOrder(ctx, admin.agencyId);
    const links = (await import('../src/modules/b2c/orders/confirmation-link.js')).createConfirmationLinks(
      'test-secret-that-is-long-enough-for-hs256-signing',
    );
    const answer = await page(`/s/${SLUG}${links.pathOf(order)}`);
    expect(answer.statusCode).toBe(200);
    for (const text of [
      'Hạ Long 3N2Đ',
      'HL3N2D',
      '2 người lớn',
      formatVnd(7_980_000),
      formatVnd(3_990_000),
      'Chờ thanh toán',
    ])
      expect(answer.body, text).toContain(text);
    expect(answer.body).toContain('class="sf-qr"');
    await b2cApi(ctx).act(admin, order.id, 'confirm-payment', { amount: 3_990_000 });
    const paid = await page(`/s/${SLUG}${links.pathOf(order)}`);
    expect(paid.body).toContain('Đã nhận thanh toán');
    expect(paid.body).not.toContain('class="sf-qr"');
  });
});

describe('the consumer’s mail', () => {
  const mailsTo = (address: string) =>
    ctx.db.select().from(tables.outboxEmails).where(eq(tables.outboxEmails.toAddress, address));

  it('queues one mail with the absolute link to the page, in the form’s language, in the order’s own transaction', async () => {
    const { held, order } = await holdThroughSite(7, { contact: { phone: '0912345678', email: 'mai.le@example.vn' } });
    const [mail, ...more] = await mailsTo('mai.le@example.vn');
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`[Du lịch Sao Việt] Đã nhận đơn ${held.orderCode}`);
    expect(mail!.body).toContain(`http://portal.test/s/${SLUG}${held.confirmationPath}`);
    expect(mail!.body).toContain(formatVnd(order.totalAmount));
    expect(mail!.body).toMatch(/Chỗ được giữ đến \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    const history = (await b2cApi(ctx).detail(admin, order.id)).json<TB2cOrderDetail>().history;
    expect(history[0]!.details).toMatchObject({ outboxEmailId: mail!.id });
    // The demo outbox shows it to the site's agency as a consumer's mail, never to another agency.
    const outboxOf = (who: SignedIn) =>
      ctx.app.inject({ url: '/api/demo/outbox?to=mai.le@example.vn', headers: who.auth });
    expect((await outboxOf(admin)).json<{ items: unknown[] }>().items).toEqual([
      expect.objectContaining({ kind: 'consumer', subject: mail!.subject }),
    ]);
    expect((await outboxOf(otherAdmin)).json<{ items: unknown[] }>().items).toEqual([]);
    // The link opens the page.
    const linked = /http:\/\/portal\.test(\S+)/.exec(mail!.body)![1]!;
    expect((await page(linked)).statusCode).toBe(200);

    const english = await holdThroughSite(8, { contact: { phone: '0912345678', email: 'john.tran@example.vn' } }, 'en');
    const [englishMail] = await mailsTo('john.tran@example.vn');
    expect(englishMail!.subject).toBe(`[Du lịch Sao Việt] Order ${english.held.orderCode} received`);
    expect(englishMail!.body).toContain(`${english.held.confirmationPath}&lang=en`);
  });

  it('links to the site’s own host name when it has one; a tour order gets its mail too, an order without email none', async () => {
    await ctx.db
      .update(tables.b2cSites)
      .set({ hostName: 've.saoviet-giucho.vn' })
      .where(eq(tables.b2cSites.agencyId, admin.agencyId));
    // The settings the app gives the storefront's tour bookings (decision 132): the server's secret and address.
    const { jwtSecret, publicUrl } = testConfig();
    const settings = { links: createConfirmationLinks(jwtSecret), publicUrl };
    const tour = await newOrder(ctx, admin.agencyId, {
      mail: settings,
      contact: { name: 'Lê Thị Hoa', phone: '0987654321', email: 'hoa.tour@example.vn' },
    });
    const [mail] = await mailsTo('hoa.tour@example.vn');
    expect(mail!.body).toMatch(new RegExp(`https://ve\\.saoviet-giucho\\.vn/order/${tour.orderNumber}\\?key=`));
    expect(mail!.body).toContain('Hạ Long 3N2Đ');
    const before = await ctx.db.select().from(tables.outboxEmails);
    await newOrder(ctx, admin.agencyId, { mail: settings, contact: { name: 'Không Email', phone: '0987654322' } });
    expect(await ctx.db.select().from(tables.outboxEmails)).toHaveLength(before.length);
    await ctx.db.update(tables.b2cSites).set({ hostName: null }).where(eq(tables.b2cSites.agencyId, admin.agencyId));
  });
});

describe('a hold that ends', () => {
  it('lapsed at the airline: the booking job cancels the order (02 → 01), its history says why, its page too', async () => {
    suppliers.simulator.setFaults({ ...CALM, VN: { ...CALM.VN, holdTimeLimitSeconds: 120 } });
    try {
      const { held, order } = await holdThroughSite(9);
      ctx.clock.advance(121_000);
      expect(await bookingJobsOf(ctx).runOnce()).toMatchObject({ expired: 1 });
      const detail = (await b2cApi(ctx).detail(admin, order.id)).json<TB2cOrderDetail>();
      expect(detail).toMatchObject({ status: '01', booking: { status: 'CANCEL' } });
      expect(detail.history.at(-1)).toMatchObject({
        action: 'hold-expired',
        fromStatus: '02',
        toStatus: '01',
        actorName: null,
      });
      const answer = await page(`/s/${SLUG}${held.confirmationPath}`);
      expect(answer.body).toContain('Đã hủy');
      expect(answer.body).not.toContain('class="sf-qr"');
    } finally {
      suppliers.simulator.setFaults(CALM);
    }
  });

  it('unpaid at the site’s pay-before time: the B2C job cancels the order first, then releases its PNR; a paid one stays', async () => {
    const unpaid = await holdThroughSite(12);
    const paid = await holdThroughSite(13);
    expect(unpaid.order.holdExpiresAt!.getTime() - unpaid.order.createdAt.getTime()).toBe(45 * 60_000);
    await b2cApi(ctx).act(admin, paid.order.id, 'confirm-payment', { amount: paid.order.totalAmount });
    ctx.clock.advance(44 * 60_000);
    await b2cJobsOf(ctx).runOnce();
    expect((await orderByNumber(unpaid.held.orderCode)).status).toBe('02');

    ctx.clock.advance(2 * 60_000);
    // 46 minutes outlive the access token: the agency's administrator signs in again (another user of the agency).
    admin = await ctx.newSignedInUser({ role: 'admin_f1', agencyId: admin.agencyId });
    const run = await b2cJobsOf(ctx).runOnce();
    expect(run.lapsed?.cancelled).toBeGreaterThanOrEqual(1);
    const detail = (await b2cApi(ctx).detail(admin, unpaid.order.id)).json<TB2cOrderDetail>();
    expect(detail).toMatchObject({ status: '01', booking: { status: 'CANCEL' } });
    const history = detail.history.filter((line) => line.action.startsWith('hold-'));
    expect(history).toEqual([
      expect.objectContaining({
        action: 'hold-expired',
        fromStatus: '02',
        toStatus: '01',
        actorName: null,
        details: { payBefore: unpaid.order.holdExpiresAt!.toISOString() },
      }),
    ]);
    const kept = (await b2cApi(ctx).detail(admin, paid.order.id)).json<TB2cOrderDetail>();
    expect(kept).toMatchObject({ status: '03', booking: { status: 'HOLD' } });
    // A second run finds nothing more of these two.
    await b2cJobsOf(ctx).runOnce();
    const again = (await b2cApi(ctx).detail(admin, unpaid.order.id)).json<TB2cOrderDetail>();
    expect(again.history).toHaveLength(detail.history.length);
  });

  it('cancelled in the portal: the order is cancelled by that person; a paid order keeps its state with a history line', async () => {
    const { order } = await holdThroughSite(10);
    const cancelled = await bookingApi(ctx).cancel(admin, order.bookingId!, 'khách gọi hủy');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const detail = (await b2cApi(ctx).detail(admin, order.id)).json<TB2cOrderDetail>();
    expect(detail.status).toBe('01');
    expect(detail.history.at(-1)).toMatchObject({
      action: 'hold-cancelled',
      toStatus: '01',
      actorName: expect.any(String),
      details: { note: 'khách gọi hủy' },
    });

    const paid = await holdThroughSite(11);
    await b2cApi(ctx).act(admin, paid.order.id, 'confirm-payment', { amount: paid.order.totalAmount });
    expect((await bookingApi(ctx).cancel(admin, paid.order.bookingId!)).statusCode).toBe(200);
    const kept = (await b2cApi(ctx).detail(admin, paid.order.id)).json<TB2cOrderDetail>();
    expect(kept.status).toBe('03');
    expect(kept.history.at(-1)).toMatchObject({ action: 'hold-cancelled', fromStatus: '03', toStatus: '03' });
    // The agent cancels the order itself from there as before.
    expect((await b2cApi(ctx).act(admin, paid.order.id, 'cancel')).statusCode).toBe(200);
    const events = await ctx.db
      .select()
      .from(tables.b2cOrderEvents)
      .where(and(eq(tables.b2cOrderEvents.orderId, paid.order.id), eq(tables.b2cOrderEvents.action, 'cancel')));
    expect(events).toHaveLength(1);
  });
});
