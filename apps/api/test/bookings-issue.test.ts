// Issuing a held PNR from the deposit: the split of the chain posted once with the tickets, the PIN step-up, 20
// concurrent requests giving one ticket set and one debit, refusals that release the money, and the reconciliation of
// issues whose answer never came (also with two API instances reconciling at once).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { tables } from '@portal/db';
import type { TBookingDetail, TStepUpTokenResponse } from '@portal/contracts';
import { TEST_PASSWORD, type SignedIn, type TestContext } from './support/test-context.js';
import { expectApiError } from './support/http.js';
import { INSTANT } from './support/search-stream.js';
import {
  bookingApi,
  bookingJobsOf,
  eventsOfBooking,
  signInAccountOf,
  startBookingApp,
  secondApiInstance,
  type BookingSuppliers,
} from './support/bookings.js';
import {
  addSegmentFee,
  CALM,
  countMoneyCalls,
  expectLedgerInvariants,
  figuresOf,
  holdFor,
  moneyApi,
  reservationsOf,
  topUp,
  transactionsOf,
  vietnamTodayAt,
} from './support/booking-money.js';

const F1_FEE_PER_SEGMENT = 50_000;
const DEPOSIT = 100_000_000;
const LONG_SESSION = { accessTokenTtlSeconds: 3 * 86_400 };

let suppliers: BookingSuppliers;
let calls: Record<string, number>;
let gateway: BookingSuppliers['gateway'];
let ctx: TestContext;
let f1Agent: SignedIn;
let f1Admin: SignedIn;
let f2Admin: SignedIn;
let f2Agent: SignedIn;
let stranger: SignedIn;
let api: ReturnType<typeof bookingApi>;
let money: ReturnType<typeof moneyApi>;
let f1Account: string;

const signInColleague = (of: SignedIn, role: 'admin_f1' | 'agent_f1', permissions?: string[]) =>
  ctx.newSignedInUser({ agencyId: of.agencyId, role, permissions });

beforeAll(async () => {
  ({ suppliers, ctx, api } = await startBookingApp({
    config: LONG_SESSION,
    wrapGateway: (real) => {
      ({ gateway, calls } = countMoneyCalls(real));
      return gateway;
    },
  }));
  ctx.clock.set(vietnamTodayAt(9));
  f1Agent = await ctx.newSignedInUser({ role: 'agent_f1' });
  f1Admin = await signInColleague(f1Agent, 'admin_f1');
  f2Admin = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: f1Agent.agencyId });
  f2Agent = await ctx.newSignedInUser({ role: 'agent_f2', level: 'F2', parentId: f1Agent.agencyId });
  stranger = await ctx.newSignedInUser({ role: 'admin_f1' });
  await addSegmentFee(ctx, f1Agent.agencyId, F1_FEE_PER_SEGMENT);
  for (const agencyId of [f1Agent.agencyId, f2Admin.agencyId, f2Agent.agencyId, stranger.agencyId])
    await topUp(ctx, agencyId, DEPOSIT);
  money = moneyApi(ctx);
  f1Account = await signInAccountOf(ctx, f1Agent.agencyId);
});
afterAll(async () => {
  await ctx.close();
  await suppliers.close();
});
beforeEach(() => suppliers.simulator.setFaults(CALM));
afterEach(async () => expectLedgerInvariants(ctx));

const detailOf = async (who: SignedIn, id: string) => (await api.detail(who, id)).json<TBookingDetail>();
const statusOf = async (id: string) =>
  (await ctx.db.select({ status: tables.bookings.status }).from(tables.bookings).where(eq(tables.bookings.id, id)))[0]!
    .status;
const actionsOf = async (id: string) => (await eventsOfBooking(ctx, id)).map((event) => event.action);

