// GET /api/reports/customer-services and /api/reports/analyze-sales (+ /export) (the agencies come from components/report/get-report-agencies).
import type {
  TActivityGrouping,
  TActivityInterval,
  TAnalyzeSalesResponse,
  TCustomerServicesResponse,
  TReportExportFormat,
} from '@portal/contracts';
import { downloadReport } from '../../../components/report/download-report';
import { api } from '../../../lib/http/api';
import type { HttpError } from '../../../lib/http/types';

/** from and to are yyyy-MM-dd; subAgencyId undefined: every agency the user sees. */
export type ActivityPeriodArgs = { from: string; to: string; subAgencyId?: string };
export type CustomerServicesArgs = ActivityPeriodArgs & { groupBy: TActivityGrouping };
export type AnalyzeSalesArgs = ActivityPeriodArgs & { interval: TActivityInterval };

const bookingActivityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomerServicesReport: build.query<TCustomerServicesResponse, CustomerServicesArgs>({
      query: (params) => ({ url: '/api/reports/customer-services', params }),
      providesTags: ['Booking'],
    }),
    getAnalyzeSalesReport: build.query<TAnalyzeSalesResponse, AnalyzeSalesArgs>({
      query: (params) => ({ url: '/api/reports/analyze-sales', params }),
      providesTags: ['Booking'],
    }),
  }),
});

export const { useGetCustomerServicesReportQuery, useGetAnalyzeSalesReportQuery } = bookingActivityApi;

export function downloadActivityExport(
  report: 'customer-services' | 'analyze-sales',
  args: (CustomerServicesArgs | AnalyzeSalesArgs) & { format: TReportExportFormat; fallbackName: string },
): Promise<{ error?: HttpError }> {
  const { format, fallbackName, ...params } = args;
  return downloadReport({ url: `/api/reports/${report}/export`, params, format, fallbackName });
}
