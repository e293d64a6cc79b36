// POST /api/bookings/{id}/refund-quote (what a refund gives back now; kept in the history) and /refund (confirm a quote:
// the refundable amount goes back to the deposit, the issue fees are kept).
import type { TBookingDetail, TRefundQuote } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const refundBookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    quoteRefund: build.mutation<TRefundQuote, string>({
      query: (id) => ({ url: `/api/bookings/${encodeURIComponent(id)}/refund-quote`, method: 'POST', body: {} }),
      // The quote is a step of the booking's history.
      invalidatesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
    refundBooking: build.mutation<TBookingDetail, { id: string; quoteId: string }>({
      query: ({ id, quoteId }) => ({
        url: `/api/bookings/${encodeURIComponent(id)}/refund`,
        method: 'POST',
        body: { quoteId },
      }),
      invalidatesTags: ['Booking', 'Deposit'],
    }),
  }),
});

export const { useQuoteRefundMutation, useRefundBookingMutation } = refundBookingApi;
