// POST /api/esim/orders/{id}/mail: email the activation QR codes of a COMPLETED eSIM order to the customer (USE_ESIM;
// another agency's order is 404, a sub-agency's seen from above 403, an order not COMPLETED 409).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBookingMailResponse, ZEsimMailRequest, ZEsimOrderParams } from '@portal/contracts';
import { callerOf } from '../../bookings/booking-scope.js';
import { USE_ESIM_DOCS } from '../list/esim-list-access.js';
import type { EsimMailService } from './esim-mail.service.js';

export function esimDocumentRoutes(deps: { mails: EsimMailService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/esim/orders/:id/mail',
      {
        config: { access: USE_ESIM_DOCS },
        schema: {
          tags: ['esim'],
          summary:
            'Email the activation QR codes (one inline PNG per eSIM not refunded, with the manual codes, APN and install steps) to up to 5 addresses through the outbox; 202 with the delivery',
          params: ZEsimOrderParams,
          body: ZEsimMailRequest,
          response: { 202: ZBookingMailResponse },
        },
      },
      async (request, reply) => {
        const answer = await deps.mails.mail(callerOf(request), request.params.id, request.body);
        return reply.status(202).send(answer);
      },
    );
  };
}
