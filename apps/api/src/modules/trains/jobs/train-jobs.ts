// Background work on train bookings, safe with any number of API processes on one database: holds past their time
// limit are looked up at the railway and cancelled (CANCELLED, one 'expire' event each, their lock rows gone); holds
// the railway never answered (LOADING past a grace period) are sent again with the same clientRef and recorded as HOLD
// or FAILED (their locks detached); and seat locks no booking took are deleted once expired.
import { runClaimedBatches } from '../../bookings/jobs/claimed-batches.js';
import { RAILWAY_BOOKING_GONE_CODES } from '../../suppliers/railway/railway-gateway.js';
import type { TrainBookingRow } from '../repository/train-booking-rows.js';
import { claimExpiredTrainHolds, claimStuckTrainHolds } from '../repository/train-claims.js';
import { sendTrainHold } from '../hold/hold-outcome.js';
import { insertEvent, setAllTickets, transitionTrainBooking } from '../repository/train-booking-writes.js';
import { deleteExpiredLocks, deleteLocksOfBooking } from '../repository/train-seat-locks.js';
import { callOptionsOf, RAILWAY, type TrainDeps } from '../train-deps.js';
import { periodicJob } from '../../../platform/periodic-job.js';

const BATCH_SIZE = 10;
const MAX_BATCHES = 20;
/** A LOADING hold unchanged this long got no answer (the call's deadline is seconds): the job sends it again. */
export const TRAIN_LOADING_GRACE_MS = 2 * 60_000;

export type TrainJobRun = { expired: number; resent: number; locksDeleted: number };

export function createTrainJobs(deps: TrainDeps & { onError: (error: unknown, job: string) => void }) {
  const { db, clock, railway } = deps;
  const leaseMs = 2 * deps.deadlineMs;

  /** Retrieves the hold; one the railway still holds is cancelled there first. Answers whether it is now CANCELLED. */
  async function expire(booking: TrainBookingRow): Promise<boolean> {
    const target = { account: booking.supplierAccount, bookingCode: booking.bookingCode ?? '' };
    const found = booking.bookingCode ? await railway.retrieve(RAILWAY, target, callOptionsOf(deps)) : undefined;
    let railwayStatus: string = found?.ok ? found.value.status : found?.kind === 'refused' ? found.code : 'unknown';
    if (found?.ok && found.value.status === 'HOLD') {
      const cancelled = await railway.cancel(RAILWAY, target, callOptionsOf(deps));
      railwayStatus = cancelled.ok ? cancelled.value.status : cancelled.kind === 'refused' ? cancelled.code : 'unknown';
    }
    const at = clock.now();
    const isGone =
      !booking.bookingCode ||
      ['CANCELLED', 'EXPIRED'].includes(railwayStatus) ||
      RAILWAY_BOOKING_GONE_CODES.has(railwayStatus);
    if (!isGone) {
      // Paid meanwhile, or no answer: left for the next run (an issue's own reconciliation settles a paid one).
      await db.transaction((tx) =>
        insertEvent(tx, booking.id, {
          actorUserId: null,
          action: 'expire-failed',
          fromStatus: 'HOLD',
          toStatus: 'HOLD',
          details: { railway: railwayStatus },
          at,
        }),
      );
      return false;
    }
    return db.transaction(async (tx) => {
      const row = await transitionTrainBooking(tx, {
        bookingId: booking.id,
        from: ['HOLD'],
        to: 'CANCELLED',
        set: { closedAt: at },
        event: {
          actorUserId: null,
          action: 'expire',
          details: {
            bookingCode: booking.bookingCode,
            timeLimit: booking.timeLimit?.toISOString() ?? null,
            railwayStatus,
          },
          at,
        },
      });
      if (!row) return false;
      await setAllTickets(tx, booking.id, { status: 'CANCELLED', at });
      await deleteLocksOfBooking(tx, booking.id);
      return true;
    });
  }

  const expireHolds = () =>
    runClaimedBatches<boolean, TrainBookingRow>({
      claim: (limit) => claimExpiredTrainHolds(db, { now: clock.now(), leaseMs, limit }),
      run: expire,
      counts: (isExpired) => isExpired,
      batchSize: BATCH_SIZE,
      maxBatches: MAX_BATCHES,
      job: 'expire-train-hold',
      onError: deps.onError,
    });

  /** The railway answers the same booking to the same clientRef: HOLD or FAILED now, or LOADING for the next run. */
  const resendStuckHolds = () =>
    runClaimedBatches<boolean, TrainBookingRow>({
      claim: (limit) =>
        claimStuckTrainHolds(db, { now: clock.now(), graceMs: Math.max(TRAIN_LOADING_GRACE_MS, leaseMs), limit }),
      run: async (booking) => (await sendTrainHold(deps, booking, null)).status !== 'LOADING',
      counts: (isSettled) => isSettled,
      batchSize: BATCH_SIZE,
      maxBatches: MAX_BATCHES,
      job: 'resend-train-hold',
      onError: deps.onError,
    });

  /** One run of the jobs; a run already going in this process is joined rather than doubled. */
  return periodicJob(async (): Promise<TrainJobRun> => {
    const expired = await expireHolds().catch((error: unknown) => (deps.onError(error, 'expire-train-holds'), 0));
    const resent = await resendStuckHolds().catch((error: unknown) => (deps.onError(error, 'resend-train-holds'), 0));
    const locksDeleted = await deleteExpiredLocks(db, clock.now()).catch(
      (error: unknown) => (deps.onError(error, 'delete-expired-train-locks'), 0),
    );
    return { expired, resent, locksDeleted };
  });
}

export type TrainJobs = ReturnType<typeof createTrainJobs>;
