// The supplier calls of the paid changes on one booking's PNR (issue 15): quote and commit a change, the seat maps and
// the offers of a ticketed PNR, through the gateway (its system, account and the supplier deadline).
import type { TBookingSystem, TSupplierPaidChange } from '@portal/contracts';
import type { BookingSupplierDeps } from '../booking-suppliers.js';
import type { BookingRow } from '../repository/booking-rows.js';

/** The supplier's reference of a paid change's commit: the change's own id, so every retry sends the same one. */
export const paidClientRefOf = (changeId: string) => `paid:${changeId}`;

export function paidSupplierOf(deps: BookingSupplierDeps, booking: BookingRow) {
  const system = booking.system as TBookingSystem;
  const target = { pnr: booking.pnr!, account: booking.supplierAccount };
  const options = { deadlineMs: deps.deadlineMs };
  const { suppliers } = deps;
  return {
    quote: (change: TSupplierPaidChange, clientRef: string) =>
      suppliers.paidChange(system, { ...target, clientRef, mode: 'quote', change }, options),
    commit: (change: TSupplierPaidChange, commit: { clientRef: string; quoteId: string }) =>
      suppliers.paidChange(system, { ...target, ...commit, mode: 'commit', change }, options),
    seatMaps: () => suppliers.seatMaps(system, target, options),
    offers: () => suppliers.offers(system, target, options),
  };
}
