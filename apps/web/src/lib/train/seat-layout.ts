// A carriage's seat map as drawn: berth carriages as compartments with their tiers (top tier first), seat carriages
// as rows across (2 + aisle + 2), extra seats apart; and the grid the arrow keys move over.
import type { TTrainSeat, TTrainSeatMap } from '@portal/contracts';

export type Tier = { tier: number; berths: TTrainSeat[] };
export type Compartment = { compartment: number; tiers: Tier[] };
/** One row of a seat carriage: positions 1–4 (the aisle between 2 and 3), null where the row has no seat. */
export type SeatRow = { row: number; seats: (TTrainSeat | null)[] };

export const isBerthLayout = (layout: TTrainSeatMap['layout']) => layout === 'BERTH_4' || layout === 'BERTH_6';

const byNumber = (a: TTrainSeat, b: TTrainSeat) =>
  Number(a.number) - Number(b.number) || a.number.localeCompare(b.number);

export const mainSeatsOf = (map: Pick<TTrainSeatMap, 'seats'>) => map.seats.filter((seat) => !seat.isExtra);
export const extraSeatsOf = (map: Pick<TTrainSeatMap, 'seats'>) =>
  map.seats.filter((seat) => seat.isExtra).sort((a, b) => a.seatId.localeCompare(b.seatId, 'en', { numeric: true }));

/** Compartments in order, each with its tiers from the top one down to tier 1 (lower), berths by number. */
export function compartmentsOf(seats: readonly TTrainSeat[]): Compartment[] {
  const found = new Map<number, Map<number, TTrainSeat[]>>();
  for (const seat of seats) {
    const tiers = found.get(seat.compartment ?? 0) ?? new Map<number, TTrainSeat[]>();
    tiers.set(seat.tier ?? 1, [...(tiers.get(seat.tier ?? 1) ?? []), seat]);
    found.set(seat.compartment ?? 0, tiers);
  }
  return [...found.entries()]
    .sort(([a], [b]) => a - b)
    .map(([compartment, tiers]) => ({
      compartment,
      tiers: [...tiers.entries()]
        .sort(([a], [b]) => b - a)
        .map(([tier, berths]) => ({ tier, berths: [...berths].sort(byNumber) })),
    }));
}

/** Rows in order, each with its four positions. */
export function seatRowsOf(seats: readonly TTrainSeat[]): SeatRow[] {
  const rows = new Map<number, (TTrainSeat | null)[]>();
  for (const seat of seats) {
    const row = rows.get(seat.row ?? 0) ?? [null, null, null, null];
    row[Math.min(4, Math.max(1, seat.position ?? 1)) - 1] = seat;
    rows.set(seat.row ?? 0, row);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([row, rowSeats]) => ({ row, seats: rowSeats }));
}

/** The grid the arrow keys move over: lines top to bottom, columns left to right, seat ids or null. */
export type KeyGrid = (string | null)[][];

export function keyGridOf(map: Pick<TTrainSeatMap, 'seats' | 'layout'>): KeyGrid {
  const seats = mainSeatsOf(map);
  if (isBerthLayout(map.layout)) {
    const compartments = compartmentsOf(seats);
    const tierCount = Math.max(0, ...compartments.map((c) => c.tiers.length));
    return Array.from({ length: tierCount }, (_, line) =>
      compartments.flatMap((c) => [c.tiers[line]?.berths[0]?.seatId ?? null, c.tiers[line]?.berths[1]?.seatId ?? null]),
    );
  }
  const rows = seatRowsOf(seats);
  return [0, 1, 2, 3].map((position) => rows.map((row) => row.seats[position]?.seatId ?? null));
}

function positionIn(grid: KeyGrid, seatId: string): { line: number; column: number } | undefined {
  for (const [line, cells] of grid.entries()) {
    const column = cells.indexOf(seatId);
    if (column !== -1) return { line, column };
  }
  return undefined;
}

const STEPS: Record<string, { line: number; column: number }> = {
  ArrowRight: { line: 0, column: 1 },
  ArrowLeft: { line: 0, column: -1 },
  ArrowDown: { line: 1, column: 0 },
  ArrowUp: { line: -1, column: 0 },
};

/** The seat an arrow key moves to from `seatId` (over gaps), or undefined at the edge or for another key. */
export function seatAfterArrow(grid: KeyGrid, seatId: string, key: string): string | undefined {
  const step = STEPS[key];
  const from = positionIn(grid, seatId);
  if (!step || !from) return undefined;
  let { line, column } = from;
  for (;;) {
    line += step.line;
    column += step.column;
    const cells = grid[line];
    if (!cells || column < 0 || column >= cells.length) return undefined;
    const found = cells[column];
    if (found) return found;
  }
}
