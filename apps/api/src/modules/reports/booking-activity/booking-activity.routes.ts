// HTTP routes of the booking activity reports (booking/customer-services-report, booking/analyze-sales-report): JSON
// for the screens and the same figures as xlsx/csv files.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAnalyzeSalesExportQuery,
  ZAnalyzeSalesQuery,
  ZAnalyzeSalesResponse,
  ZCustomerServicesExportQuery,
  ZCustomerServicesQuery,
  ZCustomerServicesResponse,
} from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import type { Clock } from '../../../platform/clock.js';
import { allowedBy } from '../../../platform/access.js';
import { requestLanguage } from '../../../platform/request-context.js';
import { callerOf } from '../../bookings/booking-scope.js';
import { reportFile } from '../report-files.js';
import { sendDownload } from '../send-download.js';
import { activityFileName, analyzeSalesTable, customerServicesTable } from './booking-activity.export.js';
import type { BookingActivityService } from './booking-activity.service.js';

export function bookingActivityRoutes(deps: { activity: BookingActivityService; clock: Clock }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['reports'];
    const customerAccess = allowedBy(ruleOf('/booking/customer-services-report'));
    const salesAccess = allowedBy(ruleOf('/booking/analyze-sales-report'));

    api.get(
      '/reports/customer-services',
      {
        config: { access: customerAccess },
        schema: {
          tags,
          summary:
            'Flight bookings made in a period by staff member or by customer: issued, voided, refunded, issue rate, sold (VND)',
          querystring: ZCustomerServicesQuery,
          response: { 200: ZCustomerServicesResponse },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return deps.activity.customerServices(callerOf(request), request.query, requestLanguage(request));
      },
    );

    api.get(
      '/reports/customer-services/export',
      {
        config: { access: customerAccess },
        schema: { tags, summary: 'The same report as xlsx or CSV', querystring: ZCustomerServicesExportQuery },
      },
      async (request, reply) => {
        const { format, ...query } = request.query;
        const language = requestLanguage(request);
        const report = await deps.activity.customerServices(callerOf(request), query, language);
        const table = customerServicesTable(report, language, deps.clock.now());
        return sendDownload(reply, {
          fileName: activityFileName('customer-services', report, format),
          format,
          body: await reportFile(table, { format, language }),
        });
      },
    );

    api.get(
      '/reports/analyze-sales',
      {
        config: { access: salesAccess },
        schema: {
          tags,
          summary: 'Flight bookings made per day, week or month, with the top routes and airlines by tickets issued',
          querystring: ZAnalyzeSalesQuery,
          response: { 200: ZAnalyzeSalesResponse },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return deps.activity.analyzeSales(callerOf(request), request.query, requestLanguage(request));
      },
    );

    api.get(
      '/reports/analyze-sales/export',
      {
        config: { access: salesAccess },
        schema: { tags, summary: 'The same report as xlsx or CSV', querystring: ZAnalyzeSalesExportQuery },
      },
      async (request, reply) => {
        const { format, ...query } = request.query;
        const language = requestLanguage(request);
        const report = await deps.activity.analyzeSales(callerOf(request), query, language);
        const table = analyzeSalesTable(report, language, deps.clock.now());
        return sendDownload(reply, {
          fileName: activityFileName('analyze-sales', report, format),
          format,
          body: await reportFile(table, { format, language }),
        });
      },
    );
  };
}
