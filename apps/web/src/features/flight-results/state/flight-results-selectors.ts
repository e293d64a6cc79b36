// Memoised views of the flightResults slice: per leg the filter choices, the filtered and sorted list, what is shown,
// and the selected fares with their price summary.
import { createSelector } from '@reduxjs/toolkit';
import type { TFlightOffer } from '@portal/contracts';
import {
  airlineList,
  applyFilters,
  bookingSystemList,
  cabinClassList,
  lowestBooking,
  priceBounds,
  priceSummary,
  resolveSelection,
  sortOffers,
  visibleOffers,
  type FareSelection,
  type FlightSortKeys,
  type SelectedFare,
} from '@portal/domain';
import type { QuoteSelection } from '../../../components/quote/QuoteActions';
import { directionOf } from './flight-results-slice';
import type { FlightResultsState } from './flight-results-types';

type WithFlightResults = { flightResults: FlightResultsState };

const NO_OFFERS: readonly TFlightOffer[] = [];

export const selectFlightResults = (state: WithFlightResults) => state.flightResults;
export const selectLegs = (state: WithFlightResults) => state.flightResults.legs;

const offersOf = (legIndex: number) => (state: WithFlightResults) =>
  state.flightResults.legs[legIndex]?.results ?? NO_OFFERS;
const filtersOf = (legIndex: number) => (state: WithFlightResults) => state.flightResults.legs[legIndex]?.filters;
const sortKeysOf = (legIndex: number) => (state: WithFlightResults) => state.flightResults.sortKeys[legIndex];

/** The selection of one leg's tab and its "other fares" toggle, whichever journey type holds it. */
function legSelectionOf(
  state: FlightResultsState,
  legIndex: number,
): { selection: FareSelection | null; isShowingOtherFares: boolean } {
  if (state.request?.journeyType === 'MC') {
    const legSelection = state.legSelections[legIndex];
    return {
      selection: legSelection?.depart ?? null,
      isShowingOtherFares: legSelection?.isShowingOtherFares.depart ?? false,
    };
  }
  const direction = directionOf(legIndex);
  return { selection: state.selection[direction], isShowingOtherFares: state.selection.isShowingOtherFares[direction] };
}

export const selectLegFareSelection = (legIndex: number) => (state: WithFlightResults) =>
  legSelectionOf(state.flightResults, legIndex).selection;
export const selectLegShowsOtherFares = (legIndex: number) => (state: WithFlightResults) =>
  legSelectionOf(state.flightResults, legIndex).isShowingOtherFares;

function memoPerLeg<T>(build: (legIndex: number) => T): (legIndex: number) => T {
  const cache = new Map<number, T>();
  return (legIndex) => {
    let selector = cache.get(legIndex);
    if (selector === undefined) {
      selector = build(legIndex);
      cache.set(legIndex, selector);
    }
    return selector;
  };
}

/** What the filters panel offers, from every offer of the leg (not only those the filters keep). */
export const selectLegFilterOptions = memoPerLeg((legIndex) =>
  createSelector([offersOf(legIndex)], (offers) => ({
    airlines: airlineList(offers),
    cabinClasses: cabinClassList(offers),
    bookingSystems: bookingSystemList(offers),
    priceBounds: priceBounds(offers),
  })),
);

/** The leg's offers its filters keep, in arrival order; a sort change does not filter again. */
const selectLegFilteredOffers = memoPerLeg((legIndex) =>
  createSelector([offersOf(legIndex), filtersOf(legIndex)], (offers, filters) =>
    filters ? applyFilters(offers, filters) : NO_OFFERS,
  ),
);

/** The sort keys as one string, so that keys chosen again find their earlier order in the selector's cache. */
const sortKeyTextOf = (legIndex: number) => (state: WithFlightResults) => {
  const keys = state.flightResults.sortKeys[legIndex];
  return keys ? `${keys.priceKey} ${keys.flightKey} ${keys.utilityKey}` : '';
};

function sortKeysFromText(text: string): FlightSortKeys {
  const [priceKey, flightKey, utilityKey] = text.split(' ');
  return { priceKey, flightKey, utilityKey } as FlightSortKeys;
}

/**
 * The leg's offers after its filters, in the order of its sort keys. Reselect's default cache (weakMapMemoize) keeps
 * one order per filtered list and key text: going back to an earlier sort of the same list does not sort again.
 */
export const selectLegSortedOffers = memoPerLeg((legIndex) =>
  createSelector([selectLegFilteredOffers(legIndex), sortKeyTextOf(legIndex)], (filtered, keyText) =>
    filtered.length > 0 && keyText ? sortOffers(filtered, sortKeysFromText(keyText)) : [],
  ),
);

/** The rows of the list: only the selected flight while one is chosen, unless "other flights" is on. */
export const selectLegVisibleOffers = memoPerLeg((legIndex) =>
  createSelector(
    [selectLegSortedOffers(legIndex), selectLegFareSelection(legIndex), selectLegShowsOtherFares(legIndex)],
    (sorted, selection, isShowingOtherFares) => visibleOffers(sorted, selection, isShowingOtherFares),
  ),
);

/** Under the best-price sort, the cheapest fare of the day is recorded (SPEC §4) and shown above the list. */
export const selectLegLowestBooking = memoPerLeg((legIndex) =>
  createSelector(
    [
      offersOf(legIndex),
      (state: WithFlightResults) => state.flightResults.legs[legIndex]?.departureDate,
      sortKeysOf(legIndex),
    ],
    (offers, date, sortKeys) =>
      date && sortKeys?.utilityKey === 'U_BEST_PRICE' ? lowestBooking(offers, date) : undefined,
  ),
);

export type LegSelectedFare = SelectedFare & { legIndex: number };

/** Every selected fare still found in the results, in leg order. */
export const selectSelectedFares = createSelector([selectFlightResults], (state): LegSelectedFare[] =>
  state.legs.flatMap((leg, legIndex) => {
    const resolved = resolveSelection(legSelectionOf(state, legIndex).selection, leg.results ?? []);
    return resolved ? [{ ...resolved, legIndex }] : [];
  }),
);

export const selectPriceSummary = createSelector(
  [
    selectSelectedFares,
    (state: WithFlightResults) => state.flightResults.request,
    (state: WithFlightResults) => state.flightResults.isIssueFeeHidden,
  ],
  (selected, request, isIssueFeeHidden) =>
    selected.length > 0 && request
      ? priceSummary(selected, { adt: request.adt, chd: request.chd, inf: request.inf }, { isIssueFeeHidden })
      : undefined,
);

/** What the quote modals show: every selected leg with the search's passengers; undefined until a fare is chosen. */
export const selectQuoteSelection = createSelector(
  [
    selectSelectedFares,
    (state: WithFlightResults) => state.flightResults.request,
    (state: WithFlightResults) => state.flightResults.isIssueFeeHidden,
  ],
  (selected, request, isIssueFeeHidden): QuoteSelection | undefined =>
    selected.length > 0 && request
      ? {
          journeyType: request.journeyType,
          passengers: { adt: request.adt, chd: request.chd, inf: request.inf },
          flights: selected.map(({ legIndex, offer, fare }) => ({ legIndex, offer, fare })),
          isIssueFeeHidden,
        }
      : undefined,
);
