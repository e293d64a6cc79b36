// The supplier calls of the paid changes (issue 15): quote and commit a change, the seat maps and the offers of a
// ticketed PNR, through the gateway's methods (apps/api/src/modules/suppliers, branch s-sim-sales).
import type {
  TBookingSystem,
  TSupplierOffersResponse,
  TSupplierPaidChange,
  TSupplierPaidChangeResult,
  TSupplierSeatMapsResponse,
} from '@portal/contracts';
import type {
  SupplierCallOptions,
  SupplierCallResult,
  SupplierGateway,
  SupplierPnrTarget,
} from '../../suppliers/supplier-gateway.js';
import type { BookingSupplierDeps } from '../booking-suppliers.js';
import type { BookingRow } from '../repository/booking-rows.js';

/** One paid change at the supplier: `quote` changes nothing, `commit` pays the quote named, idempotent by clientRef. */
export type PaidChangeTarget = SupplierPnrTarget & {
  clientRef: string;
  mode: 'quote' | 'commit';
  quoteId?: string;
  change: TSupplierPaidChange;
};

/** The gateway's paid-change methods as this module calls them. */
export type PaidChangeCalls = {
  paidChange(
    system: TBookingSystem,
    target: PaidChangeTarget,
    options: SupplierCallOptions,
  ): Promise<SupplierCallResult<TSupplierPaidChangeResult>>;
  seatMaps(
    system: TBookingSystem,
    target: SupplierPnrTarget,
    options: SupplierCallOptions,
  ): Promise<SupplierCallResult<TSupplierSeatMapsResponse>>;
  offers(
    system: TBookingSystem,
    target: SupplierPnrTarget,
    options: SupplierCallOptions,
  ): Promise<SupplierCallResult<TSupplierOffersResponse>>;
};

const paidCallsOf = (suppliers: SupplierGateway) => suppliers as unknown as PaidChangeCalls;

/** The supplier's reference of a paid change's commit: the change's own id, so every retry sends the same one. */
export const paidClientRefOf = (changeId: string) => `paid:${changeId}`;

/** The paid-change calls on one booking's PNR, with its system, account and the supplier deadline. */
export function paidSupplierOf(deps: BookingSupplierDeps, booking: BookingRow) {
  const system = booking.system as TBookingSystem;
  const target = { pnr: booking.pnr!, account: booking.supplierAccount };
  const options = { deadlineMs: deps.deadlineMs };
  const calls = paidCallsOf(deps.suppliers);
  return {
    quote: (change: TSupplierPaidChange, clientRef: string) =>
      calls.paidChange(system, { ...target, clientRef, mode: 'quote', change }, options),
    commit: (change: TSupplierPaidChange, commit: { clientRef: string; quoteId: string }) =>
      calls.paidChange(system, { ...target, ...commit, mode: 'commit', change }, options),
    seatMaps: () => calls.seatMaps(system, target, options),
    offers: () => calls.offers(system, target, options),
  };
}
