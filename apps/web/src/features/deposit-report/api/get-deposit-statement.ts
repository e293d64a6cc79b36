// GET /api/deposits/statement: one deposit over Vietnam days; money actions invalidate it through the Deposit tag.
import type { TDepositStatementResponse } from '@portal/contracts';
import { api } from '../../../lib/http/api';

/** agencyId undefined asks for the caller's own agency; from and to are yyyy-MM-dd. */
export type StatementArgs = { agencyId?: string; from: string; to: string };

const depositStatementApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDepositStatement: build.query<TDepositStatementResponse, StatementArgs>({
      query: ({ agencyId, from, to }) => ({ url: '/api/deposits/statement', params: { agencyId, from, to } }),
      providesTags: ['Deposit'],
    }),
  }),
});

export const { useGetDepositStatementQuery } = depositStatementApi;
