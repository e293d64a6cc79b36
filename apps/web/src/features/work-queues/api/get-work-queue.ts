// GET /api/bookings/queues/{queue}: one page of a queue, sorted by the server; booking actions refresh it (Booking tag).
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
  sort?: 'deadline' | 'createdAt' | 'departAt' | 'pnr' | 'totalAmount';
  order?: 'asc' | 'desc';
  limit?: number;
  offset?: number;
};

const workQueueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWorkQueue: build.query<TQueueListResponse, QueueArgs>({
      query: ({ queue, ...params }) => ({ url: `/api/bookings/queues/${queue}`, params }),
      providesTags: ['Booking'],
    }),
  }),
});

export const { useGetWorkQueueQuery } = workQueueApi;
