// The server's files of train bookings, fetched through the app's HTTP client (token, refresh, errors) and saved under
// the server's name: the boarding cards as PDF (vi or en) and the filtered list as xlsx or csv.
import type { TReportExportFormat } from '@portal/contracts';
import { downloadReport } from '../../../components/report/download-report';
import { getHttpClient } from '../../../lib/http/client-holder';
import { fileNameOf, saveFile } from '../../../lib/http/download';
import type { HttpError } from '../../../lib/http/types';
import { trainBookingPath } from './train-bookings-api';

export async function downloadBoardingCards(options: {
  id: string;
  lang: 'vi' | 'en';
  fallbackName: string;
}): Promise<{ error?: HttpError }> {
  const result = await getHttpClient().request<Blob>({
    url: trainBookingPath(options.id, '/boarding-cards.pdf'),
    params: { lang: options.lang },
    responseType: 'blob',
  });
  if ('error' in result) return { error: result.error };
  saveFile(result.data, fileNameOf(result.meta?.response) ?? options.fallbackName);
  return {};
}

/** GET /api/trains/bookings/export?format=: every booking matching the filters (paging does not matter). */
export const downloadTrainBookings = (params: Record<string, string | undefined>, format: TReportExportFormat) =>
  downloadReport({
    url: '/api/trains/bookings/export',
    params,
    format,
    fallbackName: `ve-tau.${format}`,
  });
