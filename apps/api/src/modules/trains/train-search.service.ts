// GET /api/trains/stations, POST /api/trains/search and the seat map: the railway's answers in the portal's shapes
// (station names filled, VND), the issue fee per ticket beside the fares, and the caller's own locked seats marked.
import type {
  TTrainRun,
  TTrainSearchRequest,
  TTrainSearchResponse,
  TTrainSeatMap,
  TTrainStationsResponse,
} from '@portal/contracts';
import type { BookingCaller } from '../bookings/booking-scope.js';
import type { RailwayRunVnd } from '../suppliers/railway/railway-gateway.js';
import { listOpenLocksOf } from './repository/train-seat-locks.js';
import { railwayAccountOfAgency, ticketFeesOfAgency } from './train-agency.js';
import type { TrainCatalogue } from './train-catalogue.js';
import { callOptionsOf, RAILWAY, type TrainDeps } from './train-deps.js';
import { railwayValue } from './train-errors.js';

export function runView(run: RailwayRunVnd, nameOf: (code: string) => string): TTrainRun {
  return {
    runId: run.runId,
    trainNumber: run.trainNumber,
    from: run.from,
    to: run.to,
    fromName: nameOf(run.from),
    toName: nameOf(run.to),
    origin: run.origin,
    terminus: run.terminus,
    distanceKm: Math.abs(run.toKm - run.fromKm),
    departAt: run.departAt,
    arriveAt: run.arriveAt,
    durationMinutes: run.durationMinutes,
    seatsLeft: run.seatsLeft,
    fares: run.fares.map(({ seatType, minFare, maxFare, seatsLeft }) => ({ seatType, minFare, maxFare, seatsLeft })),
    carriages: run.carriages.map(({ carriageNo, name, seatType, seatsLeft, status }) => ({
      carriageNo,
      name,
      seatType,
      seatsLeft,
      status,
    })),
  };
}

export function createTrainSearchService(deps: TrainDeps & { catalogue: TrainCatalogue }) {
  const { db, railway, catalogue, clock } = deps;

  async function stations(): Promise<TTrainStationsResponse> {
    const list = await catalogue.allStations();
    return { stations: list.map(({ code, name, aliases, line }) => ({ code, name, aliases, line })) };
  }

  async function search(
    caller: BookingCaller,
    request: TTrainSearchRequest,
    signal?: AbortSignal,
  ): Promise<TTrainSearchResponse> {
    const account = await railwayAccountOfAgency(db, caller.agencyId);
    const ask = async (from: string, to: string, departDate: string) => {
      const runs = railwayValue(
        await railway.search(RAILWAY, { account, from, to, departDate }, callOptionsOf(deps, signal)),
      );
      catalogue.rememberRuns(runs);
      return runs;
    };
    // Both directions and the chain's fee at once: the database is read while the railway answers.
    const [departure, back, nameOf, fees] = await Promise.all([
      ask(request.from, request.to, request.departDate),
      request.returnDate ? ask(request.to, request.from, request.returnDate) : undefined,
      catalogue.stationNames(),
      ticketFeesOfAgency(db, caller.agencyId),
    ]);
    return {
      departure: departure.map((run) => runView(run, nameOf)),
      return: back ? back.map((run) => runView(run, nameOf)) : null,
      issueFeePerTicket: fees.adult,
      issueFeePerChildTicket: fees.child,
    };
  }

  async function seatMap(
    caller: BookingCaller,
    target: { runId: string; carriageNo: string; from: string; to: string },
    signal?: AbortSignal,
  ): Promise<TTrainSeatMap> {
    const account = await railwayAccountOfAgency(db, caller.agencyId);
    const [map, mine] = await Promise.all([
      railway
        .seatMap(RAILWAY, { account, ...target }, callOptionsOf(deps, signal))
        .then((result) => railwayValue(result)),
      listOpenLocksOf(db, { agencyId: caller.agencyId, runId: target.runId, now: clock.now() }),
    ]);
    catalogue.rememberCarriage(map.runId, map);
    const mySeats = new Set(mine.filter((lock) => lock.carriageNo === target.carriageNo).map((lock) => lock.seatId));
    return {
      runId: map.runId,
      carriageNo: map.carriageNo,
      name: map.name,
      seatType: map.seatType,
      layout: map.layout,
      seats: map.seats.map((seat) => ({ ...seat, isMine: mySeats.has(seat.seatId) })),
    };
  }

  return { stations, search, seatMap };
}

export type TrainSearchService = ReturnType<typeof createTrainSearchService>;
