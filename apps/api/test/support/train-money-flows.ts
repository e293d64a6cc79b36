// Steps the train refund and change tests share: a booking of the chain's F3 issued from the deposit at the railway (the
// simulator), a seat of the same journey locked for the agency and written as its portal lock row, the caller and the
// acceptance of a quote, and the railway's refund fee table in VND.
import { randomUUID } from 'node:crypto';
import { tables } from '@portal/db';
import { createTrainIssueService } from '../../src/modules/trains/tickets/train-issue.service.js';
import type { TrainMoneyDeps } from '../../src/modules/trains/tickets/train-ledger.js';
import type { TestContext } from './test-context.js';
import { RAIL_ACCOUNT, type TrainRailway } from './train-railway.js';
import { insertHeldTrainBooking, trainBookingRow, trainTicketRows, type TrainChain } from './train-money.js';

export type TrainFlow = { ctx: TestContext; rail: TrainRailway; deps: TrainMoneyDeps; fees: number[] };

export const trainCallerOf = (chain: TrainChain) => ({
  userId: chain.agent.userId,
  agencyId: chain.f3,
  permissions: [],
});

export const acceptQuote = (bookingId: string, quoteId: string, idempotencyKey: string = randomUUID()) => ({
  bookingId,
  quoteId,
  idempotencyKey,
  language: 'vi' as const,
});

/** The railway's fee table in VND (it counts in thousands, rounds half up, at least 10,000, at most the amount). */
export const railwayFee = (amount: number, percent: number) =>
  1_000 * Math.min(amount / 1_000, Math.max(10, Math.floor(((amount / 1_000) * percent + 50) / 100)));

/** A booking of the chain's F3 held at the railway for `count` adults `days` ahead, issued from the deposit. */
export async function issueTrainBooking(flow: TrainFlow, options: { chain: TrainChain; count: number; days?: number }) {
  const { ctx, rail, deps, fees } = flow;
  const held = await rail.holdSeats({ count: options.count, days: options.days ?? 10 });
  const booking = await insertHeldTrainBooking(ctx, { chain: options.chain, held, fees });
  await createTrainIssueService(deps).issue(trainCallerOf(options.chain), {
    bookingId: booking.id,
    idempotencyKey: randomUUID(),
    acceptedTotal: booking.totalAmount,
  });
  return { booking: await trainBookingRow(ctx, booking.id), tickets: await trainTicketRows(ctx, booking.id) };
}

/** The dearest free regular seat of the first run HNO → DNA `days` ahead, locked at the railway. */
async function lockDearestSeat(rail: TrainRailway, options: { now: Date; days: number }) {
  const target = { account: RAIL_ACCOUNT, from: 'HNO', to: 'DNA' };
  const day = new Date(options.now.getTime() + options.days * 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 10);
  const search = await rail.gateway.search('VNR', { ...target, departDate: day }, { deadlineMs: 5_000 });
  if (!search.ok) throw new Error(`railway search: ${search.message}`);
  const run = search.value[0]!;
  let dearest: { seatId: string; fare: number } | undefined;
  for (const carriage of run.carriages) {
    const map = await rail.gateway.seatMap(
      'VNR',
      { ...target, runId: run.runId, carriageNo: carriage.carriageNo },
      { deadlineMs: 5_000 },
    );
    if (!map.ok) continue;
    for (const seat of map.value.seats)
      if (seat.status === 3 && !seat.isExtra && seat.fare > (dearest?.fare ?? -1)) dearest = seat;
  }
  if (!dearest) throw new Error(`no free seat on ${run.runId}`);
  const locked = await rail.gateway.lock(
    'VNR',
    { ...target, runId: run.runId, seatId: dearest.seatId },
    { deadlineMs: 5_000 },
  );
  if (!locked.ok) throw new Error(`railway lock: ${locked.message}`);
  return locked.value;
}

/**
 * A seat locked at the railway for this agency, on the same journey `days` ahead (the dearest one when asked), written
 * as its portal lock row.
 */
export async function lockTrainSeatFor(
  flow: TrainFlow,
  options: { chain: TrainChain; days?: number; dearest?: boolean },
) {
  const days = options.days ?? 10;
  const [lock] = options.dearest
    ? [await lockDearestSeat(flow.rail, { now: flow.ctx.clock.now(), days })]
    : await flow.rail.lockSeats({ count: 1, days });
  await flow.ctx.db.insert(tables.trainSeatLocks).values({
    ticketId: lock!.ticketId,
    agencyId: options.chain.f3,
    userId: options.chain.agentF3UserId,
    system: 'VNR',
    supplierAccount: RAIL_ACCOUNT,
    direction: 'departure',
    runId: lock!.runId,
    carriageNo: lock!.carriageNo,
    seatId: lock!.seat.seatId,
    lock: { carriageName: 'Toa đổi', from: lock!.from, to: lock!.to },
    lockedAt: new Date(lock!.lockedAt),
    expiresAt: new Date(new Date(lock!.lockedAt).getTime() + lock!.durationSeconds * 1_000),
  });
  return lock!;
}
