// The sale report tests' world: an F1 → F2 → F3 chain making real sales through the API and the simulators (issues of
// one and two passengers, a void, a refund, a paid change, one traveller in three PNRs), a train ticket issued at the
// railway, an eSIM order paid through the ledger; the report's calls; each viewer's ledger entries to compare with.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TBookingDetail, TRefundQuote, TSaleReportResponse } from '@portal/contracts';
import { vietnamToday } from '@portal/domain';
import type { BuiltApp } from '../../src/app.js';
import { createTrainIssueService } from '../../src/modules/trains/tickets/train-issue.service.js';
import { bookingApi, holdBody, orderOf, pricedOneWay } from './bookings.js';
import { holdFor, moneyApi } from './booking-money.js';
import { insertEsimOrder } from './esim-orders-fixture.js';
import { bagOf, quoteAndPay, startPaidSuite, ticketedFor, type PaidCall, type PaidSuite } from './paid-change-suite.js';
import type { SignedIn, TestContext } from './test-context.js';
import { insertHeldTrainBooking } from './train-money.js';
import { startTrainRailway, type TrainRailway } from './train-railway.js';

export type SaleWorld = PaidSuite & {
  rail: TrainRailway;
  today: string;
  /** Bookings by role in the world. */
  issuedTwo: TBookingDetail;
  voided: TBookingDetail;
  refunded: TBookingDetail;
  changed: TBookingDetail;
  f1Own: TBookingDetail;
  /** The traveller booked in three PNRs (airline spelling). */
  frequent: string;
};

/** Three bookings of the F3 for the same traveller, each on another day (the 3+ PNR modes find them). */
async function threePnrsOfOneTraveller(suite: PaidSuite): Promise<string> {
  for (const days of [20, 21, 22]) {
    const { flights, total } = await pricedOneWay(suite.ctx, suite.f3, { system: 'VJ', days });
    const passengers = [{ paxId: 'ADT-1', lastName: 'Phạm', firstName: 'Thường Xuyên' }];
    const held = await bookingApi(suite.ctx).hold(suite.f3, holdBody({ flights, passengers, acceptedTotal: total }));
    expect(held.statusCode, held.body).toBe(201);
    const issued = await moneyApi(suite.ctx).issue(suite.f3, orderOf(held).bookings[0]!.id);
    expect(issued.statusCode, issued.body).toBe(200);
  }
  return 'PHAM THUONG XUYEN';
}

async function issueTrain(suite: PaidSuite, rail: TrainRailway): Promise<void> {
  const held = await rail.holdSeats({ count: 2, days: 10 });
  const chain = {
    f1: suite.f1.agencyId,
    f2: suite.f2.agencyId,
    f3: suite.f3.agencyId,
    agent: suite.f3,
    agentF3UserId: suite.f3.userId,
    baseline: {},
  };
  const booking = await insertHeldTrainBooking(suite.ctx, { chain, held, fees: [30_000, 20_000] });
  const answer = await createTrainIssueService({
    db: suite.ctx.db,
    clock: suite.ctx.clock,
    ledger: (suite.ctx.app as BuiltApp).ledger,
    railway: rail.railway,
    deadlineMs: 2_000,
    chainChangeFees: async ({ chainAgencyIds }) => chainAgencyIds.slice(1).map(() => 0),
  }).issue(
    { userId: suite.f3.userId, agencyId: suite.f3.agencyId, permissions: [] },
    { bookingId: booking.id, idempotencyKey: randomUUID(), acceptedTotal: booking.totalAmount },
  );
  expect(answer.booking.status).toBe('ISSUED');
}

export async function startSaleWorld(): Promise<SaleWorld> {
  const suite = await startPaidSuite();
  const { ctx } = suite;
  const rail = await startTrainRailway(ctx.clock);
  const money = moneyApi(ctx);
  const issuedTwo = await ticketedFor(suite, { adults: 2 });
  const voided = await ticketedFor(suite);
  expect((await money.void(suite.f3, voided.id)).statusCode).toBe(200);
  const refunded = await ticketedFor(suite, { system: 'VN' });
  const quote = (await money.refundQuote(suite.f3, refunded.id)).json<TRefundQuote>();
  expect((await money.refund(suite.f3, refunded.id, quote.quoteId)).statusCode).toBe(200);
  const changed = await ticketedFor(suite);
  const bag = await bagOf(suite, changed);
  const buyBag: PaidCall = {
    bookingId: changed.id,
    action: 'buy-luggage',
    body: {
      expectedVersion: changed.version,
      items: [{ paxId: 'ADT-1', flightKey: changed.routes[0]!.offerId, optionCode: bag.code }],
    },
  };
  await quoteAndPay(ctx, suite.f3, buyBag);
  const ownHeld = await holdFor(ctx, suite.f1, { system: 'VJ' });
  const ownIssued = await money.issue(suite.f1, ownHeld.id);
  expect(ownIssued.statusCode, ownIssued.body).toBe(200);
  const frequent = await threePnrsOfOneTraveller(suite);
  await issueTrain(suite, rail);
  await insertEsimOrder(ctx, { agencyId: suite.f2.agencyId, createdBy: suite.f2.userId, status: 'COMPLETED' });
  return {
    ...suite,
    rail,
    today: vietnamToday(ctx.clock.now()),
    issuedTwo,
    voided,
    refunded,
    changed,
    f1Own: ownIssued.json<TBookingDetail>(),
    frequent,
  };
}

export async function stopSaleWorld(world: Partial<SaleWorld>): Promise<void> {
  await world.ctx?.close();
  await world.suppliers?.close();
  await world.rail?.close();
}

export const reportUrl = (query: Record<string, string | number>) =>
  `/api/reports/sale-report?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

export async function reportOf(ctx: TestContext, who: SignedIn, query: Record<string, string | number>) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: reportUrl({ pageSize: 200, ...query }),
    headers: who.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TSaleReportResponse>();
}

/**
 * The viewer's own ledger figures over the S/V/R transactions of flights, trains and eSIM bought by it or below it in
 * [start, end): Σ its deposit entries, Σ its commission entries, and the transactions, read without the report's code.
 */
export async function ledgerFiguresOf(ctx: TestContext, viewerId: string, day: string) {
  const result = await ctx.db.execute(sql`
    with recursive below (id) as (
      select ${viewerId}::uuid union all select a.id from agencies a join below on a.parent_id = below.id
    )
    select t.id::text as id,
      coalesce(sum(e.amount) filter (where a.kind = 'agency_deposit' and a.agency_id = ${viewerId}::uuid), 0)::text as deposit,
      coalesce(sum(e.amount) filter (where a.kind = 'agency_commission' and a.agency_id = ${viewerId}::uuid), 0)::text as commission
    from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id
    where t.agency_id in (select id from below) and t.type in ('S', 'V', 'R')
      and t.reference_type in ('booking', 'train_booking', 'esim_order', 'esim_top_up')
      and t.created_at >= ${`${day}T00:00:00+07:00`}::timestamptz and t.created_at < ${`${day}T00:00:00+07:00`}::timestamptz + interval '1 day'
    group by t.id`);
  const rows = (result as unknown as { rows: { id: string; deposit: string; commission: string }[] }).rows;
  return new Map(rows.map((row) => [row.id, { deposit: Number(row.deposit), commission: Number(row.commission) }]));
}
