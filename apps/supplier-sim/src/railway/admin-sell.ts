// POST /admin/railway/sell: other travellers buy seats of a journey (tests and demos); all or none.
import { findSeat } from './carriages.js';
import { journeyFor } from './locks.js';
import { fail, ok, type TRailResult, type TRailwayDeps } from './railway-state.js';
import { seatView } from './railway-search.js';

type TSale = { runId: string; from: string; to: string; seatIds: string[] };

export function adminSell(deps: TRailwayDeps, request: TSale): TRailResult<TSale> {
  const found = journeyFor(deps, request);
  if (!found.ok) return found;
  const journey = found.value;
  const context = { journey, claims: deps.state.claimsOf(journey.run.runId), now: deps.now() };
  for (const seatId of request.seatIds) {
    const place = findSeat(journey.run.train.consist, seatId);
    if (!place) return fail('BAD_REQUEST', `seatIds: no seat ${seatId} on ${journey.run.train.number}`);
    const { status } = seatView(context, place.carriage, place.seat);
    if (status !== 3 && status !== 5) return fail('SEAT_TAKEN', `Seat ${seatId} is not free (status ${status})`);
  }
  for (const seatId of new Set(request.seatIds))
    deps.state.putClaim({
      id: `S${deps.state.next()}`,
      runId: journey.run.runId,
      seatId,
      startKm: journey.from.routeKm,
      endKm: journey.to.routeKm,
      kind: 'sold',
      expiresAt: null,
    });
  return ok({ ...request, runId: journey.run.runId }, { isNew: true });
}
