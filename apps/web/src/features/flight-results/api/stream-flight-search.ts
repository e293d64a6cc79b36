// POST /api/flights/search, streamed: parsed in a worker where the browser allows, every event into the flightResults
// slice in per-frame batches, expired QH flights dropped (decision 066).
import { freeze, type Dispatch } from '@reduxjs/toolkit';
import type { TSearchEvent, TSearchFlightsRequest } from '@portal/contracts';
import { dropExpiredQh } from '@portal/domain';
import { getHttpClient } from '../../../lib/http/client-holder';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/http/types';
import { searchEventsReceived, searchFailed, searchStreamClosed } from '../state/flight-results-slice';
import { createEventBatcher } from './event-batcher';
import { workerEventsReader } from './worker-events';

export const SEARCH_FLIGHTS_PATH = '/api/flights/search';

export type StreamFlightSearchOptions = {
  request: TSearchFlightsRequest;
  runId: string;
  dispatch: Dispatch;
  signal: AbortSignal;
};

export async function streamFlightSearch({
  request,
  runId,
  dispatch,
  signal,
}: StreamFlightSearchOptions): Promise<void> {
  const client = getHttpClient();
  // QH's cut-off is judged on the server's clock, as the countdowns are.
  const now = () => new Date(Date.now() + client.serverOffsetMs());
  const batcher = createEventBatcher((events) => {
    if (!signal.aborted) dispatch(searchEventsReceived({ runId, events }));
  });
  const result = await client.streamNdjson<TSearchEvent>(
    { url: SEARCH_FLIGHTS_PATH, method: 'POST', body: request },
    (event) => {
      // Frozen as each slice arrives, so the store's update does not deep-freeze thousands of offers at once.
      batcher.push(
        event.type === 'offers' ? { ...event, offers: freeze(dropExpiredQh(event.offers, now()), true) } : event,
      );
    },
    { signal, readEventsOf: workerEventsReader },
  );
  await batcher.drained();
  if (signal.aborted) return;
  if ('error' in result) {
    dispatch(
      searchFailed({ runId, message: apiErrorMessage(result.error) ?? null, fields: apiFieldErrors(result.error) }),
    );
    return;
  }
  dispatch(searchStreamClosed({ runId }));
}
