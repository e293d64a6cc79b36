// The railway's trains and their daily runs (decision 070): SE1–SE12 on the North–South line and regional trains, each
// stop's time derived from its km and the train's running time, so the same date always gives the same runs.
import { vietnamToday } from '@portal/domain';
import { vietnamInstant } from '../booking-policy.js';
import { consistOf, type TCarriageSpec } from './carriages.js';
import { stationByCode } from './stations.js';

/** Runs are sold from today to this many days ahead (by the date a train leaves its origin). */
export const SALE_DAYS_AHEAD = 90;
/** Sales of a journey close this long before it leaves its station. */
export const SALES_CLOSE_MINUTES = 60;
/** Minutes a train stands at an intermediate station (it arrives 2 minutes before the linear time, leaves 2 after). */
const HALF_DWELL = 2;

export type TStop = {
  code: string;
  /** Km from the train's origin (the overlap of two journeys is measured in it). */
  routeKm: number;
  kmPost: number;
  /** Minutes after the train's departure from its origin. */
  arrive: number;
  depart: number;
};

export type TTrain = {
  number: string;
  departMinutes: number;
  totalMinutes: number;
  lengthKm: number;
  stops: readonly TStop[];
  consist: readonly TCarriageSpec[];
};

type TTrainSpec = { number: string; depart: string; totalMinutes: number; stops: readonly string[] };

const MAIN_LINE = [
  ...['HNO', 'GBA', 'PLY', 'NDI', 'NBI', 'THO', 'VIN', 'DHO', 'DHA', 'HUE', 'DNA'],
  ...['TKY', 'QNG', 'DTR', 'THA', 'NTR', 'TCH', 'MMA', 'BHO', 'DIA', 'SGO'],
];
const southbound = (...skipped: string[]) => MAIN_LINE.filter((code) => !skipped.includes(code));
const northbound = (...skipped: string[]) => southbound(...skipped).reverse();

/** Odd numbers run south from Hà Nội, even numbers north from Sài Gòn (SE1 21:10 → 08:25 two days later, SE7 06:10 → 18:36). */
const SPECS: readonly TTrainSpec[] = [
  { number: 'SE1', depart: '21:10', totalMinutes: 2115, stops: southbound('GBA', 'PLY', 'TKY', 'TCH', 'DIA') },
  { number: 'SE2', depart: '21:10', totalMinutes: 2090, stops: northbound('GBA', 'PLY', 'TKY', 'TCH', 'DIA') },
  { number: 'SE3', depart: '19:25', totalMinutes: 2050, stops: southbound('GBA', 'PLY', 'TCH', 'DIA') },
  { number: 'SE4', depart: '19:25', totalMinutes: 2045, stops: northbound('GBA', 'PLY', 'TCH', 'DIA') },
  { number: 'SE5', depart: '08:50', totalMinutes: 2040, stops: southbound('DIA') },
  { number: 'SE6', depart: '08:45', totalMinutes: 2055, stops: northbound('DIA') },
  { number: 'SE7', depart: '06:10', totalMinutes: 2186, stops: southbound('GBA') },
  { number: 'SE8', depart: '06:00', totalMinutes: 2170, stops: northbound('GBA') },
  { number: 'SE9', depart: '14:30', totalMinutes: 2200, stops: southbound() },
  { number: 'SE10', depart: '14:40', totalMinutes: 2210, stops: northbound() },
  { number: 'SE11', depart: '16:00', totalMinutes: 2160, stops: southbound('TKY') },
  { number: 'SE12', depart: '16:10', totalMinutes: 2150, stops: northbound('TKY') },
  { number: 'SE19', depart: '20:05', totalMinutes: 945, stops: southbound('GBA', 'TKY').slice(0, 10) },
  { number: 'SE20', depart: '20:30', totalMinutes: 950, stops: southbound('GBA', 'TKY').slice(0, 10).reverse() },
  { number: 'SNT1', depart: '20:40', totalMinutes: 500, stops: ['SGO', 'DIA', 'BHO', 'MMA', 'TCH', 'NTR'] },
  { number: 'SNT2', depart: '20:30', totalMinutes: 505, stops: ['NTR', 'TCH', 'MMA', 'BHO', 'DIA', 'SGO'] },
  { number: 'SPT1', depart: '06:35', totalMinutes: 235, stops: ['SGO', 'DIA', 'BHO', 'MMA'] },
  { number: 'SPT2', depart: '13:25', totalMinutes: 240, stops: ['MMA', 'BHO', 'DIA', 'SGO'] },
  { number: 'NA1', depart: '21:50', totalMinutes: 460, stops: ['HNO', 'GBA', 'PLY', 'NDI', 'NBI', 'THO', 'VIN'] },
  { number: 'NA2', depart: '21:15', totalMinutes: 465, stops: ['VIN', 'THO', 'NBI', 'NDI', 'PLY', 'GBA', 'HNO'] },
  { number: 'HP1', depart: '06:00', totalMinutes: 150, stops: ['HNO', 'GLA', 'HPH'] },
  { number: 'HP2', depart: '18:40', totalMinutes: 150, stops: ['HPH', 'GLA', 'HNO'] },
  { number: 'SP1', depart: '21:35', totalMinutes: 480, stops: ['HNO', 'GLA', 'YBA', 'LCA'] },
  { number: 'SP2', depart: '20:35', totalMinutes: 485, stops: ['LCA', 'YBA', 'GLA', 'HNO'] },
  { number: 'DD5', depart: '05:10', totalMinutes: 330, stops: ['HNO', 'GLA', 'LSO'] },
  { number: 'DD6', depart: '13:50', totalMinutes: 335, stops: ['LSO', 'GLA', 'HNO'] },
];

