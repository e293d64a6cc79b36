// HTTP route of direct deposit adjustments: an administrator of the agency above credits or debits a direct sub-agency.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAdjustmentResponse, ZCreateAdjustmentRequest } from '@portal/contracts';
import { anyOf } from '@portal/domain';
import { allowedBy } from '../../platform/access.js';
import { requireStepUp } from '../../platform/step-up.js';
import type { AdjustmentService } from './adjustments.service.js';
import { requestContext } from '../../platform/request-context.js';

/** Administrators only (ADMIN_F1 of an F1 or of the platform, ADMIN_F2 of an F2): an adjustment needs no evidence. */
export const ADJUSTMENT_RULE = anyOf('ADMIN_F1', 'ADMIN_F2');

export function adjustmentRoutes(deps: { adjustments: AdjustmentService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/deposit-adjustments',
      {
        config: { access: allowedBy(ADJUSTMENT_RULE) },
        schema: {
          tags: ['deposits'],
          summary:
            "Credit or debit a direct sub-agency's deposit with a reason (idempotent by key; a debit stays within the credit limit; PIN step-up when on)",
          body: ZCreateAdjustmentRequest,
          response: { 200: ZAdjustmentResponse },
        },
      },
      async (request) => {
        await requireStepUp(request, 'deposit.adjust');
        return deps.adjustments.adjust(requestContext(request), request.body);
      },
    );
  };
}
