// The booking's passengers and flights as an edit form offers them: airline spelling, type, infants on their adult.
import type { TBookingDetail, TBookingPassenger, TBookingRoute } from '@portal/contracts';
import { flightNumberText, localDate } from '../../../../lib/booking/flight-text';

export type PassengerChoice = {
  paxId: string;
  type: TBookingPassenger['type'];
  /** As the airline spells it, surname first: "NGUYEN VAN DUC". */
  name: string;
  /** The adult an infant travels on, null for the others. */
  parentPaxId: string | null;
};

export const airlineSpelling = (passenger: Pick<TBookingPassenger, 'airlineLastName' | 'airlineFirstName'>) =>
  `${passenger.airlineLastName} ${passenger.airlineFirstName}`.trim();

/** Adults and children in booking order, each followed by the infant on their lap. */
export function passengerChoices(booking: Pick<TBookingDetail, 'passengers'>): PassengerChoice[] {
  const choices = booking.passengers.map((passenger) => ({
    paxId: passenger.paxId,
    type: passenger.type,
    name: airlineSpelling(passenger),
    parentPaxId: passenger.parentPaxId,
  }));
  const seated = choices.filter((choice) => !choice.parentPaxId);
  const onLap = choices.filter((choice) => choice.parentPaxId);
  const ordered = seated.flatMap((choice) => [
    choice,
    ...onLap.filter((infant) => infant.parentPaxId === choice.paxId),
  ]);
  return [...ordered, ...onLap.filter((infant) => !ordered.includes(infant))];
}

export type FlightChoice = {
  /** The flight's `offerId`: the `flightKey` the bodies name. */
  flightKey: string;
  /** "HAN → SGN 01/12/2030 VN 213". */
  label: string;
  /** The segments' statuses not HK (TK, UN, HL…): what a schedule change or a confirmation is about. */
  pendingStatuses: string[];
  isCancelled: boolean;
};

export function flightLabel(route: TBookingRoute): string {
  const first = route.segments[0];
  const last = route.segments.at(-1);
  if (!first || !last) return route.offerId;
  return `${first.from} → ${last.to} ${localDate(first.departDateTime)} ${flightNumberText(route.segments)}`;
}

/** The flights of the booking in travel order, those cancelled (XX) left out. */
export function flightChoices(booking: Pick<TBookingDetail, 'routes'>): FlightChoice[] {
  return booking.routes
    .map((route) => {
      const statuses = route.segments.map((segment) => segment.status);
      return {
        flightKey: route.offerId,
        label: flightLabel(route),
        pendingStatuses: [
          ...new Set(statuses.filter((status): status is NonNullable<typeof status> => !!status && status !== 'HK')),
        ],
        isCancelled: statuses.every((status) => status === 'XX'),
      };
    })
    .filter((choice) => !choice.isCancelled);
}
