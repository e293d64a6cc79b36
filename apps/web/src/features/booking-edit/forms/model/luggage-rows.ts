// The rows of upgrade-luggage: one per seated passenger and flight, with the baggage options the supplier sells there.
import type { TAncillariesResponse, TBookingDetail } from '@portal/contracts';
import { formatVnd } from '@portal/domain';
import type { Language } from '../../../../lib/i18n/languages';
import { flightChoices } from './booking-choices';

export type LuggageRow = {
  field: string;
  paxId: string;
  flightKey: string;
  options: { value: string; label: string }[];
};

/** The ancillaries query of the booking: its flights and its passengers by type. */
export function ancillariesArgsOf(booking: Pick<TBookingDetail, 'routes' | 'passengers'>) {
  const count = (type: string) => booking.passengers.filter((passenger) => passenger.type === type).length;
  return {
    offerIds: flightChoices(booking).map((choice) => choice.flightKey),
    adt: count('ADT'),
    chd: count('CHD'),
    inf: count('INF'),
  };
}

/** Passengers with a seat (infants buy nothing) × flights, each with the baggage its type may buy on that flight. */
export function luggageRows(
  booking: Pick<TBookingDetail, 'routes' | 'passengers'>,
  catalogue: TAncillariesResponse | undefined,
  language: Language,
): LuggageRow[] {
  const flights = flightChoices(booking);
  const seated = booking.passengers.filter((passenger) => passenger.type !== 'INF');
  return seated.flatMap((passenger) =>
    flights.map((flight) => {
      const route = catalogue?.routes.find((candidate) => candidate.offerId === flight.flightKey);
      const options = (route?.options ?? [])
        .filter((option) => option.category === 'BAGGAGE' && option.paxTypes.includes(passenger.type))
        .map((option) => ({ value: option.code, label: `${option.name[language]} · ${formatVnd(option.price)}` }));
      return {
        field: `bag.${passenger.paxId}.${flights.indexOf(flight)}`,
        paxId: passenger.paxId,
        flightKey: flight.flightKey,
        options,
      };
    }),
  );
}
