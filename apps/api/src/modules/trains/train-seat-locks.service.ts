// POST /api/trains/seat-locks, …/auto and DELETE …/:ticketId: seats the railway locks for 600 s, each recorded as this
// agency's (another agency's answers 404), at most TRAIN_MAX_SEATS_PER_DIRECTION open per user and run.
import {
  TRAIN_MAX_SEATS_PER_DIRECTION,
  type TTrainAutoSeatRequest,
  type TTrainDirection,
  type TTrainSeatLock,
  type TTrainSeatLockRequest,
} from '@portal/contracts';
import { autoSeatGroups } from '@portal/domain';
import { ErrorCode } from '@portal/contracts';
import { notFound } from '../../platform/errors.js';
import { fieldError } from '../../platform/field-error.js';
import type { BookingCaller } from '../bookings/booking-scope.js';
import type { RailwayCallResult, RailwaySeatLockVnd } from '../suppliers/railway/railway-gateway.js';
import { countOpenLocksOfUser, deleteOpenLock, findLockOfAgency, saveLock } from './repository/train-seat-locks.js';
import { railwayAccountOfAgency } from './train-agency.js';
import type { TrainCatalogue } from './train-catalogue.js';
import { callOptionsOf, RAILWAY, type TrainDeps } from './train-deps.js';
import { railwayFailure, railwayValue } from './train-errors.js';
import { carriagesForAuto } from './train-run-carriages.js';

/** At most this many seat groups tried per carriage before the next carriage (each try is a lock per seat). */
const GROUPS_TRIED_PER_CARRIAGE = 3;

const seatLimit = (field: string) =>
  fieldError(field, 'trainSeatLimit', {
    status: 409,
    code: ErrorCode.CONFLICT,
    reason: 'tooManySeats',
    params: { max: TRAIN_MAX_SEATS_PER_DIRECTION },
    details: { reason: 'tooManySeats', max: TRAIN_MAX_SEATS_PER_DIRECTION },
  });

export function lockView(
  answer: RailwaySeatLockVnd,
  facts: { direction: TTrainDirection; carriageName: string },
): TTrainSeatLock {
  const expiresAt = new Date(new Date(answer.lockedAt).getTime() + answer.durationSeconds * 1000);
  return {
    ticketId: answer.ticketId,
    direction: facts.direction,
    runId: answer.runId,
    trainNumber: answer.trainNumber,
    from: answer.from,
    to: answer.to,
    departAt: answer.departAt,
    arriveAt: answer.arriveAt,
    carriageNo: answer.carriageNo,
    carriageName: facts.carriageName,
    seat: { ...answer.seat, isMine: true },
    fare: answer.seat.fare,
    lockedAt: answer.lockedAt,
    durationSeconds: answer.durationSeconds,
    expiresAt: expiresAt.toISOString(),
  };
}

