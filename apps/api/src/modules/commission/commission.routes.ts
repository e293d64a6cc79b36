// HTTP routes over the issue fees the caller's agency charges its sub-agencies (SPEC §2 /system/commission-fee, /system/change-commission).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCommissionFeeInput,
  ZListCommissionFeesQuery,
  ZCommissionFeeParams,
  ZCommissionFeePreviewQuery,
  ZCommissionFeePreviewResponse,
  ZCommissionFeeRule,
  ZDeleteCommissionFeeResponse,
  ZListCommissionFeesResponse,
  ZSaveCommissionFeeResponse,
} from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import { allowedBy, requireAuth } from '../../platform/access.js';
import { requestContext } from '../../platform/request-context.js';
import type { CommissionService } from './commission.service.js';

export function commissionRoutes(deps: { commission: CommissionService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['commission'];
    const read = { access: allowedBy(ruleOf('/system/commission-fee')) };
    const write = { access: allowedBy(ruleOf('/system/change-commission')) };

    api.get(
      '/commission-fees',
      {
        config: read,
        schema: {
          tags,
          summary:
            "Issue fee rules of one product (FLIGHT unless product=TRAIN or ESIM) the caller's agency charges its sub-agencies, and the sub-agencies a rule may name",
          querystring: ZListCommissionFeesQuery,
          response: { 200: ZListCommissionFeesResponse },
        },
      },
      async (request) => deps.commission.list(requireAuth(request), request.query.product),
    );

    api.get(
      '/commission-fees/preview',
      {
        config: read,
        schema: {
          tags,
          summary:
            'The issue fee one passenger of a direct sub-agency pays above the supplier net for a trip, link by link up to the F1',
          querystring: ZCommissionFeePreviewQuery,
          response: { 200: ZCommissionFeePreviewResponse },
        },
      },
      async (request) => deps.commission.preview(requireAuth(request), request.query),
    );

    api.get(
      '/commission-fees/:id',
      {
        config: read,
        schema: {
          tags,
          summary: "One issue fee rule of the caller's agency",
          params: ZCommissionFeeParams,
          response: { 200: ZCommissionFeeRule },
        },
      },
      async (request) => deps.commission.get(requireAuth(request), request.params.id),
    );

    api.put(
      '/commission-fees',
      {
        config: write,
        schema: {
          tags,
          summary:
            'Create the rule with this key (sub-agency, airline, route scope, passenger type) or change its basis, issue fee and change fee; 201 when created',
          body: ZCommissionFeeInput,
          response: { 200: ZSaveCommissionFeeResponse, 201: ZSaveCommissionFeeResponse },
        },
      },
      async (request, reply) => {
        const saved = await deps.commission.save(requestContext(request), request.body);
        return reply.status(saved.isCreated ? 201 : 200).send(saved);
      },
    );

    api.delete(
      '/commission-fees/:id',
      {
        config: write,
        schema: {
          tags,
          summary: "Delete an issue fee rule of the caller's agency",
          params: ZCommissionFeeParams,
          response: { 200: ZDeleteCommissionFeeResponse },
        },
      },
      async (request) => {
        await deps.commission.remove(requestContext(request), request.params.id);
        return { ok: true as const };
      },
    );
  };
}
