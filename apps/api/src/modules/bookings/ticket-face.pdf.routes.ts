// GET /api/bookings/{id}/ticket-face.pdf: the ticket face as an A4 PDF download, with or without the issue fee, under
// the same rule (booking/print-ticket) and agency scope as the JSON face (another agency's booking is 404).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBookingIdParams } from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import { allowedBy } from '../../platform/access.js';
import { requestLanguage } from '../../platform/request-context.js';
import type { BookingMailService } from './documents/booking-mail.service.js';
import { callerOf } from './booking-scope.js';
import { renderTicketFacePdf, ticketFacePdfHeaders } from './documents/ticket-face.pdf.js';

const ZTicketFacePdfQuery = z.strictObject({ withFee: z.enum(['true', 'false']).default('true') });

export function ticketFacePdfRoutes(deps: { mail: BookingMailService }) {
  return async function register(app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/bookings/:id/ticket-face.pdf',
      {
        config: { access: allowedBy(ruleOf('/booking/print-ticket')) },
        schema: {
          tags: ['bookings'],
          summary:
            "The ticket face as an A4 PDF (attachment <PNR>.pdf) in the caller's language (X-Language), with the issue fee or net of it (withFee, default true)",
          params: ZBookingIdParams,
          querystring: ZTicketFacePdfQuery,
        },
      },
      async (request, reply) => {
        const face = await deps.mail.ticketFace(callerOf(request), request.params.id);
        const pdf = await renderTicketFacePdf(face, requestLanguage(request), request.query.withFee === 'true');
        return reply.headers(ticketFacePdfHeaders(face)).send(pdf);
      },
    );
  };
}
