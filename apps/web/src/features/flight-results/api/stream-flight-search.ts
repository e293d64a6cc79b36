// POST /api/flights/search, streamed: every NDJSON event into the flightResults slice, expired QH flights dropped.
import type { Dispatch } from '@reduxjs/toolkit';
import type { TSearchEvent, TSearchFlightsRequest } from '@portal/contracts';
import { dropExpiredQh } from '@portal/domain';
import { getHttpClient } from '../../../lib/http/client-holder';
import { apiErrorMessage, apiFieldErrors } from '../../../lib/http/types';
import { searchEventReceived, searchFailed, searchStreamClosed } from '../state/flight-results-slice';

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
  const result = await client.streamNdjson<TSearchEvent>(
    { url: SEARCH_FLIGHTS_PATH, method: 'POST', body: request },
    (event) => {
      const prepared = event.type === 'offers' ? { ...event, offers: dropExpiredQh(event.offers, now()) } : event;
      dispatch(searchEventReceived({ runId, event: prepared }));
    },
    signal,
  );
  if (signal.aborted) return;
  if ('error' in result) {
    dispatch(
      searchFailed({ runId, message: apiErrorMessage(result.error) ?? null, fields: apiFieldErrors(result.error) }),
    );
    return;
  }
  dispatch(searchStreamClosed({ runId }));
}
