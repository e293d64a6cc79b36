// The carriages of a run for the auto seat choice: as the last search showed them, or searched again around the
// run's date (a run is named by its origin's departure day; a station down the line may be a day or two later).
import type { CarriageFacts, TrainCatalogue } from './train-catalogue.js';
import { callOptionsOf, RAILWAY, type TrainDeps } from './train-deps.js';
import { railwayValue } from './train-errors.js';

const DAYS_DOWN_THE_LINE = 3;

function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The run's carriages of the seat type, those with the most seats left first (ties in train order). */
export async function carriagesForAuto(
  deps: TrainDeps & { catalogue: TrainCatalogue },
  journey: { account: string; runId: string; from: string; to: string; seatType: string },
): Promise<CarriageFacts[]> {
  const { runId, from, to, account, seatType } = journey;
  let carriages = deps.catalogue.carriagesOf(runId, from, to);
  const runDay = runId.slice(-10);
  for (let offset = 0; !carriages && offset < DAYS_DOWN_THE_LINE; offset += 1) {
    const runs = railwayValue(
      await deps.railway.search(
        RAILWAY,
        { account, from, to, departDate: addDays(runDay, offset) },
        callOptionsOf(deps),
      ),
    );
    deps.catalogue.rememberRuns(runs);
    carriages = deps.catalogue.carriagesOf(runId, from, to);
  }
  return (carriages ?? [])
    .map((carriage, index) => ({ carriage, index }))
    .filter(({ carriage }) => carriage.seatType === seatType && carriage.seatsLeft > 0)
    .sort((a, b) => b.carriage.seatsLeft - a.carriage.seatsLeft || a.index - b.index)
    .map(({ carriage }) => carriage);
}
