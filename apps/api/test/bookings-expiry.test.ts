// The booking jobs: holds past their time limit cancelled at the supplier and in our records (one 'expire' event each,
// even with two API instances running the job at once), a supplier that does not answer, unanswered holds re-sent, and
// the batch runner the jobs share.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TBookingDetail } from '@portal/contracts';
import type { SignedIn, TestContext } from './support/test-context.js';
import { INSTANT } from './support/search-stream.js';
import {
  acceptedTotalOf,
  bookingApi,
  bookingJobsOf,
  eventsOfBooking,
  holdBody,
  leg,
  orderOf,
  pickFare,
  pricedOneWay,
  searchOffers,
  secondApiInstance,
  selectionOf,
  signInAccountOf,
  startBookingApp,
  type BookingSuppliers,
} from './support/bookings.js';
import { runClaimedBatches } from '../src/modules/bookings/jobs/claimed-batches.js';
import type { BookingRow } from '../src/modules/bookings/repository/booking-rows.js';

const TIME_LIMIT_SECONDS = 120;
let suppliers: BookingSuppliers;
let ctx: TestContext;
let agent: SignedIn;
let api: ReturnType<typeof bookingApi>;
let account: string;

beforeAll(async () => {
  ({ suppliers, ctx, api } = await startBookingApp());
  agent = await ctx.newSignedInUser({ role: 'agent_f1' });
  account = await signInAccountOf(ctx, agent.agencyId);
});
afterAll(async () => {
  await ctx.close();
  await suppliers.close();
});
beforeEach(() => {
  suppliers.simulator.setFaults({ ...INSTANT, VN: { ...INSTANT.VN, holdTimeLimitSeconds: TIME_LIMIT_SECONDS } });
  suppliers.hooks.loseHoldReply = false;
});

