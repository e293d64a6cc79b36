// HTTP routes of the audit log viewer (/system/audit-log): the changes of the caller's agency and those below it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAuditLogScopeResponse, ZListAuditLogQuery, ZListAuditLogResponse } from '@portal/contracts';
import type { Database } from '@portal/db';
import { ruleOf } from '@portal/domain';
import { allowedBy, requireAuth } from '../../platform/access.js';
import { notFound } from '../../platform/errors.js';
import { pickLanguage } from '../../platform/messages.js';
import type { AccessClaims } from '../../platform/tokens.js';
import { isoDayRange } from '../reports/report-period.js';
import { agencyIdsAtAndBelow } from '../agencies/agency-tree.js';
import { isUserOfAgencies, scopeOf } from '../reservation-errors/reservation-errors.repository.js';
import { isRootAgency, listAuditLog, type AuditScope } from './audit-log.repository.js';

async function scopeFor(db: Database, auth: AccessClaims): Promise<AuditScope> {
  const [agencyIds, isRoot] = await Promise.all([
    agencyIdsAtAndBelow(db, auth.agencyId),
    isRootAgency(db, auth.agencyId),
  ]);
  return { agencyIds, isRoot };
}

export function auditLogRoutes(deps: { db: Database }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['audit-log'];
    const access = allowedBy(ruleOf('/system/audit-log'));

    api.get(
      '/audit-log',
      {
        config: { access },
        schema: {
          tags,
          summary:
            "Changes and security events of the caller's agency and every agency below it, with before and after (secrets masked), newest first, filtered and paged",
          querystring: ZListAuditLogQuery,
          response: { 200: ZListAuditLogResponse },
        },
      },
      async (request, reply) => {
        const { from, to, event, actorId, limit, offset } = request.query;
        const { start, before } = isoDayRange({ from, to }, { language: pickLanguage(request.headers['x-language']) });
        const scope = await scopeFor(deps.db, requireAuth(request));
        // Another branch's user is not found, like any other id outside the caller's tree.
        if (actorId && !(await isUserOfAgencies(deps.db, actorId, scope.agencyIds))) throw notFound();
        reply.header('Cache-Control', 'no-store');
        const page = await listAuditLog(deps.db, scope, { from: start, before, event, actorId, limit, offset });
        return { ...page, limit, offset };
      },
    );

    api.get(
      '/audit-log/scope',
      {
        config: { access },
        schema: {
          tags,
          summary: 'The agencies whose audit log the caller reads and their users (for the actor filter)',
          response: { 200: ZAuditLogScopeResponse },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        return scopeOf(deps.db, auth.agencyId, (await scopeFor(deps.db, auth)).agencyIds);
      },
    );
  };
}
