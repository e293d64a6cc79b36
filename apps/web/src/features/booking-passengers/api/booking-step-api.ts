// The passenger step's calls over RTK Query: the price check, the add-on catalogue and the hold (with its Idempotency-Key).
import type {
  TAncillariesResponse,
  TBookingOrder,
  THoldRequest,
  TItineraryRequest,
  TPriceCheckRequest,
  TPriceCheckResponse,
} from '@portal/contracts';
import { api } from '../../../lib/http/api';

export type AncillariesArgs = Pick<TItineraryRequest, 'adt' | 'chd' | 'inf'> & { offerIds: readonly string[] };
export type HoldArgs = { idempotencyKey: string; body: THoldRequest };

const bookingStepApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A POST that only reads: a query, so opening the page twice within the cache time does not ask the supplier twice.
    checkBookingPrice: build.query<TPriceCheckResponse, TPriceCheckRequest>({
      query: (body) => ({ url: '/api/bookings/price-check', method: 'POST', body }),
    }),
    getBookingAncillaries: build.query<TAncillariesResponse, AncillariesArgs>({
      query: ({ offerIds, adt, chd, inf }) => ({
        url: '/api/bookings/ancillaries',
        params: { offerIds: offerIds.join(','), adt, chd, inf },
      }),
    }),
    holdBooking: build.mutation<TBookingOrder, HoldArgs>({
      query: ({ idempotencyKey, body }) => ({
        url: '/api/bookings/hold',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: ['Booking'],
    }),
  }),
});

export const { useCheckBookingPriceQuery, useGetBookingAncillariesQuery, useHoldBookingMutation } = bookingStepApi;
