// The seat map of one carriage for one journey, as the account asking sees it now.
import type { TRailwaySeatMap } from '@portal/contracts';
import { journeyFor } from './locks.js';
import { fail, ok, type TRailResult, type TRailwayDeps } from './railway-state.js';
import { seatMap } from './railway-search.js';

export function seatMapFor(
  deps: TRailwayDeps,
  request: { runId: string; carriageNo: string; from: string; to: string },
): TRailResult<TRailwaySeatMap> {
  const found = journeyFor(deps, request);
  if (!found.ok) return found;
  const journey = found.value;
  const carriage = journey.run.train.consist.find((candidate) => candidate.carriageNo === request.carriageNo);
  if (!carriage) return fail('RUN_NOT_FOUND', `${journey.run.train.number} has no carriage ${request.carriageNo}`);
  return ok(seatMap({ journey, claims: deps.state.claimsOf(journey.run.runId), now: deps.now() }, carriage));
}
