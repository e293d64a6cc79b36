// The agencies the queues' sub-agency filter offers: the booking list's scope (the caller's agency and those below it).
import type { TReservationErrorScopeResponse } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const queueScopeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQueueScope: build.query<TReservationErrorScopeResponse, void>({
      query: () => ({ url: '/api/reservation-errors/scope' }),
      providesTags: ['SubAgent'],
    }),
  }),
});

export const { useGetQueueScopeQuery } = queueScopeApi;
