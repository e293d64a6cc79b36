// HTTP routes of agency administration: staff accounts, permission groups, the permission catalogue and the user's own profile.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPermissionCatalogResponse, ZUpdateProfileRequest, ZUpdateProfileResponse } from '@portal/contracts';
import type { Database } from '@portal/db';
import { PERMISSION_CODES, PERMISSION_DESCRIPTIONS, ruleOf } from '@portal/domain';
import { allowedBy, signedIn } from '../../platform/access.js';
import { systemClock, type Clock } from '../../platform/clock.js';
import { requestContext } from '../../platform/request-context.js';
import { createPermissionGroupService } from './permission-groups.service.js';
import { permissionGroupRoutes } from './permission-groups.routes.js';
import { createProfileService } from './profile.service.js';
import { createStaffService } from './staff.service.js';
import { staffRoutes } from './staff.routes.js';

export function agencyRoutes(deps: { db: Database; clock?: Clock }) {
  const clock = deps.clock ?? systemClock;
  const staff = createStaffService({ db: deps.db, clock });
  const groups = createPermissionGroupService({ db: deps.db, clock });
  const profile = createProfileService({ db: deps.db, clock });

  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    await app.register(staffRoutes({ staff }));
    await app.register(permissionGroupRoutes({ groups }));

    api.get(
      '/permissions/catalog',
      {
        config: { access: signedIn },
        schema: {
          tags: ['agencies'],
          summary: 'Every permission code with its Vietnamese and English meaning',
          response: { 200: ZPermissionCatalogResponse },
        },
      },
      async () => ({ items: PERMISSION_CODES.map((code) => ({ code, ...PERMISSION_DESCRIPTIONS[code] })) }),
    );

    api.put(
      '/account/profile',
      {
        config: { access: allowedBy(ruleOf('/agent/change-account-info')) },
        schema: {
          tags: ['account'],
          summary:
            "Change the signed-in user's name, email and phone; a new email needs the current password and ends the other sessions",
          body: ZUpdateProfileRequest,
          response: { 200: ZUpdateProfileResponse },
        },
      },
      async (request) => profile.update(requestContext(request), request.body),
    );
  };
}
