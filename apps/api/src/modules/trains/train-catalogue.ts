// What the railway rarely changes, kept in memory: its stations (refreshed at most hourly) and the carriages of the
// runs recently searched or mapped (their names, for seat locks and bookings; the auto seat choice's carriage list).
import type { TRailwayStation } from '@portal/contracts';
import type { RailwayRunVnd } from '../suppliers/railway/railway-gateway.js';
import { callOptionsOf, RAILWAY, type TrainDeps } from './train-deps.js';
import { railwayValue } from './train-errors.js';

export const STATIONS_REFRESH_MS = 60 * 60 * 1000;
/** Runs remembered at most (the oldest forgotten first). */
const RUNS_KEPT = 2000;

export type CarriageFacts = { carriageNo: string; name: string; seatType: string; seatsLeft: number };

export function createTrainCatalogue(deps: TrainDeps) {
  let stations: { list: TRailwayStation[]; byCode: Map<string, TRailwayStation>; at: number } | undefined;
  let loading: Promise<TRailwayStation[]> | undefined;
  const carriages = new Map<string, CarriageFacts[]>();
  const names = new Map<string, string>();

  async function load(): Promise<TRailwayStation[]> {
    const list = railwayValue(await deps.railway.stations(RAILWAY, callOptionsOf(deps)));
    stations = {
      list,
      byCode: new Map(list.map((station) => [station.code, station])),
      at: deps.clock.now().getTime(),
    };
    return list;
  }

  /** The stations, from memory unless an hour has passed (one load at a time; an old list serves if a reload fails). */
  async function allStations(): Promise<TRailwayStation[]> {
    const now = deps.clock.now().getTime();
    if (stations && now - stations.at < STATIONS_REFRESH_MS && now >= stations.at) return stations.list;
    loading ??= load().finally(() => (loading = undefined));
    try {
      return await loading;
    } catch (error) {
      if (stations) return stations.list;
      throw error;
    }
  }

  /** A station's Vietnamese name (its code when the railway does not list it). */
  async function stationName(code: string): Promise<string> {
    await allStations().catch(() => undefined);
    return stations?.byCode.get(code)?.name ?? code;
  }

  async function stationNames(): Promise<(code: string) => string> {
    await allStations().catch(() => undefined);
    return (code) => stations?.byCode.get(code)?.name ?? code;
  }

  const runKey = (runId: string, from: string, to: string) => `${runId}|${from}|${to}`;

  function rememberRuns(runs: readonly RailwayRunVnd[]): void {
    for (const run of runs) {
      const key = runKey(run.runId, run.from, run.to);
      carriages.delete(key);
      carriages.set(
        key,
        run.carriages.map(({ carriageNo, name, seatType, seatsLeft }) => ({ carriageNo, name, seatType, seatsLeft })),
      );
    }
    for (const run of runs) for (const carriage of run.carriages) rememberCarriage(run.runId, carriage);
    while (carriages.size > RUNS_KEPT) carriages.delete(carriages.keys().next().value!);
  }

  function rememberCarriage(runId: string, carriage: { carriageNo: string; name: string }): void {
    names.set(`${runId}|${carriage.carriageNo}`, carriage.name);
    while (names.size > RUNS_KEPT * 20) names.delete(names.keys().next().value!);
  }

  /** The run's carriages as last seen for this journey (undefined when never searched in this process). */
  const carriagesOf = (runId: string, from: string, to: string) => carriages.get(runKey(runId, from, to));

  /** A carriage's name as any search or seat map of the run showed it. */
  const carriageName = (runId: string, carriageNo: string) => names.get(`${runId}|${carriageNo}`);

  return { allStations, stationName, stationNames, rememberRuns, rememberCarriage, carriagesOf, carriageName };
}

export type TrainCatalogue = ReturnType<typeof createTrainCatalogue>;
