// POST /api/bookings/{id}/mail from the mail queue's row: the itinerary to the first address, copies to the others.
import { api } from '../../../lib/http/api';

const mailQueueBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useMailQueueBookingMutation } = mailQueueBookingApi;
