// GET /api/reports/sale-report/export: the server-built xlsx or csv of the whole filtered report, saved as a file.
import type { TReportExportFormat } from '@portal/contracts';
import { downloadReport } from '../../../components/report/download-report';
import type { HttpError } from '../../../lib/http/types';
import type { SaleReportArgs } from './get-sale-report';

/** The file of the report on screen (every page); answers the error (already routed by the client) when it fails. */
export function downloadSaleReport(
  args: SaleReportArgs,
  format: TReportExportFormat,
  fallbackName: string,
): Promise<{ error?: HttpError }> {
  // The file holds the whole report: the screen's page is no part of its question.
  const filters: Partial<typeof args> = { ...args };
  delete filters.page;
  delete filters.pageSize;
  return downloadReport({ url: '/api/reports/sale-report/export', params: filters, format, fallbackName });
}
