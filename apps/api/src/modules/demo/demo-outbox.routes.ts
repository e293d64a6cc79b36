// GET /api/demo/outbox, registered in demo mode only: the queued emails a signed-in user may read, newest first, paged.
// Account mail (temporary passwords, reset codes) belongs to its recipient, itinerary mail to the user who sent it;
// the platform operator reads the mail of its whole tree and mail nobody owns, an admin (ADMIN_F1 or ADMIN_F2) the
// mail of every user at or below their agency, anyone else their own.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDemoOutboxQuery, ZDemoOutboxResponse } from '@portal/contracts';
import type { Database } from '@portal/db';
import { isAllowed, ruleOf } from '@portal/domain';
import { requireAuth, signedIn } from '../../platform/access.js';
import { requireFound } from '../../platform/errors.js';
import type { AccessClaims } from '../../platform/tokens.js';
import { findAgency } from '../agencies/agencies.repository.js';
import { listOutbox, type OutboxReach } from './demo-outbox.repository.js';

/** Those who run staff accounts (and so create them) read the mail of their agency's tree. */
const STAFF_ADMIN_RULE = ruleOf('/agent/ticketing-management');

async function reachOf(db: Database, auth: AccessClaims): Promise<OutboxReach> {
  const agency = requireFound(await findAgency(db, auth.agencyId));
  if (agency.level === 'platform') return { kind: 'tree', agencyId: agency.id, withUnowned: true };
  if (isAllowed(STAFF_ADMIN_RULE, auth.permissions)) return { kind: 'tree', agencyId: agency.id, withUnowned: false };
  return { kind: 'self', userId: auth.userId };
}

export function demoOutboxRoutes(deps: { db: Database }) {
  return async function register(app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/demo/outbox',
      {
        config: { access: signedIn },
        schema: {
          tags: ['demo'],
          summary:
            'Demo mode only: the queued emails the caller may read, newest first (account mail by recipient, itinerary mail by sender; the operator its whole tree, an admin the users at or below their agency, others their own)',
          querystring: ZDemoOutboxQuery,
          response: { 200: ZDemoOutboxResponse },
        },
      },
      async (request) => {
        const { query } = request;
        const page = await listOutbox(deps.db, await reachOf(deps.db, requireAuth(request)), query);
        return { ...page, limit: query.limit, offset: query.offset };
      },
    );
  };
}
