// The results state the list and the filter choices are computed from: while offers stream in, a deferred copy
// (React renders what follows from it at low priority, sorting and filtering included); afterwards the latest, so a
// filter click shows at once — except a sort change, which the list follows in a low-priority render right after the
// click's paint, so the click itself only closes the menu and shows the new keys (decisions 066, 069).
import { useDeferredValue, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectFlightResults } from './flight-results-selectors';
import type { FlightResultsState } from './flight-results-types';

/** True when the deferred copy differs from the latest only by its sort keys (the offers and filters are the same). */
export function onlySortKeysDiffer(latest: FlightResultsState, deferred: FlightResultsState): boolean {
  return (
    latest !== deferred &&
    latest.sortKeys !== deferred.sortKeys &&
    latest.legs === deferred.legs &&
    latest.request === deferred.request &&
    latest.status === deferred.status
  );
}

export function useResultsView(): { flightResults: FlightResultsState } {
  const latest = useSelector(selectFlightResults);
  const deferred = useDeferredValue(latest);
  const shown = latest.status === 'streaming' || onlySortKeysDiffer(latest, deferred) ? deferred : latest;
  return useMemo(() => ({ flightResults: shown }), [shown]);
}
