// How a train seat looks, shared by the map and its legend (decision 078): railway-like colours, each with a mark so
// no state is told by colour alone.
import type { TTrainSeat } from '@portal/contracts';

export type TrainSeatLook = 'free' | 'mine' | 'held' | 'sold' | 'blocked' | 'longer';

export const TRAIN_SEAT_LOOKS_ORDER: readonly TrainSeatLook[] = ['free', 'mine', 'held', 'sold', 'blocked', 'longer'];

/** The railway's 1 sold · 2 in someone else's transaction · 3 free · 4 not for sale · 5 only for a longer journey. */
export function seatLookOf(seat: TTrainSeat, isMine: boolean): TrainSeatLook {
  if (isMine) return 'mine';
  switch (seat.status) {
    case 1:
      return 'sold';
    case 2:
      return 'held';
    case 3:
      return 'free';
    case 4:
      return 'blocked';
    default:
      return 'longer';
  }
}

export const TRAIN_SEAT_MARKS: Record<TrainSeatLook, string> = {
  free: '',
  mine: '✓',
  held: '…',
  sold: '✕',
  blocked: '—',
  longer: '↔',
};

const stripes = (colour: string) => `repeating-linear-gradient(45deg, ${colour} 0 3px, transparent 3px 7px)`;

export const TRAIN_SEAT_STYLES = {
  free: { bgcolor: '#ffffff', border: 2, borderColor: '#2e7d32', color: '#1b5e20' },
  mine: { bgcolor: '#1565c0', border: 2, borderColor: '#0d47a1', color: '#ffffff' },
  held: { bgcolor: '#ffe082', border: 2, borderColor: '#ef6c00', color: '#5d4037' },
  sold: {
    bgcolor: '#e53935',
    backgroundImage: stripes('rgba(255,255,255,0.25)'),
    border: 1,
    borderColor: '#b71c1c',
    color: '#ffffff',
  },
  blocked: { bgcolor: '#616161', border: 1, borderColor: '#424242', color: '#ffffff' },
  longer: { bgcolor: '#ede7f6', border: 2, borderStyle: 'dashed', borderColor: '#6a1b9a', color: '#4a148c' },
} as const satisfies Record<TrainSeatLook, Record<string, string | number>>;

/** A seat's size on the map: seven compartments or sixteen rows fit beside the side panel on a laptop. */
export const TRAIN_SEAT_SIZE = { width: 46, height: 38 } as const;

/** 1.234.000 VND → "1.234K" (the map's compact price; the full one is in the seat's name). */
export const compactFare = (fare: number) => `${new Intl.NumberFormat('vi-VN').format(Math.round(fare / 1000))}K`;
