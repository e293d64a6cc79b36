// /api/reservation-errors: one page of the agency's failed supplier calls, and the agencies and users the filters offer.
import type {
  TListReservationErrorsResponse,
  TReservationAction,
  TReservationErrorScopeResponse,
} from '@portal/contracts';
import { api } from '../../../lib/http/api';

/** The list's filters as the API reads them (days dd/MM/yyyy). */
export type ReservationErrorListArgs = {
  from?: string;
  to?: string;
  system?: string;
  action?: TReservationAction;
  userId?: string;
  agencyId?: string;
  limit: number;
  offset: number;
};

const reservationErrorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listReservationErrors: build.query<TListReservationErrorsResponse, ReservationErrorListArgs>({
      query: (args) => ({ url: '/api/reservation-errors', params: { ...args } }),
    }),
    getReservationErrorScope: build.query<TReservationErrorScopeResponse, void>({
      query: () => ({ url: '/api/reservation-errors/scope' }),
    }),
  }),
});

export const { useListReservationErrorsQuery, useGetReservationErrorScopeQuery } = reservationErrorsApi;
