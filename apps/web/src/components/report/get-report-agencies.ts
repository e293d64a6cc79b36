// GET /api/deposits/statement/agencies: the agencies a report may be narrowed to (the user's own and below, tree order),
// one query every report screen shares.
import type { TStatementAgenciesResponse } from '@portal/contracts';
import { api } from '../../lib/http/api';

const statementAgenciesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStatementAgencies: build.query<TStatementAgenciesResponse, void>({
      query: () => ({ url: '/api/deposits/statement/agencies' }),
      providesTags: ['Deposit', 'SubAgent'],
    }),
  }),
});

export const { useGetStatementAgenciesQuery } = statementAgenciesApi;
