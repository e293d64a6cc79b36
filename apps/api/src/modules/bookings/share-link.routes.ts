// The customer's link to a ticket face: POST /api/bookings/{id}/share-link mints it (the ticket face's rule and agency
// scope: another agency's booking is 404); GET /api/public/ticket-face/{token} and …/pdf serve it without signing in.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBookingIdParams,
  ZSharedTicketFace,
  ZShareLinkRequest,
  ZShareLinkResponse,
  ZShareTokenParams,
} from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import { allowedBy, publicAccess } from '../../platform/access.js';
import { requestLanguage } from '../../platform/request-context.js';
import { callerOf } from './booking-scope.js';
import { renderTicketFacePdf, ticketFacePdfHeaders } from './documents/ticket-face.pdf.js';
import type { TicketShareService } from './sharing/ticket-share.service.js';

export function shareLinkRoutes(deps: { sharing: TicketShareService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['bookings'];

    api.post(
      '/bookings/:id/share-link',
      {
        config: { access: allowedBy(ruleOf('/booking/print-ticket')) },
        schema: {
          tags,
          summary:
            'A signed, expiring, read-only link for the customer to the ticket face and its PDF (withFee default false, days default 7, at most 30)',
          params: ZBookingIdParams,
          body: ZShareLinkRequest,
          response: { 200: ZShareLinkResponse },
        },
      },
      async (request) => {
        return deps.sharing.mint({
          caller: callerOf(request),
          bookingId: request.params.id,
          request: request.body,
          origin: `${request.protocol}://${request.host}`,
        });
      },
    );

    api.get(
      '/public/ticket-face/:token',
      {
        config: { access: publicAccess },
        schema: {
          tags,
          summary:
            "The ticket face a customer's link opens, without signing in; an invalid, altered or expired link is 404",
          params: ZShareTokenParams,
          response: { 200: ZSharedTicketFace },
        },
      },
      async (request, reply) => {
        reply.header('X-Robots-Tag', 'noindex');
        return deps.sharing.read(request.params.token);
      },
    );

    api.get(
      '/public/ticket-face/:token/pdf',
      {
        config: { access: publicAccess },
        schema: {
          tags,
          summary:
            "The customer's link's ticket face as an A4 PDF (attachment <PNR>.pdf) in vi or en (lang, default vi)",
          params: ZShareTokenParams,
          querystring: z.strictObject({ lang: z.enum(['vi', 'en']).optional() }),
        },
      },
      async (request, reply) => {
        const face = await deps.sharing.read(request.params.token);
        const language = request.query.lang ?? requestLanguage(request);
        const pdf = await renderTicketFacePdf(face, language, face.withFee);
        return reply.header('X-Robots-Tag', 'noindex').headers(ticketFacePdfHeaders(face)).send(pdf);
      },
    );
  };
}
