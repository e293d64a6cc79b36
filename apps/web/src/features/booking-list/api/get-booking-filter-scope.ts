// The agencies and users the list's agency and agent filters offer. The bookings API has no list of its own yet, so this
// reads the reservation-error scope: the same agencies for administrators (a subset for VOID_VIEW_TICKETS holders).
import type { TReservationErrorScopeResponse } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const bookingFilterScopeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBookingFilterScope: build.query<TReservationErrorScopeResponse, void>({
      query: () => ({ url: '/api/reservation-errors/scope' }),
      providesTags: ['SubAgent', 'Ticketing'],
    }),
  }),
});

export const { useGetBookingFilterScopeQuery } = bookingFilterScopeApi;
