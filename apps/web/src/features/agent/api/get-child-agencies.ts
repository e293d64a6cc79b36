// GET /api/agency/child-staff/agencies: the direct child agencies whose staff the user manages.
import type { TListChildAgenciesResponse } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const childAgenciesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChildAgencies: build.query<TListChildAgenciesResponse, void>({
      query: () => ({ url: '/api/agency/child-staff/agencies' }),
      providesTags: ['SubAgent'],
    }),
  }),
});

export const { useGetChildAgenciesQuery } = childAgenciesApi;
