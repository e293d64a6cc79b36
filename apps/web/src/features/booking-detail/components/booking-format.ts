// Display helpers of a PNR record: durations, baggage, names (history: booking-events; times and flight numbers: lib/booking/flight-text).
import type { TFunction } from 'i18next';
import type { TBookingDetail, TBookingPassenger } from '@portal/contracts';

export function durationText(t: TFunction, minutes: number): string {
  return t('bookingDetail.flights.duration', {
    hours: Math.floor(minutes / 60),
    minutes: String(minutes % 60).padStart(2, '0'),
  });
}

/** The allowance once, from its figures; the supplier's own wording only when it gave no figures. */
export function baggageText(t: TFunction, baggage: TBookingDetail['routes'][number]['baggage']): string {
  if (baggage.handKg === 0 && baggage.checkedKg === 0 && baggage.description) return baggage.description;
  const hand = t('bookingDetail.flights.handBaggage', { kg: baggage.handKg });
  const checked =
    baggage.checkedKg > 0
      ? t('bookingDetail.flights.checkedBaggage', { kg: baggage.checkedKg, count: Math.max(1, baggage.checkedPieces) })
      : t('bookingDetail.flights.noCheckedBaggage');
  return `${hand} · ${checked}`;
}

/** The airline spelling, surname first: "NGUYEN VAN DUC". */
export function airlineName(passenger: Pick<TBookingPassenger, 'airlineLastName' | 'airlineFirstName'>): string {
  return `${passenger.airlineLastName} ${passenger.airlineFirstName}`.trim();
}
