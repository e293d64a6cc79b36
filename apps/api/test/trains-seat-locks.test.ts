// Seat locks through the API against a real simulator: a lock is this agency's (isMine on the map, 404 for another
// agency), released on delete, capped per user and run, and the auto choice locks seats side by side.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ErrorCode,
  TRAIN_MAX_SEATS_PER_DIRECTION,
  ZTrainAutoSeatResponse,
  ZTrainSeatLock,
  type TTrainSeatMap,
} from '@portal/contracts';
import { tables } from '@portal/db';
import type { SignedIn } from './support/test-context.js';
import { errorFieldsOf, expectApiError } from './support/http.js';
import {
  closeTrainApp,
  findRun,
  freeSeats,
  jsonOf,
  lockSeats,
  startTrainApp,
  type TrainApp,
} from './support/trains.js';

let app: TrainApp;
let agent: SignedIn;
let otherAgency: SignedIn;

/** Runs before each seat lock the API sends to the railway (a test steps in between). */
let beforeLock: ((seatId: string) => Promise<void>) | undefined;
/** Runs after the railway answered a lock, before the API records it. */
let afterLock: ((ticketId: string) => Promise<void>) | undefined;

beforeAll(async () => {
  app = await startTrainApp({
    wrapRailway: (railway) => ({
      ...railway,
      async lock(system, request, options) {
        await beforeLock?.(request.seatId);
        const answer = await railway.lock(system, request, options);
        if (answer.ok) await afterLock?.(answer.value.ticketId);
        return answer;
      },
    }),
  });
  agent = await app.ctx.newSignedInUser({ role: 'agent_f1' });
  otherAgency = await app.ctx.newSignedInUser({ role: 'agent_f1' });
});
afterAll(() => closeTrainApp(app));

const mapOf = async (who: SignedIn, journey: Awaited<ReturnType<typeof findRun>>) =>
  jsonOf<TTrainSeatMap>(
    await app.api.seatMap(who, {
      runId: journey.run.runId,
      carriageNo: journey.carriageNo,
      from: journey.from,
      to: journey.to,
    }),
  );

