// What the railway answers about runs: the search (runs with fares and seats left per type and carriage) and the seat
// map of one carriage for one journey.
import type { TRailwayCarriage, TRailwayRun, TRailwaySeat, TRailwaySeatMap, TTrainSeatType } from '@portal/contracts';
import { vietnamIso } from '../booking-policy.js';
import { seatsOf, type TCarriageSpec, type TSeatSpec } from './carriages.js';
import { seatFare, type TSeatFare } from './fares.js';
import type { TClaim } from './railway-state.js';
import { isCarriageAllocated, seatStatus } from './seat-inventory.js';
import { stationByCode } from './stations.js';
import { journeysOn, type TJourney } from './timetable.js';

export type TSeatContext = {
  journey: TJourney;
  claims: readonly TClaim[];
  now: Date;
  /** Fares already worked out for this journey, by carriage, seat type and tier (every seat of a kind costs the same). */
  fares?: Map<string, TSeatFare>;
};

function fareOf(context: TSeatContext, carriage: TCarriageSpec, seat: TSeatSpec): TSeatFare {
  const key = `${carriage.carriageNo}|${seat.seatType}|${seat.tier ?? 0}`;
  const known = context.fares?.get(key);
  if (known) return known;
  const fare = seatFare({ journey: context.journey, carriage, seat, now: context.now });
  context.fares?.set(key, fare);
  return fare;
}

export function seatView(context: TSeatContext, carriage: TCarriageSpec, seat: TSeatSpec): TRailwaySeat {
  const { journey, claims, now } = context;
  return {
    seatId: seat.seatId,
    number: seat.number,
    seatType: seat.seatType,
    compartment: seat.compartment,
    tier: seat.tier,
    row: seat.row,
    position: seat.position,
    ...fareOf(context, carriage, seat),
    status: seatStatus({ journey, carriage, seat, claims, now }),
    isExtra: seat.isExtra,
  };
}

export function seatMap(context: TSeatContext, carriage: TCarriageSpec): TRailwaySeatMap {
  context.fares ??= new Map();
  return {
    runId: context.journey.run.runId,
    carriageNo: carriage.carriageNo,
    modelCode: carriage.modelCode,
    name: carriage.name,
    seatType: carriage.seatType,
    layout: carriage.layout,
    seats: seatsOf(carriage).map((seat) => seatView(context, carriage, seat)),
  };
}

/** Where the journey is on the railway's own km posts. */
const kmPostOf = (code: string) => stationByCode(code)?.kmPost ?? 0;

export function runView(context: TSeatContext): TRailwayRun {
  const { journey, now } = context;
  context.fares ??= new Map();
  const { run } = journey;
  const carriages: TRailwayCarriage[] = [];
  const fares = new Map<TTrainSeatType, { minFare: number; maxFare: number; seatsLeft: number }>();
  for (const carriage of run.train.consist) {
    const seats = seatsOf(carriage).map((seat) => seatView(context, carriage, seat));
    const seatsLeft = seats.filter((seat) => seat.status === 3).length;
    const allocated = isCarriageAllocated(journey, carriage, now);
    carriages.push({
      carriageNo: carriage.carriageNo,
      modelCode: carriage.modelCode,
      name: carriage.name,
      seatType: carriage.seatType,
      seatsLeft,
      status: !allocated ? 'NOT_ALLOCATED' : seatsLeft === 0 ? 'SOLD_OUT' : 'ALLOCATED',
    });
    if (!allocated) continue;
    for (const seat of seats) {
      const row = fares.get(seat.seatType) ?? { minFare: seat.fare, maxFare: seat.fare, seatsLeft: 0 };
      row.minFare = Math.min(row.minFare, seat.fare);
      row.maxFare = Math.max(row.maxFare, seat.fare);
      if (seat.status === 3) row.seatsLeft++;
      fares.set(seat.seatType, row);
    }
  }
  const order = ['GP', 'NGC', 'NGM', 'NAC', 'NAM'];
  return {
    runId: run.runId,
    trainNumber: run.train.number,
    from: journey.from.code,
    to: journey.to.code,
    fromKm: kmPostOf(journey.from.code),
    toKm: kmPostOf(journey.to.code),
    origin: run.train.stops[0]?.code ?? journey.from.code,
    terminus: run.train.stops.at(-1)?.code ?? journey.to.code,
    departAt: vietnamIso(journey.departAt),
    arriveAt: vietnamIso(journey.arriveAt),
    durationMinutes: Math.round((journey.arriveAt.getTime() - journey.departAt.getTime()) / 60_000),
    seatsLeft: carriages.reduce((sum, carriage) => sum + carriage.seatsLeft, 0),
    fares: [...fares.entries()]
      .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
      .map(([seatType, row]) => ({ seatType, ...row })),
    carriages,
  };
}

export function searchRuns(options: {
  from: string;
  to: string;
  date: string;
  now: Date;
  claimsOf: (runId: string) => readonly TClaim[];
}): TRailwayRun[] {
  const { now, claimsOf } = options;
  return journeysOn(options).map((journey) => runView({ journey, claims: claimsOf(journey.run.runId), now }));
}
