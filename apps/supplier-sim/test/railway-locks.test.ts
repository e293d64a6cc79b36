// Seat locks and seat statuses over real HTTP: 600 s exactly, 50 racing agents, one seat never sold twice (locks,
// bookings, overlapping stretches of km), not for sale, only for a longer journey, and occupancy growing with the clock.
import { ZRailwaySeatLock, type TRailwaySeat } from '@portal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TRunningSimulator } from '../src/index.js';
import {
  ACCOUNT,
  adult,
  bookingAction,
  call,
  freeSeats,
  hold,
  lock,
  railClock,
  searchRail,
  seatMap,
  startRailSimulator,
  type TRailClock,
} from './railway-support.js';

let simulator: TRunningSimulator;
let clock: TRailClock;
beforeEach(async () => {
  clock = railClock();
  simulator = await startRailSimulator(clock);
});
afterEach(async () => simulator.close());

const FULL = { runId: 'SE1-2026-12-01', from: 'HNO', to: 'SGO' };
const statusOf = async (journey: typeof FULL & { carriageNo: string }, seatId: string) =>
  (await seatMap(simulator, journey)).seats.find((seat) => seat.seatId === seatId)?.status;

/** A berth free for the whole Hà Nội–Sài Gòn run, so free for every stretch of it. */
async function wholeRunFreeBerth(): Promise<TRailwaySeat> {
  const [seat] = await freeSeats(simulator, { ...FULL, carriageNo: '9' });
  if (!seat) throw new Error('no free berth');
  return seat;
}

describe('seat locks', () => {
  it('locks a free seat for 600 s from its lock time: still taken at 599 s, free at 600 s', async () => {
    const seat = await wholeRunFreeBerth();
    const locked = await lock(simulator, { ...FULL, seatId: seat.seatId });
    expect(locked.status).toBe(201);
    const view = ZRailwaySeatLock.parse(locked.json);
    expect(view).toMatchObject({ durationSeconds: 600, lockedAt: '2026-11-21T10:00:00+07:00', carriageNo: '9' });
    expect(view.seat).toMatchObject({ seatId: seat.seatId, fare: seat.fare, status: 3 });
    expect(view.ticketId).toMatch(/^VT\d{9}$/);
    clock.advance(599_000);
    expect(await statusOf({ ...FULL, carriageNo: '9' }, seat.seatId)).toBe(2);
    const again = await lock(simulator, { ...FULL, seatId: seat.seatId, account: 'other-agency' });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe('SEAT_TAKEN');
    clock.advance(1_000);
    expect(await statusOf({ ...FULL, carriageNo: '9' }, seat.seatId)).toBe(3);
    expect((await lock(simulator, { ...FULL, seatId: seat.seatId, account: 'other-agency' })).status).toBe(201);
    const late = await hold(simulator, { clientRef: 'late', tickets: [adult(view.ticketId)] });
    expect(late.json.error).toBe('LOCK_NOT_FOUND');
  });

  it('50 agents racing for one seat: exactly one gets a ticket id, 49 are told SEAT_TAKEN', async () => {
    const seat = await wholeRunFreeBerth();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        lock(simulator, { ...FULL, seatId: seat.seatId, account: `agent-${index}` }),
      ),
    );
    const winners = answers.filter((answer) => answer.status === 201);
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409 && answer.json.error === 'SEAT_TAKEN')).toHaveLength(49);
  });

  it('DELETE lets the seat go at once (204), also for an unknown lock; another account cannot release it', async () => {
    const seat = await wholeRunFreeBerth();
    const { json } = await lock(simulator, { ...FULL, seatId: seat.seatId });
    const stranger = await call(simulator, 'DELETE', { path: `/railway/seat-locks/${json.ticketId}?account=someone` });
    expect(stranger.status).toBe(204);
    expect(await statusOf({ ...FULL, carriageNo: '9' }, seat.seatId)).toBe(2);
    const own = await call(simulator, 'DELETE', { path: `/railway/seat-locks/${json.ticketId}?account=${ACCOUNT}` });
    expect(own.status).toBe(204);
    expect(await statusOf({ ...FULL, carriageNo: '9' }, seat.seatId)).toBe(3);
    const unknown = await call(simulator, 'DELETE', { path: `/railway/seat-locks/VT999999999?account=${ACCOUNT}` });
    expect(unknown.status).toBe(204);
  });

  it('refuses an unknown run (404), a stretch the train does not serve (404) and an unknown seat (400)', async () => {
    expect((await lock(simulator, { ...FULL, runId: 'SE1-2030-01-01', seatId: '9-1' })).status).toBe(404);
    expect((await lock(simulator, { ...FULL, from: 'SGO', to: 'HNO', seatId: '9-1' })).json.error).toBe(
      'RUN_NOT_FOUND',
    );
    expect((await lock(simulator, { ...FULL, seatId: '99-1' })).status).toBe(400);
  });
});

