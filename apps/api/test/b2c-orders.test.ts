// B2C orders (issue 20): made by createB2cOrder with a notice to the agency's USE_B2C users, listed with filters and
// export, moved by the agent's actions (two at once: one wins, the other 409), never seen by another agency, and a
// consumer's flight held through the bookings module as the site's actor (against the simulator), then cancelled or
// issued and completed.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '@portal/db';
import { ZHoldRequest, type TB2cOrderDetail, type TListB2cOrdersResponse } from '@portal/contracts';
import { b2cServiceFee } from '@portal/domain';
import type { BuiltApp } from '../src/app.js';
import { b2cApi, newOrder, siteBody } from './support/b2c.js';
import { moneyApi, startCalmBookingApp, topUp } from './support/booking-money.js';
import { holdBody, pricedOneWay, type BookingSuppliers } from './support/bookings.js';
import type { SignedIn, TestContext } from './support/test-context.js';

let ctx: TestContext;
let suppliers: BookingSuppliers;
let admin: SignedIn;
let agentWithout: SignedIn;
let stranger: SignedIn;

beforeAll(async () => {
  ({ ctx, suppliers } = await startCalmBookingApp());
  admin = await ctx.newSignedInUser({ role: 'admin_f1' });
  agentWithout = await ctx.newSignedInUser({ role: 'agent_f1', agencyId: admin.agencyId });
  stranger = await ctx.newSignedInUser({ role: 'admin_f1' });
  expect((await b2cApi(ctx).putConfig(admin, siteBody())).statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await suppliers?.close();
});

const detailOf = async (who: SignedIn, id: string) => (await b2cApi(ctx).detail(who, id)).json<TB2cOrderDetail>();

describe('a new order', () => {
  it('gets a readable unique number, a long random token, its first history line, and tells the USE_B2C users', async () => {
    const order = await newOrder(ctx, admin.agencyId);
    expect(order.orderNumber).toMatch(/^B2C\d{6}[A-Z2-9]{4}$/);
    expect(order.confirmationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const detail = await detailOf(admin, order.id);
    expect(detail).toMatchObject({ status: '02', kind: 'tour', totalAmount: 7_980_000, amountDue: 3_990_000 });
    expect(detail.history.map((event) => event.action)).toEqual(['create']);
    expect(JSON.stringify(detail)).not.toContain(order.confirmationToken);
    const told = await ctx.db
      .select({ userId: tables.notifications.userId })
      .from(tables.notifications)
      .where(and(eq(tables.notifications.type, 'b2c.order'), eq(tables.notifications.agencyId, admin.agencyId)));
    const users = told.map((row) => row.userId);
    expect(users).toContain(admin.userId);
    expect(users).not.toContain(agentWithout.userId);
  });

  it('a rolled-back transaction leaves neither the order nor the notice', async () => {
    const before = await ctx.db.select().from(tables.notifications);
    await expect(
      ctx.db.transaction(async (tx) => {
        const { createB2cOrder } = await import('../src/modules/b2c/orders/create-order.js');
        await createB2cOrder(
          tx,
          {
            mail: null,
            agencyId: admin.agencyId,
            kind: 'esim',
            contact: { name: 'X', phone: '0900000000' },
            totalAmount: 1,
            serviceFee: 0,
            summary: 'x',
          },
          ctx.clock.now(),
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await ctx.db.select().from(tables.notifications)).toHaveLength(before.length);
  });
});

describe('the list', () => {
  it('filters by status, kind, search (number, phone, name) and sorts; another agency sees none of them', async () => {
    const esim = await newOrder(ctx, admin.agencyId, {
      kind: 'esim',
      contact: { name: 'Phạm Minh Khoa', phone: '0903111222' },
      totalAmount: 450_000,
      amountDue: 450_000,
      summary: 'eSIM Nhật Bản 5 GB 7 ngày',
    });
    const list = async (query: string) =>
      (await b2cApi(ctx).list(admin, query)).json<TListB2cOrdersResponse>().items.map((item) => item.id);
    expect(await list('kind=esim')).toContain(esim.id);
    expect(await list('kind=tour')).not.toContain(esim.id);
    expect(await list(`q=${esim.orderNumber.toLowerCase()}`)).toEqual([esim.id]);
    expect(await list('q=0903111222')).toEqual([esim.id]);
    expect(await list(`q=${encodeURIComponent('Minh Khoa')}`)).toEqual([esim.id]);
    expect(await list('status=05')).not.toContain(esim.id);
    const sorted = (await b2cApi(ctx).list(admin, 'sort=totalAmount&order=asc')).json<TListB2cOrdersResponse>();
    const amounts = sorted.items.map((item) => item.totalAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const theirs = (await b2cApi(ctx).list(stranger)).json<TListB2cOrdersResponse>();
    expect(theirs.items.map((item) => item.id)).not.toContain(esim.id);
    expect(theirs.total).toBe(0);
    const file = await ctx.app.inject({
      method: 'GET',
      url: '/api/b2c/orders/export?format=csv&kind=esim',
      headers: admin.auth,
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(esim.orderNumber);
    expect(file.body).toContain('450000');
  });

  it('a bad filter is a 400 naming it', async () => {
    for (const [query, field] of [
      ['status=09', 'status'],
      ['kind=hotel', 'kind'],
      ['createdFrom=2026-02-30', 'createdFrom'],
      ['limit=0', 'limit'],
    ]) {
      const response = await b2cApi(ctx).list(admin, query!);
      expect(response.statusCode, query).toBe(400);
      expect(response.body).toContain(field!);
    }
  });
});

describe('actions', () => {
  it('confirm payment 02→03 records the amount; process, complete; each step in the history', async () => {
    const order = await newOrder(ctx, admin.agencyId);
    const paid = await b2cApi(ctx).act(admin, order.id, 'confirm-payment', {
      amount: 3_990_000,
      note: 'CK Vietcombank',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<TB2cOrderDetail>()).toMatchObject({ status: '03', paidAmount: 3_990_000 });
    expect((await b2cApi(ctx).act(admin, order.id, 'process')).json<TB2cOrderDetail>().status).toBe('04');
    const done = (await b2cApi(ctx).act(admin, order.id, 'complete')).json<TB2cOrderDetail>();
    expect(done.status).toBe('05');
    expect(done.actions).toEqual([]);
    expect(done.history.map((event) => [event.action, event.toStatus])).toEqual([
      ['create', '02'],
      ['confirm-payment', '03'],
      ['process', '04'],
      ['complete', '05'],
    ]);
    expect(done.history[1]!.details).toMatchObject({ amount: 3_990_000, note: 'CK Vietcombank' });
    const late = await b2cApi(ctx).act(admin, order.id, 'cancel');
    expect(late.statusCode).toBe(409);
  });

  it('two confirms at once: one wins, the other is 409, and the amount is recorded once', async () => {
    const order = await newOrder(ctx, admin.agencyId);
    const answers = await Promise.all(
      [1_000_000, 2_000_000, 3_000_000].map((amount) =>
        b2cApi(ctx).act(admin, order.id, 'confirm-payment', { amount }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<TB2cOrderDetail>();
    const detail = await detailOf(admin, order.id);
    expect(detail.paidAmount).toBe(winner.paidAmount);
    expect(detail.history.filter((event) => event.action === 'confirm-payment')).toHaveLength(1);
  });

  it('a cancel racing a confirm: exactly one of them happens', async () => {
    const order = await newOrder(ctx, admin.agencyId);
    const [cancel, confirm] = await Promise.all([
      b2cApi(ctx).act(admin, order.id, 'cancel'),
      b2cApi(ctx).act(admin, order.id, 'confirm-payment', { amount: 10 }),
    ]);
    expect([cancel.statusCode, confirm.statusCode].sort()).toEqual([200, 409]);
    expect((await detailOf(admin, order.id)).history).toHaveLength(2);
  });

  it('bad bodies are 400 naming the field; another agency’s order is 404; without USE_B2C 403', async () => {
    const order = await newOrder(ctx, admin.agencyId);
    const bad = await b2cApi(ctx).act(admin, order.id, 'confirm-payment', { amount: -5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('amount');
    expect((await b2cApi(ctx).act(admin, order.id, 'cancel', { extra: 1 })).statusCode).toBe(400);
    expect((await b2cApi(ctx).detail(admin, 'not-a-uuid')).statusCode).toBe(400);
    for (const call of [
      () => b2cApi(ctx).detail(stranger, order.id),
      () => b2cApi(ctx).act(stranger, order.id, 'confirm-payment', { amount: 1 }),
      () => b2cApi(ctx).act(stranger, order.id, 'cancel'),
      () => b2cApi(ctx).detail(admin, randomUUID()),
    ])
      expect((await call()).statusCode).toBe(404);
    expect((await b2cApi(ctx).detail(agentWithout, order.id)).statusCode).toBe(403);
    expect((await detailOf(admin, order.id)).status).toBe('02');
  });
});

describe('a consumer’s flight (createFlightOrder, against the simulator)', () => {
  const flightOrder = async (nth: number) => {
    // The storefront prices the itinerary as the agency; a staff member's search stands in for it here.
    const { flights, total } = await pricedOneWay(ctx, admin, { days: 25 + nth, nth });
    const request = ZHoldRequest.parse(
      holdBody({
        flights,
        passengers: [{ paxId: 'ADT-1', lastName: 'Nguyễn', firstName: `Khách Web ${'ABCDEFGH'[nth]}` }],
        acceptedTotal: total,
        contact: { phone: '0912000111', email: 'khach.web@example.vn' },
      }),
    );
    const made = await (ctx.app as BuiltApp).b2cFlightOrders.create({
      agencyId: admin.agencyId,
      request,
      idempotencyKey: randomUUID(),
      language: 'vi',
    });
    return { made, total, flights };
  };

  it('holds through the bookings module as the site’s locked actor, adds the site’s fee, caps the hold time', async () => {
    const { made, total, flights } = await flightOrder(0);
    const [booking] = await ctx.db.select().from(tables.bookings).where(eq(tables.bookings.id, made.bookingId!));
    expect(booking).toMatchObject({ status: 'HOLD', agencyId: admin.agencyId });
    expect(booking!.pnr).toMatch(/^[A-Z0-9]{6}$/);
    const [actor] = await ctx.db.select().from(tables.users).where(eq(tables.users.id, booking!.createdBy));
    expect(actor).toMatchObject({ status: 'locked', agencyId: admin.agencyId });
    expect((await ctx.login(actor!.username, '!b2c-site-actor')).statusCode).toBe(401);
    // Staff screens never show it: not in the staff list, its page 404, not offered to a permission group.
    const staff = await ctx.app.inject({ method: 'GET', url: '/api/agency/staff', headers: admin.auth });
    expect(staff.statusCode).toBe(200);
    expect(staff.body).toContain(admin.userId);
    expect(staff.body).not.toContain(actor!.username);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/agency/staff/${actor!.id}`, headers: admin.auth });
    expect(page.statusCode).toBe(404);
    const options = await ctx.app.inject({
      method: 'GET',
      url: '/api/permission-groups/form-options',
      headers: admin.auth,
    });
    expect(options.statusCode).toBe(200);
    expect(options.body).not.toContain(actor!.username);
    // HAN → SGN on VN for one adult: the site's VN domestic fee once.
    const fee = b2cServiceFee(
      siteBody().serviceFees,
      { bookingSystem: 'VN', segments: [flights[0]!.leg] },
      { adults: 1, children: 0 },
    );
    expect(fee).toBe(50_000);
    expect(made).toMatchObject({ kind: 'flight', status: '02', serviceFee: fee, totalAmount: total + fee });
    const cap = ctx.clock.now().getTime() + 45 * 60_000;
    expect(made.holdExpiresAt!.getTime()).toBeLessThanOrEqual(cap);
    if (booking!.timeLimit) expect(made.holdExpiresAt!.getTime()).toBeLessThanOrEqual(booking!.timeLimit.getTime());
    const detail = await detailOf(admin, made.id);
    expect(detail.booking).toMatchObject({ id: booking!.id, pnr: booking!.pnr, status: 'HOLD' });
    // A second order reuses the same actor.
    const second = await flightOrder(1);
    const [other] = await ctx.db.select().from(tables.bookings).where(eq(tables.bookings.id, second.made.bookingId!));
    expect(other!.createdBy).toBe(booking!.createdBy);
    const cancelled = await b2cApi(ctx).act(admin, second.made.id, 'cancel', { note: 'khách đổi ý' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<TB2cOrderDetail>()).toMatchObject({ status: '01', booking: { status: 'CANCEL' } });
  });

  it('completes only once the agent issued the held booking through the normal issue flow', async () => {
    const { made } = await flightOrder(2);
    await b2cApi(ctx).act(admin, made.id, 'confirm-payment', { amount: made.totalAmount });
    const early = await b2cApi(ctx).act(admin, made.id, 'complete');
    expect(early.statusCode).toBe(409);
    await topUp(ctx, admin.agencyId, 50_000_000);
    const issued = await moneyApi(ctx).issue(admin, made.bookingId!);
    expect(issued.statusCode, issued.body).toBe(200);
    const done = await b2cApi(ctx).act(admin, made.id, 'complete');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<TB2cOrderDetail>()).toMatchObject({ status: '05', booking: { status: 'EXPORT' } });
    // An issued flight is voided from its booking page, never by cancelling the order.
  });
});
