// The results state the list and the filter choices are computed from: while offers stream in, a deferred copy
// (React renders what follows from it at low priority, sorting and filtering included); afterwards the latest, so a
// click shows at once (decision 066).
import { useDeferredValue, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectFlightResults } from './flight-results-selectors';
import type { FlightResultsState } from './flight-results-types';

export function useResultsView(): { flightResults: FlightResultsState } {
  const latest = useSelector(selectFlightResults);
  const deferred = useDeferredValue(latest);
  const shown = latest.status === 'streaming' ? deferred : latest;
  return useMemo(() => ({ flightResults: shown }), [shown]);
}
