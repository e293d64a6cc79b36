// HTTP routes of the income report (accounting/income-report): the grouped figures as JSON, and the same rows as a file.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIncomeReportExportQuery, ZIncomeReportQuery, ZIncomeReportResponse } from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import type { Clock } from '../../../platform/clock.js';
import { allowedBy, requireAuth } from '../../../platform/access.js';
import { requestLanguage } from '../../../platform/request-context.js';
import { reportFile } from '../report-files.js';
import { sendDownload } from '../send-download.js';
import { incomeReportFileName, incomeReportTable } from './income-report.export.js';
import type { IncomeReportService } from './income-report.service.js';

export function incomeReportRoutes(deps: { income: IncomeReportService; clock: Clock }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['reports'];
    const access = allowedBy(ruleOf('/accounting/income-report'));

    api.get(
      '/reports/income-report',
      {
        config: { access },
        schema: {
          tags,
          summary:
            "Revenue, cost and profit of the caller's sale lines (its agency and those below it) grouped by product, airline, sub-agency or period (VND)",
          querystring: ZIncomeReportQuery,
          response: { 200: ZIncomeReportResponse },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return deps.income.reportOf(requireAuth(request), request.query, requestLanguage(request));
      },
    );

    api.get(
      '/reports/income-report/export',
      {
        config: { access },
        schema: {
          tags,
          summary: 'The income report as a file: an Excel workbook or UTF-8 CSV with BOM, the rows then the totals',
          querystring: ZIncomeReportExportQuery,
        },
      },
      async (request, reply) => {
        const { format, ...filters } = request.query;
        const language = requestLanguage(request);
        const report = await deps.income.reportOf(requireAuth(request), filters, language);
        const table = incomeReportTable(report, { language, createdAt: deps.clock.now() });
        return sendDownload(reply, {
          fileName: incomeReportFileName(report, format),
          format,
          body: await reportFile(table, { format, language }),
        });
      },
    );
  };
}
