// The train booking calls over RTK Query (tag Booking): hold, read, list, issue, cancel, refund quote and refund, change
// quote and change, mail the boarding cards, and the agency's issue fee per ticket (the search answers it). Money calls carry an
// Idempotency-Key; the HTTP client answers the PIN step-up (403 code 120) and retries with the same key.
import type {
  TListTrainBookingsQuery,
  TListTrainBookingsResponse,
  TTrainBooking,
  TTrainChangeQuote,
  TTrainHoldRequest,
  TTrainRefundQuote,
  TTrainSearchRequest,
  TTrainSearchResponse,
} from '@portal/contracts';
import { api } from '../../../lib/http/api';
import type { TrainIssueFees } from '../model/hold-request';

export const trainBookingPath = (id: string, tail = '') => `/api/trains/bookings/${encodeURIComponent(id)}${tail}`;

type Keyed = { id: string; idempotencyKey: string };

const trainBookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTrainBooking: build.query<TTrainBooking, string>({
      query: (id) => ({ url: trainBookingPath(id) }),
      providesTags: (_result, _error, id) => [{ type: 'Booking', id: `train-${id}` }, 'Booking'],
    }),
    listTrainBookings: build.query<TListTrainBookingsResponse, TListTrainBookingsQuery>({
      query: (params) => ({
        url: '/api/trains/bookings',
        params: { ...params, limit: Number(params.limit ?? 50), offset: Number(params.offset ?? 0) },
      }),
      providesTags: ['Booking'],
    }),
    /** The issue fees per adult and child ticket of this agency's chain, as the search for the draft's journey answers them. */
    getTrainIssueFee: build.query<TrainIssueFees, TTrainSearchRequest>({
      query: (body) => ({ url: '/api/trains/search', method: 'POST', body }),
      transformResponse: (response: TTrainSearchResponse) => ({
        adult: response.issueFeePerTicket,
        child: response.issueFeePerChildTicket,
      }),
    }),
    holdTrainBooking: build.mutation<TTrainBooking, { body: TTrainHoldRequest; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        url: '/api/trains/bookings',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: ['Booking'],
    }),
    issueTrainBooking: build.mutation<TTrainBooking, Keyed & { acceptedTotal: number }>({
      query: ({ id, idempotencyKey, acceptedTotal }) => ({
        url: trainBookingPath(id, '/issue'),
        method: 'POST',
        body: { acceptedTotal },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: ['Booking', 'Deposit'],
    }),
    cancelTrainBooking: build.mutation<TTrainBooking, Keyed>({
      query: ({ id, idempotencyKey }) => ({
        url: trainBookingPath(id, '/cancel'),
        method: 'POST',
        body: {},
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: ['Booking'],
    }),
    quoteTrainRefund: build.mutation<TTrainRefundQuote, { id: string; ticketIds: string[] }>({
      query: ({ id, ticketIds }) => ({
        url: trainBookingPath(id, '/refund-quote'),
        method: 'POST',
        body: { ticketIds },
      }),
    }),
    refundTrainTickets: build.mutation<TTrainBooking, Keyed & { quoteId: string }>({
      query: ({ id, idempotencyKey, quoteId }) => ({
        url: trainBookingPath(id, '/refund'),
        method: 'POST',
        body: { quoteId },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: ['Booking', 'Deposit'],
    }),
    quoteTrainChange: build.mutation<TTrainChangeQuote, { id: string; ticketId: string; newTicketId: string }>({
      query: ({ id, ticketId, newTicketId }) => ({
        url: trainBookingPath(id, '/change-quote'),
        method: 'POST',
        body: { ticketId, newTicketId },
      }),
    }),
    changeTrainTicket: build.mutation<TTrainBooking, Keyed & { quoteId: string }>({
      query: ({ id, idempotencyKey, quoteId }) => ({
        url: trainBookingPath(id, '/change'),
        method: 'POST',
        body: { quoteId },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: ['Booking', 'Deposit'],
    }),
    mailBoardingCards: build.mutation<unknown, { id: string; to: string[]; lang: 'vi' | 'en' }>({
      query: ({ id, to, lang }) => ({
        url: trainBookingPath(id, '/boarding-cards/mail'),
        method: 'POST',
        body: { to, lang },
      }),
    }),
  }),
});

export const {
  useGetTrainBookingQuery,
  useListTrainBookingsQuery,
  useGetTrainIssueFeeQuery,
  useHoldTrainBookingMutation,
  useIssueTrainBookingMutation,
  useCancelTrainBookingMutation,
  useQuoteTrainRefundMutation,
  useRefundTrainTicketsMutation,
  useQuoteTrainChangeMutation,
  useChangeTrainTicketMutation,
  useMailBoardingCardsMutation,
} = trainBookingsApi;
