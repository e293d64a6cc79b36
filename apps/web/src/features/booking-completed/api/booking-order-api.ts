// The completed page's call over RTK Query: an order and its PNRs (tag Booking), polled while any PNR is LOADING.
import type { TBookingOrder } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const bookingOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBookingOrder: build.query<TBookingOrder, string>({
      query: (id) => ({ url: `/api/bookings/orders/${encodeURIComponent(id)}` }),
      providesTags: (_result, _error, id) => [{ type: 'Booking', id: `order-${id}` }, 'Booking'],
    }),
  }),
});

export const { useGetBookingOrderQuery } = bookingOrderApi;
