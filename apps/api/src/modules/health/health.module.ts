// The health module put together: the liveness and readiness routes.
import type { Database, DatabaseKind } from '@portal/db';
import type { Clock } from '../../platform/clock.js';
import { healthRoutes } from './health.routes.js';

export function createHealthModule(deps: { db: Database; databaseKind: DatabaseKind; clock: Clock; isDemo: boolean }) {
  return { routes: healthRoutes(deps) };
}
