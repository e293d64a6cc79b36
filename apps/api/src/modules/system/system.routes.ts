// HTTP routes of the operator commands: POST /api/system/ledger-check (a platform operator) and its local twin for
// `npm run ledger:check` beside a running portal (the secret from the data folder's lock file, no account).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { needs } from '@portal/domain';
import { allowedBy, publicAccess, requireAuth } from '../../platform/access.js';
import { OPERATOR_SECRET_HEADER } from '../../platform/data-dir-lock.js';
import type { SystemService } from './system.service.js';

const ZLedgerCheckAnswer = z.object({
  passed: z.boolean(),
  violations: z.array(z.string()),
  summary: z.object({
    accounts: z.number(),
    transactions: z.number(),
    entries: z.number(),
    pendingReservations: z.number(),
    reservedTotal: z.number(),
    depositTotal: z.number(),
    sumOfBalances: z.number(),
  }),
});

export function systemRoutes(deps: { system: SystemService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['platform'];

    api.post(
      '/system/ledger-check',
      {
        // Platform operators only: the permission here, the platform agency in the service.
        config: { access: allowedBy(needs('ADMIN_F1')) },
        schema: {
          tags,
          summary: "Checks the ledger's invariants on the running server's database (platform operator only)",
          response: { 200: ZLedgerCheckAnswer },
        },
      },
      async (request) => deps.system.ledgerCheckForOperator(requireAuth(request)),
    );

    api.post(
      '/system/local/ledger-check',
      {
        // No account: the secret only the data folder's owner can read (the lock file, mode 0600) is the permission.
        config: { access: publicAccess },
        schema: {
          tags,
          summary: `The same check for npm run ledger:check on this machine (header ${OPERATOR_SECRET_HEADER}: the secret in the data folder's lock file)`,
          response: { 200: ZLedgerCheckAnswer },
        },
      },
      async (request) => {
        const secret = request.headers[OPERATOR_SECRET_HEADER];
        return deps.system.ledgerCheckWithSecret(typeof secret === 'string' ? secret : undefined);
      },
    );
  };
}
