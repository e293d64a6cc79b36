// Texts of a seat and a run the train booking screens share: the seat's place (carriage, seat or berth, tier), the
// lock's countdown as m:ss, and a run's day and times on Vietnam's clock.
import type { TFunction } from 'i18next';
import { formatDateTime } from '@portal/domain';
import type { TTrainSeatType } from '@portal/contracts';

type SeatPlace = {
  carriageNo: string;
  seatNumber: string;
  seatType: TTrainSeatType;
  tier: number | null;
  compartment: number | null;
};

const isBerth = (seatType: TTrainSeatType) => seatType === 'NAM' || seatType === 'NAC';

/** "Toa 3 · Giường 12 · Tầng 1" or "Toa 5 · Ghế 24". */
export function seatPlaceText(t: TFunction, seat: SeatPlace): string {
  const parts = [
    t('trainBooking.seat.carriage', { number: seat.carriageNo }),
    t(isBerth(seat.seatType) ? 'trainBooking.seat.berth' : 'trainBooking.seat.seat', { number: seat.seatNumber }),
  ];
  if (seat.compartment !== null && isBerth(seat.seatType))
    parts.push(t('trainBooking.seat.compartment', { number: seat.compartment }));
  if (seat.tier !== null && isBerth(seat.seatType)) parts.push(t('trainBooking.seat.tier', { number: seat.tier }));
  return parts.join(' · ');
}

export const seatTypeText = (t: TFunction, seatType: TTrainSeatType) => t(`trainBooking.seatTypes.${seatType}`);

/**
 * "06:10 10/12/2026" on Vietnam's clock (the railway's): the locks write +07:00, the bookings' tickets UTC — the same
 * instant either way.
 */
export function runTimeText(dateTime: string): string {
  const [date, time] = formatDateTime(new Date(dateTime)).split(' ');
  return `${time} ${date}`;
}

/** 523 → "8:43". */
export function lockClock(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}
