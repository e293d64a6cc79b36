// The events wired to notifications (issue 19, decision 112): a decided top-up tells its requester; a booking's steps
// (issued, voided, a reconciliation needing a check — once) tell its maker, the check also the agency's administrators.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TListNotificationsResponse } from '@portal/contracts';
import { changeInPlace, transitionBooking } from '../src/modules/bookings/repository/booking-transitions.js';
import { insertBookingWithPnr } from './support/statement-bookings.js';
import { createTestContext, signInAs, type TestContext } from './support/test-context.js';
import { agencyTree, createTopUp, decide, type AgencyTree } from './support/top-ups.js';

let ctx: TestContext;
let tree: AgencyTree;
beforeAll(async () => {
  ctx = await createTestContext();
  tree = await agencyTree(ctx);
});
afterAll(() => ctx.close());

const noticesOf = async (auth: { authorization: string }) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: auth })).json<TListNotificationsResponse>()
    .items;

describe('notifications of other modules’ writes', () => {
  it('a confirmed and a rejected top-up tell the requester, with the amount and the reason', async () => {
    const confirmed = await createTopUp(ctx, tree.f2Admin, { amount: '7500000' });
    expect((await decide(ctx, tree.f1Admin, confirmed.id, { decision: 'confirm' })).statusCode).toBe(200);
    const rejected = await createTopUp(ctx, tree.f2Admin, { amount: '1200000' });
    const refusal = await decide(ctx, tree.f1Admin, rejected.id, { decision: 'reject', reason: 'Sai nội dung' });
    expect(refusal.statusCode, refusal.body).toBe(200);
    const notices = await noticesOf(tree.f2Admin.auth);
    expect(notices.map((notice) => [notice.type, notice.params])).toEqual([
      ['topup.rejected', { amount: 1_200_000, reason: 'Sai nội dung' }],
      ['topup.confirmed', { amount: 7_500_000 }],
    ]);
    expect(await noticesOf(tree.f1Admin.auth)).toEqual([]);
  });

  it("a booking's failed issue, a check the reconciliation asks for (once) and its expiry tell its maker", async () => {
    const booking = await insertBookingWithPnr(ctx, { agencyId: tree.f2Id, pnr: 'EVT001' });
    const maker = await ctx.db.query.users.findFirst({ where: (users, { eq }) => eq(users.id, booking.createdBy) });
    const makerSession = await signInAs(ctx, maker!.username, 'Test@2026');
    type Status = 'HOLD' | 'ISSUING' | 'CANCEL';
    const step = (from: Status, to: Status, action: 'issue-sent' | 'issue-failed' | 'expire') =>
      ctx.db.transaction((tx) =>
        transitionBooking(tx, {
          bookingId: booking.id,
          from: [from],
          to,
          actorUserId: null,
          action,
          at: ctx.clock.now(),
        }),
      );
    const unknown = () =>
      ctx.db.transaction((tx) =>
        changeInPlace(tx, {
          bookingId: booking.id,
          status: 'HOLD',
          actorUserId: null,
          action: 'reconcile-unknown',
          at: ctx.clock.now(),
        }),
      );
    await step('HOLD', 'ISSUING', 'issue-sent');
    await step('ISSUING', 'HOLD', 'issue-failed');
    await unknown();
    await unknown();
    await step('HOLD', 'CANCEL', 'expire');
    const notices = await noticesOf(makerSession.auth);
    expect(notices.map((notice) => notice.type)).toEqual(['hold.expired', 'reconcile.check', 'ticket.failed']);
    expect(notices[0]).toMatchObject({ params: { pnr: 'EVT001' }, link: `/booking/booking-detail/${booking.id}` });
    // The F2's administrator hears of the check only.
    const admins = (await noticesOf(tree.f2Admin.auth)).filter((notice) => notice.params.pnr === 'EVT001');
    expect(admins.map((notice) => notice.type)).toEqual(['reconcile.check']);
  });
});
