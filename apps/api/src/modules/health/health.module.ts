// The health module put together: the liveness route over its service.
import { healthRoutes } from './health.routes.js';
import { createHealthService, type HealthDeps } from './health.service.js';

export function createHealthModule(deps: HealthDeps) {
  return { routes: healthRoutes({ health: createHealthService(deps) }) };
}
