// GET /api/reports/vna-summary-report (+ /export) and the agencies to filter by (the deposit statement's list: own and below).
import type {
  TFlightDataMode,
  TReportExportFormat,
  TStatementAgenciesResponse,
  TVnaSummaryResponse,
} from '@portal/contracts';
import { downloadReport } from '../../../components/report/download-report';
import { api } from '../../../lib/http/api';
import type { HttpError } from '../../../lib/http/types';

export type VnaSummaryArgs = { from: string; to: string; mode: TFlightDataMode; subAgencyId?: string };

const vnaSummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVnaSummaryReport: build.query<TVnaSummaryResponse, VnaSummaryArgs>({
      query: (params) => ({ url: '/api/reports/vna-summary-report', params }),
      providesTags: ['Deposit'],
    }),
    getVnaSummaryAgencies: build.query<TStatementAgenciesResponse, void>({
      query: () => ({ url: '/api/deposits/statement/agencies' }),
      providesTags: ['SubAgent'],
    }),
  }),
});

export const { useGetVnaSummaryReportQuery, useGetVnaSummaryAgenciesQuery } = vnaSummaryApi;

export function downloadVnaSummaryExport(
  args: VnaSummaryArgs & { format: TReportExportFormat; fallbackName: string },
): Promise<{ error?: HttpError }> {
  const { format, fallbackName, ...params } = args;
  return downloadReport({ url: '/api/reports/vna-summary-report/export', params, format, fallbackName });
}
