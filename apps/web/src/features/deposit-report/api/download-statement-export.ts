// GET /api/deposits/statement/export: the server-built xlsx or csv of the statement on screen, saved as a file.
import type { TReportExportFormat } from '@portal/contracts';
import { downloadReport } from '../../../components/report/download-report';
import type { HttpError } from '../../../lib/http/types';
import type { StatementArgs } from './get-deposit-statement';

/** Downloads the statement file; answers the error (already routed by the client: 401, 403…) when it fails. */
export function downloadStatementExport(
  args: StatementArgs & { format: TReportExportFormat; fallbackName: string },
): Promise<{ error?: HttpError }> {
  const { format, fallbackName, ...period } = args;
  return downloadReport({ url: '/api/deposits/statement/export', params: period, format, fallbackName });
}
