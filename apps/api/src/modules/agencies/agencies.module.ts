// The agencies module put together: sub-agencies, staff, permission groups, the own profile, and the one fact other
// modules ask of an agency (its level).
import type { FastifyInstance } from 'fastify';
import type { Database } from '@portal/db';
import type { Clock } from '../../platform/clock.js';
import { agencyRoutes } from './agencies.routes.js';
import { findAgency } from './agencies.repository.js';
import { createPermissionGroupService } from './permission-groups.service.js';
import { permissionGroupRoutes } from './permission-groups.routes.js';
import { createProfileService } from './profile.service.js';
import { createStaffService } from './staff.service.js';
import { staffRoutes } from './staff.routes.js';
import { subAgencyRoutes } from './sub-agencies.routes.js';
import { createSubAgencyService } from './sub-agencies.service.js';

export type AgencyModuleDeps = {
  db: Database;
  clock: Clock;
  /** Demo mode only: where the emailed initial password of a new sub-agency's administrator is also shown. */
  revealInDemo?: (message: string) => void;
};

export function createAgencyModule(deps: AgencyModuleDeps) {
  const { db, clock } = deps;
  const staff = createStaffService({ db, clock });
  const groups = createPermissionGroupService({ db, clock });
  const profile = createProfileService({ db, clock });
  const subAgencies = createSubAgencyService({ db, clock, revealInDemo: deps.revealInDemo });
  return {
    routes: async (app: FastifyInstance) => {
      await app.register(agencyRoutes({ profile }));
      await app.register(staffRoutes({ staff }));
      await app.register(permissionGroupRoutes({ groups }));
      await app.register(subAgencyRoutes({ subAgencies }));
    },
    /** The agency's level (platform, F1, F2, F3); undefined when there is no such agency. */
    agencyLevelOf: async (agencyId: string) => (await findAgency(db, agencyId))?.level,
  };
}
