// HTTP routes of an agency's receiving side: bank accounts, the bank-hook key, the notifications and their review.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBankAccountIdParams,
  ZBankAccountsResponse,
  ZBankHookKeyCreated,
  ZBankHookKeyStatus,
  ZBankNotification,
  ZBankNotificationsResponse,
  ZCreateBankAccount,
  ZDecideBankNotification,
  ZListBankNotificationsQuery,
} from '@portal/contracts';
import { needs, ruleOf } from '@portal/domain';
import { allowedBy } from '../../platform/access.js';
import { requestContext } from '../../platform/request-context.js';
import { requireStepUp } from '../../platform/step-up.js';
import { normalise, type BankAccountService } from './bank-accounts.service.js';
import type { BankNotificationService } from './bank-notifications.service.js';

/** An F1's administrator for its sub-agencies, the operator's (ADMIN_F1 at the platform) for the F1s. */
export const BANK_ACCOUNT_RULE = needs('ADMIN_F1');

export function bankRoutes(deps: { accounts: BankAccountService; notifications: BankNotificationService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['qr'];
    const admin = allowedBy(BANK_ACCOUNT_RULE);
    const review = allowedBy(ruleOf('/accounting/deposit-topup'));

    api.get(
      '/bank-accounts',
      {
        config: { access: admin },
        schema: { tags, summary: "The caller's agency's receiving accounts", response: { 200: ZBankAccountsResponse } },
      },
      async (request) => ({ items: await deps.accounts.list(requestContext(request)) }),
    );
    api.post(
      '/bank-accounts',
      {
        config: { access: admin },
        schema: {
          tags,
          summary: 'Add a receiving account (the first, or one marked so, becomes the default)',
          body: ZCreateBankAccount,
          response: { 201: ZBankAccountsResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ items: await deps.accounts.create(requestContext(request), normalise(request.body)) }),
    );
    api.post(
      '/bank-accounts/:id/default',
      {
        config: { access: admin },
        schema: {
          tags,
          summary: 'Make one of the caller’s accounts the default',
          params: ZBankAccountIdParams,
          response: { 200: ZBankAccountsResponse },
        },
      },
      async (request) => ({ items: await deps.accounts.makeDefault(requestContext(request), request.params.id) }),
    );
    api.delete(
      '/bank-accounts/:id',
      {
        config: { access: admin },
        schema: {
          tags,
          summary: 'Remove one of the caller’s accounts (kept for the notifications that name it)',
          params: ZBankAccountIdParams,
          response: { 200: ZBankAccountsResponse },
        },
      },
      async (request) => ({ items: await deps.accounts.remove(requestContext(request), request.params.id) }),
    );
    api.get(
      '/bank-hook-key',
      {
        config: { access: admin },
        schema: {
          tags,
          summary: 'Whether the caller’s agency has a live bank-hook key (never its secret)',
          response: { 200: ZBankHookKeyStatus },
        },
      },
      async (request) => deps.accounts.hookKey(requestContext(request)),
    );
    api.post(
      '/bank-hook-key',
      {
        config: { access: admin },
        schema: {
          tags,
          summary: 'A new bank-hook key replacing the live one; its secret is shown in this answer only (PIN when on)',
          response: { 201: ZBankHookKeyCreated },
        },
      },
      async (request, reply) => {
        await requireStepUp(request, 'bank-hook-key.create');
        return reply.status(201).send(await deps.accounts.createHookKey(requestContext(request)));
      },
    );
    api.get(
      '/bank-notifications',
      {
        config: { access: review },
        schema: {
          tags,
          summary: 'Transfers the caller’s agency received, newest first; status=review is the queue',
          querystring: ZListBankNotificationsQuery,
          response: { 200: ZBankNotificationsResponse },
        },
      },
      async (request) => ({ items: await deps.notifications.list(requestContext(request), request.query) }),
    );
    api.post(
      '/bank-notifications/:id/decision',
      {
        config: { access: review },
        schema: {
          tags,
          summary:
            'Credit a queued transfer to direct sub-agencies (all, part or split) or reject it; once (PIN step-up to credit)',
          params: z.strictObject({ id: z.guid() }),
          body: ZDecideBankNotification,
          response: { 200: ZBankNotification },
        },
      },
      async (request) => {
        if (request.body.decision === 'credit') await requireStepUp(request, 'top-up.confirm');
        return deps.notifications.decide(requestContext(request), request.params.id, request.body);
      },
    );
  };
}
