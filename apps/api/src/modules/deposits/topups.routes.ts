// HTTP routes of deposit top-up requests: record one with its evidence (multipart), list, read, download the evidence, decide.
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EVIDENCE_MAX_BYTES,
  ZCreateTopUpForm,
  ZDecideTopUpRequest,
  ZListTopUpsQuery,
  ZListTopUpsResponse,
  ZTopUp,
  ZTopUpAgenciesResponse,
  ZTopUpIdParams,
} from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import { allowedBy } from '../../platform/access.js';
import type { Clock } from '../../platform/clock.js';
import { requestContext, requestLanguage } from '../../platform/request-context.js';
import { requireStepUp } from '../../platform/step-up.js';
import { isoDayRange } from '../reports/report-period.js';
import { multipartFormBody, type PendingUploads } from '../../platform/multipart-body.js';
import { contentDisposition } from '../../platform/uploads.js';
import { EVIDENCE_FIELD, readTopUpForm } from './topups.form.js';
import type { TopUpService } from './topups.service.js';

const MULTIPART_LIMITS = {
  fileField: EVIDENCE_FIELD,
  maxFileBytes: EVIDENCE_MAX_BYTES,
  maxFields: 10,
  maxFieldBytes: 8 * 1024,
};

export function topUpRoutes(deps: { topUps: TopUpService; clock: Clock }) {
  return async function register(app: FastifyInstance) {
    // Multipart bodies are accepted in this scope only; the limits here are the defaults, readMultipartForm sets its own.
    await app.register(fastifyMultipart, { limits: { fileSize: EVIDENCE_MAX_BYTES, files: 1, parts: 20 } });
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['deposits'];
    const listRule = allowedBy(ruleOf('/accounting/deposit-topup'));
    const uploads = new WeakMap() as PendingUploads;

    api.post(
      '/top-ups',
      {
        config: { access: allowedBy(ruleOf('/accounting/deposit-topup/add')) },
        schema: {
          tags,
          summary:
            "Record a deposit top-up request for the caller's own agency, with the transfer's evidence (multipart/form-data, file part `evidence`)",
          consumes: ['multipart/form-data', 'application/json'],
          body: ZCreateTopUpForm,
          response: { 201: ZTopUp },
        },
        preValidation: multipartFormBody(MULTIPART_LIMITS, uploads),
      },
      async (request, reply) => {
        const caller = requestContext(request);
        const upload = uploads.get(request);
        const input = readTopUpForm({
          form: request.body,
          upload,
          now: deps.clock.now(),
          language: requestLanguage(request),
        });
        return reply.status(201).send(await deps.topUps.create(caller, input));
      },
    );

    api.get(
      '/top-ups',
      {
        config: { access: listRule },
        schema: {
          tags,
          summary:
            "Top-up requests of the caller's agency and of its direct sub-agencies, newest first, filtered and paged",
          querystring: ZListTopUpsQuery,
          response: { 200: ZListTopUpsResponse },
        },
      },
      async (request) => {
        const query = request.query;
        const { start, before } = isoDayRange(query, { language: requestLanguage(request) });
        const page = await deps.topUps.list(requestContext(request), {
          from: start,
          before,
          agencyId: query.agencyId,
          status: query.status,
          limit: query.limit,
          offset: query.offset,
        });
        return { ...page, limit: query.limit, offset: query.offset };
      },
    );

    api.get(
      '/top-ups/agencies',
      {
        config: { access: listRule },
        schema: {
          tags,
          summary: "The caller's agency and its direct sub-agencies: whose requests the list shows",
          response: { 200: ZTopUpAgenciesResponse },
        },
      },
      async (request) => ({ items: await deps.topUps.scopeAgencies(requestContext(request)) }),
    );

    api.get(
      '/top-ups/:id',
      {
        config: { access: listRule },
        schema: {
          tags,
          summary: "One top-up request of the caller's agency or of a direct sub-agency",
          params: ZTopUpIdParams,
          response: { 200: ZTopUp },
        },
      },
      async (request) => deps.topUps.get(requestContext(request), request.params.id),
    );

    api.get(
      '/top-ups/:id/evidence',
      {
        config: { access: listRule },
        schema: {
          tags,
          summary:
            'The evidence file of a top-up request (its type as found in the content), always as an attachment in a CSP sandbox; download is kept for old links and changes nothing',
          params: ZTopUpIdParams,
          querystring: z.strictObject({ download: z.enum(['0', '1']).optional() }),
        },
      },
      async (request, reply) => {
        const file = await deps.topUps.evidence(requestContext(request), request.params.id);
        const content = Buffer.isBuffer(file.content)
          ? file.content
          : Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength);
        // Always an attachment in a sandbox: an uploaded file never runs as a page of the portal's origin.
        return reply
          .header('Content-Type', file.contentType)
          .header('Content-Disposition', contentDisposition('attachment', file.fileName))
          .header('Content-Security-Policy', 'sandbox')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, no-store')
          .send(content);
      },
    );

    api.post(
      '/top-ups/:id/decision',
      {
        config: { access: listRule },
        schema: {
          tags,
          summary:
            "Confirm (credits the deposit once; PIN step-up when on) or reject (with a reason) a direct sub-agency's pending top-up request",
          params: ZTopUpIdParams,
          body: ZDecideTopUpRequest,
          response: { 200: ZTopUp },
        },
      },
      async (request) => {
        const body = request.body;
        // Confirming moves money: the caller's PIN guards it when on. A rejection moves nothing and needs no PIN.
        if (body.decision === 'confirm') await requireStepUp(request, 'top-up.confirm');
        const decision =
          body.decision === 'confirm'
            ? { decision: 'confirm' as const }
            : { decision: 'reject' as const, reason: body.reason ?? '' };
        return deps.topUps.decide(requestContext(request), request.params.id, decision);
      },
    );
  };
}
