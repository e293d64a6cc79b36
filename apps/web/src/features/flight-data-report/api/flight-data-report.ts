// GET /api/reports/flight-data-report (+ /export) (the agencies come from components/report/get-report-agencies).
import type { TFlightDataGroupBy, TFlightDataMode, TFlightDataResponse, TReportExportFormat } from '@portal/contracts';
import { downloadReport } from '../../../components/report/download-report';
import { api } from '../../../lib/http/api';
import type { HttpError } from '../../../lib/http/types';

/** from and to are yyyy-MM-dd; subAgencyId undefined: the user's whole tree. */
export type FlightDataArgs = {
  from: string;
  to: string;
  mode: TFlightDataMode;
  groupBy: TFlightDataGroupBy;
  subAgencyId?: string;
};

const flightDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFlightDataReport: build.query<TFlightDataResponse, FlightDataArgs>({
      query: (params) => ({ url: '/api/reports/flight-data-report', params }),
      providesTags: ['Deposit'],
    }),
  }),
});

export const { useGetFlightDataReportQuery } = flightDataApi;

export function downloadFlightDataExport(
  args: FlightDataArgs & { format: TReportExportFormat; fallbackName: string },
): Promise<{ error?: HttpError }> {
  const { format, fallbackName, ...params } = args;
  return downloadReport({ url: '/api/reports/flight-data-report/export', params, format, fallbackName });
}
