// GET /api/reports/debit-total-report (+ /export): one row per agency of the user's tree over a period, and its file.
import type { TDebitTotalReportResponse, TReportExportFormat } from '@portal/contracts';
import { downloadReport } from '../../../components/report/download-report';
import { api } from '../../../lib/http/api';
import type { HttpError } from '../../../lib/http/types';

export type DebitTotalLevels = 'children' | 'all';
export type DebitTotalArgs = { from: string; to: string; levels: DebitTotalLevels };

const debitTotalApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDebitTotalReport: build.query<TDebitTotalReportResponse, DebitTotalArgs>({
      query: (params) => ({ url: '/api/reports/debit-total-report', params }),
      providesTags: ['Deposit', 'SubAgent'],
    }),
  }),
});

export const { useGetDebitTotalReportQuery } = debitTotalApi;

export function downloadDebitTotalReport(
  args: DebitTotalArgs & { format: TReportExportFormat },
): Promise<{ error?: HttpError }> {
  const { format, ...params } = args;
  const fallbackName = `tong-hop-cong-no-${params.from}-${params.to}.${format}`;
  return downloadReport({ url: '/api/reports/debit-total-report/export', params, format, fallbackName });
}
