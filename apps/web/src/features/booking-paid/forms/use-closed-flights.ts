// The booking's flights the airline takes no paid change on now (GET …/paid-offers closedReason), by flight key.
import { useMemo } from 'react';
import { useGetPaidOffersQuery } from '../../../lib/booking/paid-changes-api';

export function useClosedFlights(bookingId: string) {
  const offers = useGetPaidOffersQuery(bookingId);
  const closed = useMemo(
    () =>
      new Map(
        (offers.data?.flights ?? []).flatMap((flight) =>
          flight.closedReason ? [[flight.flightKey, flight.closedReason] as const] : [],
        ),
      ),
    [offers.data],
  );
  return { closed, isLoading: offers.isLoading };
}
