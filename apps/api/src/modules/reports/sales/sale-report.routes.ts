// HTTP routes of the sale report (accounting/sale-report): one page of lines with the whole report's totals, and its files.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZSaleReportExportQuery, ZSaleReportQuery, ZSaleReportResponse } from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import type { Clock } from '../../../platform/clock.js';
import { allowedBy, requireAuth } from '../../../platform/access.js';
import { compressedPerWrite } from '../../../platform/compression.js';
import { requestLanguage } from '../../../platform/request-context.js';
import { sendDownload } from '../send-download.js';
import { saleReportFileName, streamSaleReportFile } from './sale-report-export.js';
import type { SaleReportService } from './sale-report.service.js';

export function saleReportRoutes(deps: { sales: SaleReportService; clock: Clock }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['reports'];
    const access = allowedBy(ruleOf('/accounting/sale-report'));

    api.get(
      '/reports/sale-report',
      {
        config: { access },
        schema: {
          tags,
          summary:
            "Every ticket sold and every void, refund and change of the caller's agency and those below it in a period, with the caller's net, sell and profit (VND)",
          querystring: ZSaleReportQuery,
          response: { 200: ZSaleReportResponse },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return deps.sales.pageOf(requireAuth(request), request.query, requestLanguage(request));
      },
    );

    api.get(
      '/reports/sale-report/export',
      {
        config: { access },
        // The CSV's first bytes (its head, then each page) leave at once, not when the compressor's window fills.
        compress: compressedPerWrite,
        schema: {
          tags,
          summary: 'The whole filtered sale report as a file: an Excel workbook (streamed) or UTF-8 CSV with BOM',
          querystring: ZSaleReportExportQuery,
        },
      },
      async (request, reply) => {
        const { format, ...filters } = request.query;
        const options = { format, language: requestLanguage(request), createdAt: deps.clock.now() };
        const { head, body } = await deps.sales.exportOf(requireAuth(request), filters, options);
        return sendDownload(reply, {
          fileName: saleReportFileName(head, format),
          format,
          body: streamSaleReportFile(head, body, options),
        });
      },
    );
  };
}
