// HTTP route of the live PNR view (GET /api/bookings/{id}/pnr): the edit pages show the PNR before and after a change.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBookingIdParams, ZBookingPnrView } from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import { allowedBy } from '../../../platform/access.js';
import { callerOf } from '../booking-scope.js';
import type { PnrViewService } from './pnr-view.service.js';

export function pnrViewRoutes(deps: { pnrs: PnrViewService }) {
  return async function register(app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/bookings/:id/pnr',
      {
        config: { access: allowedBy(ruleOf('/booking/booking-detail/:id')) },
        schema: {
          tags: ['bookings'],
          summary:
            "The booking's PNR as its booking system returns it now (passengers, segments with status codes, remarks, OSI, SK, queue, TST…; passport numbers masked). No PNR yet or the supplier's refusal is 409, no answer 502",
          params: ZBookingIdParams,
          response: { 200: ZBookingPnrView },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return deps.pnrs.pnrOf(callerOf(request), request.params.id);
      },
    );
  };
}
