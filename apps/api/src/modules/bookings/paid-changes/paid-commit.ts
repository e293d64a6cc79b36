// The airline's commit of a SENT paid change (same clientRef and quote on every retry) and what its answer settles:
// made → DONE, refused → REFUSED (a stale quote or price asks for a new quote), no answer → still SENT.
import type { BookingMoneyDeps } from '../tickets/booking-ledger.js';
import { flightKeyOfBooking } from '../edits/edit-pipeline.js';
import { findBooking } from '../repository/booking-reads.js';
import { findPaidChange, type PaidChangeRow } from '../repository/booking-paid-changes.js';
import type { TPaidBookingEdit } from '@portal/contracts';
import { paidRefusal, REQUOTE_CODES } from './paid-errors.js';
import { settleChangeDone, settleChangeRefused, type PaidSettlement } from './paid-settlement.js';
import { supplierChangeOf } from './paid-requests.js';
import { paidClientRefOf, paidSupplierOf } from './paid-supplier.js';

export type CommitOutcome = { kind: 'ended'; change: PaidChangeRow } | { kind: 'requote'; code: string };

const rowAfter = async (deps: BookingMoneyDeps, settlement: PaidSettlement, id: string) =>
  settlement.change ?? (await findPaidChange(deps.db, id))!;

/** Sends the commit and settles its answer; a refusal other than a stale quote or price is thrown (422 or 409 seatTaken). */
export async function commitChange(
  deps: BookingMoneyDeps,
  options: { change: PaidChangeRow; actorUserId: string | null },
): Promise<CommitOutcome> {
  const { change, actorUserId } = options;
  const booking = (await findBooking(deps.db, change.bookingId))!;
  const supplierChange = supplierChangeOf(
    change.action as TPaidBookingEdit,
    change.request,
    flightKeyOfBooking(booking),
  );
  const answer = await paidSupplierOf(deps, booking).commit(supplierChange, {
    clientRef: paidClientRefOf(change.id),
    quoteId: change.supplierQuoteId,
  });
  if (answer.ok) {
    const settled = await settleChangeDone(deps, {
      booking,
      change,
      pnr: answer.value.booking,
      documents: answer.value.documents ?? [],
      actorUserId,
    });
    return { kind: 'ended', change: await rowAfter(deps, settled, change.id) };
  }
  if (answer.kind === 'unknown') return { kind: 'ended', change };
  const settled = await settleChangeRefused(deps, { change, message: answer.message });
  if (settled.kind === 'moved') return { kind: 'ended', change: await rowAfter(deps, settled, change.id) };
  if (REQUOTE_CODES.has(answer.code)) return { kind: 'requote', code: answer.code };
  throw paidRefusal(answer.code, answer.message);
}