let sequence = 0;
/** Holds `count` one-way VN bookings (each its own passenger, spread over the fares so no class runs out) and answers their ids. */
async function holdMany(count: number): Promise<string[]> {
  const out = leg('HAN', 'SGN', 40);
  const offers = await searchOffers(ctx, agent, { legs: [out] });
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const flights = [selectionOf(pickFare(offers, 'VN', 0, 1, sequence % 6), out)];
    const total = await acceptedTotalOf(ctx, agent, flights, { adt: 1, chd: 0, inf: 0 });
    const name = `Hết Hạn ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[sequence % 26]}${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[Math.floor(sequence / 26) % 26]}`;
    sequence += 1;
    const response = await api.hold(
      agent,
      holdBody({ flights, passengers: [{ paxId: 'ADT-1', lastName: 'Lý', firstName: name }], acceptedTotal: total }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const booking = orderOf(response).bookings[0]!;
    expect(booking.status).toBe('HOLD');
    ids.push(booking.id);
  }
  return ids;
}

const statusOf = async (id: string) =>
  (await ctx.db.select({ status: tables.bookings.status }).from(tables.bookings).where(eq(tables.bookings.id, id)))[0]!
    .status;
const expireEvents = async (ids: string[]) =>
  ctx.db.select().from(tables.bookingEvents).where(inArray(tables.bookingEvents.bookingId, ids));

describe('the expiry job', () => {
  it('cancels a hold once its time limit has passed, at the supplier and in our records, with one expire event by no one', async () => {
    const [id] = await holdMany(1);
    const detail = (await api.detail(agent, id!)).json<TBookingDetail>();
    expect(new Date(detail.timeLimit!).getTime() - ctx.clock.now().getTime()).toBeLessThanOrEqual(
      TIME_LIMIT_SECONDS * 1000,
    );
    expect(await bookingJobsOf(ctx).runOnce()).toEqual({
      expired: 0,
      resent: 0,
      reconciled: 0,
      ticketActions: 0,
      paidChanges: 0,
      // The hold expires within 30 minutes: its maker is warned once (issue 19).
      warned: 1,
    });
    expect(await bookingJobsOf(ctx).runOnce()).toMatchObject({ warned: 0 });
    expect(await statusOf(id!)).toBe('HOLD');
    ctx.clock.advance((TIME_LIMIT_SECONDS + 1) * 1000);
    expect(await bookingJobsOf(ctx).runOnce()).toMatchObject({ expired: 1 });
    const after = (await api.detail(agent, id!)).json<TBookingDetail>();
    expect(after).toMatchObject({ status: 'CANCEL', allowedActions: [], closedAt: expect.any(String) });
    expect(after.events.at(-1)).toMatchObject({
      action: 'expire',
      fromStatus: 'HOLD',
      toStatus: 'CANCEL',
      actor: null,
    });
    const atSupplier = await suppliers.gateway.retrieve('VN', { pnr: after.pnr!, account }, { deadlineMs: 2000 });
    expect(atSupplier).toMatchObject({ ok: true, value: { status: 'CANCELLED', cancelReason: 'TIME_LIMIT' } });
    expect(await bookingJobsOf(ctx).runOnce()).toMatchObject({ expired: 0 });
    expect((await eventsOfBooking(ctx, id!)).filter((event) => event.action === 'expire')).toHaveLength(1);
    const notices = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: agent.auth });
    const forThis = notices
      .json<{ items: { type: string; link: string }[] }>()
      .items.filter((notice) => notice.link === `/booking/booking-detail/${id}`);
    expect(forThis.map((notice) => notice.type)).toEqual(['hold.expired', 'hold.expiring']);
  });

  it('expires each booking once when two API instances run the job at the same moment', async () => {
    const ids = await holdMany(12);
    ctx.clock.advance((TIME_LIMIT_SECONDS + 1) * 1000);
    // A second API instance on the same database (its own connection pool on PostgreSQL), on the same clock and suppliers.
    const second = await secondApiInstance(ctx, { suppliers: suppliers.gateway });
    const other = second.app;
    try {
      const cancels = suppliers.hooks.calls.cancel ?? 0;
      const runs = await Promise.all([bookingJobsOf(ctx).runOnce(), other.bookingJobs.runOnce()]);
      expect(runs.reduce((sum, run) => sum + run.expired, 0)).toBe(ids.length);
      for (const id of ids) expect(await statusOf(id)).toBe('CANCEL');
      const expiries = (await expireEvents(ids)).filter((event) => event.action === 'expire');
      expect(expiries).toHaveLength(ids.length);
      expect(new Set(expiries.map((event) => event.bookingId)).size).toBe(ids.length);
      // Each hold was claimed by one instance only, so each was cancelled at the supplier once.
      expect(suppliers.hooks.calls.cancel! - cancels).toBe(ids.length);
    } finally {
      await second.close();
    }
  });

  it('keeps a hold whose supplier does not answer, notes it once, and expires it when the supplier is back', async () => {
    const [id] = await holdMany(1);
    ctx.clock.advance((TIME_LIMIT_SECONDS + 1) * 1000);
    suppliers.simulator.setFaults({ VN: { errorRate: 1 } });
    expect(await bookingJobsOf(ctx).runOnce()).toMatchObject({ expired: 0 });
    expect(await statusOf(id!)).toBe('HOLD');
    // Claimed: the next run leaves it alone until the lease (two supplier deadlines) has passed.
    const cancels = suppliers.hooks.calls.cancel;
    await bookingJobsOf(ctx).runOnce();
    expect(suppliers.hooks.calls.cancel).toBe(cancels);
    ctx.clock.advance(5_000);
    await bookingJobsOf(ctx).runOnce();
    expect(suppliers.hooks.calls.cancel).toBe(cancels! + 1);
    expect((await eventsOfBooking(ctx, id!)).filter((event) => event.action === 'expire-failed')).toHaveLength(1);
    suppliers.simulator.setFaults({ VN: { errorRate: 0 } });
    ctx.clock.advance(5_000);
    expect(await bookingJobsOf(ctx).runOnce()).toMatchObject({ expired: 1 });
    expect(await statusOf(id!)).toBe('CANCEL');
  });

  it('runs on its own timer once started, and stops', async () => {
    const [id] = await holdMany(1);
    ctx.clock.advance((TIME_LIMIT_SECONDS + 1) * 1000);
    const jobs = bookingJobsOf(ctx);
    jobs.start(20);
    try {
      await expect.poll(() => statusOf(id!), { timeout: 5000 }).toBe('CANCEL');
    } finally {
      await jobs.stop();
    }
  });
});

