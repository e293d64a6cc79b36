// The work queues' requests: a page of a queue, the batch issue (one PIN), and the row actions (void, cancel, mail).
import type {
  TQueueIssueRequest,
  TQueueIssueResponse,
  TQueueListResponse,
  TReservationErrorScopeResponse,
  TWorkQueue,
} from '@portal/contracts';
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

const queuesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWorkQueue: build.query<TQueueListResponse, QueueArgs>({
      query: ({ queue, ...filters }) => ({
        url: `/api/bookings/queues/${queue}`,
        params: { ...filters, limit: QUEUE_READ_LIMIT },
      }),
      providesTags: ['Booking'],
    }),
    /** The agencies the sub-agency filter offers (the booking list's scope: the caller's and those below it). */
    getQueueScope: build.query<TReservationErrorScopeResponse, void>({
      query: () => ({ url: '/api/reservation-errors/scope' }),
      providesTags: ['SubAgent'],
    }),
    issueQueueBatch: build.mutation<TQueueIssueResponse, TQueueIssueRequest>({
      query: (body) => ({ url: '/api/bookings/queues/issue', method: 'POST', body }),
      invalidatesTags: ['Booking', 'Deposit'],
    }),
    voidQueueBooking: build.mutation<unknown, { id: string }>({
      query: ({ id }) => ({ url: `/api/bookings/${encodeURIComponent(id)}/void`, method: 'POST', body: {} }),
      invalidatesTags: ['Booking', 'Deposit'],
    }),
    cancelQueueBooking: build.mutation<unknown, { id: string }>({
      query: ({ id }) => ({ url: `/api/bookings/${encodeURIComponent(id)}/cancel`, method: 'POST', body: {} }),
      invalidatesTags: ['Booking'],
    }),
    mailQueueBooking: build.mutation<unknown, { id: string; to: string[]; language: 'vi' | 'en' }>({
      query: ({ id, to, language }) => ({
        url: `/api/bookings/${encodeURIComponent(id)}/mail`,
        method: 'POST',
        body: { to: to[0], ...(to.length > 1 ? { cc: to.slice(1) } : {}), language, includeFee: false },
      }),
      invalidatesTags: ['Booking'],
    }),
  }),
});

export const {
  useGetWorkQueueQuery,
  useGetQueueScopeQuery,
  useIssueQueueBatchMutation,
  useVoidQueueBookingMutation,
  useCancelQueueBookingMutation,
  useMailQueueBookingMutation,
} = queuesApi;
