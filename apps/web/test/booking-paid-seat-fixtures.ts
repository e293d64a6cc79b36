// Seat maps of the fixture booking's two flights: an A321 3-3 with paid front rows, exit rows, a taken, a blocked
// seat and the second adult's current seat; and a small return map.
import type { TBookingSeat, TBookingSeatMaps } from '@portal/contracts';
import type { SeatPassenger } from '../src/features/booking-paid/seats/seat-choice';
import { HAN_SGN, SGN_HAN } from './edit-forms-fixtures';

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];
type SeatOverrides = Record<string, Partial<TBookingSeat>>;

const free = (seat: string): TBookingSeat => ({ seat, status: 'FREE', price: 0 });
const paid = (seat: string, price: number, zone: string): TBookingSeat => ({ seat, status: 'PAID', price, zone });

function row(number: number, make: (seat: string) => TBookingSeat, overrides: SeatOverrides = {}, letters = LETTERS) {
  return letters.map((letter) => {
    const seat = make(`${number}${letter}`);
    return { ...seat, ...overrides[seat.seat] };
  });
}

/** HAN → SGN: rows 1–2 front (150,000), row 3 (2nd adult in 3A), rows 10–11 exit (120,000 and free), 12 a gap at B. */
export function outboundMap(overrides: SeatOverrides = {}): TBookingSeatMaps['maps'][number] {
  return {
    flightKey: HAN_SGN,
    flightLabel: 'HAN → SGN 01/12/2030 VN 213',
    aircraft: 'A321',
    columns: ['A', 'B', 'C', '', 'D', 'E', 'F'],
    rows: [
      { row: 1, isExit: false, seats: row(1, (seat) => paid(seat, 150_000, 'Hàng đầu'), overrides) },
      {
        row: 2,
        isExit: false,
        seats: row(2, (seat) => paid(seat, 150_000, 'Hàng đầu'), { '2C': { status: 'TAKEN' }, ...overrides }),
      },
      {
        row: 3,
        isExit: false,
        seats: row(3, free, {
          '3A': { status: 'TAKEN', paxId: 'ADT-2' },
          '3F': { status: 'BLOCKED' },
          ...overrides,
        }),
      },
      { row: 10, isExit: true, seats: row(10, (seat) => paid(seat, 120_000, 'Chỗ để chân rộng'), overrides) },
      { row: 11, isExit: true, seats: row(11, free, overrides) },
      { row: 12, isExit: false, seats: row(12, free, overrides, ['A', 'C', 'D', 'E', 'F']) },
    ],
  };
}

export function returnMap(): TBookingSeatMaps['maps'][number] {
  return {
    flightKey: SGN_HAN,
    flightLabel: 'SGN → HAN 05/12/2030 VN 220',
    aircraft: 'A321',
    columns: ['A', 'B', 'C', '', 'D', 'E', 'F'],
    rows: [
      { row: 5, isExit: false, seats: row(5, (seat) => paid(seat, 90_000, 'Hàng đầu')) },
      { row: 6, isExit: false, seats: row(6, free) },
    ],
  };
}

export const seatMaps = (overrides: SeatOverrides = {}): TBookingSeatMaps => ({
  maps: [outboundMap(overrides), returnMap()],
});

export const DUC: SeatPassenger = { paxId: 'ADT-1', type: 'ADT', name: 'NGUYEN VAN DUC', hasInfant: true };
export const HOA: SeatPassenger = { paxId: 'ADT-2', type: 'ADT', name: 'TRAN THI HOA', hasInfant: false };
export const MINH: SeatPassenger = { paxId: 'CHD-1', type: 'CHD', name: 'TRAN DUC MINH', hasInfant: false };
