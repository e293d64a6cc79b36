// The storefront's tours (issue 20): /tours and /tours/{code} show only this site's published tours; a consumer books a
// departure (seats held and the B2C order made in one transaction, at the server's price); full, past, unknown and
// another site's tours are refused naming the field; the agency sees the order and a cancel gives the seats back; 8
// parallel bookings for the last 3 seats book exactly 3 (PostgreSQL's row lock in POSTGRES_SUITES); a form sent three
// times at once books once; tour bookings and flight holds share the agency's hourly cap (decision 144).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TB2cOrderSummary, TTour } from '@portal/contracts';
import { priceTourParty } from '@portal/domain';
import { testConfig } from '../src/config.js';
import { createConfirmationLinks } from '../src/modules/b2c/orders/confirmation-link.js';
import { FORM_MIN_FILL_MS } from '../src/modules/b2c/storefront/form-guard.js';
import { b2cApi, siteBody } from './support/b2c.js';
import { errorFieldsOf, expectNoInternals } from './support/http.js';
import { createTestContext, type SignedIn, type TestContext } from './support/test-context.js';
import { createTour, dayFrom, TOUR_BODY } from './support/tours.js';

const SUBMIT_PER_ADDRESS = 4;
/** The agency's hourly hold cap in this file: high enough for every other test's bookings of one agency. */
const HOLDS_PER_HOUR = 40;

let ctx: TestContext;
let admin: SignedIn;
let other: SignedIn;
let tour: TTour;
let draft: TTour;
let othersTour: TTour;

beforeAll(async () => {
  ctx = await createTestContext({
    config: {
      storefrontSubmitPerAddressPerMinute: SUBMIT_PER_ADDRESS,
      storefrontHoldsPerAgencyPerHour: HOLDS_PER_HOUR,
    },
  });
  admin = await ctx.newSignedInUser({ role: 'admin_f1' });
  other = await ctx.newSignedInUser({ role: 'admin_f1' });
  const api = b2cApi(ctx);
  expect((await api.putConfig(admin, siteBody({ slug: 'sao-viet-tours' }))).statusCode).toBe(200);
  expect((await api.putConfig(other, siteBody({ slug: 'hoa-sen-tours', name: 'Hoa Sen Travel' }))).statusCode).toBe(
    200,
  );
  tour = await createTour(ctx, admin, {}, { dates: [10, 20], seats: 20 });
  draft = await createTour(ctx, admin, { code: 'DRAFT-1', title: 'Tour nháp Sa Pa bí mật' }, { publish: false });
  othersTour = await createTour(ctx, other, { code: 'HS-PQ', title: 'Phú Quốc của Hoa Sen' }, { dates: [12] });
});
afterAll(() => ctx.close());

let addressCounter = 0;
/** Each request its own client address, so the per-address submit limit of one test does not touch another. */
const freshAddress = () => `10.1.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

const page = (url: string) => ctx.app.inject({ url });

async function formToken(slug = 'sao-viet-tours'): Promise<string> {
  const response = await ctx.app.inject({ url: `/api/s/${slug}/form-token` });
  expect(response.statusCode).toBe(200);
  return response.json<{ formToken: string }>().formToken;
}

/** A token old enough to be taken (a person needs a few seconds). */
async function ripeToken(slug = 'sao-viet-tours'): Promise<string> {
  const token = await formToken(slug);
  ctx.clock.advance(FORM_MIN_FILL_MS + 1_000);
  return token;
}

const bookingOf = (departureId: string, token: string, overrides: Record<string, unknown> = {}) => ({
  departureId,
  adults: 2,
  children: 1,
  infants: 0,
  singleRooms: 1,
  contact: { name: 'Nguyễn Văn Đức', phone: '0912345678', email: 'duc@example.vn', note: 'Ăn chay' },
  formToken: token,
  website: '',
  ...overrides,
});

const book = (tourId: string, payload: unknown, options: { slug?: string; address?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/s/${options.slug ?? 'sao-viet-tours'}/tours/${tourId}/bookings`,
    payload: payload as object,
    remoteAddress: options.address ?? freshAddress(),
    headers: { 'x-language': 'vi' },
  });

