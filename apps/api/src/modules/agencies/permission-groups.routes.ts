// HTTP routes over the permission groups of the caller's agency (/system/group-permissions, /system/change-group-permissions).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDeletePermissionGroupResponse, ZListPermissionGroupsResponse, ZPermissionGroupDetail, ZPermissionGroupFormOptions, ZPermissionGroupInput,
  ZPermissionGroupParams,
} from '@portal/contracts';
import type { Database } from '@portal/db';
import { ruleOf } from '@portal/domain';
import { allowedBy, requireAuth } from '../../platform/access.js';
import { listPermissionGroups } from './agencies.repository.js';
import type { ChangeContext, PermissionGroupService } from './permission-groups.service.js';

const changeContext = (request: FastifyRequest): ChangeContext => ({ auth: requireAuth(request), ipAddress: request.ip });

export function permissionGroupRoutes(deps: { db: Database; groups: PermissionGroupService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { groups } = deps;
    const tags = ['permission-groups'];
    const read = { access: allowedBy(ruleOf('/system/group-permissions')) };
    const write = { access: allowedBy(ruleOf('/system/change-group-permissions')) };

    api.get('/permission-groups', {
      config: read,
      schema: { tags, summary: 'Permission groups of the caller\'s agency', response: { 200: ZListPermissionGroupsResponse } },
    }, async (request) => ({ items: await listPermissionGroups(deps.db, requireAuth(request).agencyId) }));

    api.get('/permission-groups/form-options', {
      config: write,
      schema: { tags, summary: 'The codes the caller\'s agency holds (the only ones a group may grant) and its users', response: { 200: ZPermissionGroupFormOptions } },
    }, async (request) => groups.formOptions(requireAuth(request)));

    api.get('/permission-groups/:id', {
      config: write,
      schema: { tags, summary: 'One permission group with its members', params: ZPermissionGroupParams, response: { 200: ZPermissionGroupDetail } },
    }, async (request) => groups.get(requireAuth(request), request.params.id));

    api.post('/permission-groups', {
      config: write,
      schema: { tags, summary: 'Create a permission group; a code the agency does not hold is refused naming `codes`', body: ZPermissionGroupInput, response: { 201: ZPermissionGroupDetail } },
    }, async (request, reply) => reply.status(201).send(await groups.create(changeContext(request), request.body)));

    api.put('/permission-groups/:id', {
      config: write,
      schema: { tags, summary: 'Edit a permission group; its members get the new codes at their next token refresh', params: ZPermissionGroupParams, body: ZPermissionGroupInput, response: { 200: ZPermissionGroupDetail } },
    }, async (request) => groups.update(changeContext(request), request.params.id, request.body));

    api.delete('/permission-groups/:id', {
      config: write,
      schema: { tags, summary: 'Delete a permission group nobody is assigned to (409 naming `users` otherwise)', params: ZPermissionGroupParams, response: { 200: ZDeletePermissionGroupResponse } },
    }, async (request) => {
      await groups.remove(changeContext(request), request.params.id);
      return { ok: true as const };
    });
  };
}
