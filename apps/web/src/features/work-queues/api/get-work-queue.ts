// GET /api/bookings/queues/{queue}: a queue's first rows for the filters; booking actions refresh it (Booking tag).
import type { TQueueListResponse, TWorkQueue } from '@portal/contracts';
import { api } from '../../../lib/http/api';

/** A queue's question as the address holds it (empty fields left out). */
export type QueueArgs = {
  queue: TWorkQueue;
  pnr?: string;
  airline?: string;
  system?: string;
  subAgencyId?: string;
  from?: string;
  to?: string;
};

/** The queues read at most this many rows at once; the page says when more match (decision 096). */
export const QUEUE_READ_LIMIT = 100;

const workQueueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWorkQueue: build.query<TQueueListResponse, QueueArgs>({
      query: ({ queue, ...filters }) => ({
        url: `/api/bookings/queues/${queue}`,
        params: { ...filters, limit: QUEUE_READ_LIMIT },
      }),
      providesTags: ['Booking'],
    }),
  }),
});

export const { useGetWorkQueueQuery } = workQueueApi;
