// The rows of buy-luggage and buy-ancillary: one per passenger and flight, with what that flight still sells to that
// passenger's type (GET …/paid-offers), or why the flight sells nothing now (closed).
import type { TBookingDetail, TBookingPaidOffers } from '@portal/contracts';
import { airlineSpelling, flightChoices } from '../../booking-edit/forms/model/booking-choices';

export type PaidOffer = TBookingPaidOffers['flights'][number]['options'][number];

export type OfferRow = {
  paxId: string;
  passengerName: string;
  flightKey: string;
  flightLabel: string;
  /** The airline's reason the flight sells nothing now (e.g. closed 3 h before departure). */
  closedReason?: string;
  options: PaidOffer[];
};

/** Passengers × flights in travel order, each with the options of these categories its passenger type may buy. */
export function offerRows(
  booking: Pick<TBookingDetail, 'routes' | 'passengers'>,
  offers: TBookingPaidOffers | undefined,
  isCategory: (option: PaidOffer) => boolean,
): OfferRow[] {
  const flights = flightChoices(booking).filter((flight) => !flight.isCancelled);
  return booking.passengers.flatMap((passenger) =>
    flights.flatMap((flight) => {
      const offered = offers?.flights.find((candidate) => candidate.flightKey === flight.flightKey);
      const options = (offered?.options ?? []).filter(
        (option) => isCategory(option) && option.paxTypes.includes(passenger.type),
      );
      // An infant buys nothing where nothing is sold to infants: no row rather than an empty one.
      if (passenger.type === 'INF' && options.length === 0) return [];
      const row: OfferRow = {
        paxId: passenger.paxId,
        passengerName: airlineSpelling(passenger),
        flightKey: flight.flightKey,
        flightLabel: offered?.flightLabel ?? flight.label,
        options,
      };
      if (offered?.closedReason) row.closedReason = offered.closedReason;
      return [row];
    }),
  );
}