describe('unanswered holds', () => {
  /** Holds a one-way VN flight for Mai <firstName> while the supplier's answer is lost (until the test says otherwise). */
  async function holdUnanswered(hold: { days: number; nth: number; firstName: string }) {
    const { flights, total } = await pricedOneWay(ctx, agent, { days: hold.days, nth: hold.nth });
    suppliers.hooks.loseHoldReply = true;
    const passengers = [{ paxId: 'ADT-1', lastName: 'Mai', firstName: hold.firstName }];
    return orderOf(await api.hold(agent, holdBody({ flights, passengers, acceptedTotal: total })));
  }

  it('are re-sent by the job once stale, and the supplier answers the PNR it made with the same clientRef', async () => {
    const order = await holdUnanswered({ days: 41, nth: 1, firstName: 'Chờ Đợi' });
    suppliers.hooks.loseHoldReply = false;
    expect(order.bookings[0]).toMatchObject({ status: 'LOADING' });
    expect(await bookingJobsOf(ctx).runOnce()).toMatchObject({ resent: 0 });
    ctx.clock.advance(5_000);
    expect(await bookingJobsOf(ctx).runOnce()).toMatchObject({ resent: 1 });
    const after = orderOf(await api.order(agent, order.id));
    expect(after).toMatchObject({
      isLoading: false,
      bookings: [expect.objectContaining({ status: 'HOLD', pnr: expect.stringMatching(/^[A-Z0-9]{6}$/) })],
    });
    const actions = (await eventsOfBooking(ctx, order.bookings[0]!.id)).map((event) => [
      event.action,
      event.actorUserId,
    ]);
    expect(actions).toEqual([
      ['hold-requested', agent.userId],
      ['hold-unknown', agent.userId],
      ['hold', null],
    ]);
  });

  it('are given up as FAILED when the supplier never answers for half an hour', async () => {
    const order = await holdUnanswered({ days: 42, nth: 2, firstName: 'Im Lặng' });
    ctx.clock.advance(5_000);
    await bookingJobsOf(ctx).runOnce();
    expect(orderOf(await api.order(agent, order.id)).bookings[0]).toMatchObject({ status: 'LOADING' });
    ctx.clock.advance(31 * 60_000);
    await bookingJobsOf(ctx).runOnce();
    // (The access token has expired by now: the booking is read from the database.)
    const [row] = await ctx.db.select().from(tables.bookings).where(eq(tables.bookings.id, order.bookings[0]!.id));
    expect(row).toMatchObject({
      status: 'FAILED',
      pnr: null,
      lastError: expect.stringContaining('did not answer'),
      closedAt: expect.any(Date),
    });
    expect((await eventsOfBooking(ctx, order.bookings[0]!.id)).at(-1)).toMatchObject({
      action: 'hold-abandoned',
      fromStatus: 'LOADING',
      toStatus: 'FAILED',
      actorUserId: null,
    });
  });
});

describe('the batch runner of the jobs', () => {
  it('runs each claimed batch through, reports a failed booking without losing the others, and stops on a short batch', async () => {
    const rows = (ids: string[]) => ids.map((id) => ({ id }) as BookingRow);
    const batches = [rows(['a', 'b']), rows(['c', 'fail']), rows(['d']), rows(['never'])];
    const limits: number[] = [];
    const errors: [string, string][] = [];
    const counted = await runClaimedBatches({
      claim: async (limit) => (limits.push(limit), batches.shift()!),
      run: async (booking) => {
        if (booking.id === 'fail') throw new Error('database went away');
        return booking.id !== 'b';
      },
      counts: (isDone) => isDone,
      batchSize: 2,
      maxBatches: 10,
      job: 'test-job',
      onError: (error, job) => errors.push([(error as Error).message, job]),
    });
    expect(counted).toBe(3);
    expect(errors).toEqual([['database went away', 'test-job']]);
    expect(limits).toEqual([2, 2, 2]);
    expect(batches).toEqual([rows(['never'])]);
  });
});
