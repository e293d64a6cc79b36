// HTTP route of accounting/view-deposit: the deposits of every agency below the caller's, at a glance.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZSubAgencyDepositsResponse } from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import { allowedBy, requireAuth } from '../../platform/access.js';
import type { SubAgencyDepositService } from './sub-agency-deposits.service.js';

export function subAgencyDepositRoutes(deps: { subAgencyDeposits: SubAgencyDepositService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/deposits/sub-agencies',
      {
        config: { access: allowedBy(ruleOf('/accounting/view-deposit')) },
        schema: {
          tags: ['deposits'],
          summary:
            "Every agency below the caller's with its deposit: balance, reserved, available, credit limit, status, last movement (VND)",
          response: { 200: ZSubAgencyDepositsResponse },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return { items: await deps.subAgencyDeposits.list(requireAuth(request)) };
      },
    );
  };
}
