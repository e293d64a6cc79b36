// GET /api/bookings/export?format=xlsx: the server-built workbook of the filtered list, fetched through the app's HTTP
// client (token, refresh, errors) and saved under the server's file name.
import { getHttpClient } from '../../../lib/http/client-holder';
import { fileNameOf, saveFile } from '../../../lib/http/download';
import type { HttpError } from '../../../lib/http/types';
import type { BookingListArgs } from '../booking-filters';

export type ExportArgs = Omit<BookingListArgs, 'limit' | 'cursor'>;

/** Downloads every row matching the filters (the page and page size do not matter); answers the error when it fails. */
export async function downloadBookingsExport(args: ExportArgs, fallbackName: string): Promise<{ error?: HttpError }> {
  const result = await getHttpClient().request<Blob>({
    url: '/api/bookings/export',
    params: { ...args, format: 'xlsx' },
    responseType: 'blob',
  });
  if ('error' in result) return { error: result.error };
  saveFile(result.data, fileNameOf(result.meta?.response) ?? fallbackName);
  return {};
}
