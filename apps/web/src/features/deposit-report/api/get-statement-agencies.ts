// GET /api/deposits/statement/agencies: the agencies whose statement the user may pick (own and below), tree order.
import type { TStatementAgenciesResponse } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const statementAgenciesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStatementAgencies: build.query<TStatementAgenciesResponse, void>({
      query: () => ({ url: '/api/deposits/statement/agencies' }),
      providesTags: ['Deposit', 'SubAgent'],
    }),
  }),
});

export const { useGetStatementAgenciesQuery } = statementAgenciesApi;
