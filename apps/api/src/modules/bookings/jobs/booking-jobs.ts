// Background work on bookings, safe with any number of API processes on one database: holds past their time limit are
// cancelled at the supplier and marked CANCEL (one 'expire' event each), holds whose outcome stayed unknown are re-sent,
// issues whose outcome stayed unknown are reconciled with the supplier (posted or released once each), and so are
// voids and refunds whose outcome stayed unknown (credited once each, or cleared for a retry); makers of holds that
// expire within 30 minutes are warned once.
import type { TBookingSystem } from '@portal/contracts';
import { resendStaleHolds } from '../hold/hold-outcomes.js';
import { claimExpiredHolds, claimIssuing, claimPendingTicketActions } from '../repository/booking-claims.js';
import type { BookingRow } from '../repository/booking-rows.js';
import { changeInPlace, transitionBooking } from '../repository/booking-transitions.js';
import type { BookingMoneyDeps } from '../tickets/booking-ledger.js';
import { GONE_CODES } from '../tickets/issue-outcomes.js';
import { reconcileIssue } from '../tickets/issue-reconciliation.js';
import { reconcileTicketAction, SETTLED_TICKET_ACTIONS } from '../tickets/ticket-reconciliation.js';
import { runClaimedBatches } from './claimed-batches.js';
import { reconcilePaidChanges } from '../paid-changes/paid-reconciliation.js';
import { periodicJob } from '../../../platform/periodic-job.js';
import { warnExpiringHolds } from './hold-warnings.js';

export const DEFAULT_BOOKING_JOB_INTERVAL_MS = 30_000;
const BATCH_SIZE = 10;
/** At most this many batches per run, so one run never grows without bound. */
const MAX_BATCHES = 20;

/** BOOKING_JOBS_INTERVAL_MS: how often the jobs run (default 30 s); 0 turns them off in this process. */
export function bookingJobIntervalFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.BOOKING_JOBS_INTERVAL_MS;
  if (text === undefined || text === '') return DEFAULT_BOOKING_JOB_INTERVAL_MS;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`BOOKING_JOBS_INTERVAL_MS must be a whole number of milliseconds ≥ 0, got "${text}"`);
  return value;
}

export type BookingJobsDeps = BookingMoneyDeps & { onError: (error: unknown, job: string) => void };
/**
 * reconciled: issues posted or released; ticketActions: voids and refunds credited or cleared as not done;
 * paidChanges: paid changes settled DONE or REFUSED.
 */
export type BookingJobRun = {
  expired: number;
  resent: number;
  reconciled: number;
  ticketActions: number;
  paidChanges: number;
  /** Makers warned that their hold expires within 30 minutes (once per hold). */
  warned: number;
};