describe('locking one seat', () => {
  it('locks a seat for 600 s, shows it as mine to my agency only, and releases it', async () => {
    const journey = await findRun(app, agent, { nth: 0 });
    const [seat] = await freeSeats(app, agent, journey);
    const response = await app.api.lock(agent, {
      runId: journey.run.runId,
      from: journey.from,
      to: journey.to,
      seatId: seat!.seatId,
      direction: 'departure',
    });
    const lock = ZTrainSeatLock.parse(jsonOf(response, 201));
    expect(lock).toMatchObject({
      runId: journey.run.runId,
      direction: 'departure',
      durationSeconds: 600,
      fare: seat!.fare,
      seat: { seatId: seat!.seatId, isMine: true },
    });
    expect(lock.carriageName.length).toBeGreaterThan(0);
    expect(new Date(lock.expiresAt).getTime() - new Date(lock.lockedAt).getTime()).toBe(600_000);
    const [row] = await app.ctx.db
      .select()
      .from(tables.trainSeatLocks)
      .where(eq(tables.trainSeatLocks.ticketId, lock.ticketId));
    expect(row).toMatchObject({ agencyId: agent.agencyId, userId: agent.userId, bookingId: null });

    const mine = (await mapOf(agent, journey)).seats.find((candidate) => candidate.seatId === seat!.seatId);
    expect(mine).toMatchObject({ isMine: true });
    const theirs = (await mapOf(otherAgency, journey)).seats.find((candidate) => candidate.seatId === seat!.seatId);
    expect(theirs).toMatchObject({ isMine: false });
    expect(theirs!.status).not.toBe(3);

    // Another agency's lock looks like no lock at all.
    expect((await app.api.release(otherAgency, lock.ticketId)).statusCode).toBe(404);
    expect((await app.api.release(agent, lock.ticketId)).statusCode).toBe(204);
    expect((await app.api.release(agent, lock.ticketId)).statusCode).toBe(404);
    const after = (await mapOf(otherAgency, journey)).seats.find((candidate) => candidate.seatId === seat!.seatId);
    expect(after!.status).toBe(3);
  });

  it('answers 409 when the seat is taken by someone else', async () => {
    const journey = await findRun(app, agent, { nth: 0 });
    const [lock] = await lockSeats(app, otherAgency, { journey, count: 1, skip: 5 });
    const response = await app.api.lock(agent, {
      runId: journey.run.runId,
      from: journey.from,
      to: journey.to,
      seatId: lock!.seat.seatId,
      direction: 'departure',
    });
    const body = expectApiError(response, 409, ErrorCode.CONFLICT);
    expect(body.details).toMatchObject({ railwayCode: 'SEAT_TAKEN', seatId: lock!.seat.seatId });
  });

  it('gives the seat back at the railway when the lock cannot be recorded as ours', async () => {
    const journey = await findRun(app, agent, { nth: 0 });
    const [seat] = await freeSeats(app, agent, journey);
    // Another agency's row already claims the railway's ticket id: ours cannot be saved.
    afterLock = async (ticketId) => {
      const now = new Date();
      await app.ctx.db.insert(tables.trainSeatLocks).values({
        ticketId,
        agencyId: otherAgency.agencyId,
        userId: otherAgency.userId,
        system: 'VNR',
        supplierAccount: 'other',
        direction: 'departure',
        runId: journey.run.runId,
        carriageNo: journey.carriageNo,
        seatId: seat!.seatId,
        lock: {},
        lockedAt: now,
        expiresAt: new Date(now.getTime() + 600_000),
      });
    };
    try {
      const response = await app.api.lock(agent, {
        runId: journey.run.runId,
        from: journey.from,
        to: journey.to,
        seatId: seat!.seatId,
        direction: 'departure',
      });
      expectApiError(response, 409, ErrorCode.CONFLICT);
    } finally {
      afterLock = undefined;
    }
    const after = (await mapOf(otherAgency, journey)).seats.find((candidate) => candidate.seatId === seat!.seatId);
    expect(after!.status).toBe(3);
  });

  it('holds at most TRAIN_MAX_SEATS_PER_DIRECTION open seats per user and run', async () => {
    const journey = await findRun(app, agent, { nth: 1 });
    const locker = await app.ctx.newSignedInUser({ role: 'agent_f1' });
    const seats = await freeSeats(app, locker, journey);
    await lockSeats(app, locker, { journey, count: TRAIN_MAX_SEATS_PER_DIRECTION });
    const over = await app.api.lock(locker, {
      runId: journey.run.runId,
      from: journey.from,
      to: journey.to,
      seatId: seats[TRAIN_MAX_SEATS_PER_DIRECTION]!.seatId,
      direction: 'departure',
    });
    expectApiError(over, 409, ErrorCode.CONFLICT);
    expect(errorFieldsOf(over)).toEqual(['seatId']);
    const open = await app.ctx.db
      .select()
      .from(tables.trainSeatLocks)
      .where(and(eq(tables.trainSeatLocks.userId, locker.userId), eq(tables.trainSeatLocks.runId, journey.run.runId)));
    expect(open).toHaveLength(TRAIN_MAX_SEATS_PER_DIRECTION);
    const autoOver = await app.api.auto(locker, {
      runId: journey.run.runId,
      from: journey.from,
      to: journey.to,
      seatType: 'NGM',
      count: 1,
      direction: 'departure',
    });
    expect(expectApiError(autoOver, 409, ErrorCode.CONFLICT).details).toMatchObject({ reason: 'tooManySeats' });
    expect(errorFieldsOf(autoOver)).toEqual(['count']);
  });

  it('refuses a malformed lock naming the field', async () => {
    const response = await app.api.lock(agent, {
      runId: 'SE1-2026-12-15',
      from: 'HNO',
      to: 'DNA',
      seatId: 'not a seat',
      direction: 'departure',
    });
    expectApiError(response, 400, ErrorCode.VALIDATION);
    expect(errorFieldsOf(response)).toContain('seatId');
  });
});

