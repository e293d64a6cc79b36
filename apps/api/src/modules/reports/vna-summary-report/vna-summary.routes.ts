// HTTP routes of the Vietnam Airlines summary (accounting/vna-summary-report): JSON for the screen, and the same rows as xlsx/csv.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZVnaSummaryExportQuery, ZVnaSummaryQuery, ZVnaSummaryResponse } from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import type { Clock } from '../../../platform/clock.js';
import { allowedBy, requireAuth } from '../../../platform/access.js';
import { requestLanguage } from '../../../platform/request-context.js';
import { reportFile } from '../report-files.js';
import { sendDownload } from '../send-download.js';
import { vnaSummaryFileName, vnaSummaryTable } from './vna-summary-export.js';
import type { VnaSummaryService } from './vna-summary.service.js';

export function vnaSummaryReportRoutes(deps: { service: VnaSummaryService; clock: Clock }) {
  const { service } = deps;
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['reports'];
    const access = allowedBy(ruleOf('/accounting/vna-summary-report'));

    api.get(
      '/reports/vna-summary-report',
      {
        config: { access },
        schema: {
          tags,
          summary:
            'Vietnam Airlines tickets (stock 738) of the caller’s subtree by month, class group and domestic/international; revenue = base fare + YQ/YR (VND)',
          querystring: ZVnaSummaryQuery,
          response: { 200: ZVnaSummaryResponse },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return service.reportOf(requireAuth(request), request.query, requestLanguage(request));
      },
    );

    api.get(
      '/reports/vna-summary-report/export',
      {
        config: { access },
        schema: {
          tags,
          summary: 'The same VNA summary as a file: Excel (format=xlsx) or UTF-8 CSV with BOM (format=csv)',
          querystring: ZVnaSummaryExportQuery,
        },
      },
      async (request, reply) => {
        const { format, ...query } = request.query;
        const language = requestLanguage(request);
        const report = await service.reportOf(requireAuth(request), query, language);
        return sendDownload(reply, {
          fileName: vnaSummaryFileName(report, format),
          format,
          body: await reportFile(vnaSummaryTable(report, language, deps.clock.now()), { format, language }),
        });
      },
    );
  };
}
