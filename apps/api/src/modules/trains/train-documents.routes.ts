// GET /api/trains/bookings/{id}/boarding-cards.pdf and POST …/boarding-cards/mail: the boarding cards of a train
// booking's issued tickets (USE_TRAIN; another agency's booking is 404; no issued ticket is 409).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZBookingMailResponse,
  ZTrainBoardingCardsQuery,
  ZTrainBookingParams,
  ZTrainMailRequest,
} from '@portal/contracts';
import { callerOf } from '../bookings/booking-scope.js';
import { USE_TRAIN } from './train-access.js';
import { boardingCardsPdfHeaders } from './documents/boarding-card.pdf.js';
import type { BoardingCardService } from './documents/boarding-card.service.js';

export function trainDocumentRoutes(deps: { boardingCards: BoardingCardService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['trains'];

    api.get(
      '/trains/bookings/:id/boarding-cards.pdf',
      {
        config: { access: USE_TRAIN },
        schema: {
          tags,
          summary:
            'The boarding cards ("Thẻ lên tàu hỏa") of the issued tickets as an A4 PDF, one card with a QR code per ticket, in vi or en (lang, default vi); 409 when no ticket is issued',
          params: ZTrainBookingParams,
          querystring: ZTrainBoardingCardsQuery,
        },
      },
      async (request, reply) => {
        const { booking, pdf } = await deps.boardingCards.pdf(callerOf(request), request.params.id, request.query.lang);
        return reply.headers(boardingCardsPdfHeaders(booking)).send(pdf);
      },
    );

    api.post(
      '/trains/bookings/:id/boarding-cards/mail',
      {
        config: { access: USE_TRAIN },
        schema: {
          tags,
          summary:
            'Email the boarding cards (the cards listed in HTML and text, the PDF attached) to up to 5 addresses through the outbox, with a booking event; 403 for a sub-agency booking seen from above',
          params: ZTrainBookingParams,
          body: ZTrainMailRequest,
          response: { 200: ZBookingMailResponse },
        },
      },
      async (request) => deps.boardingCards.mail(callerOf(request), request.params.id, request.body),
    );
  };
}
