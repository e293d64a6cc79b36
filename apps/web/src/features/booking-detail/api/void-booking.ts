// POST /api/bookings/{id}/void: voids the tickets within the supplier's same-day window; the whole sale goes back to the deposit.
import type { TBookingDetail } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const voidBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    voidBooking: build.mutation<TBookingDetail, { id: string; reason?: string }>({
      query: ({ id, ...body }) => ({ url: `/api/bookings/${encodeURIComponent(id)}/void`, method: 'POST', body }),
      invalidatesTags: ['Booking', 'Deposit'],
    }),
  }),
});

export const { useVoidBookingMutation } = voidBookingApi;
