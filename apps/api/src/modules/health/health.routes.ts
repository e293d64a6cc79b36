// GET /api/health: liveness, version, which database the server runs on and whether it runs in demo mode.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { APP_VERSION, ZHealthResponse } from '@portal/contracts';
import type { Database, DatabaseKind } from '@portal/db';
import { publicAccess } from '../../platform/access.js';
import type { Clock } from '../../platform/clock.js';

export function healthRoutes(deps: { db: Database; databaseKind: DatabaseKind; clock: Clock; isDemo: boolean }) {
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
      async () => {
        await deps.db.execute(sql`select 1`);
        return {
          status: 'ok' as const,
          version: APP_VERSION,
          database: deps.databaseKind,
          time: deps.clock.now().toISOString(),
          isDemo: deps.isDemo,
        };
      },
    );
  };
}
