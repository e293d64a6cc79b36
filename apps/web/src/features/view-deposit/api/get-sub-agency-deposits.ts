// GET /api/deposits/sub-agencies: the deposits of every agency below the user's; money actions refresh it (Deposit tag).
import type { TSubAgencyDepositsResponse } from '@portal/contracts';
import { api } from '../../../lib/http/api';

const subAgencyDepositsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSubAgencyDeposits: build.query<TSubAgencyDepositsResponse, void>({
      query: () => ({ url: '/api/deposits/sub-agencies' }),
      providesTags: ['Deposit', 'SubAgent'],
    }),
  }),
});

export const { useGetSubAgencyDepositsQuery } = subAgencyDepositsApi;
