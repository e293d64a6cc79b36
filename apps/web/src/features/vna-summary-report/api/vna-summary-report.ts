// GET /api/reports/vna-summary-report (+ /export) (the agencies come from components/report/get-report-agencies).
import type { TFlightDataMode, TReportExportFormat, TVnaSummaryResponse } from '@portal/contracts';
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
  }),
});

export const { useGetVnaSummaryReportQuery } = vnaSummaryApi;

export function downloadVnaSummaryExport(
  args: VnaSummaryArgs & { format: TReportExportFormat; fallbackName: string },
): Promise<{ error?: HttpError }> {
  const { format, fallbackName, ...params } = args;
  return downloadReport({ url: '/api/reports/vna-summary-report/export', params, format, fallbackName });
}
