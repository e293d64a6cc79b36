// POST /api/bookings/retrieve: brings a held PNR the agency made elsewhere into the portal (or answers the one already here).
import type { TRetrievePnrRequest, TRetrievePnrResponse } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const retrievePnrApi = api.injectEndpoints({
  endpoints: (build) => ({
    retrievePnr: build.mutation<TRetrievePnrResponse, TRetrievePnrRequest>({
      query: (body) => ({ url: '/api/bookings/retrieve', method: 'POST', body }),
      invalidatesTags: ['Booking'],
    }),
  }),
});

export const { useRetrievePnrMutation } = retrievePnrApi;
