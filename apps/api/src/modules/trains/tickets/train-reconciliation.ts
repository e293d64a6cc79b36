// The reconciliation of train money whose outcome is not known (as flights' issue and ticket reconciliations): an
// ISSUING booking's railway booking retrieved and the sale posted or released; a refund or change sent with no answer
// settled from the railway's view of its tickets. One step of the trains job runner.
import type { TRailwaySystem } from '@portal/contracts';
import { setLastError } from '../repository/train-booking-writes.js';
import { unsettledTrainBookings } from '../repository/train-money-reads.js';
import { changeTrainInPlace } from '../repository/train-money-writes.js';
import type { TrainBookingRow } from '../repository/train-booking-rows.js';
import { applyPayAnswer, type TrainIssueOutcome } from './train-issue-outcomes.js';
import type { TrainMoneyDeps } from './train-ledger.js';
import { settlePendingFromView } from './train-pending.js';

/** Retrieves one ISSUING booking from the railway (outside any transaction) and applies what it shows. */
export async function reconcileTrainIssue(deps: TrainMoneyDeps, booking: TrainBookingRow): Promise<TrainIssueOutcome> {
  const result = booking.bookingCode
    ? await deps.railway.retrieve(
        booking.system as TRailwaySystem,
        { account: booking.supplierAccount, bookingCode: booking.bookingCode },
        { deadlineMs: deps.deadlineMs },
      )
    : ({ ok: false, kind: 'refused', code: 'BOOKING_NOT_FOUND', httpStatus: 404, message: 'no booking code' } as const);
  return applyPayAnswer(deps, { booking, result, source: 'retrieve', actorUserId: null });
}

export type TrainReconcileRun = { issues: number; pending: number; settled: number; failed: number };

/** A settlement that threw: its message kept on the booking (an event when it is new), the booking touched. */
async function noteSettlementFailure(deps: TrainMoneyDeps, booking: TrainBookingRow, error: unknown): Promise<void> {
  const reason = error instanceof Error ? error.message : String(error);
  const message = `the reconciliation could not settle it: ${reason}`.slice(0, 1_000);
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const noted =
      booking.lastError === message
        ? undefined
        : await changeTrainInPlace(tx, {
            bookingId: booking.id,
            status: booking.status,
            actorUserId: null,
            action: 'reconcile-failed',
            set: { lastError: message },
            details: { bookingCode: booking.bookingCode, message },
            at,
          });
    if (!noted) await setLastError(tx, booking.id, { message, at });
  });
}

/**
 * One run: every train booking left ISSUING or with a refund or change pending for at least `graceMs` (so a request
 * still waiting for its own answer is left alone), oldest first, at most `limit`. Settlements lock the booking and
 * check its state, so two runners (or a runner and a late answer) settle each outcome once. A booking whose settlement
 * throws is reported to `onError`, keeps the reason as its lastError and is touched, so it goes to the back of the
 * next runs and never holds up the others.
 */
export async function reconcileTrainMoney(
  deps: TrainMoneyDeps,
  options: { graceMs: number; limit?: number; onError?: (error: unknown, bookingId: string) => void },
): Promise<TrainReconcileRun> {
  const before = new Date(deps.clock.now().getTime() - options.graceMs);
  const rows = await unsettledTrainBookings(deps.db, { before, limit: options.limit ?? 50 });
  const run: TrainReconcileRun = { issues: 0, pending: 0, settled: 0, failed: 0 };
  for (const booking of rows) {
    try {
      if (booking.status === 'ISSUING') {
        run.issues += 1;
        const outcome = await reconcileTrainIssue(deps, booking);
        if (outcome.kind === 'issued' || outcome.kind === 'released') run.settled += 1;
      } else if (booking.pendingAction) {
        run.pending += 1;
        if (await settlePendingFromView(deps, booking)) run.settled += 1;
      }
    } catch (error) {
      run.failed += 1;
      options.onError?.(error, booking.id);
      await noteSettlementFailure(deps, booking, error).catch((noting: unknown) =>
        options.onError?.(noting, booking.id),
      );
    }
  }
  return run;
}
