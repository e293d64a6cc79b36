// The RTK Query API and the flight slices join the stores when their modules first load (decision 069): a store made
// before gets their state then, a store made after has it at once, and the reset action by type drops cached answers.
// The web project shares modules between files (isolate: false): the first test loads fresh copies, so that the API
// module really loads after the first store is made.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { apiStateReset } from '../src/lib/http/api-attachment';

afterAll(() => vi.resetModules());

describe('the API attached when it loads', () => {
  it('injects its cache state and middleware into stores made before and after', async () => {
    vi.resetModules();
    const { makeStore } = await import('../src/app/store');
    const early = makeStore();
    expect(early.getState()).not.toHaveProperty('api');
    const { api } = await import('../src/lib/http/api');
    type WithApi = { api?: { queries: object; config: { middlewareRegistered: unknown } } };
    const apiStateOf = (store: ReturnType<typeof makeStore>) => (store.getState() as WithApi).api;
    // The middleware answers RTK Query's start-up check: the cache state says it is registered.
    expect(apiStateOf(early)).toMatchObject({ queries: {}, config: { middlewareRegistered: true } });
    const late = makeStore();
    expect(apiStateOf(late)).toMatchObject({ queries: {}, config: { middlewareRegistered: true } });
    expect(api.reducerPath).toBe('api');
    expect(early.getState()).not.toHaveProperty('flightResults');
    const { flightResultsSlice } = await import('../src/features/flight-results/state/flight-results-slice');
    expect(early.getState().flightResults).toEqual(flightResultsSlice.getInitialState());
    expect(makeStore().getState().flightResults).toEqual(flightResultsSlice.getInitialState());
  });

  it('resets the cache by the same action type as RTK Query', async () => {
    const { api } = await import('../src/lib/http/api');
    expect(apiStateReset().type).toBe(api.util.resetApiState().type);
    expect(api.util.resetApiState.match(apiStateReset())).toBe(true);
  });
});
