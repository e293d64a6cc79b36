// The demo module put together: the outbox reader that exists in demo mode only.
import type { AgencyLevel } from '@portal/domain';
import type { Database } from '@portal/db';
import { demoOutboxRoutes } from './demo-outbox.routes.js';
import { createDemoOutboxService } from './demo-outbox.service.js';

export function createDemoModule(deps: {
  db: Database;
  agencyLevelOf: (agencyId: string) => Promise<AgencyLevel | 'platform' | undefined>;
}) {
  return { routes: demoOutboxRoutes({ outbox: createDemoOutboxService(deps) }) };
}
