// HTTP routes over the caller's own agency: staff accounts, permission groups, the permission catalogue.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZListPermissionGroupsResponse, ZListStaffResponse, ZPermissionCatalogResponse } from '@portal/contracts';
import type { Database } from '@portal/db';
import { PERMISSION_CODES, PERMISSION_DESCRIPTIONS, ruleOf } from '@portal/domain';
import { allowedBy, requireAuth, signedIn } from '../../platform/access.js';
import { listPermissionGroups, listStaff } from './agencies.repository.js';

export function agencyRoutes(deps: { db: Database }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['agencies'];

    api.get('/agency/staff', {
      config: { access: allowedBy(ruleOf('/agent/ticketing-management')) },
      schema: { tags, summary: 'Staff accounts of the caller\'s agency', response: { 200: ZListStaffResponse } },
    }, async (request) => ({ items: await listStaff(deps.db, requireAuth(request).agencyId) }));

    api.get('/permission-groups', {
      config: { access: allowedBy(ruleOf('/system/group-permissions')) },
      schema: { tags, summary: 'Permission groups of the caller\'s agency', response: { 200: ZListPermissionGroupsResponse } },
    }, async (request) => ({ items: await listPermissionGroups(deps.db, requireAuth(request).agencyId) }));

    api.get('/permissions/catalog', {
      config: { access: signedIn },
      schema: { tags, summary: 'Every permission code with its Vietnamese and English meaning', response: { 200: ZPermissionCatalogResponse } },
    }, async () => ({ items: PERMISSION_CODES.map((code) => ({ code, ...PERMISSION_DESCRIPTIONS[code] })) }));
  };
}
