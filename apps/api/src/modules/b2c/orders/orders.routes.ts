// /api/b2c/orders: the caller's agency's consumer orders (USE_B2C): list, export, detail, and the agent's actions.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZB2cConfirmPayment,
  ZB2cOrderActionBody,
  ZB2cOrderDetail,
  ZB2cOrderIdParams,
  ZExportB2cOrdersQuery,
  ZListB2cOrdersQuery,
  ZListB2cOrdersResponse,
} from '@portal/contracts';
import { requestLanguage } from '../../../platform/request-context.js';
import { callerOf } from '../../bookings/booking-scope.js';
import { sendDownload } from '../../reports/send-download.js';
import { USE_B2C } from '../b2c-access.js';
import type { OrderActionService } from './order-actions.service.js';
import type { OrderListService } from './order-list.service.js';

export function orderRoutes(deps: { list: OrderListService; actions: OrderActionService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['b2c'];
    const config = { access: USE_B2C };

    api.get(
      '/b2c/orders',
      {
        config,
        schema: {
          tags,
          summary:
            "The caller's agency's consumer orders, filtered by status, kind, q (order number, phone, name) and Vietnam days, sorted and paged",
          querystring: ZListB2cOrdersQuery,
          response: { 200: ZListB2cOrdersResponse },
        },
      },
      async (request) => deps.list.list(callerOf(request), request.query),
    );

    api.get(
      '/b2c/orders/export',
      {
        config,
        schema: { tags, summary: 'The same list as a file (format=xlsx or csv)', querystring: ZExportB2cOrdersQuery },
      },
      async (request, reply) => {
        const { format, ...filters } = request.query;
        const file = await deps.list.exportFile(callerOf(request), {
          filters,
          format,
          language: requestLanguage(request),
        });
        return sendDownload(reply, { fileName: file.fileName, format, body: file.body });
      },
    );

    api.get(
      '/b2c/orders/:id',
      {
        config,
        schema: {
          tags,
          summary: 'One order with its booking, the actions its state allows and its history',
          params: ZB2cOrderIdParams,
          response: { 200: ZB2cOrderDetail },
        },
      },
      async (request) => deps.actions.detail(callerOf(request), request.params.id),
    );

    api.post(
      '/b2c/orders/:id/confirm-payment',
      {
        config,
        schema: {
          tags,
          summary: 'Records the amount received and moves 02 → 03 (a second confirm is 409)',
          params: ZB2cOrderIdParams,
          body: ZB2cConfirmPayment,
          response: { 200: ZB2cOrderDetail },
        },
      },
      async (request) => deps.actions.confirmPayment(callerOf(request), request.params.id, request.body),
    );

    const simple = [
      ['process', 'Marks a paid order as being processed (03 → 04)'],
      ['complete', 'Completes a paid order (→ 05); a flight order only once its booking is issued'],
      ['cancel', 'Cancels the order (→ 01), releasing a held flight at the supplier first'],
    ] as const;
    for (const [action, summary] of simple)
      api.post(
        `/b2c/orders/:id/${action}`,
        {
          config,
          schema: {
            tags,
            summary,
            params: ZB2cOrderIdParams,
            body: ZB2cOrderActionBody,
            response: { 200: ZB2cOrderDetail },
          },
        },
        async (request) => deps.actions[action](callerOf(request), request.params.id, request.body.note),
      );
  };
}
