// GET /api/bookings/export?format=xlsx: the server-built workbook of the filtered list, fetched through the app's HTTP
// client (token, refresh, errors) and saved under the server's file name.
import { getHttpClient } from '../../../lib/http/client-holder';
import type { HttpError } from '../../../lib/http/types';
import type { BookingListArgs } from '../booking-filters';

/** The file name the server gave in Content-Disposition, if any. */
function fileNameOf(response: Response | undefined): string | undefined {
  const header = response?.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1];
}

function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export type ExportArgs = Omit<BookingListArgs, 'limit' | 'offset'>;

/** Downloads every row matching the filters (the page and page size do not matter); answers the error when it fails. */
export async function downloadBookingsExport(args: ExportArgs, fallbackName: string): Promise<{ error?: HttpError }> {
  const result = await getHttpClient().request<Blob>({ url: '/api/bookings/export', params: { ...args, format: 'xlsx' }, responseType: 'blob' });
  if ('error' in result) return { error: result.error };
  saveFile(result.data, fileNameOf(result.meta?.response) ?? fallbackName);
  return {};
}
