// Reading an order or a PNR, and cancelling a hold at the supplier.
import type { TBookingDetail, TBookingOrder, TBookingSystem } from '@portal/contracts';
import { notFound } from '../../platform/errors.js';
import { editPending, supplierRefused, supplierUnavailable, wrongState } from './booking-errors.js';
import { isEditPending } from './repository/booking-edit-writes.js';
import {
  requireActionableBooking,
  requireVisibleBooking,
  visibleAgencyIds,
  type BookingCaller,
} from './booking-scope.js';
import { logSupplierFailure, type BookingSupplierDeps } from './booking-suppliers.js';
import { bookingDetailView, orderView } from './booking-views.js';
import { findOrder } from './repository/booking-reads.js';
import type { BookingRow } from './repository/booking-rows.js';
import { changeInPlace, transitionBooking } from './repository/booking-transitions.js';
import { GONE_CODES } from './tickets/issue-outcomes.js';

export function createBookingActionService(deps: BookingSupplierDeps) {
  const { db, clock } = deps;

  const detailOf = (booking: BookingRow, caller: BookingCaller) =>
    bookingDetailView({ db, booking, caller, now: clock.now() });

  /** The completed page: an order of the caller's agency (or of one it sees). */
  async function order(caller: BookingCaller, orderId: string): Promise<TBookingOrder> {
    const found = await findOrder(db, orderId);
    if (!found) throw notFound();
    if (found.agencyId !== caller.agencyId && !(await visibleAgencyIds(db, caller)).includes(found.agencyId))
      throw notFound();
    return orderView(db, found, { caller, now: clock.now() });
  }

  async function detail(caller: BookingCaller, bookingId: string): Promise<TBookingDetail> {
    return detailOf(await requireVisibleBooking(db, caller, bookingId), caller);
  }

  /**
   * Releases a held PNR at the supplier, then marks it CANCEL with its event. Cancelling a cancelled booking answers it
   * again; any other state is 409 wrongState. A PNR already gone at the supplier (GONE_CODES) is marked CANCEL too. Any
   * other refusal of the supplier is 409 supplierRefused (its message shown), no
   * answer is 502 with the booking still HOLD (a retry is safe: cancelling twice at the supplier answers the same).
   */
  async function cancel(caller: BookingCaller, bookingId: string, reason?: string): Promise<TBookingDetail> {
    const booking = await requireActionableBooking(db, caller, bookingId);
    if (booking.status === 'CANCEL') return detailOf(booking, caller);
    if (booking.status !== 'HOLD' || !booking.pnr) throw wrongState(booking.status, 'cancel');
    if (isEditPending(booking, clock.now())) throw editPending();
    const result = await deps.suppliers.cancel(
      booking.system as TBookingSystem,
      { pnr: booking.pnr, account: booking.supplierAccount },
      { deadlineMs: deps.deadlineMs },
    );
    const at = clock.now();
    const base = { bookingId, actorUserId: caller.userId, at };
    // Cancelled now, or already gone at the supplier (cancelled by someone else, its time limit passed, or unknown to it).
    const answer = result.ok ? result.value : result.kind === 'refused' ? result.booking : undefined;
    const supplierCode = !result.ok && result.kind === 'refused' ? result.code : undefined;
    if (
      (result.ok && result.value.status === 'CANCELLED') ||
      (supplierCode !== undefined && GONE_CODES.has(supplierCode))
    ) {
      await db.transaction((tx) =>
        transitionBooking(tx, {
          ...base,
          from: ['HOLD'],
          to: 'CANCEL',
          action: supplierCode === 'TIME_LIMIT_EXPIRED' ? 'expire' : 'cancel',
          set: { closedAt: at, lastError: null },
          details: {
            pnr: booking.pnr,
            cancelReason: answer?.cancelReason ?? null,
            ...(reason ? { reason } : {}),
            ...(supplierCode ? { supplierCode } : {}),
          },
        }),
      );
      return detailOf(await requireVisibleBooking(db, caller, bookingId), caller);
    }
    const message = result.ok ? `the supplier answered ${result.value.status}` : result.message;
    const isUnknown = !result.ok && result.kind === 'unknown';
    await db.transaction((tx) =>
      changeInPlace(tx, {
        ...base,
        status: 'HOLD',
        action: isUnknown ? 'cancel-unknown' : 'cancel-failed',
        set: { lastError: message },
        details: { message, ...(supplierCode ? { supplierCode } : {}) },
      }),
    );
    logSupplierFailure(
      deps,
      { agencyId: caller.agencyId, userId: caller.userId },
      { system: booking.system, action: 'cancel', pnr: booking.pnr, message },
    );
    throw isUnknown
      ? supplierUnavailable(message)
      : supplierRefused(supplierCode ?? answer?.status ?? 'UNRECOGNISED', message);
  }

  return { order, detail, cancel };
}

export type BookingActionService = ReturnType<typeof createBookingActionService>;
