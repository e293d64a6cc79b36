// HTTP routes of the debit report (accounting/debit-report) and the debit total report (accounting/debit-total-report): JSON and xlsx/csv.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDebitReportAgenciesResponse,
  ZDebitReportExportQuery,
  ZDebitReportQuery,
  ZDebitReportResponse,
  ZDebitTotalReportExportQuery,
  ZDebitTotalReportQuery,
  ZDebitTotalReportResponse,
} from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import { allowedBy, requireAuth } from '../../../platform/access.js';
import { requestLanguage } from '../../../platform/request-context.js';
import { reportFile } from '../report-files.js';
import { streamReportFile } from '../report-stream.js';
import { sendDownload } from '../send-download.js';
import { reportFileName } from './debit-labels.js';
import { debitReportTable } from './debit-report-export.js';
import type { DebitReportService } from './debit-report.service.js';
import { debitTotalTable } from './debit-total-export.js';
import type { DebitTotalService } from './debit-total.service.js';

export function debitRoutes(deps: { debitReports: DebitReportService; debitTotals: DebitTotalService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['reports'];
    const debitAccess = allowedBy(ruleOf('/accounting/debit-report'));
    const totalAccess = allowedBy(ruleOf('/accounting/debit-total-report'));

    api.get(
      '/reports/debit-report',
      {
        config: { access: debitAccess },
        schema: {
          tags,
          summary:
            "Debit report (công nợ) of the caller's agency or one below it: one page of movements (keyset cursor) with running balance, and the period's opening, per-type totals, buckets, closing, credit limit (VND)",
          querystring: ZDebitReportQuery,
          response: { 200: ZDebitReportResponse },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return deps.debitReports.debitReportOf(requireAuth(request), request.query, requestLanguage(request));
      },
    );

    api.get(
      '/reports/debit-report/export',
      {
        config: { access: debitAccess },
        schema: { tags, summary: 'The same debit report as xlsx or CSV', querystring: ZDebitReportExportQuery },
      },
      async (request, reply) => {
        const { format, ...filters } = request.query;
        const language = requestLanguage(request);
        const { head, chunks } = await deps.debitReports.debitExportOf(requireAuth(request), filters, language);
        return sendDownload(reply, {
          fileName: reportFileName({ prefix: 'cong-no', code: head.agency.code, ...head, format }),
          format,
          body: streamReportFile(debitReportTable(head, language, filters), chunks, { format, language }),
        });
      },
    );

    api.get(
      '/reports/debit-report/agencies',
      {
        config: { access: debitAccess },
        schema: {
          tags,
          summary: 'Agencies whose debit report the caller may read: its own and every agency below it, tree order',
          response: { 200: ZDebitReportAgenciesResponse },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return { items: await deps.debitReports.selectableAgencies(requireAuth(request)) };
      },
    );

    api.get(
      '/reports/debit-total-report',
      {
        config: { access: totalAccess },
        schema: {
          tags,
          summary:
            "Debit total report: the caller's agency and its sub-agencies (direct, or every level), opening, top-ups, sales, voids/refunds, adjustments, closing, commission, credit limit, available (VND)",
          querystring: ZDebitTotalReportQuery,
          response: { 200: ZDebitTotalReportResponse },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return deps.debitTotals.debitTotalsOf(requireAuth(request), request.query, requestLanguage(request));
      },
    );

    api.get(
      '/reports/debit-total-report/export',
      {
        config: { access: totalAccess },
        schema: {
          tags,
          summary: 'The same debit total report as xlsx or CSV',
          querystring: ZDebitTotalReportExportQuery,
        },
      },
      async (request, reply) => {
        const { format, ...query } = request.query;
        const language = requestLanguage(request);
        const report = await deps.debitTotals.debitTotalsOf(requireAuth(request), query, language);
        return sendDownload(reply, {
          fileName: reportFileName({ prefix: 'tong-hop-cong-no', ...report, format }),
          format,
          body: await reportFile(debitTotalTable(report, language), { format, language }),
        });
      },
    );
  };
}
