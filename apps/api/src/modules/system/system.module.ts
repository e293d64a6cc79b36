// The system module put together: operator commands that must run inside the live server, and their routes.
import { systemRoutes } from './system.routes.js';
import { createSystemService, type SystemDeps } from './system.service.js';

export function createSystemModule(deps: SystemDeps) {
  return { routes: systemRoutes({ system: createSystemService(deps) }) };
}