export function createBookingJobs(deps: BookingJobsDeps) {
  const { db, clock } = deps;
  /** A claimed booking is left to its claimer for two supplier deadlines; after that another process may take it. */
  const leaseMs = 2 * deps.deadlineMs;

  /** Cancels one expired hold at the supplier (outside any transaction), then in our records with an 'expire' event. */
  async function expire(booking: BookingRow): Promise<boolean> {
    const result = booking.pnr
      ? await deps.suppliers.cancel(
          booking.system as TBookingSystem,
          { pnr: booking.pnr, account: booking.supplierAccount },
          { deadlineMs: deps.deadlineMs },
        )
      : undefined;
    const at = clock.now();
    const gone =
      !result ||
      (result.ok ? result.value.status === 'CANCELLED' : result.kind === 'refused' && GONE_CODES.has(result.code));
    if (gone) {
      const cancelReason = result?.ok
        ? result.value.cancelReason
        : result && !result.ok && result.kind === 'refused'
          ? result.code
          : null;
      const changed = await db.transaction((tx) =>
        transitionBooking(tx, {
          bookingId: booking.id,
          from: ['HOLD'],
          to: 'CANCEL',
          actorUserId: null,
          action: 'expire',
          set: { closedAt: at, lastError: null },
          details: {
            pnr: booking.pnr,
            timeLimit: booking.timeLimit?.toISOString() ?? null,
            cancelReason: cancelReason ?? null,
          },
          at,
        }),
      );
      return changed !== undefined;
    }
    const message = result.ok ? `the supplier shows the PNR as ${result.value.status}` : result.message;
    void deps.reservationErrors.record([
      {
        agencyId: booking.agencyId,
        userId: null,
        system: booking.system,
        action: 'cancel',
        pnr: booking.pnr,
        message,
        occurredAt: at,
      },
    ]);
    // The same failure again changes nothing: no event every lease while a supplier stays down.
    if (booking.lastError !== message) {
      await db.transaction((tx) =>
        changeInPlace(tx, {
          bookingId: booking.id,
          status: 'HOLD',
          actorUserId: null,
          action: 'expire-failed',
          set: { lastError: message },
          details: { message },
          at,
        }),
      );
    }
    return false;
  }

  async function expireHolds(): Promise<number> {
    return runClaimedBatches({
      claim: (limit) => claimExpiredHolds(db, { now: clock.now(), leaseMs, limit }),
      run: expire,
      counts: (isExpired) => isExpired,
      batchSize: BATCH_SIZE,
      maxBatches: MAX_BATCHES,
      job: 'expire-hold',
      onError: deps.onError,
    });
  }

  /** Issues whose outcome stayed unknown, each claimed by one process: answers how many were posted or released. */
  async function reconcileIssues(): Promise<number> {
    return runClaimedBatches({
      claim: (limit) => claimIssuing(db, { now: clock.now(), leaseMs, limit }),
      run: (booking) => reconcileIssue(deps, booking),
      counts: (outcome) => outcome.kind === 'issued' || outcome.kind === 'released',
      batchSize: BATCH_SIZE,
      maxBatches: MAX_BATCHES,
      job: 'reconcile-issue',
      onError: deps.onError,
    });
  }

  /** Voids and refunds whose outcome stayed unknown: answers how many were settled or cleared. */
  async function reconcileVoidsAndRefunds(): Promise<number> {
    return runClaimedBatches({
      claim: (limit) => claimPendingTicketActions(db, { now: clock.now(), leaseMs, limit }),
      run: (booking) => reconcileTicketAction(deps, booking),
      counts: (outcome) => SETTLED_TICKET_ACTIONS.has(outcome),
      batchSize: BATCH_SIZE,
      maxBatches: MAX_BATCHES,
      job: 'reconcile-ticket-action',
      onError: deps.onError,
    });
  }

  /** One run of the jobs; a run already going in this process is joined rather than doubled. */
  return periodicJob(async (): Promise<BookingJobRun> => {
    const expired = await expireHolds().catch((error: unknown) => (deps.onError(error, 'expire-holds'), 0));
    const resent = await resendStaleHolds(deps, { limit: BATCH_SIZE, actorUserId: null }).catch(
      (error: unknown) => (deps.onError(error, 'resend-holds'), 0),
    );
    const reconciled = await reconcileIssues().catch((error: unknown) => (deps.onError(error, 'reconcile-issues'), 0));
    const ticketActions = await reconcileVoidsAndRefunds().catch(
      (error: unknown) => (deps.onError(error, 'reconcile-voids-refunds'), 0),
    );
    const paidChanges = await reconcilePaidChanges(deps, BATCH_SIZE).catch(
      (error: unknown) => (deps.onError(error, 'reconcile-paid-changes'), 0),
    );
    const warned = await warnExpiringHolds(deps, BATCH_SIZE * MAX_BATCHES).catch(
      (error: unknown) => (deps.onError(error, 'warn-expiring-holds'), 0),
    );
    return { expired, resent, reconciled, ticketActions, paidChanges, warned };
  });
}

export type BookingJobs = ReturnType<typeof createBookingJobs>;
