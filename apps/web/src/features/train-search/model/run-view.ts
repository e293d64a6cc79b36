// The results' view of the runs: the seat-type filter (SPEC §9 ALL/GP/NGC/NGM/NAM/NAC), departure time bands
// (0–6, 6–12, 12–18, 18–24 h) and the four sort keys seatNull, departTime, returnTime (arrival) and timeRun.
import type { TRAIN_SEAT_FILTERS, TRAIN_SORT_KEYS, TTrainRun } from '@portal/contracts';
import { localTime } from '@portal/domain';

export type TTrainSeatFilter = (typeof TRAIN_SEAT_FILTERS)[number];
export type TTrainSortKey = (typeof TRAIN_SORT_KEYS)[number];

export const TIME_BANDS = ['0-6', '6-12', '12-18', '18-24'] as const;
export type TimeBand = (typeof TIME_BANDS)[number];

export type RunView = { seatType: TTrainSeatFilter; bands: readonly TimeBand[]; sort: TTrainSortKey };
export const DEFAULT_RUN_VIEW: RunView = { seatType: 'ALL', bands: [], sort: 'departTime' };

/** The hour of the train's own clock (+07:00) as written in the instant. */
const departHour = (run: TTrainRun) => Number(localTime(run.departAt).slice(0, 2));

export function bandOf(run: TTrainRun): TimeBand {
  const hour = departHour(run);
  return hour < 6 ? '0-6' : hour < 12 ? '6-12' : hour < 18 ? '12-18' : '18-24';
}

/** The seats left that count for the filter: of the seat type chosen, or of the whole run. */
export function seatsLeftFor(run: TTrainRun, seatType: TTrainSeatFilter): number {
  if (seatType === 'ALL') return run.seatsLeft;
  return run.fares.find((fare) => fare.seatType === seatType)?.seatsLeft ?? 0;
}

const COMPARE: Record<TTrainSortKey, (a: TTrainRun, b: TTrainRun, seatType: TTrainSeatFilter) => number> = {
  seatNull: (a, b, seatType) => seatsLeftFor(b, seatType) - seatsLeftFor(a, seatType),
  departTime: (a, b) => Date.parse(a.departAt) - Date.parse(b.departAt),
  returnTime: (a, b) => Date.parse(a.arriveAt) - Date.parse(b.arriveAt),
  timeRun: (a, b) => a.durationMinutes - b.durationMinutes,
};

/** The runs to show: those with seats of the type chosen, departing in one of the bands ticked (none ticked: all). */
export function viewRuns(runs: readonly TTrainRun[], view: RunView): TTrainRun[] {
  return runs
    .filter((run) => view.seatType === 'ALL' || seatsLeftFor(run, view.seatType) > 0)
    .filter((run) => view.bands.length === 0 || view.bands.includes(bandOf(run)))
    .sort(
      (a, b) =>
        COMPARE[view.sort](a, b, view.seatType) ||
        COMPARE.departTime(a, b, view.seatType) ||
        a.trainNumber.localeCompare(b.trainNumber),
    );
}

/** "32 giờ 15 phút" style pieces: whole hours and the minutes left. */
export const durationParts = (minutes: number) => ({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });
