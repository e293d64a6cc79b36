// HTTP routes of the permission catalogue and the user's own profile (staff, groups and sub-agencies have their own files).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPermissionCatalogResponse, ZUpdateProfileRequest, ZUpdateProfileResponse } from '@portal/contracts';
import { PERMISSION_CODES, PERMISSION_DESCRIPTIONS, ruleOf } from '@portal/domain';
import { allowedBy, signedIn } from '../../platform/access.js';
import type { ProfileService } from './profile.service.js';
import { requestContext } from '../../platform/request-context.js';

export function agencyRoutes(deps: { profile: ProfileService }) {
  const { profile } = deps;

  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();

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
