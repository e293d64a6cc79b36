// GET /api/reports/income-report (+ /export): the grouped revenue, cost and profit of the user's tree, and its file.
import type { TIncomeReportQuery, TIncomeReportResponse, TReportExportFormat } from '@portal/contracts';
import { downloadReport } from '../../../components/report/download-report';
import { api } from '../../../lib/http/api';
import type { HttpError } from '../../../lib/http/types';

/** The report's question as the address holds it: every field a string the API reads (yyyy-MM-dd days). */
export type IncomeReportArgs = { [K in keyof TIncomeReportQuery]?: string };

const incomeReportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getIncomeReport: build.query<TIncomeReportResponse, IncomeReportArgs>({
      query: (params) => ({ url: '/api/reports/income-report', params }),
      // Sales move deposits: a new issue, void or refund refreshes the report with them.
      providesTags: ['Deposit'],
    }),
    /** The caller's agency and every agency below it, tree order (the same tree the report covers). */
  }),
});

export const { useGetIncomeReportQuery } = incomeReportApi;

export function downloadIncomeReport(
  args: IncomeReportArgs,
  format: TReportExportFormat,
): Promise<{ error?: HttpError }> {
  const fallbackName = `bao-cao-doanh-thu-${args.from}-${args.to}.${format}`;
  return downloadReport({ url: '/api/reports/income-report/export', params: args, format, fallbackName });
}
