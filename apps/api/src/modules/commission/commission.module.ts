// The commission module put together: the issue fees an agency sets for the agencies below it.
import type { Database } from '@portal/db';
import type { Clock } from '../../platform/clock.js';
import { commissionRoutes } from './commission.routes.js';
import { createCommissionService } from './commission.service.js';

export function createCommissionModule(deps: { db: Database; clock: Clock }) {
  return { routes: commissionRoutes({ commission: createCommissionService(deps) }) };
}
