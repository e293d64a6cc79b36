// The reconciliation of voids and refunds whose outcome is not known: each EXPORT booking with one pending and left alone
// for the lease is claimed by one process, its PNR retrieved from the supplier, and what it shows settled: VOIDED → the
// void (V), REFUNDED → the refund (R), still TICKETED → the mark cleared with '<action>-not-done' so the agent can try
// again; no answer (or anything else) → left for the next run.
import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { TBookingSystem, TSupplierBooking } from '@portal/contracts';
import { tables } from '@portal/db';
import type { BookingMoneyDeps } from './booking-ledger.js';
import { lockBooking } from './booking-ledger.js';
import type { BookingRow } from './booking-records.js';
import { changeInPlace } from './booking-transitions.js';
import { figuresOfQuote, isTicketed, settleFromView, storedQuoteOf, type TicketedBooking } from './ticket-settlement.js';

const { bookings } = tables;

export type TicketActionOutcome = 'VOID' | 'REFUNDED' | 'not-done' | 'pending' | 'moved';

/**
 * Claims up to `limit` EXPORT bookings with a pending void or refund, unchanged for `leaseMs`, skipping rows another
 * process is claiming, and sets their updated_at to now: the lease. A request in flight marked the booking when it
 * called the supplier (and its call ends within one deadline), so it is never taken from under it.
 */
export async function claimPendingTicketActions(deps: BookingMoneyDeps, options: { now: Date; leaseMs: number; limit: number }): Promise<BookingRow[]> {
  const { db } = deps;
  const pending = and(eq(bookings.status, 'EXPORT'), isNotNull(bookings.pendingSupplierAction));
  const candidates = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(pending, lte(bookings.updatedAt, new Date(options.now.getTime() - options.leaseMs))))
    .orderBy(asc(bookings.updatedAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db.update(bookings).set({ updatedAt: options.now }).where(and(inArray(bookings.id, candidates), pending)).returning();
}

/** The supplier shows the tickets untouched: the mark is cleared, unless someone acted on the booking since the claim. */
async function notDone(deps: BookingMoneyDeps, booking: TicketedBooking): Promise<TicketActionOutcome> {
  const action = booking.pendingSupplierAction!;
  const message = `${booking.system} shows PNR ${booking.pnr} still TICKETED: the ${action} was not done and can be sent again`;
  const changed = await deps.db.transaction(async (tx) => {
    const current = await lockBooking(tx, booking.id);
    if (current?.status !== 'EXPORT' || current.version !== booking.version || current.pendingSupplierAction !== action) return undefined;
    return changeInPlace(tx, {
      bookingId: booking.id,
      status: 'EXPORT',
      actorUserId: null,
      action: `${action}-not-done`,
      set: { pendingSupplierAction: null, pendingRefundQuoteId: null, lastError: message },
      details: { pnr: booking.pnr, supplierStatus: 'TICKETED', ...(booking.pendingRefundQuoteId ? { quoteId: booking.pendingRefundQuoteId } : {}) },
      at: deps.clock.now(),
    });
  });
  return changed ? 'not-done' : 'moved';
}

/**
 * Anything else (no answer, a refusal, a state we cannot settle): left pending. A new message is noted once (event
 * and lastError; a refusal also in the reservation error log), not again every lease while it stays the same.
 */
async function stillPending(deps: BookingMoneyDeps, booking: TicketedBooking, message: string, isUnknown: boolean): Promise<TicketActionOutcome> {
  if (booking.lastError === message) return 'pending';
  if (!isUnknown) {
    void deps.reservationErrors.record([
      { agencyId: booking.agencyId, userId: null, system: booking.system, action: booking.pendingSupplierAction ?? 'void', pnr: booking.pnr, message, occurredAt: deps.clock.now() },
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
  const result = await deps.suppliers.retrieve(booking.system as TBookingSystem, { pnr: booking.pnr, account: booking.supplierAccount }, { deadlineMs: deps.deadlineMs });
  const view: TSupplierBooking | undefined = result.ok ? result.value : result.kind === 'refused' ? result.booking : undefined;
  const quote = booking.pendingRefundQuoteId ? await storedQuoteOf(deps.db, booking.id, booking.pendingRefundQuoteId) : undefined;
  const settled = await settleFromView(deps, booking, view, { actorUserId: null, ...(quote ? { fallbackRefund: figuresOfQuote(quote) } : {}) });
  if (settled) return settled.changed ? settled.status : 'moved';
  if (view?.status === 'TICKETED') return notDone(deps, booking);
  const message = result.ok ? `${booking.system} shows PNR ${booking.pnr} as ${result.value.status}` : result.message;
  return stillPending(deps, booking, message, !result.ok && result.kind === 'unknown');
}

/** One pass: claims and reconciles batches until a batch comes back short; answers how many bookings were settled or cleared. */
export async function reconcileTicketActions(deps: BookingMoneyDeps, options: { leaseMs: number; batchSize: number; maxBatches: number }): Promise<number> {
  let done = 0;
  for (let batch = 0; batch < options.maxBatches; batch += 1) {
    const claimed = await claimPendingTicketActions(deps, { now: deps.clock.now(), leaseMs: options.leaseMs, limit: options.batchSize });
    const outcomes = await Promise.all(claimed.map((booking) => reconcileTicketAction(deps, booking)));
    done += outcomes.filter((outcome) => outcome === 'VOID' || outcome === 'REFUNDED' || outcome === 'not-done').length;
    if (claimed.length < options.batchSize) break;
  }
  return done;
}
