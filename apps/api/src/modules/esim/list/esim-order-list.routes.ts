// GET /api/esim/orders and GET /api/esim/orders/export: the eSIM orders of the caller's scope as a page, or every
// matching row as a file. The export path is static, so it wins over the order view's `/esim/orders/:id`.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZExportEsimOrdersQuery, ZListEsimOrdersQuery, ZListEsimOrdersResponse } from '@portal/contracts';
import { requestLanguage } from '../../../platform/request-context.js';
import { callerOf } from '../../bookings/booking-scope.js';
import { sendDownload } from '../../reports/send-download.js';
import { USE_ESIM_DOCS } from './esim-list-access.js';
import type { EsimOrderListService } from './esim-order-list.service.js';

export function esimOrderListRoutes(deps: { orders: EsimOrderListService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['esim'];

    api.get(
      '/esim/orders',
      {
        config: { access: USE_ESIM_DOCS },
        schema: {
          tags,
          summary:
            'eSIM orders of the agency (administrators: and of its sub-agencies; the platform: all), filtered by status, q (order code, ICCID, customer name, email or phone) and Vietnam days, sorted and paged',
          querystring: ZListEsimOrdersQuery,
          response: { 200: ZListEsimOrdersResponse },
        },
      },
      async (request) => deps.orders.list(callerOf(request), request.query, requestLanguage(request)),
    );

    api.get(
      '/esim/orders/export',
      {
        config: { access: USE_ESIM_DOCS },
        schema: {
          tags,
          summary:
            'The same list as a file (format=xlsx or csv), every page; Vietnamese headers, English with X-Language: en',
          querystring: ZExportEsimOrdersQuery,
        },
      },
      async (request, reply) => {
        const { format, ...filters } = request.query;
        const file = await deps.orders.exportFile(callerOf(request), {
          filters,
          format,
          language: requestLanguage(request),
        });
        return sendDownload(reply, { fileName: file.fileName, format, body: file.body });
      },
    );
  };
}