describe('auto seat choice', () => {
  it('locks N seats of the type side by side (one compartment) and marks them mine', async () => {
    const journey = await findRun(app, agent, { seatType: 'NAM', nth: 0 });
    const response = await app.api.auto(agent, {
      runId: journey.run.runId,
      from: journey.from,
      to: journey.to,
      seatType: 'NAM',
      count: 3,
      direction: 'departure',
    });
    const { locks } = ZTrainAutoSeatResponse.parse(jsonOf(response, 201));
    expect(locks).toHaveLength(3);
    expect(new Set(locks.map((lock) => lock.carriageNo)).size).toBe(1);
    expect(new Set(locks.map((lock) => lock.seat.compartment)).size).toBe(1);
    expect(locks.every((lock) => lock.seat.seatType === 'NAM')).toBe(true);
    const carriageNo = locks[0]!.carriageNo;
    const map = await mapOf(agent, { ...journey, carriageNo });
    const mine = map.seats.filter((seat) => seat.isMine).map((seat) => seat.seatId);
    expect(mine.sort()).toEqual(locks.map((lock) => lock.seat.seatId).sort());
  });

  it('answers 409 naming count when no such group of seats is free', async () => {
    const journey = await findRun(app, agent, { seatType: 'NAM', nth: 0 });
    // Extra seats are never chosen automatically, and no carriage is all extra seats.
    const fresh = await app.ctx.newSignedInUser({ role: 'agent_f1' });
    const response = await app.api.auto(fresh, {
      runId: journey.run.runId,
      from: journey.from,
      to: journey.to,
      seatType: 'GP',
      count: 10,
      direction: 'departure',
    });
    const body = expectApiError(response, 409, ErrorCode.CONFLICT);
    expect(errorFieldsOf(response)).toEqual(['count']);
    expect(body.details).toMatchObject({ reason: 'notEnoughAdjacentSeats', count: 10 });
  });
});

describe('auto seat choice losing a race', () => {
  it('gives back what a group took when one of its seats is sold meanwhile, and takes the next group', async () => {
    const journey = await findRun(app, agent, { seatType: 'NAM', nth: 1 });
    const buyer = await app.ctx.newSignedInUser({ role: 'agent_f1' });
    let sold: string | undefined;
    let calls = 0;
    beforeLock = async (seatId) => {
      calls += 1;
      if (calls !== 2) return;
      // Someone else buys the group's second seat just before the API locks it.
      sold = seatId;
      const response = await fetch(`${app.simulator.url}/admin/railway/sell`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ runId: journey.run.runId, from: journey.from, to: journey.to, seatIds: [seatId] }),
      });
      expect(response.status, await response.text()).toBeLessThan(300);
    };
    try {
      const response = await app.api.auto(buyer, {
        runId: journey.run.runId,
        from: journey.from,
        to: journey.to,
        seatType: 'NAM',
        count: 3,
        direction: 'departure',
      });
      const { locks } = ZTrainAutoSeatResponse.parse(jsonOf(response, 201));
      expect(sold).toBeDefined();
      expect(locks).toHaveLength(3);
      expect(locks.map((lock) => lock.seat.seatId)).not.toContain(sold);
      expect(new Set(locks.map((lock) => lock.seat.compartment)).size).toBe(1);
      // Only the seats answered are held: the failed group's first seat was given back.
      const rows = await app.ctx.db
        .select()
        .from(tables.trainSeatLocks)
        .where(eq(tables.trainSeatLocks.userId, buyer.userId));
      expect(rows.map((row) => row.ticketId).sort()).toEqual(locks.map((lock) => lock.ticketId).sort());
      expect(calls).toBe(5);
    } finally {
      beforeLock = undefined;
    }
  });
});
