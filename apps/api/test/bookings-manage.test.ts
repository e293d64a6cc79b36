// After the hold: a PNR's detail with the actions its state allows each role, cancelling at the supplier, who sees what
// (another agency's booking is 404, a sub-agency's is read-only for the administrators above), and bringing in a PNR made elsewhere.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TBookingDetail, TBookingSystem, TRetrievePnrResponse } from '@portal/contracts';
import type { SignedIn, TestContext } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import { INSTANT } from './support/search-stream.js';
import {
  bookingApi,
  eventsOfBooking,
  holdBody,
  leg,
  orderOf,
  pickFare,
  pricedOneWay,
  searchOffers,
  signInAccountOf,
  startBookingApp,
  type BookingSuppliers,
} from './support/bookings.js';

let suppliers: BookingSuppliers;
let ctx: TestContext;
let f1Admin: SignedIn;
let f1Agent: SignedIn;
let f2Agent: SignedIn;
let stranger: SignedIn;
let api: ReturnType<typeof bookingApi>;
let f1Account: string;

beforeAll(async () => {
  ({ suppliers, ctx, api } = await startBookingApp());
  f1Admin = await ctx.newSignedInUser({ role: 'admin_f1' });
  f1Agent = await ctx.newSignedInUser({ agencyId: f1Admin.agencyId, role: 'agent_f1' });
  f2Agent = await ctx.newSignedInUser({ role: 'agent_f2', level: 'F2', parentId: f1Admin.agencyId });
  stranger = await ctx.newSignedInUser({ role: 'admin_f1' });
  f1Account = await signInAccountOf(ctx, f1Admin.agencyId);
});
afterAll(async () => {
  await ctx.close();
  await suppliers.close();
});
beforeEach(() => suppliers.simulator.setFaults(INSTANT));

let sequence = 0;
/** Holds a one-way flight for `who` with a passenger of its own, answers the booking's detail. */
async function holdOne(who: SignedIn, system: TBookingSystem = 'VN'): Promise<TBookingDetail> {
  const { flights, total } = await pricedOneWay(ctx, who, { days: 30, system, nth: sequence % 3 });
  const name = `Khách ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[sequence++ % 26]}`;
  const order = orderOf(
    await api.hold(
      who,
      holdBody({ flights, passengers: [{ paxId: 'ADT-1', lastName: 'Vũ', firstName: name }], acceptedTotal: total }),
    ),
  );
  const detail = await api.detail(who, order.bookings[0]!.id);
  expect(detail.statusCode, detail.body).toBe(200);
  return detail.json<TBookingDetail>();
}

