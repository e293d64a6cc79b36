// Where the focus of the seat grid goes on a key: arrows move between seats (over aisles and gaps), Home/End along a
// row, Ctrl+Home/End to the cabin's first and last seat, Page Up/Down five rows.
import type { SeatMapOfFlight } from './seat-choice';

/** The cabin as a matrix: one line per row, one cell per column (aisles included), the seat code or null. */
export type SeatLayout = { cells: (string | null)[][] };

const PAGE_ROWS = 5;

/** The letter of a seat code: "12A" → "A". */
export const seatLetter = (seat: string) => seat.replace(/^\d+/, '');

export function seatLayoutOf(map: Pick<SeatMapOfFlight, 'columns' | 'rows'>): SeatLayout {
  return {
    cells: map.rows.map((row) =>
      map.columns.map((letter) =>
        letter === '' ? null : (row.seats.find((seat) => seatLetter(seat.seat) === letter)?.seat ?? null),
      ),
    ),
  };
}

type Position = { row: number; column: number };

function positionOf(layout: SeatLayout, seat: string): Position | undefined {
  for (const [row, cells] of layout.cells.entries()) {
    const column = cells.indexOf(seat);
    if (column !== -1) return { row, column };
  }
  return undefined;
}

const firstIn = (cells: readonly (string | null)[]) => cells.find((cell) => cell !== null) ?? undefined;
const lastIn = (cells: readonly (string | null)[]) => firstIn([...cells].reverse());

/** The first seat of the cabin: where the focus starts when nothing is chosen. */
export const firstSeatOf = (layout: SeatLayout) => layout.cells.map(firstIn).find((seat) => seat !== undefined);

/** The next seat along a row (step ±1), skipping aisles and missing seats. */
function alongRow(layout: SeatLayout, from: Position, step: 1 | -1): string | undefined {
  const cells = layout.cells[from.row] ?? [];
  for (let column = from.column + step; column >= 0 && column < cells.length; column += step) {
    const seat = cells[column];
    if (seat) return seat;
  }
  return undefined;
}

/** The next row's seat in the same column (rows without one there are passed over). */
function nextRowSeat(layout: SeatLayout, from: Position, step: 1 | -1): string | undefined {
  for (let row = from.row + step; row >= 0 && row < layout.cells.length; row += step) {
    const seat = layout.cells[row]?.[from.column];
    if (seat) return seat;
  }
  return undefined;
}

/** Five rows on in the same column (the cabin's end at most), or the nearest row before it that has that seat. */
function pageSeat(layout: SeatLayout, from: Position, step: 1 | -1): string | undefined {
  const target = Math.max(0, Math.min(layout.cells.length - 1, from.row + step * PAGE_ROWS));
  for (let row = target; row !== from.row; row -= step) {
    const seat = layout.cells[row]?.[from.column];
    if (seat) return seat;
  }
  return undefined;
}

export type GridKey = { key: string; ctrlKey?: boolean; metaKey?: boolean };

/** The seat the focus moves to on this key, or undefined when the key is not the grid's or leads nowhere. */
export function seatAfterKey(layout: SeatLayout, seat: string, pressed: GridKey): string | undefined {
  const from = positionOf(layout, seat);
  if (!from) return undefined;
  const cells = layout.cells[from.row] ?? [];
  const isCabinWide = pressed.ctrlKey === true || pressed.metaKey === true;
  switch (pressed.key) {
    case 'ArrowRight':
      return alongRow(layout, from, 1);
    case 'ArrowLeft':
      return alongRow(layout, from, -1);
    case 'ArrowDown':
      return nextRowSeat(layout, from, 1);
    case 'ArrowUp':
      return nextRowSeat(layout, from, -1);
    case 'PageDown':
      return pageSeat(layout, from, 1);
    case 'PageUp':
      return pageSeat(layout, from, -1);
    case 'Home':
      return isCabinWide ? firstSeatOf(layout) : firstIn(cells);
    case 'End':
      return isCabinWide ? layout.cells.map(lastIn).findLast((found) => found !== undefined) : lastIn(cells);
    default:
      return undefined;
  }
}
