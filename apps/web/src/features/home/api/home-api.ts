// What the new home shows at a glance beside the deposit (lib/deposit): the holds by time limit, today's bookings.
import type { TListBookingsResponse } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Held bookings, the nearest time limit first (the home keeps those expiring today). */
    getHomeHolds: build.query<TListBookingsResponse, void>({
      query: () => ({ url: '/api/bookings', params: { status: 'HOLD', sort: 'timeLimit', order: 'asc', limit: 50 } }),
      providesTags: ['Booking'],
    }),
    /** Bookings ticketed today (yyyy-MM-dd, Vietnam): today's sales. */
    getHomeSales: build.query<TListBookingsResponse, string>({
      query: (today) => ({
        url: '/api/bookings',
        params: { status: 'EXPORT', bookedFrom: today, bookedTo: today, limit: 200 },
      }),
      providesTags: ['Booking'],
    }),
  }),
});

export const { useGetHomeHoldsQuery, useGetHomeSalesQuery } = homeApi;
