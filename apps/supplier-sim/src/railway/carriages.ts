// The carriages of each train and their seats (DOMAIN.md §1): 4-berth compartments of 28 berths, 6-berth of 42, soft
// seats of 56 or 64 and hard seats of 80 in rows of 2 + 2, and extra seats (ghế phụ) listed apart under seat carriages.
import type { TRailwaySeatMap, TTrainSeatType } from '@portal/contracts';
import { intHash } from '../hash.js';

type TLayout = TRailwaySeatMap['layout'];

export type TCarriageSpec = {
  carriageNo: string;
  modelCode: string;
  name: string;
  seatType: TTrainSeatType;
  layout: TLayout;
  /** Regular seats or berths, numbered 1…size. */
  size: number;
  /** Extra seats "P1"… (seat carriages only). */
  extras: number;
};

/** A seat or berth as the carriage is built (its status and fare depend on the journey). */
export type TSeatSpec = {
  seatId: string;
  number: string;
  seatType: TTrainSeatType;
  compartment: number | null;
  tier: number | null;
  row: number | null;
  position: number | null;
  isExtra: boolean;
};

type TModel = Omit<TCarriageSpec, 'carriageNo'>;

const MODELS = {
  A64L: { modelCode: 'A64L', name: 'Ngồi mềm điều hòa', seatType: 'NGM', layout: 'SEAT_64', size: 64, extras: 6 },
  A56L: { modelCode: 'A56L', name: 'Ngồi mềm điều hòa', seatType: 'NGM', layout: 'SEAT_56', size: 56, extras: 6 },
  B80: { modelCode: 'B80', name: 'Ngồi cứng', seatType: 'NGC', layout: 'HARD_SEAT_80', size: 80, extras: 10 },
  Bn42L: { modelCode: 'Bn42L', name: 'Nằm khoang 6 điều hòa', seatType: 'NAC', layout: 'BERTH_6', size: 42, extras: 0 },
  An28L: { modelCode: 'An28L', name: 'Nằm khoang 4 điều hòa', seatType: 'NAM', layout: 'BERTH_4', size: 28, extras: 0 },
} as const satisfies Record<string, TModel>;
type TModelCode = keyof typeof MODELS;

const repeat = (model: TModelCode, count: number): TModelCode[] => Array.from({ length: count }, () => model);

/** The carriages of the regional trains, by the letters of their numbers. */
const REGIONAL: Readonly<Record<string, TModelCode[]>> = {
  SE: [...repeat('A64L', 2), ...repeat('Bn42L', 3), ...repeat('An28L', 4)],
  SNT: [...repeat('A64L', 2), ...repeat('Bn42L', 2), ...repeat('An28L', 3)],
  SPT: ['B80', ...repeat('A64L', 3)],
  NA: [...repeat('B80', 2), 'A56L', ...repeat('Bn42L', 2), ...repeat('An28L', 2)],
  HP: [...repeat('B80', 3), ...repeat('A64L', 2)],
  SP: ['A64L', ...repeat('Bn42L', 2), ...repeat('An28L', 4)],
  DD: [...repeat('B80', 2), 'A56L'],
};

/** SE1–SE12: SE1/SE2 12 carriages; the others 10 to 13, seats first, then 6-berth, then 4-berth compartments. */
function mainLineModels(trainNumber: string): TModelCode[] {
  if (trainNumber === 'SE1' || trainNumber === 'SE2')
    return [...repeat('A64L', 2), 'A56L', ...repeat('Bn42L', 4), ...repeat('An28L', 5)];
  const pair = Math.ceil(Number(trainNumber.slice(2)) / 2);
  const seats = intHash(2, 4, 'consist-seats', pair);
  const sixBerth = intHash(3, 4, 'consist-nac', pair);
  const fourBerth = intHash(4, 5, 'consist-nam', pair);
  return [...repeat('A64L', seats - 1), 'A56L', ...repeat('Bn42L', sixBerth), ...repeat('An28L', fourBerth)];
}

export function consistOf(trainNumber: string): TCarriageSpec[] {
  const isMainLine = /^SE([1-9]|1[0-2])$/.test(trainNumber);
  const letters = trainNumber.replace(/\d+$/, '');
  const models = isMainLine ? mainLineModels(trainNumber) : (REGIONAL[letters] ?? REGIONAL.SE ?? []);
  return models.map((model, index) => ({ carriageNo: String(index + 1), ...MODELS[model] }));
}

/** Compartment n of a 4-berth carriage holds 4n−3, 4n−2 (tier 1) and 4n−1, 4n (tier 2); 6-berth: two per tier, tiers 1–3. */
export function berthPlace(layout: 'BERTH_4' | 'BERTH_6', number: number): { compartment: number; tier: number } {
  const perCompartment = layout === 'BERTH_4' ? 4 : 6;
  return {
    compartment: Math.ceil(number / perCompartment),
    tier: Math.floor(((number - 1) % perCompartment) / 2) + 1,
  };
}

const built = new WeakMap<TCarriageSpec, TSeatSpec[]>();

/** The carriage's seats: berths or seats 1…size, then its extra seats (built once per carriage). */
export function seatsOf(carriage: TCarriageSpec): readonly TSeatSpec[] {
  const known = built.get(carriage);
  if (known) return known;
  const seats = buildSeats(carriage);
  built.set(carriage, seats);
  return seats;
}

function buildSeats(carriage: TCarriageSpec): TSeatSpec[] {
  const isBerth = carriage.layout === 'BERTH_4' || carriage.layout === 'BERTH_6';
  const seats: TSeatSpec[] = [];
  for (let number = 1; number <= carriage.size; number++) {
    const base = { seatId: `${carriage.carriageNo}-${number}`, number: String(number), seatType: carriage.seatType };
    if (carriage.layout === 'BERTH_4' || carriage.layout === 'BERTH_6')
      seats.push({ ...base, ...berthPlace(carriage.layout, number), row: null, position: null, isExtra: false });
    else
      seats.push({
        ...base,
        compartment: null,
        tier: null,
        row: Math.ceil(number / 4),
        position: ((number - 1) % 4) + 1,
        isExtra: false,
      });
  }
  for (let extra = 1; extra <= (isBerth ? 0 : carriage.extras); extra++)
    seats.push({
      seatId: `${carriage.carriageNo}-P${extra}`,
      number: `P${extra}`,
      seatType: 'GP',
      compartment: null,
      tier: null,
      row: null,
      position: null,
      isExtra: true,
    });
  return seats;
}

/** The carriage and seat of a seat id ("3-12", "1-P2") on a train, or undefined. */
export function findSeat(
  consist: readonly TCarriageSpec[],
  seatId: string,
): { carriage: TCarriageSpec; seat: TSeatSpec } | undefined {
  const carriage = consist.find((candidate) => seatId.startsWith(`${candidate.carriageNo}-`));
  const seat = carriage && seatsOf(carriage).find((candidate) => candidate.seatId === seatId);
  return carriage && seat ? { carriage, seat } : undefined;
}
