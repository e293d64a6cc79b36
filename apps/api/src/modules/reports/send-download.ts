// One way every report answers with a file: no caching, the format's content type, the file name for every browser.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { TReportExportFormat } from '@portal/contracts';
import { contentDisposition } from '../../platform/uploads.js';
import { REPORT_CONTENT_TYPES } from './report-files.js';

export function sendDownload(
  reply: FastifyReply,
  download: { fileName: string; format: TReportExportFormat; body: Buffer | string | Readable },
): FastifyReply {
  return reply
    .header('Cache-Control', 'no-store')
    .header('Content-Type', REPORT_CONTENT_TYPES[download.format])
    .header('Content-Disposition', contentDisposition('attachment', download.fileName))
    .send(download.body);
}
