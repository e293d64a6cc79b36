// add-route's flight search: one leg for the booking's passengers on its own booking system, cancelled when left.
import { useEffect, useRef, useState } from 'react';
import type { TBookingDetail, TFlightOffer, TSearchLeg } from '@portal/contracts';
import { searchOneLeg } from '../api/search-one-leg';

export type LegSearch =
  { status: 'idle' } | { status: 'searching' } | { status: 'failed' } | { status: 'done'; offers: TFlightOffer[] };

export function useLegSearch(booking: Pick<TBookingDetail, 'system' | 'passengers'>) {
  const [state, setState] = useState<LegSearch>({ status: 'idle' });
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => running.current?.abort(), []);

  const count = (type: string) => booking.passengers.filter((passenger) => passenger.type === type).length;
  const search = async (leg: TSearchLeg) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'searching' });
    const result = await searchOneLeg(
      {
        journeyType: 'OW',
        legs: [leg],
        adt: count('ADT'),
        chd: count('CHD'),
        inf: count('INF'),
        systems: [booking.system],
      },
      controller.signal,
    );
    if (controller.signal.aborted) return;
    setState(
      'failed' in result
        ? { status: 'failed' }
        : { status: 'done', offers: result.offers.filter((offer) => offer.system === booking.system) },
    );
  };
  const reset = () => {
    running.current?.abort();
    setState({ status: 'idle' });
  };
  return { state, search, reset };
}
