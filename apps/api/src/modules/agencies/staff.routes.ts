// HTTP routes over staff accounts: the caller's own agency (/agent/change-ticketing; with ?agencyId= a direct child
// agency the caller manages, so an F1 runs its F2s' staff from its own screens) and an F2's direct child agencies
// (/agent/change-child-ticketing).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZChildAgencyParams,
  ZChildStaffParams,
  ZListChildAgenciesResponse,
  ZListStaffResponse,
  ZStaffAction,
  ZStaffCreate,
  ZStaffFormOptions,
  ZStaffMember,
  ZStaffParams,
  ZStaffScopeQuery,
  ZStaffUpdate,
  type TStaffScopeQuery,
} from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import { allowedBy, requireAuth } from '../../platform/access.js';
import { requestContext } from '../../platform/request-context.js';
import type { StaffService, StaffScope } from './staff.service.js';

export function staffRoutes(deps: { staff: StaffService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const { staff } = deps;
    const tags = ['staff'];
    /** No agencyId: the caller's own agency; an agencyId: a direct child the caller manages (checked by the service). */
    const own = ({ agencyId }: TStaffScopeQuery): StaffScope =>
      agencyId === undefined ? { kind: 'own' } : { kind: 'managed', agencyId };
    const ownRead = { access: allowedBy(ruleOf('/agent/ticketing-management')) };
    const ownWrite = { access: allowedBy(ruleOf('/agent/change-ticketing')) };
    const querystring = ZStaffScopeQuery;
    const scopeNote = '; `agencyId`: a direct child agency the caller manages instead (any other agency 404)';

    api.get(
      '/agency/staff',
      {
        config: ownRead,
        schema: {
          tags,
          querystring,
          summary: `Staff accounts of the caller's agency${scopeNote}`,
          response: { 200: ZListStaffResponse },
        },
      },
      async (request) => ({ items: await staff.list(requireAuth(request), own(request.query)) }),
    );

    api.get(
      '/agency/staff/form-options',
      {
        config: ownWrite,
        schema: {
          tags,
          querystring,
          summary: `Roles, account types and permission groups the staff form of the caller's agency offers${scopeNote}`,
          response: { 200: ZStaffFormOptions },
        },
      },
      async (request) => staff.formOptions(requireAuth(request), own(request.query)),
    );

    api.get(
      '/agency/staff/:id',
      {
        config: ownWrite,
        schema: {
          tags,
          querystring,
          summary: `One staff account of the caller's agency${scopeNote}`,
          params: ZStaffParams,
          response: { 200: ZStaffMember },
        },
      },
      async (request) => staff.get(requireAuth(request), own(request.query), request.params.id),
    );

    api.post(
      '/agency/staff',
      {
        config: ownWrite,
        schema: {
          tags,
          querystring,
          summary: `Create a staff account; its generated password is emailed and must be changed at first sign-in${scopeNote}`,
          body: ZStaffCreate,
          response: { 201: ZStaffMember },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await staff.create(requestContext(request), own(request.query), request.body)),
    );

    api.put(
      '/agency/staff/:id',
      {
        config: ownWrite,
        schema: {
          tags,
          querystring,
          summary: `Edit a staff account of the caller's agency${scopeNote}`,
          params: ZStaffParams,
          body: ZStaffUpdate,
          response: { 200: ZStaffMember },
        },
      },
      async (request) =>
        staff.update(requestContext(request), {
          scope: own(request.query),
          userId: request.params.id,
          input: request.body,
        }),
    );

    api.post(
      '/agency/staff/:id/actions',
      {
        config: ownWrite,
        schema: {
          tags,
          querystring,
          summary: `Lock (ends its sessions), unlock, or reset the password of a staff account (emailed, must be changed)${scopeNote}`,
          params: ZStaffParams,
          body: ZStaffAction,
          response: { 200: ZStaffMember },
        },
      },
      async (request) =>
        staff.act(requestContext(request), {
          scope: own(request.query),
          userId: request.params.id,
          input: request.body,
        }),
    );

    const childRead = { access: allowedBy(ruleOf('/agent/child-ticketing-management')) };
    const childWrite = { access: allowedBy(ruleOf('/agent/change-child-ticketing')) };
    const child = (agencyId: string): StaffScope => ({ kind: 'child', agencyId });

    api.get(
      '/agency/child-staff/agencies',
      {
        config: childRead,
        schema: {
          tags,
          summary: 'The direct child agencies whose staff the caller manages',
          response: { 200: ZListChildAgenciesResponse },
        },
      },
      async (request) => staff.childAgencies(requireAuth(request)),
    );

    api.get(
      '/agency/child-staff/:agencyId/members',
      {
        config: childRead,
        schema: {
          tags,
          summary: 'Staff accounts of a direct child agency',
          params: ZChildAgencyParams,
          response: { 200: ZListStaffResponse },
        },
      },
      async (request) => ({ items: await staff.list(requireAuth(request), child(request.params.agencyId)) }),
    );

    api.get(
      '/agency/child-staff/:agencyId/form-options',
      {
        config: childWrite,
        schema: {
          tags,
          summary: 'Roles, account types and permission groups the staff form of a direct child agency offers',
          params: ZChildAgencyParams,
          response: { 200: ZStaffFormOptions },
        },
      },
      async (request) => staff.formOptions(requireAuth(request), child(request.params.agencyId)),
    );

    api.get(
      '/agency/child-staff/:agencyId/members/:id',
      {
        config: childWrite,
        schema: {
          tags,
          summary: 'One staff account of a direct child agency',
          params: ZChildStaffParams,
          response: { 200: ZStaffMember },
        },
      },
      async (request) => staff.get(requireAuth(request), child(request.params.agencyId), request.params.id),
    );

    api.post(
      '/agency/child-staff/:agencyId/members',
      {
        config: childWrite,
        schema: {
          tags,
          summary: 'Create a staff account in a direct child agency (password emailed)',
          params: ZChildAgencyParams,
          body: ZStaffCreate,
          response: { 201: ZStaffMember },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await staff.create(requestContext(request), child(request.params.agencyId), request.body)),
    );

    api.put(
      '/agency/child-staff/:agencyId/members/:id',
      {
        config: childWrite,
        schema: {
          tags,
          summary: 'Edit a staff account of a direct child agency',
          params: ZChildStaffParams,
          body: ZStaffUpdate,
          response: { 200: ZStaffMember },
        },
      },
      async (request) =>
        staff.update(requestContext(request), {
          scope: child(request.params.agencyId),
          userId: request.params.id,
          input: request.body,
        }),
    );

    api.post(
      '/agency/child-staff/:agencyId/members/:id/actions',
      {
        config: childWrite,
        schema: {
          tags,
          summary: 'Lock, unlock or reset the password of a staff account of a direct child agency',
          params: ZChildStaffParams,
          body: ZStaffAction,
          response: { 200: ZStaffMember },
        },
      },
      async (request) =>
        staff.act(requestContext(request), {
          scope: child(request.params.agencyId),
          userId: request.params.id,
          input: request.body,
        }),
    );
  };
}