export function createTrainSeatLockService(deps: TrainDeps & { catalogue: TrainCatalogue }) {
  const { db, railway, clock, catalogue } = deps;

  async function carriageNameOf(account: string, answer: RailwaySeatLockVnd): Promise<string> {
    const known = catalogue.carriageName(answer.runId, answer.carriageNo);
    if (known) return known;
    const map = await railway.seatMap(
      RAILWAY,
      { account, runId: answer.runId, carriageNo: answer.carriageNo, from: answer.from, to: answer.to },
      callOptionsOf(deps),
    );
    if (!map.ok) return answer.carriageNo;
    catalogue.rememberCarriage(answer.runId, map.value);
    return map.value.name;
  }

  /** Releases at the railway (its answer does not matter: an unreleased lock ends by itself in 600 s). */
  const releaseAtRailway = (account: string, ticketId: string) =>
    railway.release(RAILWAY, { account, ticketId }, callOptionsOf(deps));

  /** One seat locked at the railway and recorded as the caller's; the railway's failure as it answered. */
  async function lockOne(
    caller: BookingCaller,
    options: { account: string; request: Omit<TTrainSeatLockRequest, 'direction'>; direction: TTrainDirection },
  ): Promise<RailwayCallResult<TTrainSeatLock>> {
    const { account, request, direction } = options;
    const answer = await railway.lock(RAILWAY, { account, ...request }, callOptionsOf(deps));
    if (!answer.ok) return answer;
    const view = lockView(answer.value, { direction, carriageName: await carriageNameOf(account, answer.value) });
    // The railway holds the seat now: if no row of ours records it, it is given back there before answering.
    const saved = await saveLock(db, {
      ticketId: view.ticketId,
      agencyId: caller.agencyId,
      userId: caller.userId,
      system: RAILWAY,
      supplierAccount: account,
      direction,
      runId: view.runId,
      carriageNo: view.carriageNo,
      seatId: view.seat.seatId,
      lock: view as unknown as Record<string, unknown>,
      lockedAt: new Date(view.lockedAt),
      expiresAt: new Date(view.expiresAt),
    }).catch(async (error: unknown) => {
      await releaseAtRailway(account, view.ticketId).catch(() => undefined);
      throw error;
    });
    if (!saved) {
      await releaseAtRailway(account, view.ticketId).catch(() => undefined);
      return { ok: false, kind: 'refused', code: 'SEAT_TAKEN', httpStatus: 409, message: 'seat taken' };
    }
    return { ok: true, value: view };
  }

  async function lock(caller: BookingCaller, request: TTrainSeatLockRequest): Promise<TTrainSeatLock> {
    const account = await railwayAccountOfAgency(db, caller.agencyId);
    const open = { userId: caller.userId, runId: request.runId };
    if ((await countOpenLocksOfUser(db, { ...open, now: clock.now() })) >= TRAIN_MAX_SEATS_PER_DIRECTION)
      throw seatLimit('seatId');
    const { direction, ...seat } = request;
    const view = railwayValue(await lockOne(caller, { account, request: seat, direction }), request.seatId);
    // Two locks racing past the count: the one over the cap gives its seat back.
    if ((await countOpenLocksOfUser(db, { ...open, now: clock.now() })) > TRAIN_MAX_SEATS_PER_DIRECTION) {
      await deleteOpenLock(db, view.ticketId);
      await releaseAtRailway(account, view.ticketId);
      throw seatLimit('seatId');
    }
    return view;
  }

  /** Releases what a failed group took, at the railway and in our rows. */
  async function giveBack(account: string, taken: readonly TTrainSeatLock[]): Promise<void> {
    await Promise.all(
      taken.map(async (view) => {
        await deleteOpenLock(db, view.ticketId);
        await releaseAtRailway(account, view.ticketId);
      }),
    );
  }

  async function auto(caller: BookingCaller, request: TTrainAutoSeatRequest): Promise<{ locks: TTrainSeatLock[] }> {
    const account = await railwayAccountOfAgency(db, caller.agencyId);
    const open = await countOpenLocksOfUser(db, { userId: caller.userId, runId: request.runId, now: clock.now() });
    if (open + request.count > TRAIN_MAX_SEATS_PER_DIRECTION) throw seatLimit('count');
    const journey = { runId: request.runId, from: request.from, to: request.to };
    const carriages = await carriagesForAuto(deps, { account, ...journey, seatType: request.seatType });
    for (const carriage of carriages) {
      const map = railwayValue(
        await railway.seatMap(RAILWAY, { account, ...journey, carriageNo: carriage.carriageNo }, callOptionsOf(deps)),
      );
      const groups = autoSeatGroups(map.seats, request).slice(0, GROUPS_TRIED_PER_CARRIAGE);
      for (const group of groups) {
        const taken: TTrainSeatLock[] = [];
        for (const seatId of group.seatIds) {
          const result = await lockOne(caller, {
            account,
            request: { ...journey, seatId },
            direction: request.direction,
          });
          if (!result.ok) {
            await giveBack(account, taken);
            // No answer at all: stop rather than lock more seats blindly.
            if (result.kind === 'unknown') throw railwayFailure(result);
            taken.length = 0;
            break;
          }
          taken.push(result.value);
        }
        if (taken.length === request.count) return { locks: taken };
      }
    }
    throw fieldError('count', 'trainNotEnoughAdjacent', {
      status: 409,
      code: ErrorCode.CONFLICT,
      reason: 'notEnoughAdjacentSeats',
      params: { count: request.count },
      details: { reason: 'notEnoughAdjacentSeats', count: request.count },
    });
  }

  /** 404 unless the lock is this agency's; 409 once a booking took it (cancel the booking instead). */
  async function release(caller: BookingCaller, ticketId: string): Promise<void> {
    const row = await findLockOfAgency(db, caller.agencyId, ticketId);
    if (!row) throw notFound();
    if (row.bookingId !== null)
      throw fieldError('ticketId', 'trainSeatBooked', { status: 409, code: ErrorCode.CONFLICT, reason: 'booked' });
    await releaseAtRailway(row.supplierAccount, ticketId);
    await deleteOpenLock(db, ticketId);
  }

  return { lock, auto, release };
}

export type TrainSeatLockService = ReturnType<typeof createTrainSeatLockService>;
