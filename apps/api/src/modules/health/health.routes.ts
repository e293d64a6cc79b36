// GET /api/health: liveness, version, which database the server runs on and whether it runs in demo mode.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZHealthResponse } from '@portal/contracts';
import { publicAccess } from '../../platform/access.js';
import type { HealthService } from './health.service.js';

export function healthRoutes(deps: { health: HealthService }) {
  return async function register(app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/health',
      {
        config: { access: publicAccess },
        schema: {
          tags: ['platform'],
          summary: 'Liveness, version, database kind and demo mode',
          response: { 200: ZHealthResponse },
        },
      },
      async () => deps.health.check(),
    );
  };
}
