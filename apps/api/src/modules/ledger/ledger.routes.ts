// HTTP routes over the ledger: the deposit of the caller's own agency (the shell's header shows its available amount).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDepositBalanceResponse } from '@portal/contracts';
import { requireAuth, signedIn } from '../../platform/access.js';
import { notFound } from '../../platform/errors.js';
import type { LedgerService } from './ledger.service.js';

export function ledgerRoutes(deps: { ledger: LedgerService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['ledger'];

    // Every signed-in agent sees their own agency's deposit; a read opens no account (zeros until the first movement).
    // The platform holds no deposit: for its operators there is nothing to find (404; the web app does not ask).
    api.get(
      '/ledger/balance',
      {
        config: { access: signedIn },
        schema: {
          tags,
          summary: "Deposit of the caller's agency: balance, reserved, available, credit limit (VND)",
          response: { 200: ZDepositBalanceResponse },
        },
      },
      async (request) => {
        const { agencyId } = requireAuth(request);
        if (await deps.ledger.isPlatformAgency(agencyId)) throw notFound();
        return { agencyId, ...(await deps.ledger.balances(agencyId)) };
      },
    );
  };
}
