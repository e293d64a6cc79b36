// The reconciliation of paid changes whose airline answer never came (decision 051): a SENT change older than a minute
// is looked for in the PNR's paidChanges by its clientRef — there: settled DONE; absent past the claim's lease: the
// money released and REFUSED; the PNR not read: tried again on the next run. A process killed between the reserve and
// the post leaves a SENT change, which this settles on the next start.
import type { TBookingSystem } from '@portal/contracts';
import { EDIT_CLAIM_LEASE_MS } from '../repository/booking-edit-writes.js';
import { findBooking } from '../repository/booking-reads.js';
import { sentPaidChanges, type PaidChangeRow } from '../repository/booking-paid-changes.js';
import type { BookingMoneyDeps } from '../tickets/booking-ledger.js';
import { settleChangeDone, settleChangeRefused } from './paid-settlement.js';
import { paidClientRefOf } from './paid-supplier.js';

/** How long a SENT change is left to the request that sent it before the job looks. */
export const PAID_CHANGE_RECONCILE_AFTER_MS = 60_000;

export type PaidReconciliation = 'done' | 'refused' | 'pending';

export async function reconcilePaidChange(deps: BookingMoneyDeps, change: PaidChangeRow): Promise<PaidReconciliation> {
  const booking = await findBooking(deps.db, change.bookingId);
  if (!booking?.pnr) return 'pending';
  const answer = await deps.suppliers.retrieve(
    booking.system as TBookingSystem,
    { pnr: booking.pnr, account: booking.supplierAccount },
    { deadlineMs: deps.deadlineMs },
  );
  if (!answer.ok) return 'pending';
  const record = answer.value.paidChanges?.find((entry) => entry.clientRef === paidClientRefOf(change.id));
  if (record) {
    const settled = await settleChangeDone(deps, {
      booking,
      change,
      pnr: answer.value,
      documents: record.documents,
      actorUserId: null,
    });
    return settled.kind === 'settled' ? 'done' : 'pending';
  }
  const sentAt = (change.sentAt ?? change.createdAt).getTime();
  if (sentAt > deps.clock.now().getTime() - EDIT_CLAIM_LEASE_MS) return 'pending';
  const settled = await settleChangeRefused(deps, {
    change,
    message: 'The airline has no record of the change: it was not made',
  });
  return settled.kind === 'settled' ? 'refused' : 'pending';
}

/** One run over the SENT changes due (at most `limit`): answers how many were settled DONE or REFUSED. */
export async function reconcilePaidChanges(
  deps: BookingMoneyDeps & { onError: (error: unknown, job: string) => void },
  limit: number,
): Promise<number> {
  const due = await sentPaidChanges(deps.db, {
    before: new Date(deps.clock.now().getTime() - PAID_CHANGE_RECONCILE_AFTER_MS),
    limit,
  });
  const outcomes = await Promise.allSettled(due.map((change) => reconcilePaidChange(deps, change)));
  let settled = 0;
  for (const outcome of outcomes) {
    if (outcome.status === 'rejected') deps.onError(outcome.reason, 'reconcile-paid-change');
    else if (outcome.value !== 'pending') settled += 1;
  }
  return settled;
}
