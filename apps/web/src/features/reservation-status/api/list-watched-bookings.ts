// GET /api/bookings for the reservation status page: the held PNRs by time limit, the issues awaiting reconciliation, or
// the voids and refunds awaiting reconciliation; polled, and refreshed by any booking change (tag Booking).
import type { TListBookingsQuery, TListBookingsResponse } from '@portal/contracts';
import { api } from '../../../lib/http/api';

export type WatchedList = 'HOLD' | 'ISSUING' | 'VOID_REFUND';
/** The API's page maximum: the closest time limits (or the longest waits) first. */
export const WATCH_LIMIT = 200;

/** Checked against the API's query contract. */
const PARAMS = {
  HOLD: { status: 'HOLD', sort: 'timeLimit', order: 'asc', limit: WATCH_LIMIT },
  ISSUING: { status: 'ISSUING', sort: 'createdAt', order: 'asc', limit: WATCH_LIMIT },
  VOID_REFUND: { pendingAction: 'any', sort: 'createdAt', order: 'asc', limit: WATCH_LIMIT },
} satisfies Record<WatchedList, TListBookingsQuery>;

const watchedBookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listWatchedBookings: build.query<TListBookingsResponse, WatchedList>({
      query: (list) => ({ url: '/api/bookings', params: PARAMS[list] }),
      providesTags: ['Booking'],
    }),
  }),
});

export const { useListWatchedBookingsQuery } = watchedBookingsApi;
