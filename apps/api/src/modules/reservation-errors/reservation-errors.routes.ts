// HTTP routes of the reservation error log (SPEC §2 /system/log-reservation-error): the agency's failed supplier calls.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZListReservationErrorsQuery,
  ZListReservationErrorsResponse,
  ZReservationErrorScopeResponse,
} from '@portal/contracts';
import type { Database } from '@portal/db';
import { ruleOf } from '@portal/domain';
import { allowedBy, requireAuth } from '../../platform/access.js';
import { notFound } from '../../platform/errors.js';
import type { AccessClaims } from '../../platform/tokens.js';
import { pickLanguage } from '../../platform/messages.js';
import { isoDayRange } from '../reports/report-period.js';
import { agencyIdsAtAndBelow } from '../agencies/agency-tree.js';
import { isUserOfAgencies, listReservationErrors, scopeOf } from './reservation-errors.repository.js';

/** Administrators also see the agencies below theirs (their sub-agencies' searches use the F1's sign-ins); others their own agency. */
const SEES_AGENCIES_BELOW = ['ADMIN_F1', 'ADMIN_F2'];

const scopeFor = async (db: Database, auth: AccessClaims): Promise<string[]> =>
  auth.permissions.some((code) => SEES_AGENCIES_BELOW.includes(code))
    ? agencyIdsAtAndBelow(db, auth.agencyId)
    : [auth.agencyId];

export function reservationErrorRoutes(deps: { db: Database }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['reservation-errors'];
    const access = allowedBy(ruleOf('/system/log-reservation-error'));

    api.get(
      '/reservation-errors',
      {
        config: { access },
        schema: {
          tags,
          summary:
            "Failed supplier calls of the caller's agency (administrators: and of the agencies below it), newest first, filtered and paged",
          querystring: ZListReservationErrorsQuery,
          response: { 200: ZListReservationErrorsResponse },
        },
      },
      async (request) => {
        const { from, to, limit, offset, ...filters } = request.query;
        const { start, before } = isoDayRange({ from, to }, { language: pickLanguage(request.headers['x-language']) });
        const auth = requireAuth(request);
        const scope = await scopeFor(deps.db, auth);
        // An agency or user outside the scope is not found, like any other id of another branch.
        if (filters.agencyId && !scope.includes(filters.agencyId)) throw notFound();
        if (filters.userId && !(await isUserOfAgencies(deps.db, filters.userId, scope))) throw notFound();
        const page = await listReservationErrors(deps.db, scope, { ...filters, from: start, before, limit, offset });
        return { ...page, limit, offset };
      },
    );

    api.get(
      '/reservation-errors/scope',
      {
        config: { access },
        schema: {
          tags,
          summary: 'The agencies whose failed calls the caller sees, and their users (for the filters)',
          response: { 200: ZReservationErrorScopeResponse },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        return scopeOf(deps.db, auth.agencyId, await scopeFor(deps.db, auth));
      },
    );
  };
}
