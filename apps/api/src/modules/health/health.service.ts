// The health answer: a round trip to the database, then version, database kind, server time and demo mode.
import { sql } from 'drizzle-orm';
import { APP_VERSION, type THealthResponse } from '@portal/contracts';
import type { Database, DatabaseKind } from '@portal/db';
import type { Clock } from '../../platform/clock.js';

export type HealthDeps = { db: Database; databaseKind: DatabaseKind; clock: Clock; isDemo: boolean };

export function createHealthService(deps: HealthDeps) {
  return {
    async check(): Promise<THealthResponse> {
      await deps.db.execute(sql`select 1`);
      return {
        status: 'ok',
        version: APP_VERSION,
        database: deps.databaseKind,
        time: deps.clock.now().toISOString(),
        isDemo: deps.isDemo,
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