function buildTrain(spec: TTrainSpec): TTrain {
  const kmPosts = spec.stops.map((code) => {
    const found = stationByCode(code);
    if (!found) throw new Error(`Train ${spec.number} stops at unknown station ${code}`);
    return found.kmPost;
  });
  const originKm = kmPosts[0] ?? 0;
  const lengthKm = Math.abs((kmPosts.at(-1) ?? 0) - originKm);
  const last = spec.stops.length - 1;
  const stops = spec.stops.map((code, index) => {
    const routeKm = Math.abs((kmPosts[index] ?? 0) - originKm);
    const linear = Math.round((spec.totalMinutes * routeKm) / lengthKm);
    const arrive = index === 0 ? 0 : index === last ? spec.totalMinutes : linear - HALF_DWELL;
    const depart = index === 0 ? 0 : index === last ? spec.totalMinutes : linear + HALF_DWELL;
    return { code, routeKm, kmPost: kmPosts[index] ?? 0, arrive, depart };
  });
  const [hours, minutes] = spec.depart.split(':').map(Number);
  const departMinutes = (hours ?? 0) * 60 + (minutes ?? 0);
  return { ...spec, departMinutes, lengthKm, stops, consist: consistOf(spec.number) };
}

export const TRAINS: readonly TTrain[] = SPECS.map(buildTrain);
const BY_NUMBER: ReadonlyMap<string, TTrain> = new Map(TRAINS.map((train) => [train.number, train]));

export const trainByNumber = (number: string) => BY_NUMBER.get(number);

/** One train on one day: the date is its departure from its origin (Vietnam time). */
export type TRun = { runId: string; train: TTrain; originDate: string };

/** A part of a run: from one of its stops to a later one. */
export type TJourney = { run: TRun; from: TStop; to: TStop; departAt: Date; arriveAt: Date };

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const isRealDate = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;

/** The run of an id ("SE1-2026-12-01") when that train runs that day and is on sale (its origin date not past +90). */
export function findRun(runId: string, now: Date): TRun | undefined {
  const match = /^([A-Z]+\d+)-(\d{4}-\d{2}-\d{2})$/.exec(runId);
  const train = match ? trainByNumber(match[1] ?? '') : undefined;
  const originDate = match?.[2] ?? '';
  if (!train || !isRealDate(originDate)) return undefined;
  const today = vietnamToday(now);
  if (originDate > addDays(today, SALE_DAYS_AHEAD) || originDate < addDays(today, -3)) return undefined;
  return { runId, train, originDate };
}

export function journeyOf(run: TRun, fromCode: string, toCode: string): TJourney | undefined {
  const fromIndex = run.train.stops.findIndex((stop) => stop.code === fromCode);
  const toIndex = run.train.stops.findIndex((stop) => stop.code === toCode);
  const from = run.train.stops[fromIndex];
  const to = run.train.stops[toIndex];
  if (!from || !to || fromIndex >= toIndex) return undefined;
  const start = vietnamInstant(run.originDate, run.train.departMinutes).getTime();
  return {
    run,
    from,
    to,
    departAt: new Date(start + from.depart * 60_000),
    arriveAt: new Date(start + to.arrive * 60_000),
  };
}

/** Whether the journey can still be bought: it leaves more than SALES_CLOSE_MINUTES from now. */
export const isOnSale = (journey: TJourney, now: Date) =>
  journey.departAt.getTime() - now.getTime() > SALES_CLOSE_MINUTES * 60_000;

/**
 * The journeys from → to leaving `from` on a Vietnam date, in departure order: none for a past date, a date past the
 * sale window, or a pair no train serves in that order.
 */
export function journeysOn(options: { from: string; to: string; date: string; now: Date }): TJourney[] {
  const { from, to, date, now } = options;
  const today = vietnamToday(now);
  if (!isRealDate(date) || date < today || date > addDays(today, SALE_DAYS_AHEAD)) return [];
  const found: TJourney[] = [];
  for (const train of TRAINS) {
    const stop = train.stops.find((candidate) => candidate.code === from);
    if (!stop) continue;
    const dayOffset = Math.floor((train.departMinutes + stop.depart) / 1440);
    const run = findRun(`${train.number}-${addDays(date, -dayOffset)}`, now);
    const journey = run && journeyOf(run, from, to);
    if (journey && isOnSale(journey, now)) found.push(journey);
  }
  return found.sort((a, b) => a.departAt.getTime() - b.departAt.getTime());
}
