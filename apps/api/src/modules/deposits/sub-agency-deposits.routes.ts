// HTTP route of accounting/view-deposit: the deposits of every agency below the caller's, at a glance.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZSubAgencyDepositsResponse } from '@portal/contracts';
import type { Database } from '@portal/db';
import { ruleOf } from '@portal/domain';
import { allowedBy, requireAuth } from '../../platform/access.js';
import { listSubAgencyDeposits } from './sub-agency-deposits.repository.js';

export function subAgencyDepositRoutes(deps: { db: Database }) {
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
        return { items: await listSubAgencyDeposits(deps.db, requireAuth(request).agencyId) };
      },
    );
  };
}
