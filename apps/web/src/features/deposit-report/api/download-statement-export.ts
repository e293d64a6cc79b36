// GET /api/deposits/statement/export: the server-built xlsx or csv, fetched through the app's HTTP client and saved as a file.
import type { TStatementExportFormat } from '@portal/contracts';
import { getHttpClient } from '../../../lib/http/client-holder';
import { fileNameOf, saveFile } from '../../../lib/http/download';
import type { HttpError } from '../../../lib/http/types';
import type { StatementArgs } from './get-deposit-statement';

/** Downloads the statement file; answers the error (already routed by the client: 401, 403…) when it fails. */
export async function downloadStatementExport(
  args: StatementArgs & { format: TStatementExportFormat; fallbackName: string },
): Promise<{ error?: HttpError }> {
  const { format, fallbackName, ...period } = args;
  const result = await getHttpClient().request<Blob>({
    url: '/api/deposits/statement/export',
    params: { ...period, format },
    responseType: 'blob',
  });
  if ('error' in result) return { error: result.error };
  saveFile(result.data, fileNameOf(result.meta?.response) ?? fallbackName);
  return {};
}
