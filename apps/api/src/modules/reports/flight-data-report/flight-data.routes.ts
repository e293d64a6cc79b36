// HTTP routes of the flight data report (accounting/flight-data-report): JSON for the screen, and the same rows as xlsx/csv.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZFlightDataExportQuery, ZFlightDataQuery, ZFlightDataResponse } from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import type { Clock } from '../../../platform/clock.js';
import { allowedBy, requireAuth } from '../../../platform/access.js';
import { requestLanguage } from '../../../platform/request-context.js';
import { reportFile } from '../report-files.js';
import { sendDownload } from '../send-download.js';
import { flightDataFileName, flightDataTable } from './flight-data-export.js';
import type { FlightDataService } from './flight-data.service.js';

export function flightDataReportRoutes(deps: { service: FlightDataService; clock: Clock }) {
  const { service } = deps;
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['reports'];
    const access = allowedBy(ruleOf('/accounting/flight-data-report'));

    api.get(
      '/reports/flight-data-report',
      {
        config: { access },
        schema: {
          tags,
          summary:
            'Flight data: segments, passengers, tickets and ticket value (VND) of the caller’s subtree by route, airline, class or month',
          querystring: ZFlightDataQuery,
          response: { 200: ZFlightDataResponse },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return service.reportOf(requireAuth(request), request.query, requestLanguage(request));
      },
    );

    api.get(
      '/reports/flight-data-report/export',
      {
        config: { access },
        schema: {
          tags,
          summary: 'The same flight data report as a file: Excel (format=xlsx) or UTF-8 CSV with BOM (format=csv)',
          querystring: ZFlightDataExportQuery,
        },
      },
      async (request, reply) => {
        const { format, ...query } = request.query;
        const language = requestLanguage(request);
        const report = await service.reportOf(requireAuth(request), query, language);
        return sendDownload(reply, {
          fileName: flightDataFileName(report, format),
          format,
          body: await reportFile(flightDataTable(report, language, deps.clock.now()), { format, language }),
        });
      },
    );
  };
}
