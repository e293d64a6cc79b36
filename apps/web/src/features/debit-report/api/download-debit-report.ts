// GET /api/reports/debit-report/export: the server-built xlsx or csv of every movement of the report on screen, saved as a file.
import type { TReportExportFormat } from '@portal/contracts';
import { downloadReport } from '../../../components/report/download-report';
import type { HttpError } from '../../../lib/http/types';
import type { DebitReportArgs } from './get-debit-report';

export function downloadDebitReport(
  args: Omit<DebitReportArgs, 'limit' | 'cursor'> & { format: TReportExportFormat; fallbackName: string },
): Promise<{ error?: HttpError }> {
  const { format, fallbackName, ...query } = args;
  return downloadReport({ url: '/api/reports/debit-report/export', params: query, format, fallbackName });
}
