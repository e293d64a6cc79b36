// Choosing a fare from a row: the domain's selection rules, then the next leg's tab when it still has no flight.
import { useCallback } from 'react';
import { useDispatch, useStore } from 'react-redux';
import type { TFlightOffer } from '@portal/contracts';
import { activeLegChanged, fareChosen } from '../state/flight-results-slice';
import { selectLegFareSelection } from '../state/flight-results-selectors';
import type { FlightResultsState } from '../state/flight-results-types';

type WithFlightResults = { flightResults: FlightResultsState };

export function useChooseFare(legIndex: number): (offer: TFlightOffer, fareClass: string) => void {
  const dispatch = useDispatch();
  const store = useStore<WithFlightResults>();
  return useCallback(
    (offer, fareClass) => {
      dispatch(fareChosen({ legIndex, offerId: offer.id, fareClass }));
      const state = store.getState();
      const hasChosen = selectLegFareSelection(legIndex)(state) !== null;
      const nextLeg = legIndex + 1;
      if (hasChosen && state.flightResults.legs[nextLeg] && selectLegFareSelection(nextLeg)(state) === null) {
        dispatch(activeLegChanged(nextLeg));
        // Back to the top, where the summary and the tabs are (the list may have been scrolled far down).
        if (window.scrollY > 0) window.scrollTo({ top: 0 });
      }
    },
    [dispatch, store, legIndex],
  );
}
