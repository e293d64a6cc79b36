// GET /api/bookings: one page of the agency's bookings, filtered and sorted on the server; every booking change invalidates it.
import type { TListBookingsResponse } from '@portal/contracts';
import { api } from '../../../lib/http/api';
import type { BookingListArgs } from '../booking-filters';

const listBookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBookings: build.query<TListBookingsResponse, BookingListArgs>({
      query: (args) => ({ url: '/api/bookings', params: { ...args } }),
      providesTags: ['Booking'],
    }),
  }),
});

export const { useListBookingsQuery } = listBookingsApi;
