// GET /api/reports/debit-report and /agencies: one page of an agency's debit report, and the agencies the user may choose from.
import type { TDebitReportAgenciesResponse, TDebitReportResponse } from '@portal/contracts';
import { api } from '../../../lib/http/api';

/** agencyId undefined asks for the user's own agency; from and to are yyyy-MM-dd; cursor a page's cursor. */
export type DebitReportArgs = {
  agencyId?: string;
  from: string;
  to: string;
  type?: string;
  order?: 'asc' | 'desc';
  limit?: number;
  cursor?: string;
};

const debitReportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDebitReport: build.query<TDebitReportResponse, DebitReportArgs>({
      query: ({ agencyId, from, to, type, order, limit, cursor }) => ({
        url: '/api/reports/debit-report',
        params: { agencyId, from, to, type, order, limit, cursor },
      }),
      providesTags: ['Deposit'],
    }),
    getDebitReportAgencies: build.query<TDebitReportAgenciesResponse, void>({
      query: () => ({ url: '/api/reports/debit-report/agencies' }),
      providesTags: ['Deposit', 'SubAgent'],
    }),
  }),
});

export const { useGetDebitReportQuery, useGetDebitReportAgenciesQuery } = debitReportApi;
