// GET /api/demo/outbox, registered in demo mode only: the queued emails a signed-in user may read, newest first, paged.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDemoOutboxQuery, ZDemoOutboxResponse } from '@portal/contracts';
import { requireAuth, signedIn } from '../../platform/access.js';
import type { DemoOutboxService } from './demo-outbox.service.js';

export function demoOutboxRoutes(deps: { outbox: DemoOutboxService }) {
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
        const page = await deps.outbox.list(requireAuth(request), query);
        return { ...page, limit: query.limit, offset: query.offset };
      },
    );
  };
}
