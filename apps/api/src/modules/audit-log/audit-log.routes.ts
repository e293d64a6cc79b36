// HTTP routes of the audit log viewer (/system/audit-log): the changes of the caller's agency and those below it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZAuditLogScopeResponse, ZListAuditLogQuery, ZListAuditLogResponse } from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import { allowedBy, requireAuth } from '../../platform/access.js';
import { requestLanguage } from '../../platform/request-context.js';
import { isoDayRange } from '../reports/report-period.js';
import type { AuditLogService } from './audit-log.service.js';

export function auditLogRoutes(deps: { auditLog: AuditLogService }) {
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
        const { start, before } = isoDayRange({ from, to }, { language: requestLanguage(request) });
        const filters = { from: start, before, event, actorId, limit, offset };
        const page = await deps.auditLog.list(requireAuth(request), filters);
        reply.header('Cache-Control', 'no-store');
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
      async (request) => deps.auditLog.scope(requireAuth(request)),
    );
  };
}
