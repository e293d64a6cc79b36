// GET /api/bookings for the reservation status page: the held PNRs by time limit, or the issues awaiting reconciliation;
// polled, and refreshed by any booking change (tag Booking).
import type { TListBookingsResponse } from '@portal/contracts';
import { api } from '../../../lib/http/api';

export type WatchedStatus = 'HOLD' | 'ISSUING';
/** The API's page maximum: the closest time limits first. */
export const WATCH_LIMIT = 200;

const watchedBookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listWatchedBookings: build.query<TListBookingsResponse, WatchedStatus>({
      query: (status) => ({
        url: '/api/bookings',
        params: status === 'HOLD' ? { status, sort: 'timeLimit', order: 'asc', limit: WATCH_LIMIT } : { status, sort: 'createdAt', order: 'asc', limit: WATCH_LIMIT },
      }),
      providesTags: ['Booking'],
    }),
  }),
});

export const { useListWatchedBookingsQuery } = watchedBookingsApi;
