// The edit pages' calls: the booking, a booking found by its PNR, the menu (GET …/edits), the live PNR (GET …/pnr) and one edit (POST …/edits/{action} with its key).
import type {
  TBookingDetail,
  TBookingEditMenu,
  TBookingEditResponse,
  TBookingPnrView,
  TListBookingsResponse,
} from '@portal/contracts';
import { api } from '../../../lib/http/api';

export type SendEditArgs = {
  bookingId: string;
  action: string;
  idempotencyKey: string;
  body: Record<string, unknown>;
};

const bookingEditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The booking as its detail shows it: what the forms work on (passengers, routes, status). */
    getEditedBooking: build.query<TBookingDetail, string>({
      query: (id) => ({ url: `/api/bookings/${encodeURIComponent(id)}` }),
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
    /** The booking list's PNR filter: the bookings the caller sees with this PNR. */
    findBookingsByPnr: build.query<TListBookingsResponse, string>({
      query: (pnr) => ({ url: '/api/bookings', params: { pnr, limit: 20 } }),
      providesTags: ['Booking'],
    }),
    getEditMenu: build.query<TBookingEditMenu, string>({
      query: (id) => ({ url: `/api/bookings/${encodeURIComponent(id)}/edits` }),
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
    /** Never cached: the PNR is read from the airline each time the page asks. */
    getBookingPnr: build.query<TBookingPnrView, string>({
      query: (id) => ({ url: `/api/bookings/${encodeURIComponent(id)}/pnr` }),
      keepUnusedDataFor: 0,
    }),
    sendEdit: build.mutation<TBookingEditResponse, SendEditArgs>({
      query: ({ bookingId, action, idempotencyKey, body }) => ({
        url: `/api/bookings/${encodeURIComponent(bookingId)}/edits/${encodeURIComponent(action)}`,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      /** A change made refreshes the booking, its menu and the lists; a quote changed nothing. */
      invalidatesTags: (result) => (result && !result.quote ? ['Booking'] : []),
    }),
  }),
});

export const {
  useGetEditedBookingQuery,
  useLazyFindBookingsByPnrQuery,
  useGetEditMenuQuery,
  useGetBookingPnrQuery,
  useLazyGetBookingPnrQuery,
  useSendEditMutation,
} = bookingEditApi;
