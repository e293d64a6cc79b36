// Voiding a ticketed PNR within the supplier's same-day window: the void is marked as sent, the supplier voids, then one
// transaction gives the whole sale back to every deposit of the chain (type V) and moves EXPORT → VOID with its event
// (ticket-settlement.ts, shared with the reconciliation of voids whose answer never came).
import type { TBookingDetail, TBookingSystem } from '@portal/contracts';
import { bookingConflict, supplierRefused, supplierUnavailable, wrongState } from '../booking-errors.js';
import type { BookingMoneyDeps } from './booking-ledger.js';
import type { BookingRow } from '../repository/booking-rows.js';
import { requireActionableBooking, requireVisibleBooking, type BookingCaller } from '../booking-scope.js';
import { logSupplierFailure } from '../booking-suppliers.js';
import { bookingDetailView } from '../booking-views.js';
import { isTicketed, markSent, noteActionFailure, settleFromView } from './ticket-settlement.js';

export const voidWindowClosed = (booking: Pick<BookingRow, 'pnr' | 'voidUntil'>) =>
  bookingConflict('voidWindowClosed', {
    key: 'bookingVoidWindowClosed',
    params: { pnr: booking.pnr ?? '' },
    details: { voidUntil: booking.voidUntil?.toISOString() ?? null },
  });

export function createVoidService(deps: BookingMoneyDeps) {
  const { db, clock } = deps;
  const detailOf = async (caller: BookingCaller, bookingId: string) =>
    bookingDetailView({ db, booking: await requireVisibleBooking(db, caller, bookingId), caller, now: clock.now() });

  /**
   * POST /api/bookings/{id}/void: a VOID booking answers again; anything but EXPORT is 409 wrongState; past the void
   * window 409 voidWindowClosed (before asking the supplier when its deadline is known). The supplier's refusal is 409
   * with its message, no answer 502 with the booking still EXPORT and the void left pending: the reconciliation job
   * settles it from the PNR, and a retry is safe too (voiding twice answers the same; one credit either way).
   */
  async function voidTickets(caller: BookingCaller, bookingId: string, reason?: string): Promise<TBookingDetail> {
    const booking = await requireActionableBooking(db, caller, bookingId);
    if (booking.status === 'VOID') return detailOf(caller, bookingId);
    if (!isTicketed(booking)) throw wrongState(booking.status, 'void');
    if (booking.voidUntil && clock.now().getTime() >= booking.voidUntil.getTime()) throw voidWindowClosed(booking);
    const marked = await markSent(deps, booking, {
      action: 'void',
      actorUserId: caller.userId,
      ...(reason ? { reason } : {}),
    });
    if (!marked) {
      const now = await requireVisibleBooking(db, caller, bookingId);
      if (now.status === 'VOID') return detailOf(caller, bookingId);
      throw wrongState(now.status, 'void');
    }
    const result = await deps.suppliers.void(
      booking.system as TBookingSystem,
      { pnr: booking.pnr, account: booking.supplierAccount },
      { deadlineMs: deps.deadlineMs },
    );
    const answer = result.ok ? result.value : result.kind === 'refused' ? result.booking : undefined;
    const settled = await settleFromView(deps, {
      booking: marked.booking,
      view: answer,
      actorUserId: caller.userId,
      ...(reason ? { reason } : {}),
    });
    if (settled?.status === 'VOID') return detailOf(caller, bookingId);
    if (settled) throw wrongState(settled.status, 'void');
    const message = result.ok ? `the supplier answered ${result.value.status}` : result.message;
    const isUnknown = !result.ok && result.kind === 'unknown';
    const supplierCode = !result.ok && result.kind === 'refused' ? result.code : undefined;
    await noteActionFailure(deps, {
      marked,
      actorUserId: caller.userId,
      failure: {
        action: 'void',
        kind: isUnknown ? 'unknown' : 'failed',
        message,
        ...(supplierCode ? { supplierCode } : {}),
        ...(answer ? { view: answer } : {}),
      },
    });
    logSupplierFailure(
      deps,
      { agencyId: caller.agencyId, userId: caller.userId },
      { system: booking.system, action: 'void', pnr: booking.pnr, message },
    );
    if (isUnknown) throw supplierUnavailable(message);
    if (supplierCode === 'VOID_WINDOW_CLOSED')
      throw voidWindowClosed({
        pnr: booking.pnr,
        voidUntil: answer?.voidUntil ? new Date(answer.voidUntil) : booking.voidUntil,
      });
    throw supplierRefused(supplierCode ?? answer?.status ?? 'UNRECOGNISED', message);
  }

  return { voidTickets };
}

export type VoidService = ReturnType<typeof createVoidService>;