const departureRow = async (id: string) =>
  (await ctx.db.select().from(tables.b2cTourDepartures).where(eq(tables.b2cTourDepartures.id, id)))[0]!;

describe('the tour pages', () => {
  it("lists this site's published tours with duration, departure point, price from and next departures", async () => {
    const list = await page('/s/sao-viet-tours/tours');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(TOUR_BODY.title);
    expect(list.body).toContain('2N1Đ');
    expect(list.body).toContain('Khởi hành từ Hà Nội');
    expect(list.body).toContain('3.990.000 ₫');
    const [year, month, day] = dayFrom(ctx, 10).split('-');
    expect(list.body).toContain(`${day}/${month}/${year} · Còn 20 chỗ`);
    expect(list.body).toContain(`href="/s/sao-viet-tours/tours/${tour.code}"`);
    // Never a draft, never another agency's tour; the menu has the tours.
    expect(list.body).not.toContain('Tour nháp Sa Pa bí mật');
    expect(list.body).not.toContain('Phú Quốc của Hoa Sen');
    expect(list.body).toMatch(/<nav class="sf-nav"[^>]*>.*Tour du lịch/);
    const english = await page('/s/sao-viet-tours/tours?lang=en');
    expect(english.body).toContain('2D1N');
  });

  it('shows one tour: itinerary with meals, prices per band, conditions, departures and the booking form', async () => {
    const detail = await page(`/s/sao-viet-tours/tours/${tour.code.toLowerCase()}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.headers['cache-control']).toBe('no-store');
    for (const text of [
      'Ngày 1</span> Hà Nội – Hạ Long',
      'Bữa ăn: trưa, tối',
      '<p>Lên tàu</p>',
      'Người lớn (từ 10 tuổi)</th><td>3.990.000 ₫',
      'Trẻ em (5 – dưới 10 tuổi)</th><td>2.992.500 ₫',
      'Trẻ nhỏ (dưới 5 tuổi)</th><td>Miễn phí',
      'Phụ thu phòng đơn</th><td>1.200.000 ₫',
      'Đặt cọc 50% tổng tiền khi đặt tour',
      '<li>Xe đưa đón</li>',
      '<li>Đồ uống</li>',
      'Hủy trước ngày khởi hành từ 8 ngày trở lên: Miễn phí',
      'Hủy trước ngày khởi hành từ 2 ngày trở lên: phí 50% giá tour',
      'name="website"',
      `value="${tour.departures[0]!.id}" data-seats="20"`,
    ])
      expect(detail.body, text).toContain(text);
    expect(detail.body).toMatch(/name="formToken" value="[^"]{20,}"/);
    // One adult by default, priced on the server for a page without script.
    expect(detail.body).toContain('data-total>3.990.000 ₫');
    expect(detail.body).toContain('data-deposit>1.995.000 ₫');
    expect(detail.body).toContain('"page":"tour"');
  });

  it('answers 404 for a draft, another agency’s tour, a malformed code and a site that does not sell tours', async () => {
    for (const url of [
      `/s/sao-viet-tours/tours/${draft.code}`,
      `/s/sao-viet-tours/tours/${othersTour.code}`,
      '/s/sao-viet-tours/tours/%3Cscript%3E',
      '/s/sao-viet-tours/tours/HL-2N1D/extra',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('Không tìm thấy trang');
      expect(response.body, url).not.toContain('Phú Quốc của Hoa Sen');
    }
    const agency = await ctx.newSignedInUser({ role: 'admin_f1' });
    await b2cApi(ctx).putConfig(agency, siteBody({ slug: 'chi-ve-may-bay', products: ['flights'] }));
    expect((await page('/s/chi-ve-may-bay/tours')).statusCode).toBe(404);
    expect((await page('/s/chi-ve-may-bay')).body).not.toContain('Tour du lịch</a>');
  });
});

describe('a consumer books a departure', () => {
  it('holds the seats and makes the B2C order at the server’s price; the agency sees it', async () => {
    const departure = tour.departures[1]!;
    const response = await book(tour.id, bookingOf(departure.id, await ripeToken()));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{
      status: string;
      orderCode: string;
      confirmationPath: string;
      totalAmount: number;
    }>();
    const price = priceTourParty(
      { ...TOUR_BODY, childPrice: { mode: 'percent', value: 75 } },
      {
        adults: 2,
        childAges: [5],
        singleRooms: 1,
      },
    );
    expect(answer).toMatchObject({ status: 'booked', totalAmount: price.total, depositAmount: price.deposit });
    expect(price.total).toBe(2 * 3_990_000 + 2_992_500 + 1_200_000);
    expect(answer.orderCode).toMatch(/^B2C\d{6}[A-Z2-9]{4}$/);
    expect(answer.confirmationPath).toMatch(new RegExp(`^/order/${answer.orderCode}\\?key=[\\w-]{32}$`));
    const [order] = await ctx.db
      .select()
      .from(tables.b2cOrders)
      .where(eq(tables.b2cOrders.orderNumber, answer.orderCode));
    expect(
      createConfirmationLinks(testConfig().jwtSecret).isKeyOf(order!, answer.confirmationPath.split('key=')[1]!),
    ).toBe(true);
    expect(order).toMatchObject({
      agencyId: admin.agencyId,
      kind: 'tour',
      status: '02',
      contactName: 'Nguyễn Văn Đức',
      contactPhone: '0912345678',
      totalAmount: price.total,
      amountDue: price.deposit,
      note: 'Ăn chay',
    });
    expect(order!.details).toMatchObject({
      tourCode: tour.code,
      departure: departure.date,
      travellers: { adults: 2, children: 1, infants: 0 },
      singleRooms: 1,
    });
    expect((await departureRow(departure.id)).seatsTaken).toBe(3);
    // The agency's list shows it at once, with its line; the other agency's does not.
    const listed = (await b2cApi(ctx).list(admin)).json<{ items: TB2cOrderSummary[] }>().items;
    const row = listed.find((item) => item.orderNumber === answer.orderCode);
    expect(row?.summary).toContain(`${TOUR_BODY.title} (${tour.code}), khởi hành`);
    expect(row?.summary).toContain('2 người lớn, 1 trẻ em, 1 phòng đơn');
    const theirs = (await b2cApi(ctx).list(other)).json<{ items: TB2cOrderSummary[] }>().items;
    expect(theirs.map((item) => item.orderNumber)).not.toContain(answer.orderCode);

    // Cancelled by the agent, the booking gives its seats back.
    const cancelled = await b2cApi(ctx).act(admin, order!.id, 'cancel', { note: 'Khách đổi ý' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await departureRow(departure.id)).seatsTaken).toBe(0);
  });

  it('refuses an unknown tour, another site’s tour and a draft with 404, another tour’s departure with 400', async () => {
    const token = await ripeToken();
    const departureId = tour.departures[0]!.id;
    const unknown = await book('6f1c4b8e-3a2d-4c5b-9e7f-1a2b3c4d5e6f', bookingOf(departureId, token));
    expect(unknown.statusCode).toBe(404);
    const theirs = await book(othersTour.id, bookingOf(othersTour.departures[0]!.id, token));
    expect(theirs.statusCode).toBe(404);
    expect((await book(draft.id, bookingOf(draft.departures[0]!.id, token))).statusCode).toBe(404);
    const crossed = await book(tour.id, bookingOf(draft.departures[0]!.id, token));
    expect(crossed.statusCode).toBe(400);
    expect(errorFieldsOf(crossed)).toEqual(['departureId']);
    // Through the other site, this agency's tour does not exist either.
    const viaOther = await book(tour.id, bookingOf(departureId, await ripeToken('hoa-sen-tours')), {
      slug: 'hoa-sen-tours',
    });
    expect(viaOther.statusCode).toBe(404);
  });

  it('refuses a full, a too-small and a closed departure with 409 naming departureId', async () => {
    const small = await createTour(ctx, admin, { code: 'SMALL-1' }, { dates: [15], seats: 2 });
    const departureId = small.departures[0]!.id;
    const token = await ripeToken();
    const tooMany = await book(small.id, bookingOf(departureId, token, { singleRooms: 0 }));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ details: { fields: [{ field: 'departureId', message: 'chỉ còn 2 chỗ' }] } });
    const two = await book(small.id, bookingOf(departureId, token, { children: 0, singleRooms: 0 }));
    expect(two.statusCode, two.body).toBe(200);
    // Another consumer (another form): the departure is full now.
    const full = await book(
      small.id,
      bookingOf(departureId, await ripeToken(), { adults: 1, children: 0, singleRooms: 0 }),
    );
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ details: { fields: [{ field: 'departureId', message: 'đã hết chỗ' }] } });
    // A departure today: bookings closed the day before.
    const [today] = await ctx.db
      .insert(tables.b2cTourDepartures)
      .values({ tourId: small.id, agencyId: admin.agencyId, departureDate: dayFrom(ctx, 0), seats: 10 })
      .returning();
    const closed = await book(small.id, bookingOf(today!.id, await ripeToken()));
    expect(closed.statusCode).toBe(409);
    expect(errorFieldsOf(closed)).toEqual(['departureId']);
    expect((await departureRow(today!.id)).seatsTaken).toBe(0);
  });

  it('answers 400 naming the field for wrong or hostile input, never a 500; a price sent is refused', async () => {
    const token = await ripeToken();
    const departureId = tour.departures[0]!.id;
    const cases: [Record<string, unknown>, string][] = [
      [{ adults: 0 }, 'adults'],
      [{ adults: 1e9 }, 'adults'],
      [{ children: -1 }, 'children'],
      [{ infants: 1.5 }, 'infants'],
      [{ adults: 40, children: 11 }, 'adults'],
      [{ adults: 1, children: 0, singleRooms: 2 }, 'singleRooms'],
      [{ departureId: "1' or 1=1--" }, 'departureId'],
      [{ contact: { name: 'Đức', phone: '12345' } }, 'contact.phone'],
      [{ contact: { name: '', phone: '0912345678' } }, 'contact.name'],
      [{ contact: { name: '<b>Đức</b>', phone: '0912345678' } }, 'contact.name'],
      [{ contact: { name: 'Đức', phone: '0912345678', email: 'not-an-email' } }, 'contact.email'],
      [{ totalAmount: 1 }, ''],
      [{ website: 'http://spam.example' }, 'website'],
      [{ formToken: 'x'.repeat(40) }, 'formToken'],
    ];
    for (const [change, field] of cases) {
      const response = await book(tour.id, bookingOf(departureId, token, change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      if (field) expect(errorFieldsOf(response), JSON.stringify(change)).toContain(field);
      expectNoInternals(response);
    }
    const badId = await book('abc', bookingOf(departureId, token));
    expect(badId.statusCode).toBe(400);
    expect(errorFieldsOf(badId)).toContain('tourId');
    const huge = await book(tour.id, { ...bookingOf(departureId, token), padding: 'x'.repeat(20_000) });
    expect(huge.statusCode).toBe(413);
    const fast = await book(tour.id, bookingOf(departureId, await formToken()));
    expect(fast.json()).toMatchObject({ details: { fields: [{ field: 'formToken', message: 'too fast' }] } });
    const crossed = await book(tour.id, bookingOf(departureId, await ripeToken('hoa-sen-tours')));
    expect(crossed.json()).toMatchObject({ details: { fields: [{ field: 'formToken', message: 'another site' }] } });
    expect((await departureRow(departureId)).seatsTaken).toBe(0);
  });

  it('limits bookings per client address like the flight checkout (429 with Retry-After)', async () => {
    const address = freshAddress();
    const token = await ripeToken();
    const payload = bookingOf(tour.departures[0]!.id, token, { contact: { name: 'Đức', phone: '123' } });
    for (let index = 0; index < SUBMIT_PER_ADDRESS; index += 1)
      expect((await book(tour.id, payload, { address })).statusCode).toBe(400);
    const refused = await book(tour.id, payload, { address });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('books exactly the last 3 seats when 8 consumers race for them', async () => {
    const last = await createTour(ctx, admin, { code: 'RACE-TOUR' }, { dates: [25], seats: 3 });
    const departureId = last.departures[0]!.id;
    const tokens = await Promise.all(Array.from({ length: 8 }, () => formToken()));
    ctx.clock.advance(FORM_MIN_FILL_MS + 1_000);
    const one = { adults: 1, children: 0, singleRooms: 0 };
    const answers = await Promise.all(tokens.map((token) => book(last.id, bookingOf(departureId, token, one))));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(errorFieldsOf(refused)).toEqual(['departureId']);
    expect((await departureRow(departureId)).seatsTaken).toBe(3);
    const orders = await ctx.db.select().from(tables.b2cOrders).where(eq(tables.b2cOrders.agencyId, admin.agencyId));
    expect(orders.filter((order) => order.details.departureId === departureId)).toHaveLength(3);
  });

  it('books once when the same form is sent three times at once: each send answers with the one order', async () => {
    const resent = await createTour(ctx, admin, { code: 'RESEND-1' }, { dates: [26], seats: 10 });
    const departureId = resent.departures[0]!.id;
    const payload = bookingOf(departureId, await ripeToken());
    const answers = await Promise.all([1, 2, 3].map(() => book(resent.id, payload)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const codes = new Set(answers.map((answer) => answer.json<{ orderCode: string }>().orderCode));
    expect(codes.size).toBe(1);
    expect(answers[2]!.json()).toEqual(answers[0]!.json());
    expect((await departureRow(departureId)).seatsTaken).toBe(3);
    const orders = await ctx.db.select().from(tables.b2cOrders).where(eq(tables.b2cOrders.agencyId, admin.agencyId));
    expect(orders.filter((order) => order.details.departureId === departureId)).toHaveLength(1);
  });

  it("shares the agency's hourly cap with flight holds: 429 with Retry-After once it is reached, a resend still answers", async () => {
    const departureId = othersTour.departures[0]!.id;
    // The hour's flight holds of the other agency's site, one short of the cap.
    const now = ctx.clock.now();
    await ctx.db
      .insert(tables.b2cStorefrontHolds)
      .values(Array.from({ length: HOLDS_PER_HOUR - 1 }, () => ({ agencyId: other.agencyId, takenAt: now })));
    const one = { adults: 1, children: 0, singleRooms: 0 };
    const last = bookingOf(departureId, await ripeToken('hoa-sen-tours'), one);
    const booked = await book(othersTour.id, last, { slug: 'hoa-sen-tours' });
    expect(booked.statusCode, booked.body).toBe(200);
    const refused = await book(othersTour.id, bookingOf(departureId, await ripeToken('hoa-sen-tours'), one), {
      slug: 'hoa-sen-tours',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ details: { scope: 'agencyHolds' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectNoInternals(refused);
    const again = await book(othersTour.id, last, { slug: 'hoa-sen-tours' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(booked.json());
    expect((await departureRow(departureId)).seatsTaken).toBe(1);
    // The first agency's own bookings are not held back by the other's full hour.
    const mine = await book(tour.id, bookingOf(tour.departures[0]!.id, await ripeToken(), one));
    expect(mine.statusCode, mine.body).toBe(200);
  });
});