describe('one seat is never sold twice', () => {
  it('a lock makes one booking: a second booking naming it is refused LOCK_NOT_FOUND, and DELETE no longer frees it', async () => {
    const seat = await wholeRunFreeBerth();
    const { json } = await lock(simulator, { ...FULL, seatId: seat.seatId });
    expect((await hold(simulator, { clientRef: 'first', tickets: [adult(json.ticketId)] })).status).toBe(201);
    const second = await hold(simulator, { clientRef: 'second', tickets: [adult(json.ticketId)] });
    expect(second.status).toBe(409);
    expect(second.json.error).toBe('LOCK_NOT_FOUND');
    const release = await call(simulator, 'DELETE', {
      path: `/railway/seat-locks/${json.ticketId}?account=${ACCOUNT}`,
    });
    expect(release.status).toBe(204);
    expect(await statusOf({ ...FULL, carriageNo: '9' }, seat.seatId)).toBe(2);
  });

  it('a held seat shows 2 to others, a paid one 1, and neither can be locked', async () => {
    const seat = await wholeRunFreeBerth();
    const { json } = await lock(simulator, { ...FULL, seatId: seat.seatId });
    const held = await hold(simulator, { clientRef: 'held', tickets: [adult(json.ticketId)] });
    clock.advance(700_000);
    expect(await statusOf({ ...FULL, carriageNo: '9' }, seat.seatId)).toBe(2);
    expect((await lock(simulator, { ...FULL, seatId: seat.seatId, account: 'b2' })).json.error).toBe('SEAT_TAKEN');
    const paid = await bookingAction(simulator, held.json.bookingCode, {
      action: 'pay',
      body: { expectedTotal: held.json.total },
    });
    expect(paid.status).toBe(200);
    expect(await statusOf({ ...FULL, carriageNo: '9' }, seat.seatId)).toBe(1);
    expect((await lock(simulator, { ...FULL, seatId: seat.seatId, account: 'b2' })).json.error).toBe('SEAT_TAKEN');
  });

  it('a seat sold Hà Nội–Đà Nẵng is taken for Huế–Nha Trang (overlap) but free from Đà Nẵng on', async () => {
    const seat = await wholeRunFreeBerth();
    expect((await lock(simulator, { ...FULL, to: 'DNA', seatId: seat.seatId })).status).toBe(201);
    const overlapping = await lock(simulator, { ...FULL, from: 'HUE', to: 'NTR', seatId: seat.seatId });
    expect(overlapping.json.error).toBe('SEAT_TAKEN');
    expect((await lock(simulator, { ...FULL, from: 'DNA', to: 'NTR', seatId: seat.seatId })).status).toBe(201);
    expect(await statusOf({ ...FULL, carriageNo: '9' }, seat.seatId)).toBe(2);
  });

  it('the admin sale takes seats for a stretch: sold on it, free elsewhere, all or nothing', async () => {
    const seat = await wholeRunFreeBerth();
    const sold = await call(simulator, 'POST', {
      path: '/admin/railway/sell',
      body: { ...FULL, to: 'VIN', seatIds: [seat.seatId] },
    });
    expect(sold.status).toBe(200);
    expect(await statusOf({ ...FULL, carriageNo: '9' }, seat.seatId)).toBe(1);
    expect(await statusOf({ ...FULL, from: 'VIN', carriageNo: '9' }, seat.seatId)).toBe(3);
    expect((await lock(simulator, { ...FULL, seatId: seat.seatId })).json.error).toBe('SEAT_TAKEN');
    const again = await call(simulator, 'POST', {
      path: '/admin/railway/sell',
      body: { ...FULL, seatIds: [seat.seatId] },
    });
    expect(again.status).toBe(409);
  });
});

describe('statuses 4 and 5, and other travellers', () => {
  it('refuses a seat not for sale (4) with SEAT_NOT_FOR_SALE', async () => {
    let found: { carriageNo: string; seatId: string } | undefined;
    for (const carriageNo of ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']) {
      const seat = (await seatMap(simulator, { ...FULL, carriageNo })).seats.find((item) => item.status === 4);
      if (seat) found = { carriageNo, seatId: seat.seatId };
      if (found) break;
    }
    if (!found) throw new Error('no seat status 4 on SE1');
    const refused = await lock(simulator, { ...FULL, seatId: found.seatId });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe('SEAT_NOT_FOR_SALE');
  });

  it('keeps some seats for journeys of 30 % of the train or more (5), released 24 h before departure', async () => {
    const short = { ...FULL, from: 'HUE', to: 'DNA', carriageNo: '2' };
    const map = await seatMap(simulator, short);
    const kept = map.seats.filter((seat) => seat.status === 5);
    expect(kept.length).toBeGreaterThan(3);
    const [first] = kept;
    if (!first) throw new Error('no status 5');
    const refused = await lock(simulator, { ...short, seatId: first.seatId });
    expect(refused.json.error).toBe('LONGER_JOURNEY_ONLY');
    expect(await statusOf({ ...FULL, carriageNo: '2' }, first.seatId)).not.toBe(5);
    expect((await lock(simulator, { ...FULL, seatId: first.seatId })).status).toBe(201);
    const [run] = (await searchRail(simulator, { from: 'HUE', to: 'DNA', date: '2026-12-02' })).filter(
      (candidate) => candidate.runId === FULL.runId,
    );
    clock.set(new Date(Date.parse(run?.departAt ?? '') - 24 * 3_600_000));
    const later = await seatMap(simulator, short);
    expect(later.seats.some((seat) => seat.status === 5)).toBe(false);
    expect(kept.some((seat) => later.seats.find((item) => item.seatId === seat.seatId)?.status === 3)).toBe(true);
  });

  it('other travellers buy more seats as departure nears: fewer left 10 days before than 60 days before', async () => {
    const query = { from: 'HNO', to: 'SGO', date: '2027-01-20' };
    const early = (await searchRail(simulator, query)).find((run) => run.trainNumber === 'SE3');
    clock.set(new Date('2027-01-10T03:00:00Z'));
    const late = (await searchRail(simulator, query)).find((run) => run.trainNumber === 'SE3');
    expect(early?.seatsLeft).toBeGreaterThan((late?.seatsLeft ?? Infinity) + 100);
  });
});
