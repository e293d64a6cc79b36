// The results slice when the search stream ends early: what arrived stays, systems that never answered show as failed.
import { describe, expect, it } from 'vitest';
import type { TSearchFlightsRequest } from '@portal/contracts';
import {
  flightResultsSlice,
  searchEventReceived,
  searchStarted,
  searchStreamClosed,
} from '../src/features/flight-results/state/flight-results-slice';

const request: TSearchFlightsRequest = {
  journeyType: 'OW',
  legs: [{ from: 'HAN', to: 'SGN', departDate: '2026-12-01' }],
  adt: 1,
  chd: 0,
  inf: 0,
};

describe('a search stream that closes without done', () => {
  it('ends the search and marks the systems that never answered as failed', () => {
    const reduce = flightResultsSlice.reducer;
    let state = reduce(undefined, searchStarted({ runId: 'run-1', request }));
    state = reduce(
      state,
      searchEventReceived({
        runId: 'run-1',
        event: { type: 'started', searchId: 's', systems: ['VN', 'VJ'], total: 2, isIssueFeeHidden: false },
      }),
    );
    state = reduce(state, searchEventReceived({ runId: 'run-1', event: { type: 'offers', system: 'VN', offers: [] } }));
    state = reduce(state, searchStreamClosed({ runId: 'run-1' }));
    expect(state.status).toBe('done');
    expect(state.systems.map((entry) => [entry.system, entry.status])).toEqual([
      ['VN', 'answered'],
      ['VJ', 'failed'],
    ]);
  });

  it('ignores the close of an older search run', () => {
    const reduce = flightResultsSlice.reducer;
    let state = reduce(undefined, searchStarted({ runId: 'run-2', request }));
    state = reduce(state, searchStreamClosed({ runId: 'run-1' }));
    expect(state.status).toBe('streaming');
  });
});
