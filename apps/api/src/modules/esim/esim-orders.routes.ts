// POST /api/esim/orders, GET /api/esim/orders/{id}, and an eSIM's usage, top-up products, top-ups and refund. Reads
// need USE_ESIM; paying, topping up and refunding also EXPORT_TICKET, an Idempotency-Key and the PIN step-up (unless
// the key already settled). Routes validate, authorise and call a service.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZEsimItemParams,
  ZEsimOrder,
  ZEsimOrderParams,
  ZEsimOrderRequest,
  ZEsimTopUpProductsResponse,
  ZEsimTopUpRequest,
  ZEsimUsage,
} from '@portal/contracts';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import { requestLanguage } from '../../platform/request-context.js';
import { requireStepUp } from '../../platform/step-up.js';
import { callerOf } from '../bookings/booking-scope.js';
import { ESIM_MONEY, USE_ESIM } from './esim-access.js';
import type { TEsimOrder } from '@portal/contracts';
import type { BookingCaller } from '../bookings/booking-scope.js';
import type { EsimOrderService } from './orders/esim-order.service.js';
import type { EsimRefundService } from './orders/esim-refund.service.js';
import type { EsimTopUpService } from './orders/esim-topup.service.js';
import type { EsimUsageService } from './orders/esim-usage.service.js';

export type EsimOrderRouteDeps = {
  /** The order as the caller sees it (404 for one it may not see): esim-order-view.ts. */
  view(caller: BookingCaller, orderId: string): Promise<TEsimOrder>;
  orders: EsimOrderService;
  topUps: EsimTopUpService;
  refunds: EsimRefundService;
  usage: EsimUsageService;
};

const keyOf = (request: FastifyRequest) => idempotencyKeyOf(request, requestLanguage(request));

export function esimOrderRoutes(deps: EsimOrderRouteDeps) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['esim'];
    const view = (request: FastifyRequest, orderId: string) => deps.view(callerOf(request), orderId);

    api.post(
      '/esim/orders',
      {
        config: { access: ESIM_MONEY },
        schema: {
          tags,
          summary:
            "Pay a cart of eSIM packages from the deposit (Idempotency-Key; the PIN step-up when on): 200 COMPLETED with one eSIM per unit, 202 ORDERING while the vendor's answer is unknown; 409 priceChanged when acceptedTotal is not the total",
          body: ZEsimOrderRequest,
          response: { 200: ZEsimOrder, 202: ZEsimOrder },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const input = { idempotencyKey: keyOf(request), body: request.body };
        const plan = await deps.orders.plan(caller, input);
        if (plan.kind === 'priced') await requireStepUp(request, 'esim.order');
        const answer = plan.kind === 'settled' ? plan.answer : await deps.orders.order(caller, input, plan.cart);
        return reply.status(answer.statusCode).send(await view(request, answer.orderId));
      },
    );

    api.get(
      '/esim/orders/:id',
      {
        config: { access: USE_ESIM },
        schema: {
          tags,
          summary: 'One eSIM order with its eSIMs, top-ups and allowed actions',
          params: ZEsimOrderParams,
          response: { 200: ZEsimOrder },
        },
      },
      async (request) => view(request, request.params.id),
    );

    api.get(
      '/esim/orders/:id/esims/:esimId/usage',
      {
        config: { access: USE_ESIM },
        schema: {
          tags,
          summary: "The eSIM's data usage read from the vendor now",
          params: ZEsimItemParams,
          response: { 200: ZEsimUsage },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return deps.usage.usage(callerOf(request), { orderId: request.params.id, itemId: request.params.esimId });
      },
    );

    api.get(
      '/esim/orders/:id/esims/:esimId/topup-products',
      {
        config: { access: USE_ESIM },
        schema: {
          tags,
          summary: "The top-ups that fit this eSIM, priced as the vendor's net plus the chain's ESIM top-up fees",
          params: ZEsimItemParams,
          response: { 200: ZEsimTopUpProductsResponse },
        },
      },
      async (request) => ({
        products: await deps.topUps.products(callerOf(request), {
          orderId: request.params.id,
          itemId: request.params.esimId,
        }),
      }),
    );

    api.post(
      '/esim/orders/:id/esims/:esimId/topups',
      {
        config: { access: ESIM_MONEY },
        schema: {
          tags,
          summary:
            'Buy a top-up on the eSIM from the deposit (Idempotency-Key; PIN step-up): 200 with the order, 202 while the vendor has not answered; 409 priceChanged when acceptedPrice is not the price',
          params: ZEsimItemParams,
          body: ZEsimTopUpRequest,
          response: { 200: ZEsimOrder, 202: ZEsimOrder },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const input = {
          orderId: request.params.id,
          itemId: request.params.esimId,
          idempotencyKey: keyOf(request),
          body: request.body,
        };
        const plan = await deps.topUps.plan(caller, input);
        if ('priced' in plan) await requireStepUp(request, 'esim.topup');
        const statusCode = 'priced' in plan ? await deps.topUps.topUp(caller, input, plan.priced) : plan.statusCode;
        return reply.status(statusCode).send(await view(request, request.params.id));
      },
    );

    api.post(
      '/esim/orders/:id/esims/:esimId/refund',
      {
        config: { access: ESIM_MONEY },
        schema: {
          tags,
          summary:
            'Refund an unused eSIM (no body; Idempotency-Key; PIN step-up): its unit price back to the deposit and each fee to its link; 409 esimInUse once installed; 502 with the refund pending when the vendor does not answer',
          params: ZEsimItemParams,
          response: { 200: ZEsimOrder },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        const input = { orderId: request.params.id, itemId: request.params.esimId, idempotencyKey: keyOf(request) };
        if (!(await deps.refunds.isSettled(caller, input))) {
          await requireStepUp(request, 'esim.refund');
          await deps.refunds.refund(caller, input);
        }
        return view(request, request.params.id);
      },
    );
  };
}
