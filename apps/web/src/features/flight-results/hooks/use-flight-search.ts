// Starts the streamed search of a results page and cancels it when the page is left or the search changes.
import { useCallback, useEffect, useState } from 'react';
import { nanoid } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { TSearchFlightsRequest } from '@portal/contracts';
import { streamFlightSearch } from '../api/stream-flight-search';
import { searchStarted } from '../state/flight-results-slice';

/** `searchKey` identifies the request (its URL query), so an equal request does not restart the stream. */
export function useFlightSearch(request: TSearchFlightsRequest | undefined, searchKey: string): { retry: () => void } {
  const dispatch = useDispatch();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!request) return undefined;
    const controller = new AbortController();
    const runId = nanoid();
    dispatch(searchStarted({ runId, request }));
    void streamFlightSearch({ request, runId, dispatch, signal: controller.signal });
    return () => controller.abort();
    // The request is decoded from searchKey: the key alone says when to start again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, searchKey, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { retry };
}