describe('issue', () => {
  it("refuses an issue whose confirmed total differs from the booking's (409 priceChanged), moving nothing", async () => {
    const booking = await holdFor(ctx, f1Agent);
    const before = await figuresOf(ctx, f1Agent.agencyId);
    const refused = await money.issue(f1Agent, booking.id, { acceptedTotal: booking.fareData.totalAmount - 1000 });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ code: number; details: { reason: string } }>()).toMatchObject({
      code: 41,
      details: { reason: 'priceChanged' },
    });
    expect(await transactionsOf(ctx, booking.id)).toEqual([]);
    expect(await figuresOf(ctx, f1Agent.agencyId)).toEqual(before);
    const issued = await money.issue(f1Agent, booking.id, { acceptedTotal: booking.fareData.totalAmount });
    expect(issued.statusCode, issued.body).toBe(200);
  });

  it('tickets a held PNR: EXPORT with the airline prefix, one S transaction, the deposit down by exactly the total', async () => {
    const booking = await holdFor(ctx, f1Agent);
    const before = await figuresOf(ctx, f1Agent.agencyId);
    const response = await money.issue(f1Agent, booking.id);
    expect(response.statusCode, response.body).toBe(200);
    const issued = response.json<TBookingDetail>();
    expect(issued).toMatchObject({
      status: 'EXPORT',
      issuedAt: expect.any(String),
      voidUntil: expect.any(String),
      lastError: null,
      allowedActions: ['void', 'refund'],
    });
    expect(issued.passengers.map((passenger) => passenger.ticketNumber)).toEqual([
      expect.stringMatching(/^738\d{10}$/),
    ]);
    expect(issued.events.map((event) => [event.action, event.fromStatus, event.toStatus])).toEqual([
      ['hold-requested', null, 'LOADING'],
      ['hold', 'LOADING', 'HOLD'],
      ['issue-sent', 'HOLD', 'ISSUING'],
      ['issued', 'ISSUING', 'EXPORT'],
    ]);
    // What each agency of the chain reserved, and the internal keys, never reach the booking's readers.
    expect(JSON.stringify(issued.events)).not.toMatch(/"(reservations|issueKey|idempotencyKey|requestHash)"/);
    expect(await figuresOf(ctx, f1Agent.agencyId)).toMatchObject({
      balance: before.balance - booking.fareData.totalAmount,
      reserved: before.reserved,
    });
    const sales = await transactionsOf(ctx, booking.id);
    expect(sales.map((row) => row.type)).toEqual(['S']);
    expect(
      (await ctx.db.select().from(tables.bookings).where(eq(tables.bookings.id, booking.id)))[0]!.saleTransactionId,
    ).toBe(sales[0]!.id);
    const atSupplier = await suppliers.gateway.retrieve(
      'VN',
      { pnr: booking.pnr!, account: f1Account },
      { deadlineMs: 2000 },
    );
    expect(atSupplier).toMatchObject({
      ok: true,
      value: { status: 'TICKETED', tickets: [{ paxId: 'ADT-1', number: issued.passengers[0]!.ticketNumber }] },
    });
    // Issuing again (another key, a double click later) answers the ticketed booking: nothing reaches the supplier or the ledger.
    const issues = calls.issue;
    const again = await money.issue(f1Agent, booking.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<TBookingDetail>()).toMatchObject({ status: 'EXPORT', passengers: issued.passengers });
    expect(calls.issue).toBe(issues);
    expect(await transactionsOf(ctx, booking.id)).toHaveLength(1);
  });

  it("splits an F2's sale: the F2 pays net + fee, its F1 pays the net and earns the fee", async () => {
    const booking = await holdFor(ctx, f2Admin);
    const { supplierNet, feeTotal, totalAmount } = booking.fareData;
    expect(feeTotal).toBe(F1_FEE_PER_SEGMENT);
    const [f2Before, f1Before] = [await figuresOf(ctx, f2Admin.agencyId), await figuresOf(ctx, f1Agent.agencyId)];
    const response = await money.issue(f2Admin, booking.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(await figuresOf(ctx, f2Admin.agencyId)).toMatchObject({
      balance: f2Before.balance - totalAmount,
      reserved: 0,
    });
    expect(await figuresOf(ctx, f1Agent.agencyId)).toEqual({
      balance: f1Before.balance - supplierNet,
      reserved: 0,
      commission: f1Before.commission + feeTotal,
      funding: f1Before.funding + supplierNet,
    });
    expect((await reservationsOf(ctx, booking.id)).map((row) => [row.agencyId, row.amount, row.status]).sort()).toEqual(
      [
        [f2Admin.agencyId, totalAmount, 'posted'],
        [f1Agent.agencyId, supplierNet, 'posted'],
      ].sort(),
    );
  });

  it('asks for the PIN when it is on (403 code 120), and the retry with the verified token issues', async () => {
    const pinUser = await signInColleague(f1Agent, 'agent_f1');
    const turnedOn = await ctx.app.inject({
      method: 'POST',
      url: '/api/pin-code',
      headers: pinUser.auth,
      payload: { pin: '493817', password: TEST_PASSWORD },
    });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    const booking = await holdFor(ctx, pinUser);
    const before = await figuresOf(ctx, f1Agent.agencyId);
    const key = 'issue-with-pin-1';
    const challenge = expectApiError(await money.issue(pinUser, booking.id, { key }), 403, 120);
    expect(await statusOf(booking.id)).toBe('HOLD');
    expect(await figuresOf(ctx, f1Agent.agencyId)).toEqual(before);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/pin-code/verify',
      headers: pinUser.auth,
      payload: { salt: (challenge.details as { salt: string }).salt, pin: '493817' },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const stepUp = verified.json<TStepUpTokenResponse>().stepUpToken;
    const retried = await money.issue(pinUser, booking.id, { key, stepUp });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<TBookingDetail>().status).toBe('EXPORT');
    // The token was for one request: a new hold needs a new PIN.
    const other = await holdFor(ctx, pinUser);
    expectApiError(await money.issue(pinUser, other.id, { stepUp }), 403, 120);
  });

  it('gives one ticket set and one debit for 20 concurrent requests with different keys', async () => {
    const booking = await holdFor(ctx, f1Agent);
    const before = await figuresOf(ctx, f1Agent.agencyId);
    const issues = calls.issue ?? 0;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        money.issue(f1Agent, booking.id, { key: `burst-${booking.id}-${index}` }),
      ),
    );
    for (const response of responses) expect([200, 202], response.body).toContain(response.statusCode);
    expect(responses.filter((response) => response.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(calls.issue! - issues).toBe(1);
    const after = await detailOf(f1Agent, booking.id);
    expect(after.status).toBe('EXPORT');
    expect(after.passengers[0]!.ticketNumber).toMatch(/^738\d{10}$/);
    expect(await figuresOf(ctx, f1Agent.agencyId)).toMatchObject({
      balance: before.balance - booking.fareData.totalAmount,
      reserved: before.reserved,
    });
    expect((await transactionsOf(ctx, booking.id)).map((row) => row.type)).toEqual(['S']);
    expect((await reservationsOf(ctx, booking.id)).map((row) => row.status)).toEqual(['posted']);
    const actions = await actionsOf(booking.id);
    expect(actions.filter((action) => action === 'issue-sent')).toHaveLength(1);
    expect(actions.filter((action) => action === 'issued')).toHaveLength(1);
  });
});

