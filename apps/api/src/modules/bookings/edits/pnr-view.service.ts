// GET /api/bookings/{id}/pnr: the booking's PNR retrieved live from its booking system, for the edit pages.
import type { TBookingPnrView, TBookingSystem } from '@portal/contracts';
import type { BookingSupplierDeps } from '../booking-suppliers.js';
import { bookingConflict, supplierRefused, supplierUnavailable } from '../booking-errors.js';
import { requireVisibleBooking, type BookingCaller } from '../booking-scope.js';
import { takeAirlineChanges } from './airline-changes.js';
import { pnrViewOf } from './pnr-view.mapping.js';

export function createPnrViewService(deps: BookingSupplierDeps) {
  /**
   * Whoever may read the booking (the agency above included) sees its PNR; another agency's is 404. No PNR yet is
   * 409 bookingPnrMissing, the supplier's refusal 409 supplierRefused, no answer 502 supplierUnavailable. A segment the
   * airline changed by itself (a schedule change) is taken into the booking on the way (`takeAirlineChanges`).
   */
  async function pnrOf(caller: BookingCaller, bookingId: string): Promise<TBookingPnrView> {
    const booking = await requireVisibleBooking(deps.db, caller, bookingId);
    if (!booking.pnr)
      throw bookingConflict('wrongState', { key: 'bookingPnrMissing', details: { status: booking.status } });
    const result = await deps.suppliers.retrieve(
      booking.system as TBookingSystem,
      { pnr: booking.pnr, account: booking.supplierAccount },
      { deadlineMs: deps.deadlineMs },
    );
    if (result.ok) {
      await takeAirlineChanges(deps.db, { booking, answer: result.value, at: deps.clock.now() });
      return pnrViewOf(result.value);
    }
    if (result.kind === 'refused') throw supplierRefused(result.code, result.message);
    throw supplierUnavailable(result.message);
  }

  return { pnrOf };
}

export type PnrViewService = ReturnType<typeof createPnrViewService>;
