// Seat statuses of a journey (decision 071): not for sale, sold to other travellers (a deterministic occupancy growing as
// departure nears), sold or taken by a claim overlapping the journey's km, kept for longer journeys, or free.
import type { TRailwaySeatStatus } from '@portal/contracts';
import { unitHash } from '../hash.js';
import type { TCarriageSpec, TSeatSpec } from './carriages.js';
import type { TClaim } from './railway-state.js';
import { vietnamInstant } from '../booking-policy.js';
import type { TJourney, TRun } from './timetable.js';

/** Share of seats other travellers hold: 10 % at 60 days or more before the train leaves, 70 % on the day. */
export function occupancyRate(daysBefore: number): number {
  const days = Math.min(Math.max(daysBefore, 0), 60);
  return 0.7 - (0.6 * days) / 60;
}

/** About 3 % of seats are never for sale (staff, quota of other stations). */
const NOT_FOR_SALE_SHARE = 0.03;
/** On trains of 600 km or more, 20 % of seats are kept for journeys of 30 % of the train's length or more… */
const LONG_JOURNEY_SHARE = 0.2;
const LONG_JOURNEY_MIN_TRAIN_KM = 600;
const LONG_JOURNEY_FRACTION = 0.3;
/** …until 24 hours before the journey leaves, when they are sold to anyone. */
const LONG_JOURNEY_RELEASE_HOURS = 24;
/** The last carriage of a main-line train is allocated to sale only 30 days before the train leaves. */
const LATE_CARRIAGE_DAYS = 30;

export const runStart = (run: TRun) => vietnamInstant(run.originDate, run.train.departMinutes);

/** The part of the run another traveller bought with this seat: the whole run, or a stretch between two stops. */
function backgroundStretch(run: TRun, seatId: string): { startKm: number; endKm: number } {
  const stops = run.train.stops;
  if (unitHash('rail-whole', run.runId, seatId) < 0.5 || stops.length < 3)
    return { startKm: 0, endKm: run.train.lengthKm };
  const first = Math.floor(unitHash('rail-first', run.runId, seatId) * (stops.length - 1));
  const span = 1 + Math.floor(unitHash('rail-span', run.runId, seatId) * (stops.length - 1 - first));
  return { startKm: stops[first]?.routeKm ?? 0, endKm: stops[first + span]?.routeKm ?? run.train.lengthKm };
}

/** What a seat of a run draws once and for all (pure functions of the run and the seat, so kept for the next look). */
type TSeatDraws = { notForSale: boolean; occupied: number; stretch: { startKm: number; endKm: number }; long: number };

const DRAWS_KEPT_RUNS = 120;
const drawsByRun = new Map<string, Map<string, TSeatDraws>>();

function drawsOf(run: TRun, seatId: string): TSeatDraws {
  let seats = drawsByRun.get(run.runId);
  if (!seats) {
    if (drawsByRun.size >= DRAWS_KEPT_RUNS) drawsByRun.delete(drawsByRun.keys().next().value ?? '');
    seats = new Map();
    drawsByRun.set(run.runId, seats);
  }
  let draws = seats.get(seatId);
  if (!draws) {
    draws = {
      notForSale: unitHash('rail-nfs', run.runId, seatId) < NOT_FOR_SALE_SHARE,
      occupied: unitHash('rail-occupied', run.runId, seatId),
      stretch: backgroundStretch(run, seatId),
      long: unitHash('rail-long', run.runId, seatId),
    };
    seats.set(seatId, draws);
  }
  return draws;
}

const overlaps = (journey: TJourney, part: { startKm: number; endKm: number }) =>
  part.startKm < journey.to.routeKm && journey.from.routeKm < part.endKm;

export function isCarriageAllocated(journey: TJourney, carriage: TCarriageSpec, now: Date): boolean {
  const train = journey.run.train;
  const isLast = carriage.carriageNo === train.consist.at(-1)?.carriageNo;
  if (!isLast || !/^SE\d+$/.test(train.number) || train.lengthKm < 1000) return true;
  return runStart(journey.run).getTime() - now.getTime() <= LATE_CARRIAGE_DAYS * 86_400_000;
}

export function isLongJourneyOnly(journey: TJourney, seat: TSeatSpec, now: Date): boolean {
  const train = journey.run.train;
  if (train.lengthKm < LONG_JOURNEY_MIN_TRAIN_KM) return false;
  if (journey.to.routeKm - journey.from.routeKm >= LONG_JOURNEY_FRACTION * train.lengthKm) return false;
  if (journey.departAt.getTime() - now.getTime() <= LONG_JOURNEY_RELEASE_HOURS * 3_600_000) return false;
  return drawsOf(journey.run, seat.seatId).long < LONG_JOURNEY_SHARE;
}

/** Status of one seat for one journey now; `claims` are the run's (expired ones count as nothing). */
export function seatStatus(options: {
  journey: TJourney;
  carriage: TCarriageSpec;
  seat: TSeatSpec;
  claims: readonly TClaim[];
  now: Date;
}): TRailwaySeatStatus {
  const { journey, carriage, seat, claims, now } = options;
  const { run } = journey;
  if (!isCarriageAllocated(journey, carriage, now)) return 4;
  const draws = drawsOf(run, seat.seatId);
  if (draws.notForSale) return 4;
  const daysBefore = (runStart(run).getTime() - now.getTime()) / 86_400_000;
  if (draws.occupied < occupancyRate(daysBefore) && overlaps(journey, draws.stretch)) return 1;
  let taken = false;
  for (const claim of claims) {
    if (claim.seatId !== seat.seatId || !overlaps(journey, claim)) continue;
    if (claim.kind === 'sold') return 1;
    if (claim.expiresAt !== null && claim.expiresAt > now.getTime()) taken = true;
  }
  if (taken) return 2;
  return isLongJourneyOnly(journey, seat, now) ? 5 : 3;
}
