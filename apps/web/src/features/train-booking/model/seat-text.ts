// Texts of a seat and a run the train booking screens share: the seat's place (carriage, seat or berth, tier), the
// lock's countdown as m:ss, and a run's day and times as written (the railway's own clock, +07:00).
import type { TFunction } from 'i18next';
import { localDate, localTime } from '@portal/domain';
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

/** "16:05 12/12/2026". */
export const runTimeText = (dateTime: string) => `${localTime(dateTime)} ${localDate(dateTime)}`;

/** 523 → "8:43". */
export function lockClock(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}
