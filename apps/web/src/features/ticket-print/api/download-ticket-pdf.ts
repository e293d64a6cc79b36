// GET /api/bookings/{id}/ticket-face.pdf?withFee=: the server-built A4 PDF of the ticket face, fetched through the app's
// HTTP client (token, refresh, language, errors) and saved under the server's file name (<PNR>.pdf).
import { getHttpClient } from '../../../lib/http/client-holder';
import { fileNameOf, saveFile } from '../../../lib/http/download';
import type { HttpError } from '../../../lib/http/types';

/** Saves the PDF with or without the issue fee; answers the error when the server refuses or cannot be reached. */
export async function downloadTicketPdf(
  bookingId: string,
  withFee: boolean,
  fallbackName: string,
): Promise<{ error?: HttpError }> {
  const result = await getHttpClient().request<Blob>({
    url: `/api/bookings/${encodeURIComponent(bookingId)}/ticket-face.pdf`,
    params: { withFee },
    responseType: 'blob',
  });
  if ('error' in result) return { error: result.error };
  saveFile(result.data, fileNameOf(result.meta?.response) ?? fallbackName);
  return {};
}
