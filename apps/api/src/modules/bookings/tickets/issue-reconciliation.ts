// The reconciliation of an issue whose outcome is not known (an ISSUING booking claimed by the job): its PNR retrieved
// from the supplier, and the sale posted (TICKETED), released (HOLD, CANCELLED, expired) or left reserved (no answer).
import type { TBookingSystem } from '@portal/contracts';
import type { BookingMoneyDeps } from './booking-ledger.js';
import type { BookingRow } from '../repository/booking-rows.js';
import { applyIssueAnswer, type IssueOutcome } from './issue-outcomes.js';

/** Retrieves one claimed booking's PNR (outside any transaction) and applies what the supplier shows. */
export async function reconcileIssue(deps: BookingMoneyDeps, booking: BookingRow): Promise<IssueOutcome> {
  const result = booking.pnr
    ? await deps.suppliers.retrieve(
        booking.system as TBookingSystem,
        { pnr: booking.pnr, account: booking.supplierAccount },
        { deadlineMs: deps.deadlineMs },
      )
    : ({ ok: false, kind: 'refused', code: 'NOT_FOUND', httpStatus: 404, message: 'the booking has no PNR' } as const);
  return applyIssueAnswer(deps, { booking, result, source: 'retrieve', actorUserId: null });
}
