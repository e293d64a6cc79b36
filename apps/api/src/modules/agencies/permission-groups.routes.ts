// HTTP routes over permission groups (/system/group-permissions, /system/change-group-permissions): the caller's own
// agency's, or with ?agencyId= those of a direct child agency the caller manages (an F1's F2s, an F2's F3s).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDeletePermissionGroupResponse,
  ZListPermissionGroupsResponse,
  ZPermissionGroupAgencies,
  ZPermissionGroupDetail,
  ZPermissionGroupFormOptions,
  ZPermissionGroupInput,
  ZPermissionGroupParams,
  ZPermissionGroupScopeQuery,
} from '@portal/contracts';
import { anyOf, ruleOf } from '@portal/domain';
import { allowedBy, requireAuth } from '../../platform/access.js';
import { requestContext } from '../../platform/request-context.js';
import { MANAGES_CHILD_AGENCIES } from './managed-agency.js';
import type { PermissionGroupService } from './permission-groups.service.js';

export function permissionGroupRoutes(deps: { groups: PermissionGroupService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { groups } = deps;
    const tags = ['permission-groups'];
    // The screen's rule for the own agency; the service narrows a child agency to the rule of the caller's level.
    const read = { access: allowedBy(anyOf(ruleOf('/system/group-permissions'), MANAGES_CHILD_AGENCIES)) };
    const write = { access: allowedBy(anyOf(ruleOf('/system/change-group-permissions'), MANAGES_CHILD_AGENCIES)) };
    const querystring = ZPermissionGroupScopeQuery;
    const scopeNote = '; `agencyId`: a direct child agency the caller manages (any other agency 404)';

    api.get(
      '/permission-groups',
      {
        config: read,
        schema: {
          tags,
          summary: `Permission groups of the caller's agency${scopeNote}`,
          querystring,
          response: { 200: ZListPermissionGroupsResponse },
        },
      },
      async (request) => ({ items: await groups.list(requireAuth(request), request.query) }),
    );

    api.get(
      '/permission-groups/agencies',
      {
        config: read,
        schema: {
          tags,
          summary: 'The agencies whose groups the caller manages: their own, then the direct children they manage',
          response: { 200: ZPermissionGroupAgencies },
        },
      },
      async (request) => groups.agencies(requireAuth(request)),
    );

    api.get(
      '/permission-groups/form-options',
      {
        config: write,
        schema: {
          tags,
          summary: `The codes the agency holds (the only ones a group may grant) and its users${scopeNote}`,
          querystring,
          response: { 200: ZPermissionGroupFormOptions },
        },
      },
      async (request) => groups.formOptions(requireAuth(request), request.query),
    );

    api.get(
      '/permission-groups/:id',
      {
        config: write,
        schema: {
          tags,
          summary: `One permission group with its members${scopeNote}`,
          params: ZPermissionGroupParams,
          querystring,
          response: { 200: ZPermissionGroupDetail },
        },
      },
      async (request) => groups.get(requireAuth(request), request.query, request.params.id),
    );

    api.post(
      '/permission-groups',
      {
        config: write,
        schema: {
          tags,
          summary: `Create a permission group; a code the agency does not hold is refused naming \`codes\`${scopeNote}`,
          querystring,
          body: ZPermissionGroupInput,
          response: { 201: ZPermissionGroupDetail },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await groups.create(requestContext(request), request.query, request.body)),
    );

    api.put(
      '/permission-groups/:id',
      {
        config: write,
        schema: {
          tags,
          summary: `Edit a permission group; its members get the new codes at their next token refresh${scopeNote}`,
          params: ZPermissionGroupParams,
          querystring,
          body: ZPermissionGroupInput,
          response: { 200: ZPermissionGroupDetail },
        },
      },
      async (request) =>
        groups.update(requestContext(request), {
          scope: request.query,
          groupId: request.params.id,
          input: request.body,
        }),
    );

    api.delete(
      '/permission-groups/:id',
      {
        config: write,
        schema: {
          tags,
          summary: `Delete a permission group nobody is assigned to (409 naming \`users\` otherwise)${scopeNote}`,
          params: ZPermissionGroupParams,
          querystring,
          response: { 200: ZDeletePermissionGroupResponse },
        },
      },
      async (request) => {
        await groups.remove(requestContext(request), request.query, request.params.id);
        return { ok: true as const };
      },
    );
  };
}
