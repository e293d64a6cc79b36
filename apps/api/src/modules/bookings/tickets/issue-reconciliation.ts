// The reconciliation of issues whose outcome is not known: each ISSUING booking left alone for two supplier deadlines
// is claimed by one process, its PNR retrieved from the supplier, and the sale posted (TICKETED), released (HOLD,
// CANCELLED, expired) or left reserved for the next run (no answer).
import { and, asc, eq, lte } from 'drizzle-orm';
import type { TBookingSystem } from '@portal/contracts';
import { tables } from '@portal/db';
import type { BookingMoneyDeps } from './booking-ledger.js';
import type { BookingRow } from '../repository/booking-reads.js';
import { applyIssueAnswer, type IssueOutcome } from './issue-outcomes.js';
import { claimBookings, runClaimedBatches } from '../repository/booking-claims.js';

const { bookings } = tables;

/**
 * Claims up to `limit` ISSUING bookings unchanged for `leaseMs`, skipping rows another process is claiming, and sets
 * their updated_at to now: the lease. An issue request in flight (it changed the row when it sent the issue, and its
 * supplier call ends within one deadline) is never taken from under it, and a claimed booking is left to its claimer
 * until the lease passes (should it have died).
 */
export async function claimIssuing(
  deps: BookingMoneyDeps,
  options: { now: Date; leaseMs: number; limit: number },
): Promise<BookingRow[]> {
  const { db } = deps;
  return claimBookings(db, {
    where: and(
      eq(bookings.status, 'ISSUING'),
      lte(bookings.updatedAt, new Date(options.now.getTime() - options.leaseMs)),
    ),
    orderBy: asc(bookings.updatedAt),
    limit: options.limit,
    now: options.now,
  });
}

/** Retrieves one claimed booking's PNR (outside any transaction) and applies what the supplier shows. */
export async function reconcileIssue(deps: BookingMoneyDeps, booking: BookingRow): Promise<IssueOutcome> {
  const result = booking.pnr
    ? await deps.suppliers.retrieve(
        booking.system as TBookingSystem,
        { pnr: booking.pnr, account: booking.supplierAccount },
        { deadlineMs: deps.deadlineMs },
      )
    : ({ ok: false, kind: 'refused', code: 'NOT_FOUND', httpStatus: 404, message: 'the booking has no PNR' } as const);
  return applyIssueAnswer(deps, booking, result, { source: 'retrieve', actorUserId: null });
}

/** One pass: claims and reconciles batches until a batch comes back short; answers how many bookings were settled. */
export async function reconcileIssuing(
  deps: BookingMoneyDeps & { onError?: (error: unknown, job: string) => void },
  options: { leaseMs: number; batchSize: number; maxBatches: number },
): Promise<number> {
  return runClaimedBatches({
    claim: (limit) => claimIssuing(deps, { now: deps.clock.now(), leaseMs: options.leaseMs, limit }),
    run: (booking) => reconcileIssue(deps, booking),
    counts: (outcome) => outcome.kind === 'issued' || outcome.kind === 'released',
    batchSize: options.batchSize,
    maxBatches: options.maxBatches,
    job: 'reconcile-issue',
    onError: deps.onError,
  });
}
