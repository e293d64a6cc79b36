// HTTP routes of sub-agencies (/api/sub-agencies, an F1's F2s), child agencies (/api/child-agencies, an F2's F3s),
// the platform operator's F1 agencies (/api/f1-agencies) and the F1's own settings (/api/agency/config); permission
// rules are those of the screens (SPEC §2), the service refuses a caller whose agency is not the scope's parent level.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAgencyConfig,
  ZAgencyLockRequest,
  ZCreateSubAgencyRequest,
  ZCreateSubAgencyResponse,
  ZListSubAgenciesQuery,
  ZListSubAgenciesResponse,
  ZSubAgencyFormOptions,
  ZSubAgencyParams,
  ZSubAgencyResponse,
  ZUpdateAgencyConfigRequest,
  ZUpdateSubAgencyRequest,
} from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import { allowedBy, requireAuth } from '../../platform/access.js';
import { requestContext } from '../../platform/request-context.js';
import type { SubAgencyScope, SubAgencyService } from './sub-agencies.service.js';

const SCOPES: { scope: SubAgencyScope; prefix: string; what: string; listPath: string; changePath: string }[] = [
  {
    scope: 'sub',
    prefix: '/sub-agencies',
    what: "sub-agencies (F2) of the caller's F1",
    listPath: '/agent/config-f2',
    changePath: '/agent/change-subAgent',
  },
  {
    scope: 'child',
    prefix: '/child-agencies',
    what: "child agencies (F3) of the caller's F2",
    listPath: '/agent/config-child',
    changePath: '/agent/change-child',
  },
  {
    scope: 'f1',
    prefix: '/f1-agencies',
    what: 'F1 agencies of the platform (its operator only)',
    listPath: '/platform/agencies',
    changePath: '/platform/change-agency',
  },
];

export function subAgencyRoutes(deps: { subAgencies: SubAgencyService }) {
  const service = deps.subAgencies;
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['agencies'];

    for (const { scope, prefix, what, listPath, changePath } of SCOPES) {
      const listAccess = allowedBy(ruleOf(listPath));
      const changeAccess = allowedBy(ruleOf(changePath));

      api.get(
        prefix,
        {
          config: { access: listAccess },
          schema: {
            tags,
            summary: `List the ${what}: search, status, paging, sort`,
            querystring: ZListSubAgenciesQuery,
            response: { 200: ZListSubAgenciesResponse },
          },
        },
        async (request) => service.list(requireAuth(request), scope, request.query),
      );

      api.get(
        `${prefix}/form-options`,
        {
          config: { access: changeAccess },
          schema: {
            tags,
            summary: `What the form for the ${what} may offer, and the defaults`,
            response: { 200: ZSubAgencyFormOptions },
          },
        },
        async (request) => service.formOptions(requireAuth(request), scope),
      );

      api.get(
        `${prefix}/:id`,
        {
          config: { access: changeAccess },
          schema: {
            tags,
            summary: `One of the ${what}`,
            params: ZSubAgencyParams,
            response: { 200: ZSubAgencyResponse },
          },
        },
        async (request) => ({ agency: await service.get(requireAuth(request), scope, request.params.id) }),
      );

      api.post(
        prefix,
        {
          config: { access: changeAccess },
          schema: {
            tags,
            summary: `Create one of the ${what} with its first admin account (password emailed)`,
            body: ZCreateSubAgencyRequest,
            response: { 201: ZCreateSubAgencyResponse },
          },
        },
        async (request, reply) =>
          reply.status(201).send(await service.create(requestContext(request), scope, request.body)),
      );

      api.put(
        `${prefix}/:id`,
        {
          config: { access: changeAccess },
          schema: {
            tags,
            summary: `Edit one of the ${what}`,
            params: ZSubAgencyParams,
            body: ZUpdateSubAgencyRequest,
            response: { 200: ZSubAgencyResponse },
          },
        },
        async (request) => ({
          agency: await service.update(requestContext(request), { scope, id: request.params.id, input: request.body }),
        }),
      );

      api.post(
        `${prefix}/:id/lock`,
        {
          config: { access: changeAccess },
          schema: {
            tags,
            summary: `Lock one of the ${what}: its users and those below it are signed out at once`,
            params: ZSubAgencyParams,
            body: ZAgencyLockRequest,
            response: { 200: ZSubAgencyResponse },
          },
        },
        async (request) => ({
          agency: await service.lock(requestContext(request), {
            scope,
            id: request.params.id,
            reason: request.body.reason,
          }),
        }),
      );

      api.post(
        `${prefix}/:id/unlock`,
        {
          config: { access: changeAccess },
          schema: {
            tags,
            summary: `Unlock one of the ${what}`,
            params: ZSubAgencyParams,
            body: ZAgencyLockRequest,
            response: { 200: ZSubAgencyResponse },
          },
        },
        async (request) => ({
          agency: await service.unlock(requestContext(request), {
            scope,
            id: request.params.id,
            reason: request.body.reason,
          }),
        }),
      );
    }

    const configAccess = allowedBy(ruleOf('/agent/config'));
    api.get(
      '/agency/config',
      {
        config: { access: configAccess },
        schema: {
          tags,
          summary: "The F1's own profile and its defaults for new sub-agencies",
          response: { 200: ZAgencyConfig },
        },
      },
      async (request) => service.config(requireAuth(request)),
    );

    api.put(
      '/agency/config',
      {
        config: { access: configAccess },
        schema: {
          tags,
          summary: "Change the F1's defaults for new sub-agencies",
          body: ZUpdateAgencyConfigRequest,
          response: { 200: ZAgencyConfig },
        },
      },
      async (request) => service.updateConfig(requestContext(request), request.body.subAgencyDefaults),
    );
  };
}
