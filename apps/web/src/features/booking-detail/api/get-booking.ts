// GET /api/bookings/{id}: one PNR with its passengers, flights, fares, allowed actions and history (tag Booking).
import type { TBookingDetail } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const getBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBooking: build.query<TBookingDetail, string>({
      query: (id) => ({ url: `/api/bookings/${encodeURIComponent(id)}` }),
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
  }),
});

export const { useGetBookingQuery } = getBookingApi;
