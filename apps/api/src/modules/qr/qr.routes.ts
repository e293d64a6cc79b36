// HTTP routes of the QR pages: the caller's own QR and top-ups (/qr), a sub-agency's for its parent (/qr/{id}).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCreateQrTopUp, ZQrAgencyParams, ZQrTopUp, ZQrTopUpParams, ZQrView } from '@portal/contracts';
import { anyOf, ruleOf } from '@portal/domain';
import { allowedBy } from '../../platform/access.js';
import { requestContext } from '../../platform/request-context.js';
import type { QrService } from './qr.service.js';

export function qrRoutes(deps: { qr: QrService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['qr'];
    const own = allowedBy(ruleOf('/qr'));
    const ofSubAgency = allowedBy(ruleOf('/qr/:id'));

    api.get(
      '/qr',
      {
        config: { access: own },
        schema: {
          tags,
          summary: "The caller's QR page: its parent's default receiving account, the static VietQR, its QR top-ups",
          response: { 200: ZQrView },
        },
      },
      async (request) => deps.qr.own(requestContext(request)),
    );
    api.post(
      '/qr/top-ups',
      {
        config: { access: own },
        schema: {
          tags,
          summary: 'A pending QR top-up for the caller’s agency: a unique code and the dynamic VietQR to pay it',
          body: ZCreateQrTopUp,
          response: { 201: ZQrTopUp },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await deps.qr.createOwn(requestContext(request), request.body.amount)),
    );
    api.get(
      '/qr/top-ups/:id',
      {
        config: { access: allowedBy(anyOf(ruleOf('/qr'), ruleOf('/qr/:id'))) },
        schema: {
          tags,
          summary: 'One QR top-up (its status, polled by the page), for its agency or the agency above',
          params: ZQrTopUpParams,
          response: { 200: ZQrTopUp },
        },
      },
      async (request) => deps.qr.get(requestContext(request), request.params.id),
    );
    api.get(
      '/qr/agencies/:id',
      {
        config: { access: ofSubAgency },
        schema: {
          tags,
          summary: "A direct sub-agency's QR page as its parent sees it, with its QR top-ups and their matches",
          params: ZQrAgencyParams,
          response: { 200: ZQrView },
        },
      },
      async (request) => deps.qr.ofSubAgency(requestContext(request), request.params.id),
    );
    api.post(
      '/qr/agencies/:id/top-ups',
      {
        config: { access: ofSubAgency },
        schema: {
          tags,
          summary: 'A pending QR top-up for a direct sub-agency, made by its parent',
          params: ZQrAgencyParams,
          body: ZCreateQrTopUp,
          response: { 201: ZQrTopUp },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await deps.qr.createForSubAgency(requestContext(request), request.params.id, request.body.amount)),
    );
  };
}
