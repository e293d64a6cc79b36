// The read side of paid changes: a PNR's seat maps and what its flights still sell (held or ticketed PNRs).
import type { TBookingSystem, TSupplierOffersResponse, TSupplierSeatMapsResponse } from '@portal/contracts';
import { succeed, type TActionResult, type TBookingDeps } from '../booking-context.js';
import { find, wrongState, type TPnrRef } from '../booking-lifecycle.js';
import { offersOf } from './offers.js';
import { seatMapOf } from './seat-maps.js';

function open(deps: TBookingDeps, ref: TPnrRef, what: string) {
  const found = find(deps, ref);
  if (!found.ok) return found;
  const { status } = found.stored.view;
  if (status !== 'HOLD' && status !== 'TICKETED')
    return { ok: false as const, result: wrongState<never>(found.stored, what) };
  return found;
}

export function seatMaps(deps: TBookingDeps, ref: TPnrRef): TActionResult<TSupplierSeatMapsResponse> {
  const found = open(deps, ref, 'show seat maps');
  if (!found.ok) return found.result;
  const { view } = found.stored;
  return succeed({
    system: ref.system as TBookingSystem,
    pnr: view.pnr,
    maps: view.flights.map((flight) => seatMapOf(deps, view, flight)),
  });
}

export function offers(deps: TBookingDeps, ref: TPnrRef): TActionResult<TSupplierOffersResponse> {
  const found = open(deps, ref, 'show offers');
  if (!found.ok) return found.result;
  return succeed(offersOf(ref.system, found.stored.view, deps.now()));
}
