// The support requests module put together: the service and its routes.
import type { Database } from '@portal/db';
import type { Clock } from '../../platform/clock.js';
import { supportRoutes } from './support.routes.js';
import { createSupportService } from './support.service.js';

export function createSupportModule(deps: { db: Database; clock: Clock }) {
  return { routes: supportRoutes({ support: createSupportService(deps) }) };
}
