// The streamed search in batches (decision 066): a batch of several events keeps every offer, the batcher hands over
// at most its share of offers per turn and in order, and a big `offers` line is cut into slices of one system.
import { describe, expect, it } from 'vitest';
import type { TSearchEvent } from '@portal/contracts';
import { createEventBatcher, MAX_OFFERS_PER_BATCH } from '../src/features/flight-results/api/event-batcher';
import { sliceSearchEvent } from '../src/features/flight-results/api/search-events-protocol';
import {
  flightResultsSlice,
  searchEventsReceived,
  searchStarted,
} from '../src/features/flight-results/state/flight-results-slice';
import { offer, OW_REQUEST } from './flight-results-fixtures';

const request = OW_REQUEST;

const offersOf = (system: 'VN' | 'VJ', count: number) =>
  Array.from({ length: count }, (_, index) =>
    offer({
      system,
      flight: `${system}${100 + index}`,
      depart: '06:00',
      arrive: '08:10',
      fares: [{ fareClass: 'E', base: 900_000 }],
    }),
  );

describe('search events in batches', () => {
  it('keeps the offers of every event of one batch, and counts them per system', () => {
    const reduce = flightResultsSlice.reducer;
    let state = reduce(undefined, searchStarted({ runId: 'run-1', request }));
    const events: TSearchEvent[] = [
      { type: 'started', searchId: 's', systems: ['VN', 'VJ'], total: 2, isIssueFeeHidden: false },
      { type: 'offers', system: 'VN', offers: offersOf('VN', 3) },
      { type: 'offers', system: 'VJ', offers: offersOf('VJ', 2) },
      { type: 'offers', system: 'VN', offers: offersOf('VN', 1) },
    ];
    state = reduce(state, searchEventsReceived({ runId: 'run-1', events }));
    expect(state.legs[0]?.results).toHaveLength(6);
    expect(state.systems.map((entry) => [entry.system, entry.offerCount])).toEqual([
      ['VN', 4],
      ['VJ', 2],
    ]);
  });

  it('hands events over in order, never more offers at once than its cap unless one event alone is bigger', async () => {
    const batches: TSearchEvent[][] = [];
    const batcher = createEventBatcher((events) => batches.push(events));
    const sizes = [120, 120, 120, MAX_OFFERS_PER_BATCH + 5, 10];
    sizes.forEach((size, index) =>
      batcher.push({ type: 'offers', system: index % 2 ? 'VJ' : 'VN', offers: offersOf('VN', size) }),
    );
    batcher.push({ type: 'progress', completed: 2, total: 2 });
    await batcher.drained();
    const handed = batches.flat();
    expect(handed.map((event) => (event.type === 'offers' ? event.offers.length : event.type))).toEqual([
      ...sizes,
      'progress',
    ]);
    for (const batch of batches) {
      const offers = batch.reduce((sum, event) => sum + (event.type === 'offers' ? event.offers.length : 0), 0);
      expect(batch.length === 1 || offers <= MAX_OFFERS_PER_BATCH).toBe(true);
    }
    expect(batches.length).toBeGreaterThan(1);
  });

  it("cuts a big offers line into slices of the same system's offers", () => {
    const event = { type: 'offers', system: 'VJ', offers: offersOf('VJ', 7) };
    const slices = sliceSearchEvent(event, 3) as { system: string; offers: unknown[] }[];
    expect(slices.map((slice) => [slice.system, slice.offers.length])).toEqual([
      ['VJ', 3],
      ['VJ', 3],
      ['VJ', 1],
    ]);
    expect(sliceSearchEvent({ type: 'progress', completed: 1, total: 2 }, 3)).toHaveLength(1);
  });
});
