// The reconciliation of voids and refunds whose outcome is not known: each EXPORT booking with one pending and left alone
// for the lease is claimed by one process, its PNR retrieved from the supplier, and what it shows settled: VOIDED → the
// void (V), REFUNDED → the refund (R), still TICKETED → the mark cleared with '<action>-not-done' so the agent can try
// again; no answer (or anything else) → left for the next run.
import type { TBookingSystem, TSupplierBooking } from '@portal/contracts';
import type { BookingMoneyDeps } from './booking-ledger.js';
import { lockBooking } from '../repository/booking-writes.js';
import type { BookingRow } from '../repository/booking-rows.js';
import { changeInPlace } from '../repository/booking-transitions.js';
import {
  figuresOfQuote,
  isTicketed,
  settleFromView,
  storedQuoteOf,
  type TicketedBooking,
} from './ticket-settlement.js';
import { latestEventAt } from '../repository/booking-reads.js';

/** A void or refund the supplier has not settled a day after it was sent is handed to a person (see unresolved). */
export const MAX_PENDING_MS = 24 * 3_600_000;

export type TicketActionOutcome = 'VOID' | 'REFUNDED' | 'not-done' | 'unresolved' | 'pending' | 'moved';
/** The outcomes a run counts: settled (void, refund) or cleared (not done, unresolved). */
export const SETTLED_TICKET_ACTIONS: ReadonlySet<TicketActionOutcome> = new Set([
  'VOID',
  'REFUNDED',
  'not-done',
  'unresolved',
]);

/**
 * Clears the pending void or refund with `<action>-<ending>` and the message as lastError, unless someone acted on the
 * booking since the claim; answers whether it was cleared.
 */
async function clearPendingMark(
  deps: BookingMoneyDeps,
  booking: TicketedBooking,
  clearing: { ending: 'not-done' | 'unresolved'; message: string; details: Record<string, unknown> },
): Promise<boolean> {
  const action = booking.pendingSupplierAction!;
  const changed = await deps.db.transaction(async (tx) => {
    const current = await lockBooking(tx, booking.id);
    if (current?.status !== 'EXPORT' || current.version !== booking.version || current.pendingSupplierAction !== action)
      return undefined;
    return changeInPlace(tx, {
      bookingId: booking.id,
      status: 'EXPORT',
      actorUserId: null,
      action: `${action}-${clearing.ending}`,
      set: { pendingSupplierAction: null, pendingRefundQuoteId: null, lastError: clearing.message },
      details: clearing.details,
      at: deps.clock.now(),
    });
  });
  return changed !== undefined;
}

/** The supplier shows the tickets untouched: the mark is cleared, unless someone acted on the booking since the claim. */
async function notDone(deps: BookingMoneyDeps, booking: TicketedBooking): Promise<TicketActionOutcome> {
  const message = `${booking.system} shows PNR ${booking.pnr} still TICKETED: the ${booking.pendingSupplierAction} was not done and can be sent again`;
  const details = {
    pnr: booking.pnr,
    supplierStatus: 'TICKETED',
    ...(booking.pendingRefundQuoteId ? { quoteId: booking.pendingRefundQuoteId } : {}),
  };
  return (await clearPendingMark(deps, booking, { ending: 'not-done', message, details })) ? 'not-done' : 'moved';
}

/**
 * Anything else (no answer, a refusal, a state we cannot settle): left pending. A new message is noted once (event
 * and lastError; a refusal also in the reservation error log), not again every lease while it stays the same.
 */
async function stillPending(
  deps: BookingMoneyDeps,
  options: { booking: TicketedBooking; message: string; isUnknown: boolean },
): Promise<TicketActionOutcome> {
  const { booking, message, isUnknown } = options;
  if (booking.lastError === message) return 'pending';
  if (!isUnknown) {
    void deps.reservationErrors.record([
      {
        agencyId: booking.agencyId,
        userId: null,
        system: booking.system,
        action: booking.pendingSupplierAction ?? 'void',
        pnr: booking.pnr,
        message,
        occurredAt: deps.clock.now(),
      },
    ]);
  }
  await deps.db.transaction((tx) =>
    changeInPlace(tx, {
      bookingId: booking.id,
      status: 'EXPORT',
      actorUserId: null,
      action: 'reconcile-unknown',
      set: { lastError: message },
      details: { pnr: booking.pnr, message, pendingAction: booking.pendingSupplierAction },
      at: deps.clock.now(),
    }),
  );
  return 'pending';
}

/** Retrieves one claimed booking's PNR (outside any transaction) and settles what the supplier shows. */
export async function reconcileTicketAction(deps: BookingMoneyDeps, booking: BookingRow): Promise<TicketActionOutcome> {
  if (!isTicketed(booking)) return 'moved';
  const result = await deps.suppliers.retrieve(
    booking.system as TBookingSystem,
    { pnr: booking.pnr, account: booking.supplierAccount },
    { deadlineMs: deps.deadlineMs },
  );
  const view: TSupplierBooking | undefined = result.ok
    ? result.value
    : result.kind === 'refused'
      ? result.booking
      : undefined;
  const quote = booking.pendingRefundQuoteId
    ? await storedQuoteOf(deps.db, booking.id, booking.pendingRefundQuoteId)
    : undefined;
  const settled = await settleFromView(deps, {
    booking,
    view,
    actorUserId: null,
    ...(quote ? { fallbackRefund: figuresOfQuote(quote) } : {}),
  });
  if (settled) return settled.changed ? settled.status : 'moved';
  if (view?.status === 'TICKETED') return notDone(deps, booking);
  const message = result.ok ? `${booking.system} shows PNR ${booking.pnr} as ${result.value.status}` : result.message;
  if (await sentBefore(deps, booking, deps.clock.now().getTime() - MAX_PENDING_MS))
    return unresolved(deps, booking, message);
  return stillPending(deps, { booking, message, isUnknown: !result.ok && result.kind === 'unknown' });
}

/** Whether the pending action's latest '<action>-sent' event is older than `cutoffMs`. */
async function sentBefore(deps: BookingMoneyDeps, booking: TicketedBooking, cutoffMs: number): Promise<boolean> {
  const sentAt = await latestEventAt(deps.db, booking.id, `${booking.pendingSupplierAction}-sent`);
  return sentAt !== undefined && sentAt.getTime() < cutoffMs;
}

/**
 * Still unsettled a day after it was sent (the PNR gone, cancelled, or no answer all along): polling stops, the mark
 * is cleared with '<action>-unresolved', and the reservation error log and lastError ask for a check with the airline
 * before anything is credited; the agent may then send the void or refund again.
 */
async function unresolved(
  deps: BookingMoneyDeps,
  booking: TicketedBooking,
  lastSeen: string,
): Promise<TicketActionOutcome> {
  const action = booking.pendingSupplierAction!;
  const message = `The ${action} of PNR ${booking.pnr} was not confirmed by ${booking.system} within a day (${lastSeen}): check with the airline before sending it again`;
  const details = { pnr: booking.pnr, message };
  if (!(await clearPendingMark(deps, booking, { ending: 'unresolved', message, details }))) return 'moved';
  void deps.reservationErrors.record([
    {
      agencyId: booking.agencyId,
      userId: null,
      system: booking.system,
      action,
      pnr: booking.pnr,
      message,
      occurredAt: deps.clock.now(),
    },
  ]);
  return 'unresolved';
}