describe('the detail of a PNR', () => {
  it('shows the record, the history and the actions the state allows this user', async () => {
    const booking = await holdOne(f1Agent);
    expect(booking).toMatchObject({
      status: 'HOLD',
      isOwnAgency: true,
      allowedActions: ['issue', 'cancel'],
      contact: { phone: '0912345678', email: 'khach@example.vn' },
    });
    expect(booking.routes[0]!.segments[0]).toMatchObject({
      from: 'HAN',
      to: 'SGN',
      status: 'HK',
      flightNumber: expect.stringMatching(/^VN\d+/),
    });
    expect(booking.routes[0]!.baggage).toMatchObject({ handKg: expect.any(Number) });
    expect(booking.events.map((event) => [event.action, event.actor?.id])).toEqual([
      ['hold-requested', f1Agent.userId],
      ['hold', f1Agent.userId],
    ]);
    // An F2 agent without EXPORT_TICKET may cancel but not issue.
    const f2Booking = await holdOne(f2Agent);
    expect(f2Booking.allowedActions).toEqual(['cancel']);
    // A user whose only code is VOID_VIEW_TICKETS may issue (SPEC §2 booking/issue).
    const issuer = await ctx.newUser({
      agencyId: f1Admin.agencyId,
      role: 'agent_f1',
      permissions: ['VOID_VIEW_TICKETS'],
    });
    const issuerLogin = (await ctx.login(issuer.username, issuer.password)).json<{ accessToken: string }>();
    const asIssuer = await ctx.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}`,
      headers: { authorization: `Bearer ${issuerLogin.accessToken}` },
    });
    expect(asIssuer.json<TBookingDetail>().allowedActions).toEqual(['issue', 'cancel']);
  });

  it('is 404 to another agency and to an F1 agent for its sub-agency; read-only to the F1 administrator', async () => {
    const booking = await holdOne(f2Agent);
    expectApiError(await api.detail(stranger, booking.id), 404, 40);
    expectApiError(await api.detail(f1Agent, booking.id), 404, 40);
    expectApiError(await api.cancel(stranger, booking.id), 404, 40);
    const fromAbove = await api.detail(f1Admin, booking.id);
    expect(fromAbove.statusCode).toBe(200);
    expect(fromAbove.json<TBookingDetail>()).toMatchObject({
      isOwnAgency: false,
      allowedActions: [],
      agency: { id: f2Agent.agencyId },
    });
    expectApiError(await api.cancel(f1Admin, booking.id), 403, 30);
    expectApiError(await api.detail(f1Admin, randomUUID()), 404, 40);
    expectApiError(await api.detail(f1Admin, 'not-an-id'), 400, 1);
  });

  it("lists on the order's PNRs what this user may do now, as the detail does (the completed page's issue)", async () => {
    const own = await holdOne(f1Agent);
    const ownOrder = await api.order(f1Agent, own.orderId);
    expect(ownOrder.statusCode, ownOrder.body).toBe(200);
    expect(orderOf(ownOrder).bookings.map((booking) => booking.allowedActions)).toEqual([['issue', 'cancel']]);
    // Without EXPORT_TICKET: cancel only; a sub-agency's order seen from above: nothing.
    const f2Booking = await holdOne(f2Agent);
    expect(orderOf(await api.order(f2Agent, f2Booking.orderId)).bookings[0]!.allowedActions).toEqual(['cancel']);
    expect(orderOf(await api.order(f1Admin, f2Booking.orderId)).bookings[0]!.allowedActions).toEqual([]);
  });
});

describe('cancel', () => {
  it('releases the PNR at the supplier and marks it CANCEL once; again answers the same; a wrong state is 409', async () => {
    const booking = await holdOne(f1Agent);
    const cancelled = await api.cancel(f1Agent, booking.id, 'Khách đổi ý');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<TBookingDetail>()).toMatchObject({
      status: 'CANCEL',
      allowedActions: [],
      closedAt: expect.any(String),
    });
    const atSupplier = await suppliers.gateway.retrieve(
      'VN',
      { pnr: booking.pnr!, account: f1Account },
      { deadlineMs: 2000 },
    );
    expect(atSupplier).toMatchObject({ ok: true, value: { status: 'CANCELLED', cancelReason: 'AGENT' } });
    const again = await api.cancel(f1Agent, booking.id);
    expect(again.json<TBookingDetail>().status).toBe('CANCEL');
    const events = await eventsOfBooking(ctx, booking.id);
    expect(events.filter((event) => event.action === 'cancel')).toEqual([
      expect.objectContaining({
        fromStatus: 'HOLD',
        toStatus: 'CANCEL',
        actorUserId: f1Agent.userId,
        details: expect.objectContaining({ reason: 'Khách đổi ý', cancelReason: 'AGENT' }),
      }),
    ]);

    const [failed] = await ctx.db
      .update(tables.bookings)
      .set({ status: 'FAILED', pnr: null })
      .where(eq(tables.bookings.id, (await holdOne(f1Agent)).id))
      .returning();
    expect(expectApiError(await api.cancel(f1Agent, failed!.id), 409, 41).details).toMatchObject({
      reason: 'wrongState',
      status: 'FAILED',
    });
  });

  it('marks CANCEL a hold whose PNR the supplier no longer knows (NOT_FOUND), as the expiry job does', async () => {
    const booking = await holdOne(f1Agent);
    // The simulator has never heard of this PNR: its cancel answers NOT_FOUND.
    await ctx.db.update(tables.bookings).set({ pnr: 'ZZ9Q9Z' }).where(eq(tables.bookings.id, booking.id));
    const cancelled = await api.cancel(f1Agent, booking.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<TBookingDetail>()).toMatchObject({
      status: 'CANCEL',
      closedAt: expect.any(String),
      lastError: null,
    });
    const events = await eventsOfBooking(ctx, booking.id);
    expect(events.at(-1)).toMatchObject({
      action: 'cancel',
      fromStatus: 'HOLD',
      toStatus: 'CANCEL',
      details: expect.objectContaining({ supplierCode: 'NOT_FOUND' }),
    });
  });

  it('keeps the hold when the supplier does not answer (502) or refuses (409 with its message)', async () => {
    const booking = await holdOne(f1Agent);
    suppliers.simulator.setFaults({ VN: { errorRate: 1 } });
    expectApiError(await api.cancel(f1Agent, booking.id), 502, 50);
    suppliers.simulator.setFaults({ VN: { errorRate: 0 } });
    const after = (await api.detail(f1Agent, booking.id)).json<TBookingDetail>();
    expect(after).toMatchObject({ status: 'HOLD', lastError: expect.stringContaining('HTTP 5') });
    expect(after.events.at(-1)).toMatchObject({ action: 'cancel-unknown', fromStatus: 'HOLD', toStatus: 'HOLD' });
    // Ticketed meanwhile outside the portal: the supplier refuses to cancel a ticketed PNR.
    await suppliers.gateway.issue('VN', { pnr: booking.pnr!, account: f1Account }, { deadlineMs: 2000 });
    const refused = expectApiError(await api.cancel(f1Agent, booking.id), 409, 41);
    expect(refused.details).toMatchObject({ reason: 'supplierRefused', supplierCode: 'INVALID_STATE' });
    expect(refused.message).toContain('TICKETED');
    expect((await api.detail(f1Agent, booking.id)).json<TBookingDetail>().status).toBe('HOLD');
    await expect
      .poll(async () =>
        (
          await ctx.db.select().from(tables.reservationErrors).where(eq(tables.reservationErrors.pnr, booking.pnr!))
        ).map((row) => row.action),
      )
      .toEqual(['cancel', 'cancel']);
  });
});

describe('bringing in a PNR made elsewhere', () => {
  async function outsideHold(account: string, lastName = 'HOANG') {
    const out = leg('HAN', 'SGN', 32);
    const pick = pickFare(await searchOffers(ctx, f1Admin, { legs: [out] }), 'VN', 0);
    const held = await suppliers.gateway.hold(
      'VN',
      {
        account,
        clientRef: `outside-${randomUUID()}`,
        flights: [{ key: pick.offer.id.slice(3), fareClass: pick.fare.fareClass }],
        passengers: [{ id: 'ADT-1', type: 'ADT', title: 'MR', lastName, firstName: 'MINH TUAN' }],
        contact: { name: `${lastName} MINH TUAN`, phone: '0901234567' },
      },
      { deadlineMs: 2000 },
    );
    if (!held.ok) throw new Error(JSON.stringify(held));
    return held.value;
  }

  it('imports a held PNR of the agency account with the chain fees; again answers the same booking', async () => {
    const pnr = await outsideHold(f1Account);
    const response = await api.retrieve(f1Agent, { system: 'VN', pnr: pnr.pnr.toLowerCase(), lastName: 'Hoàng' });
    expect(response.statusCode, response.body).toBe(200);
    const imported = response.json<TRetrievePnrResponse>();
    expect(imported).toMatchObject({
      isExisting: false,
      booking: {
        pnr: pnr.pnr,
        status: 'HOLD',
        timeLimit: new Date(pnr.timeLimit).toISOString(),
        fareData: { supplierNet: pnr.totalNet, feeTotal: 0, totalAmount: pnr.totalNet },
      },
    });
    expect(imported.booking.passengers[0]).toMatchObject({ airlineLastName: 'HOANG', airlineFirstName: 'MINH TUAN' });
    expect(imported.booking.events.map((event) => event.action)).toEqual(['import']);
    const again = (
      await api.retrieve(f1Agent, { system: 'VN', pnr: pnr.pnr, lastName: 'Hoang' })
    ).json<TRetrievePnrResponse>();
    expect(again).toMatchObject({ isExisting: true, booking: { id: imported.booking.id } });
    // Another agency (even one using an account of the same name) never reaches it.
    expectApiError(await api.retrieve(stranger, { system: 'VN', pnr: pnr.pnr, lastName: 'Hoang' }), 404, 40);
  });

  it("refuses another account's PNR, an unknown PNR or last name (404, clear messages) and a PNR no longer held (409)", async () => {
    const foreign = await outsideHold('ELSEWHERE01');
    const other = expectApiError(
      await api.retrieve(f1Agent, { system: 'VN', pnr: foreign.pnr, lastName: 'Hoang' }),
      404,
      40,
    );
    expect(other.message).toContain('không được tạo bằng tài khoản');
    const mine = await outsideHold(f1Account, 'TRINH');
    expect(
      expectApiError(await api.retrieve(f1Agent, { system: 'VN', pnr: mine.pnr, lastName: 'Hoang' }), 404, 40).message,
    ).toContain(mine.pnr);
    await suppliers.gateway.cancel('VN', { pnr: mine.pnr, account: f1Account }, { deadlineMs: 2000 });
    expect(
      expectApiError(await api.retrieve(f1Agent, { system: 'VN', pnr: mine.pnr, lastName: 'Trịnh' }), 409, 41).details,
    ).toMatchObject({ reason: 'importNotHeld', supplierStatus: 'CANCELLED' });
    expectApiError(await api.retrieve(f1Agent, { system: 'VN', pnr: 'AB', lastName: 'Trinh' }), 400, 1);
  });
});
