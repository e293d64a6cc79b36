// GET /api/reports/sale-report: one page and the whole report's totals.
import type { TSaleReportQuery, TSaleReportResponse } from '@portal/contracts';
import { api } from '../../../lib/http/api';

/** The report's question as the address holds it: every field a string the API reads (yyyy-MM-dd days). */
export type SaleReportArgs = { [K in keyof TSaleReportQuery]?: string };

const saleReportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSaleReport: build.query<TSaleReportResponse, SaleReportArgs>({
      query: (params) => ({ url: '/api/reports/sale-report', params }),
      // Sales move deposits: a new issue, void or refund refreshes the report with them.
      providesTags: ['Deposit'],
    }),
    /** The caller's agency and every agency below it, tree order (the same tree the report covers). */
  }),
});

export const { useGetSaleReportQuery } = saleReportApi;
