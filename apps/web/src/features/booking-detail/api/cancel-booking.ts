// POST /api/bookings/{id}/cancel: releases a held PNR at the supplier; the lists, this booking and the deposit refresh.
import type { TBookingDetail, TCancelBookingRequest } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const cancelBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    cancelBooking: build.mutation<TBookingDetail, TCancelBookingRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/api/bookings/${encodeURIComponent(id)}/cancel`, method: 'POST', body }),
      invalidatesTags: ['Booking', 'Deposit'],
    }),
  }),
});

export const { useCancelBookingMutation } = cancelBookingApi;
