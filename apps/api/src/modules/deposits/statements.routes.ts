// HTTP routes of the deposit statement (accounting/deposit-report): JSON for the screen, xlsx/csv files, the agencies to pick from.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDepositStatementExportQuery,
  ZDepositStatementQuery,
  ZDepositStatementResponse,
  ZStatementAgenciesResponse,
} from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import { allowedBy, requireAuth } from '../../platform/access.js';
import { requestLanguage } from '../../platform/request-context.js';
import { reportFile } from '../reports/report-files.js';
import { sendDownload } from '../reports/send-download.js';
import { statementFileName, statementTable } from './statement-export.js';
import type { DepositStatementService } from './statements.service.js';

export function depositStatementRoutes(deps: { statements: DepositStatementService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['deposits'];
    const access = allowedBy(ruleOf('/accounting/deposit-report'));

    api.get(
      '/deposits/statement',
      {
        config: { access },
        schema: {
          tags,
          summary:
            'Statement of one deposit over Vietnam calendar days: opening balance, movements with running balances, closing balance (VND)',
          querystring: ZDepositStatementQuery,
          response: { 200: ZDepositStatementResponse },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return deps.statements.statementOf(requireAuth(request), request.query, requestLanguage(request));
      },
    );

    api.get(
      '/deposits/statement/export',
      {
        config: { access },
        schema: {
          tags,
          summary:
            'The same statement as a file download: an Excel workbook (format=xlsx) or UTF-8 CSV with BOM (format=csv)',
          querystring: ZDepositStatementExportQuery,
        },
      },
      async (request, reply) => {
        const { format, ...query } = request.query;
        const language = requestLanguage(request);
        const statement = await deps.statements.statementOf(requireAuth(request), query, language);
        return sendDownload(reply, {
          fileName: statementFileName(statement, format),
          format,
          body: await reportFile(statementTable(statement, language), { format, language }),
        });
      },
    );

    api.get(
      '/deposits/statement/agencies',
      {
        config: { access },
        schema: {
          tags,
          summary:
            'Agencies whose deposit statement the caller may read: its own and every agency below it, tree order',
          response: { 200: ZStatementAgenciesResponse },
        },
      },
      async (request) => ({ items: await deps.statements.selectableAgencies(requireAuth(request)) }),
    );
  };
}
