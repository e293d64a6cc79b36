// A report's file (xlsx or csv, built by the server so it matches the screen) fetched through the app's HTTP client and saved.
import type { TReportExportFormat } from '@portal/contracts';
import { getHttpClient } from '../../lib/http/client-holder';
import { fileNameOf, saveFile } from '../../lib/http/download';
import type { HttpError } from '../../lib/http/types';

export type ReportDownload = {
  url: string;
  /** The screen's question (filters, period as yyyy-MM-dd); `format` is added. */
  params: Record<string, string | undefined>;
  format: TReportExportFormat;
  /** Used when the server's Content-Disposition names no file. */
  fallbackName: string;
};

/** Saves the file under the server's name; answers the error (already routed by the client: 401, 403…) when it fails. */
export async function downloadReport({
  url,
  params,
  format,
  fallbackName,
}: ReportDownload): Promise<{ error?: HttpError }> {
  const result = await getHttpClient().request<Blob>({ url, params: { ...params, format }, responseType: 'blob' });
  if ('error' in result) return { error: result.error };
  saveFile(result.data, fileNameOf(result.meta?.response) ?? fallbackName);
  return {};
}
