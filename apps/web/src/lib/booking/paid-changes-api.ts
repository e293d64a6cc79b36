// The paid change calls, shared by the paid change pages and the booking detail: POST …/paid-changes/{action} (a
// quote, or accept and pay, with its key), the booking's paid changes, the credit shells a held booking may apply at
// issue, its seat maps and what its flights still sell.
import type {
  TBookingPaidOffers,
  TBookingSeatMaps,
  TPaidBookingEdit,
  TPaidChangeList,
  TPaidChangeResponse,
  TUsableCreditList,
} from '@portal/contracts';
import { api } from '../http/api';

/** The route of a paid change: a paid action, or upgrade-luggage paid on a ticketed booking (decision 057). */
export type PaidChangeRoute = TPaidBookingEdit | 'upgrade-luggage';

export type SendPaidChangeArgs = {
  bookingId: string;
  action: PaidChangeRoute;
  idempotencyKey: string;
  body: Record<string, unknown>;
};

const bookingPath = (id: string) => `/api/bookings/${encodeURIComponent(id)}`;

const bookingPaidApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The booking's accepted paid changes (newest first) and its credit shells. */
    getPaidChanges: build.query<TPaidChangeList, string>({
      query: (id) => ({ url: `${bookingPath(id)}/paid-changes` }),
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
    /** The agency's credit shells a held booking's issue may apply (decision 067), read each time the dialog opens. */
    getUsableCredits: build.query<TUsableCreditList, string>({
      query: (id) => ({ url: `${bookingPath(id)}/usable-credits` }),
      keepUnusedDataFor: 0,
    }),
    /** One seat map per flight of the booking (read from the airline each time). */
    getSeatMaps: build.query<TBookingSeatMaps, string>({
      query: (id) => ({ url: `${bookingPath(id)}/seat-maps` }),
      keepUnusedDataFor: 0,
    }),
    /** What each flight still sells after ticketing, at the airline's prices (read each time). */
    getPaidOffers: build.query<TBookingPaidOffers, string>({
      query: (id) => ({ url: `${bookingPath(id)}/paid-offers` }),
      keepUnusedDataFor: 0,
    }),
    sendPaidChange: build.mutation<TPaidChangeResponse, SendPaidChangeArgs>({
      query: ({ bookingId, action, idempotencyKey, body }) => ({
        url: `${bookingPath(bookingId)}/paid-changes/${encodeURIComponent(action)}`,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      /**
       * A change made (DONE) refreshes the booking, its menu, its paid changes and the header's deposit balance; a
       * quote changed nothing, and a SENT change is refreshed once polling sees it DONE (see refreshAfterPaidChange).
       */
      invalidatesTags: (result) => (result?.change?.status === 'DONE' ? ['Booking', 'Deposit'] : []),
    }),
  }),
});

/** After a SENT change turned DONE (seen by polling): the booking and the deposit balance change then. */
export const refreshAfterPaidChange = () => bookingPaidApi.util.invalidateTags(['Booking', 'Deposit']);

export const {
  useGetPaidChangesQuery,
  useGetUsableCreditsQuery,
  useGetSeatMapsQuery,
  useGetPaidOffersQuery,
  useSendPaidChangeMutation,
} = bookingPaidApi;
