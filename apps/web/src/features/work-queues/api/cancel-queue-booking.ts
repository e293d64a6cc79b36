// POST /api/bookings/{id}/cancel from the cancel queue: a hold released at the supplier.
import { api } from '../../../lib/http/api';

const cancelQueueBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    cancelQueueBooking: build.mutation<unknown, { id: string }>({
      query: ({ id }) => ({ url: `/api/bookings/${encodeURIComponent(id)}/cancel`, method: 'POST', body: {} }),
      invalidatesTags: ['Booking'],
    }),
  }),
});

export const { useCancelQueueBookingMutation } = cancelQueueBookingApi;