describe('issue refused', () => {
  it('releases the money and goes back to HOLD when the supplier refuses; a later issue posts once', async () => {
    const booking = await holdFor(ctx, f1Agent);
    const before = await figuresOf(ctx, f1Agent.agencyId);
    // Another office's account: the supplier refuses (OTHER_ACCOUNT), nothing changes on its side.
    await ctx.db
      .update(tables.bookings)
      .set({ supplierAccount: 'SOMEONEELSE' })
      .where(eq(tables.bookings.id, booking.id));
    const refused = expectApiError(await money.issue(f1Agent, booking.id), 409, 41);
    expect(refused.details).toMatchObject({ reason: 'supplierRefused', supplierCode: 'OTHER_ACCOUNT' });
    const held = await detailOf(f1Agent, booking.id);
    expect(held).toMatchObject({
      status: 'HOLD',
      lastError: expect.stringContaining('another account'),
      allowedActions: ['issue', 'cancel'],
    });
    expect(held.events.slice(-2).map((event) => [event.action, event.toStatus])).toEqual([
      ['issue-sent', 'ISSUING'],
      ['issue-failed', 'HOLD'],
    ]);
    expect(await figuresOf(ctx, f1Agent.agencyId)).toEqual(before);
    expect((await reservationsOf(ctx, booking.id)).map((row) => row.status)).toEqual(['released']);
    await expect
      .poll(async () =>
        (
          await ctx.db.select().from(tables.reservationErrors).where(eq(tables.reservationErrors.pnr, booking.pnr!))
        ).map((row) => row.action),
      )
      .toEqual(['issue']);

    await ctx.db.update(tables.bookings).set({ supplierAccount: f1Account }).where(eq(tables.bookings.id, booking.id));
    const issued = await money.issue(f1Agent, booking.id);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(await figuresOf(ctx, f1Agent.agencyId)).toMatchObject({
      balance: before.balance - booking.fareData.totalAmount,
      reserved: before.reserved,
    });
    expect((await reservationsOf(ctx, booking.id)).map((row) => row.status).sort()).toEqual(['posted', 'released']);
    expect((await transactionsOf(ctx, booking.id)).map((row) => row.type)).toEqual(['S']);
  });

  it('releases the money and marks CANCEL when the supplier says the PNR is cancelled', async () => {
    const booking = await holdFor(ctx, f1Agent);
    const before = await figuresOf(ctx, f1Agent.agencyId);
    await suppliers.gateway.cancel('VN', { pnr: booking.pnr!, account: f1Account }, { deadlineMs: 2000 });
    const refused = expectApiError(await money.issue(f1Agent, booking.id), 409, 41);
    expect(refused.details).toMatchObject({ reason: 'supplierRefused', supplierCode: 'PNR_CANCELLED' });
    expect(await detailOf(f1Agent, booking.id)).toMatchObject({
      status: 'CANCEL',
      closedAt: expect.any(String),
      allowedActions: [],
    });
    expect(await figuresOf(ctx, f1Agent.agencyId)).toEqual(before);
  });

  it('refuses with 422 code 60 when the buyer or an agency above cannot pay, and the booking stays HOLD', async () => {
    const poor = await ctx.newSignedInUser({ role: 'agent_f1' });
    const booking = await holdFor(ctx, poor);
    const short = expectApiError(await money.issue(poor, booking.id), 422, 60);
    expect(short.details).toMatchObject({ available: 0, requested: booking.fareData.totalAmount });
    expect(short.message).toMatch(/\d/);
    expect(await statusOf(booking.id)).toBe('HOLD');
    expect(await reservationsOf(ctx, booking.id)).toEqual([]);
    expect(await actionsOf(booking.id)).toEqual(['hold-requested', 'hold']);

    // A rich F2 under an F1 whose own deposit cannot pay the net: the F2 is told it is the agency above.
    const richChild = await ctx.newSignedInUser({ role: 'admin_f2', level: 'F2', parentId: poor.agencyId });
    await topUp(ctx, richChild.agencyId, DEPOSIT);
    const childBooking = await holdFor(ctx, richChild);
    const upstream = expectApiError(await money.issue(richChild, childBooking.id), 422, 60);
    expect(upstream.details).toMatchObject({ payer: 'upstream', level: 'F1' });
    expect(await statusOf(childBooking.id)).toBe('HOLD');
    expect(await figuresOf(ctx, richChild.agencyId)).toMatchObject({ balance: DEPOSIT, reserved: 0 });
  });

  it('refuses a hold past its time limit before reserving anything', async () => {
    suppliers.simulator.setFaults({ VN: { ...INSTANT.VN, holdTimeLimitSeconds: 60 } });
    const booking = await holdFor(ctx, f1Agent);
    ctx.clock.advance(61_000);
    const refused = expectApiError(await money.issue(f1Agent, booking.id), 409, 41);
    expect(refused.details).toMatchObject({ reason: 'timeLimitExpired', timeLimit: booking.timeLimit });
    expect(await reservationsOf(ctx, booking.id)).toEqual([]);
    expect((await detailOf(f1Agent, booking.id)).allowedActions).toEqual(['cancel']);
  });

  it('refuses the wrong state, the wrong permission, a missing key, a reused key and other agencies', async () => {
    const booking = await holdFor(ctx, f1Agent);
    expectApiError(await money.issue(stranger, booking.id), 404, 40);
    const noIssue = await signInColleague(f1Agent, 'agent_f1', ['BOOKING_TICKET']);
    expectApiError(await money.issue(noIssue, booking.id), 403, 30);
    const missingKey = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/issue`,
      headers: f1Agent.auth,
      payload: {},
    });
    expect(expectApiError(missingKey, 400, 1).message).toContain('Idempotency-Key');
    // A sub-agency's booking is read-only from above; an F2 agent without EXPORT_TICKET may not issue its own.
    const childBooking = await holdFor(ctx, f2Agent);
    expectApiError(await money.issue(f1Admin, childBooking.id), 403, 30);
    expectApiError(await money.issue(f2Agent, childBooking.id), 403, 30);
    // One key for two bookings: the second is refused.
    expect((await money.issue(f1Agent, booking.id, { key: `one-key-${booking.id}` })).statusCode).toBe(200);
    const second = await holdFor(ctx, f1Agent);
    expectApiError(await money.issue(f1Agent, second.id, { key: `one-key-${booking.id}` }), 422, 41);
    await api.cancel(f1Agent, second.id);
    expect(expectApiError(await money.issue(f1Agent, second.id), 409, 41).details).toMatchObject({
      reason: 'wrongState',
      status: 'CANCEL',
    });
  });
});

describe('reconciliation', () => {
  it('posts an issue whose answer was lost: ISSUING with the money reserved, then EXPORT with one ticket set and one debit', async () => {
    const booking = await holdFor(ctx, f1Agent);
    const before = await figuresOf(ctx, f1Agent.agencyId);
    suppliers.simulator.setFaults({ VN: { ...INSTANT.VN, issueReplyLostRate: 1 } });
    const pending = await money.issue(f1Agent, booking.id);
    expect(pending.statusCode, pending.body).toBe(202);
    expect(pending.json<TBookingDetail>()).toMatchObject({
      status: 'ISSUING',
      allowedActions: [],
      lastError: expect.stringContaining('did not answer'),
    });
    expect(await figuresOf(ctx, f1Agent.agencyId)).toMatchObject({
      balance: before.balance,
      reserved: before.reserved + booking.fareData.totalAmount,
    });
    suppliers.simulator.setFaults(CALM);
    // A repeat while ISSUING answers 202 and does not issue again.
    const issues = calls.issue;
    expect((await money.issue(f1Agent, booking.id)).statusCode).toBe(202);
    expect(calls.issue).toBe(issues);
    // Within the lease (two supplier deadlines) the job leaves it alone; afterwards it retrieves the PNR and posts.
    expect(await bookingJobsOf(ctx).runOnce()).toMatchObject({ reconciled: 0 });
    ctx.clock.advance(5_000);
    expect(await bookingJobsOf(ctx).runOnce()).toMatchObject({ reconciled: 1 });
    const after = await detailOf(f1Agent, booking.id);
    expect(after).toMatchObject({
      status: 'EXPORT',
      lastError: null,
      passengers: [{ ticketNumber: expect.stringMatching(/^738\d{10}$/) }],
    });
    expect(after.events.at(-1)).toMatchObject({
      action: 'reconciled',
      fromStatus: 'ISSUING',
      toStatus: 'EXPORT',
      actor: null,
    });
    expect(await figuresOf(ctx, f1Agent.agencyId)).toMatchObject({
      balance: before.balance - booking.fareData.totalAmount,
      reserved: before.reserved,
    });
    expect((await transactionsOf(ctx, booking.id)).map((row) => row.type)).toEqual(['S']);
    expect(calls.issue).toBe(issues);
    ctx.clock.advance(5_000);
    expect(await bookingJobsOf(ctx).runOnce()).toMatchObject({ reconciled: 0 });
  });

  it('releases an issue that timed out with nothing issued: back to HOLD, and it can be issued again', async () => {
    const booking = await holdFor(ctx, f1Agent);
    const before = await figuresOf(ctx, f1Agent.agencyId);
    suppliers.simulator.setFaults({ VN: { ...INSTANT.VN, timeoutRate: 1 } });
    expect((await money.issue(f1Agent, booking.id)).statusCode).toBe(202);
    suppliers.simulator.setFaults(CALM);
    ctx.clock.advance(5_000);
    expect(await bookingJobsOf(ctx).runOnce()).toMatchObject({ reconciled: 1 });
    const held = await detailOf(f1Agent, booking.id);
    expect(held).toMatchObject({ status: 'HOLD', allowedActions: ['issue', 'cancel'] });
    expect(held.events.at(-1)).toMatchObject({
      action: 'reconciled',
      fromStatus: 'ISSUING',
      toStatus: 'HOLD',
      actor: null,
    });
    expect(await figuresOf(ctx, f1Agent.agencyId)).toEqual(before);
    const reissued = await money.issue(f1Agent, booking.id);
    expect(reissued.statusCode, reissued.body).toBe(200);
    expect(await figuresOf(ctx, f1Agent.agencyId)).toMatchObject({
      balance: before.balance - booking.fareData.totalAmount,
      reserved: before.reserved,
    });
  });

  it('keeps the money reserved while the supplier stays silent, noting it once', async () => {
    const booking = await holdFor(ctx, f1Agent);
    suppliers.simulator.setFaults({ VN: { ...INSTANT.VN, issueReplyLostRate: 1 } });
    expect((await money.issue(f1Agent, booking.id)).statusCode).toBe(202);
    suppliers.simulator.setFaults({ VN: { ...INSTANT.VN, errorRate: 1 } });
    for (let run = 0; run < 2; run += 1) {
      ctx.clock.advance(5_000);
      expect(await bookingJobsOf(ctx).runOnce()).toMatchObject({ reconciled: 0 });
    }
    expect(await statusOf(booking.id)).toBe('ISSUING');
    expect((await actionsOf(booking.id)).filter((action) => action === 'reconcile-unknown')).toHaveLength(1);
    suppliers.simulator.setFaults(CALM);
    ctx.clock.advance(5_000);
    expect(await bookingJobsOf(ctx).runOnce()).toMatchObject({ reconciled: 1 });
    expect(await statusOf(booking.id)).toBe('EXPORT');
  });

  it('reconciles each booking once when two API instances run the job at the same moment', async () => {
    const bookings = [];
    for (let index = 0; index < 6; index += 1) bookings.push(await holdFor(ctx, f1Agent));
    const ids = bookings.map((booking) => booking.id);
    const before = await figuresOf(ctx, f1Agent.agencyId);
    suppliers.simulator.setFaults({ VN: { ...INSTANT.VN, issueReplyLostRate: 1 } });
    const pending = await Promise.all(ids.map((id) => money.issue(f1Agent, id)));
    expect(pending.map((response) => response.statusCode)).toEqual(ids.map(() => 202));
    suppliers.simulator.setFaults(CALM);
    ctx.clock.advance(5_000);
    const second = await secondApiInstance(ctx, { suppliers: gateway, config: LONG_SESSION });
    const other = second.app;
    try {
      const retrieves = calls.retrieve ?? 0;
      const runs = await Promise.all([bookingJobsOf(ctx).runOnce(), other.bookingJobs.runOnce()]);
      expect(runs.reduce((sum, run) => sum + run.reconciled, 0)).toBe(ids.length);
      for (const id of ids) expect(await statusOf(id)).toBe('EXPORT');
      const events = (
        await ctx.db.select().from(tables.bookingEvents).where(inArray(tables.bookingEvents.bookingId, ids))
      ).filter((event) => event.action === 'reconciled');
      expect(new Set(events.map((event) => event.bookingId)).size).toBe(ids.length);
      expect(events).toHaveLength(ids.length);
      expect(calls.retrieve! - retrieves).toBe(ids.length);
      const sales = (await Promise.all(ids.map((id) => transactionsOf(ctx, id)))).flat();
      expect(sales.map((row) => row.type)).toEqual(ids.map(() => 'S'));
      const total = bookings.reduce((sum, booking) => sum + booking.fareData.totalAmount, 0);
      expect(await figuresOf(ctx, f1Agent.agencyId)).toMatchObject({
        balance: before.balance - total,
        reserved: before.reserved,
      });
    } finally {
      await second.close();
    }
  });
});
