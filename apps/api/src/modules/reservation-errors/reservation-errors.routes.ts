// HTTP routes of the reservation error log (SPEC §2 /system/log-reservation-error): the agency's failed supplier calls.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZListReservationErrorsQuery,
  ZListReservationErrorsResponse,
  ZReservationErrorScopeResponse,
} from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import { allowedBy, requireAuth } from '../../platform/access.js';
import { requestLanguage } from '../../platform/request-context.js';
import { isoDayRange } from '../reports/report-period.js';
import type { ReservationErrorService } from './reservation-errors.service.js';

export function reservationErrorRoutes(deps: { reservationErrors: ReservationErrorService }) {
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
        const { from, to, limit, offset, ...choices } = request.query;
        const { start, before } = isoDayRange({ from, to }, { language: requestLanguage(request) });
        const filters = { ...choices, from: start, before, limit, offset };
        const page = await deps.reservationErrors.list(requireAuth(request), filters);
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
      async (request) => deps.reservationErrors.scope(requireAuth(request)),
    );
  };
}
