// GET /api/ledger/balance: the deposit of the caller's own agency, shared by the header and the home (one request);
// every money action invalidates the Deposit tag.
import type { TDepositBalanceResponse } from '@portal/contracts';
import { api } from '../http/api';

const depositBalanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDepositBalance: build.query<TDepositBalanceResponse, void>({
      query: () => ({ url: '/api/ledger/balance' }),
      providesTags: ['Deposit'],
    }),
  }),
});

export const { useGetDepositBalanceQuery } = depositBalanceApi;
