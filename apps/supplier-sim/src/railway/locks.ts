// Seat locks: a free seat of a journey is the account's for 600 s from its lock time, then free again by itself (read
// time, no timer); the same seat asked again meanwhile is SEAT_TAKEN. A booking or a change uses the lock once.
import { RAILWAY_SEAT_LOCK_SECONDS, type TRailwaySeatLock, type TRailwaySeatLockRequest } from '@portal/contracts';
import { vietnamIso } from '../booking-policy.js';
import { findSeat } from './carriages.js';
import { fail, ok, type TLockRecord, type TRailResult, type TRailwayDeps } from './railway-state.js';
import { seatView } from './railway-search.js';
import { findRun, isOnSale, journeyOf, type TJourney } from './timetable.js';

const LOCK_MS = RAILWAY_SEAT_LOCK_SECONDS * 1000;

/** The journey of a run asked for, or why not: RUN_NOT_FOUND for an unknown run, a stretch it does not serve, or a closed sale. */
export function journeyFor(
  deps: TRailwayDeps,
  request: { runId: string; from: string; to: string },
): TRailResult<TJourney> {
  const now = deps.now();
  const run = findRun(request.runId, now);
  const journey = run && journeyOf(run, request.from, request.to);
  if (!journey) return fail('RUN_NOT_FOUND', `No run ${request.runId} from ${request.from} to ${request.to}`);
  if (!isOnSale(journey, now))
    return fail('RUN_NOT_FOUND', `Sales of ${request.runId} from ${request.from} are closed`);
  return ok(journey);
}

export function lockView(lock: TLockRecord): TRailwaySeatLock {
  const { ticketId, runId, trainNumber, from, to, departAt, arriveAt, carriageNo, seat, lockedAt } = lock;
  return {
    ticketId,
    runId,
    trainNumber,
    from,
    to,
    departAt,
    arriveAt,
    carriageNo,
    seat,
    lockedAt,
    durationSeconds: RAILWAY_SEAT_LOCK_SECONDS,
  };
}

export function lockSeat(deps: TRailwayDeps, request: TRailwaySeatLockRequest): TRailResult<TRailwaySeatLock> {
  const found = journeyFor(deps, request);
  if (!found.ok) return found;
  const journey = found.value;
  const place = findSeat(journey.run.train.consist, request.seatId);
  if (!place) return fail('BAD_REQUEST', `seatId: no seat ${request.seatId} on ${journey.run.train.number}`);
  const now = deps.now();
  const claims = deps.state.claimsOf(journey.run.runId);
  const seat = seatView({ journey, claims, now }, place.carriage, place.seat);
  if (seat.status === 1 || seat.status === 2) return fail('SEAT_TAKEN', `Seat ${seat.seatId} is taken`);
  if (seat.status === 4) return fail('SEAT_NOT_FOR_SALE', `Seat ${seat.seatId} is not for sale`);
  if (seat.status === 5)
    return fail('LONGER_JOURNEY_ONLY', `Seat ${seat.seatId} is sold only for a longer journey on this train`);
  const ticketId = `VT${String(deps.state.next()).padStart(9, '0')}`;
  const expiresAt = now.getTime() + LOCK_MS;
  const lock: TLockRecord = {
    ticketId,
    account: request.account,
    runId: journey.run.runId,
    trainNumber: journey.run.train.number,
    from: journey.from.code,
    to: journey.to.code,
    departAt: vietnamIso(journey.departAt),
    arriveAt: vietnamIso(journey.arriveAt),
    carriageNo: place.carriage.carriageNo,
    seat,
    lockedAt: vietnamIso(now),
    expiresAt,
    usedBy: null,
  };
  deps.state.data.locks[ticketId] = lock;
  deps.state.putClaim({
    id: ticketId,
    runId: journey.run.runId,
    seatId: seat.seatId,
    startKm: journey.from.routeKm,
    endKm: journey.to.routeKm,
    kind: 'lock',
    expiresAt,
  });
  forgetExpiredLocks(deps);
  return ok(lockView(lock), { status: 201, isNew: true });
}

/** The account's unused lock, unexpired now; undefined for an unknown, expired, used or another account's one. */
export function liveLock(deps: TRailwayDeps, options: { account: string; ticketId: string }): TLockRecord | undefined {
  const lock = deps.state.data.locks[options.ticketId];
  if (!lock || lock.account !== options.account || lock.usedBy !== null) return undefined;
  return lock.expiresAt > deps.now().getTime() ? lock : undefined;
}

/** DELETE: lets the seat go at once (an unknown, expired, used or another account's lock: nothing to do). */
export function releaseLock(deps: TRailwayDeps, options: { account: string; ticketId: string }): void {
  if (!liveLock(deps, options)) return;
  delete deps.state.data.locks[options.ticketId];
  deps.state.dropClaim(options.ticketId);
}

/** Unused locks past their 600 s are dropped with their claims (they already count as nothing). */
function forgetExpiredLocks(deps: TRailwayDeps): void {
  const now = deps.now().getTime();
  for (const lock of Object.values(deps.state.data.locks)) {
    if (lock.usedBy !== null || lock.expiresAt > now) continue;
    delete deps.state.data.locks[lock.ticketId];
    deps.state.dropClaim(lock.ticketId);
  }
}
