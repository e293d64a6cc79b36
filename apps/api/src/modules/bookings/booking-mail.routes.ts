// HTTP routes of the ticket face (booking/print-ticket) and of mailing the itinerary to the customer (booking/mail).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBookingIdParams, ZBookingMailRequest, ZBookingMailResponse, ZTicketFace } from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import { allowedBy } from '../../platform/access.js';
import type { BookingMailService } from './documents/booking-mail.service.js';
import { callerOf } from './booking-scope.js';

export function bookingMailRoutes(deps: { mail: BookingMailService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['bookings'];

    api.get(
      '/bookings/:id/ticket-face',
      {
        config: { access: allowedBy(ruleOf('/booking/print-ticket')) },
        schema: {
          tags,
          summary: "The ticket face to print: the selling agency (name, phone, hotline, address) and the PNR's detail",
          params: ZBookingIdParams,
          response: { 200: ZTicketFace },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return deps.mail.ticketFace(callerOf(request), request.params.id);
      },
    );

    api.post(
      '/bookings/:id/mail',
      {
        config: { access: allowedBy(ruleOf('/booking/mail')) },
        schema: {
          tags,
          summary:
            'Email the itinerary (HTML and text) to the customer: written to the outbox with a booking event, then sent by SMTP when configured (demo: outbox only)',
          params: ZBookingIdParams,
          body: ZBookingMailRequest,
          response: { 200: ZBookingMailResponse },
        },
      },
      async (request) => deps.mail.mail(callerOf(request), request.params.id, request.body),
    );
  };
}
