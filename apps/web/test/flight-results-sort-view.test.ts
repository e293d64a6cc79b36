// A sort change on the results (decision 069): the list follows it through the deferred copy, keys chosen again reuse
// their earlier order, a filter change is not deferred, and the order itself stays the domain's sort.
import { describe, expect, it } from 'vitest';
import { sortOffers } from '@portal/domain';
import {
  filtersReset,
  flightResultsSlice,
  searchEventReceived,
  searchStarted,
  sortKeysChanged,
} from '../src/features/flight-results/state/flight-results-slice';
import { selectLegSortedOffers } from '../src/features/flight-results/state/flight-results-selectors';
import { onlySortKeysDiffer } from '../src/features/flight-results/state/use-results-view';
import type { FlightResultsState } from '../src/features/flight-results/state/flight-results-types';
import { offer, OW_REQUEST } from './flight-results-fixtures';

const request = OW_REQUEST;
const reduce = flightResultsSlice.reducer;
const OFFERS = [
  offer({
    system: 'VN',
    flight: 'VN201',
    depart: '05:00',
    arrive: '07:10',
    fares: [{ fareClass: 'E', base: 900_000 }],
  }),
  offer({
    system: 'VJ',
    flight: 'VJ121',
    depart: '07:00',
    arrive: '09:10',
    fares: [{ fareClass: 'Eco', base: 700_000 }],
  }),
  offer({
    system: 'VN',
    flight: 'VN215',
    depart: '12:30',
    arrive: '14:40',
    fares: [{ fareClass: 'B', base: 1_900_000 }],
  }),
];

function searched(): FlightResultsState {
  let state = reduce(undefined, searchStarted({ runId: 'run', request }));
  state = reduce(
    state,
    searchEventReceived({
      runId: 'run',
      event: { type: 'started', searchId: 's', systems: ['VN', 'VJ'], total: 2, isIssueFeeHidden: false },
    }),
  );
  state = reduce(state, searchEventReceived({ runId: 'run', event: { type: 'offers', system: 'VN', offers: OFFERS } }));
  return reduce(
    state,
    searchEventReceived({ runId: 'run', event: { type: 'done', completed: 2, total: 2, durationMs: 10 } }),
  );
}

const sortedOf = (state: FlightResultsState) => selectLegSortedOffers(0)({ flightResults: state });
const keysOf = (state: FlightResultsState) => state.sortKeys[0]!;

describe('a sort change on the results', () => {
  it('is deferred only when nothing but the sort keys changed', () => {
    const before = searched();
    const sorted = reduce(
      before,
      sortKeysChanged({ legIndex: 0, sortKeys: { ...keysOf(before), utilityKey: 'U_HIGHEST_PRICE' } }),
    );
    expect(onlySortKeysDiffer(sorted, before)).toBe(true);
    expect(onlySortKeysDiffer(before, before)).toBe(false);
    // "Xóa bộ lọc" changes the filters and the keys at once: shown at once, not deferred.
    const reset = reduce(before, filtersReset(0));
    expect(reset.legs).not.toBe(before.legs);
    expect(onlySortKeysDiffer(reset, before)).toBe(false);
  });

  it('sorts as the domain does, and reuses the earlier order when keys are chosen again', () => {
    const start = searched();
    const first = sortedOf(start);
    expect(first).toEqual(sortOffers(OFFERS, keysOf(start)));
    const highest = reduce(
      start,
      sortKeysChanged({ legIndex: 0, sortKeys: { ...keysOf(start), utilityKey: 'U_HIGHEST_PRICE' } }),
    );
    expect(sortedOf(highest).map((entry) => entry.id)).toEqual(
      sortOffers(OFFERS, keysOf(highest)).map((entry) => entry.id),
    );
    expect(sortedOf(highest)[0]?.lowestFare).toBeGreaterThan(sortedOf(highest)[2]!.lowestFare);
    // Back to the first keys (a new object with the same values): the very same array, not a new sort.
    const back = reduce(highest, sortKeysChanged({ legIndex: 0, sortKeys: { ...keysOf(start) } }));
    expect(sortedOf(back)).toBe(first);
  });
});
