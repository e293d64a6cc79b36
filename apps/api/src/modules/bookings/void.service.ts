// Voiding a ticketed PNR within the supplier's same-day window: the supplier voids first, then one transaction gives the
// whole sale back to every deposit of the chain (type V) and moves EXPORT → VOID with its event.
import type { TBookingDetail, TBookingSystem } from '@portal/contracts';
import { bookingConflict, supplierRefused, supplierUnavailable, wrongState } from './booking-errors.js';
import { bookingReference, lockBooking, voidKeyOf, type BookingMoneyDeps } from './booking-ledger.js';
import type { BookingRow } from './booking-records.js';
import { requireActionableBooking, requireVisibleBooking, type BookingCaller } from './booking-scope.js';
import { logSupplierFailure } from './booking-suppliers.js';
import { changeInPlace, transitionBooking } from './booking-transitions.js';
import { bookingDetailView } from './booking-views.js';

export const voidWindowClosed = (booking: Pick<BookingRow, 'pnr' | 'voidUntil'>) =>
  bookingConflict('voidWindowClosed', 'bookingVoidWindowClosed', { pnr: booking.pnr ?? '' }, { voidUntil: booking.voidUntil?.toISOString() ?? null });

export function createVoidService(deps: BookingMoneyDeps) {
  const { db, clock } = deps;
  const detailOf = async (caller: BookingCaller, bookingId: string) => bookingDetailView(db, await requireVisibleBooking(db, caller, bookingId), caller, clock.now());

  /** The credit of the whole sale and EXPORT → VOID, once: a second caller finds the booking VOID and changes nothing. */
  async function settleVoid(caller: BookingCaller, booking: BookingRow, reason: string | undefined): Promise<void> {
    const credit = await deps.ledger.prepareCreditSale({
      idempotencyKey: voidKeyOf(booking.id),
      saleTransactionId: booking.saleTransactionId!,
      type: 'V',
      reference: bookingReference(booking.id),
      description: `Hủy vé (void) ${booking.pnr} (${booking.airline} ${booking.route})`,
      createdBy: caller.userId,
    });
    await db.transaction(async (tx) => {
      const current = await lockBooking(tx, booking.id);
      if (current?.status !== 'EXPORT') return;
      const credited = await credit(tx);
      const at = clock.now();
      await transitionBooking(tx, {
        bookingId: booking.id,
        from: ['EXPORT'],
        to: 'VOID',
        actorUserId: caller.userId,
        action: 'void',
        set: { closedAt: at, lastError: null },
        details: { pnr: booking.pnr, transactionId: credited.transactionId, amount: credited.amount, ...(reason ? { reason } : {}) },
        at,
      });
    });
  }

  /**
   * POST /api/bookings/{id}/void: a VOID booking answers again; anything but EXPORT is 409 wrongState; past the void
   * window 409 voidWindowClosed (before asking the supplier when its deadline is known). The supplier's refusal is 409
   * with its message, no answer 502 with the booking still EXPORT (a retry is safe: voiding twice answers the same).
   */
  async function voidTickets(caller: BookingCaller, bookingId: string, reason?: string): Promise<TBookingDetail> {
    const booking = await requireActionableBooking(db, caller, bookingId);
    if (booking.status === 'VOID') return detailOf(caller, bookingId);
    if (booking.status !== 'EXPORT' || !booking.pnr || !booking.saleTransactionId) throw wrongState(booking.status, 'void');
    if (booking.voidUntil && clock.now().getTime() >= booking.voidUntil.getTime()) throw voidWindowClosed(booking);
    const result = await deps.suppliers.void(booking.system as TBookingSystem, { pnr: booking.pnr, account: booking.supplierAccount }, { deadlineMs: deps.deadlineMs });
    const answer = result.ok ? result.value : result.kind === 'refused' ? result.booking : undefined;
    if (answer?.status === 'VOIDED') {
      await settleVoid(caller, booking, reason);
      return detailOf(caller, bookingId);
    }
    const message = result.ok ? `the supplier answered ${result.value.status}` : result.message;
    const isUnknown = !result.ok && result.kind === 'unknown';
    const supplierCode = !result.ok && result.kind === 'refused' ? result.code : undefined;
    await db.transaction((tx) =>
      changeInPlace(tx, {
        bookingId,
        status: 'EXPORT',
        actorUserId: caller.userId,
        action: isUnknown ? 'void-unknown' : 'void-failed',
        set: { lastError: message },
        details: { pnr: booking.pnr, message, ...(supplierCode ? { supplierCode } : {}) },
        at: clock.now(),
      }),
    );
    logSupplierFailure(deps, { agencyId: caller.agencyId, userId: caller.userId }, { system: booking.system, action: 'void', pnr: booking.pnr, message });
    if (isUnknown) throw supplierUnavailable(message);
    if (supplierCode === 'VOID_WINDOW_CLOSED') throw voidWindowClosed({ pnr: booking.pnr, voidUntil: answer?.voidUntil ? new Date(answer.voidUntil) : booking.voidUntil });
    throw supplierRefused(supplierCode ?? answer?.status ?? 'UNRECOGNISED', message);
  }

  return { voidTickets };
}

export type VoidService = ReturnType<typeof createVoidService>;
