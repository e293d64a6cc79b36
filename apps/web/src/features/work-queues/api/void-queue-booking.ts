// POST /api/bookings/{id}/void from the void queue's row: the tickets voided and the sale given back to the deposits.
import { api } from '../../../lib/http/api';

const voidQueueBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    voidQueueBooking: build.mutation<unknown, { id: string }>({
      query: ({ id }) => ({ url: `/api/bookings/${encodeURIComponent(id)}/void`, method: 'POST', body: {} }),
      invalidatesTags: ['Booking', 'Deposit'],
    }),
  }),
});

export const { useVoidQueueBookingMutation } = voidQueueBookingApi;
