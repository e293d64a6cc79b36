// The train search calls: the stations, the runs of a search (POST, kept 10 s per search), a carriage's seat map
// (read each time), and the seat locks taken, chosen automatically or let go.
import type {
  TTrainAutoSeatRequest,
  TTrainSearchRequest,
  TTrainSearchResponse,
  TTrainSeatLock,
  TTrainSeatLockRequest,
  TTrainSeatMap,
  TTrainStationsResponse,
} from '@portal/contracts';
import { api } from '../http/api';

export type SeatMapArgs = { runId: string; carriageNo: string; from: string; to: string };

const trainApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTrainStations: build.query<TTrainStationsResponse, void>({
      query: () => ({ url: '/api/trains/stations' }),
      keepUnusedDataFor: 600,
    }),
    searchTrains: build.query<TTrainSearchResponse, TTrainSearchRequest>({
      query: (body) => ({ url: '/api/trains/search', method: 'POST', body }),
    }),
    getTrainSeatMap: build.query<TTrainSeatMap, SeatMapArgs>({
      query: ({ runId, carriageNo, from, to }) => ({
        url: `/api/trains/runs/${encodeURIComponent(runId)}/carriages/${encodeURIComponent(carriageNo)}/seats`,
        params: { from, to },
      }),
      keepUnusedDataFor: 0,
    }),
    lockTrainSeat: build.mutation<TTrainSeatLock, TTrainSeatLockRequest>({
      query: (body) => ({ url: '/api/trains/seat-locks', method: 'POST', body }),
    }),
    autoLockTrainSeats: build.mutation<{ locks: TTrainSeatLock[] }, TTrainAutoSeatRequest>({
      query: (body) => ({ url: '/api/trains/seat-locks/auto', method: 'POST', body }),
    }),
    unlockTrainSeat: build.mutation<void, string>({
      query: (ticketId) => ({ url: `/api/trains/seat-locks/${encodeURIComponent(ticketId)}`, method: 'DELETE' }),
    }),
  }),
});

export const {
  useGetTrainStationsQuery,
  useSearchTrainsQuery,
  useGetTrainSeatMapQuery,
  useLockTrainSeatMutation,
  useAutoLockTrainSeatsMutation,
  useUnlockTrainSeatMutation,
} = trainApi;
