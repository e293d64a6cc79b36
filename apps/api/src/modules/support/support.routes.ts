// HTTP routes of support requests (SPEC §2 /booking/support-request): pick a booking, open, list, read, reply, close.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SUPPORT_ATTACHMENT_FIELD,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  ZCreateSupportRequest,
  ZListSupportRequestsQuery,
  ZListSupportRequestsResponse,
  ZSupportAttachmentParams,
  ZSupportBookingsQuery,
  ZSupportBookingsResponse,
  ZSupportReply,
  ZSupportRequestDetail,
  ZSupportRequestIdParams,
} from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import { allowedBy, requireAuth } from '../../platform/access.js';
import { fieldError, invalidField } from '../../platform/field-error.js';
import { findNulCharacter } from '../../platform/input-guard.js';
import { requestLanguage } from '../../platform/request-context.js';
import { contentDisposition, readMultipartForm, type UploadedFile } from '../../platform/uploads.js';
import { readAttachment } from './support.form.js';
import type { SupportService } from './support.service.js';

const MULTIPART_LIMITS = {
  fileField: SUPPORT_ATTACHMENT_FIELD,
  maxFileBytes: SUPPORT_ATTACHMENT_MAX_BYTES,
  maxFields: 10,
  maxFieldBytes: 16 * 1024,
};

export function supportRoutes(deps: { support: SupportService }) {
  return async function register(app: FastifyInstance) {
    await app.register(fastifyMultipart, { limits: { fileSize: SUPPORT_ATTACHMENT_MAX_BYTES, files: 1, parts: 20 } });
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['support-requests'];
    const config = { access: allowedBy(ruleOf('/booking/support-request')) };
    const uploads = new WeakMap<FastifyRequest, UploadedFile>();
    /** A multipart body becomes its text fields plus `attachment` (the file's name); the file waits in `uploads`. */
    const readForm = async (request: FastifyRequest) => {
      if (!request.isMultipart()) return;
      const form = await readMultipartForm(request, MULTIPART_LIMITS, requestLanguage(request));
      const body: Record<string, string> = { ...form.fields };
      if (form.file) {
        if (form.file.fieldName !== SUPPORT_ATTACHMENT_FIELD)
          throw invalidField(form.file.fieldName, 'a file is accepted only as attachment');
        body[SUPPORT_ATTACHMENT_FIELD] = form.file.fileName || SUPPORT_ATTACHMENT_FIELD;
        uploads.set(request, form.file);
      }
      const field = findNulCharacter(body);
      if (field) throw fieldError(field, 'invalidCharacter', { reason: 'invalidCharacter', params: { field } });
      request.body = body;
    };
    const attachmentOf = (request: FastifyRequest, named: string | undefined) =>
      readAttachment(named, uploads.get(request), requestLanguage(request));

    api.get(
      '/support-requests/bookings',
      {
        config,
        schema: {
          tags,
          summary: "The caller's agency's bookings with a PNR to open a request about (newest 50, by PNR prefix)",
          querystring: ZSupportBookingsQuery,
          response: { 200: ZSupportBookingsResponse },
        },
      },
      async (request) => deps.support.bookings(requireAuth(request), request.query.pnr),
    );

    api.get(
      '/support-requests',
      {
        config,
        schema: {
          tags,
          summary: "Requests the caller's agency opened or answers (its sub-agencies'), filtered and paged",
          querystring: ZListSupportRequestsQuery,
          response: { 200: ZListSupportRequestsResponse },
        },
      },
      async (request) => {
        const { limit, offset } = request.query;
        return { ...(await deps.support.list(requireAuth(request), request.query)), limit, offset };
      },
    );

    api.post(
      '/support-requests',
      {
        config,
        preValidation: readForm,
        schema: {
          tags,
          summary: 'Open a request about one of the agency’s bookings (JSON, or multipart with an `attachment` file)',
          consumes: ['application/json', 'multipart/form-data'],
          body: ZCreateSupportRequest,
          response: { 201: ZSupportRequestDetail },
        },
      },
      async (request, reply) => {
        const { attachment, ...input } = request.body;
        const file = attachmentOf(request, attachment);
        return reply.status(201).send(await deps.support.create(requireAuth(request), input, file));
      },
    );

    api.get(
      '/support-requests/:id',
      {
        config,
        schema: {
          tags,
          summary: 'A request and its thread (another branch’s id: 404)',
          params: ZSupportRequestIdParams,
          response: { 200: ZSupportRequestDetail },
        },
      },
      async (request) => deps.support.detail(requireAuth(request), request.params.id),
    );

    api.post(
      '/support-requests/:id/messages',
      {
        config,
        preValidation: readForm,
        schema: {
          tags,
          summary: 'Write in the thread: an answer from the agency above makes it answered, the asker’s opens it again',
          consumes: ['application/json', 'multipart/form-data'],
          params: ZSupportRequestIdParams,
          body: ZSupportReply,
          response: { 200: ZSupportRequestDetail },
        },
      },
      async (request) => {
        const file = attachmentOf(request, request.body.attachment);
        return deps.support.reply(requireAuth(request), request.params.id, {
          body: request.body.body,
          attachment: file,
        });
      },
    );

    api.post(
      '/support-requests/:id/close',
      {
        config,
        schema: {
          tags,
          summary: 'Close the request (either side)',
          params: ZSupportRequestIdParams,
          response: { 200: ZSupportRequestDetail },
        },
      },
      async (request) => deps.support.close(requireAuth(request), request.params.id),
    );

    api.get(
      '/support-requests/:id/messages/:messageId/attachment',
      {
        config,
        schema: {
          tags,
          summary: 'A message’s attachment, always as a download in a CSP sandbox',
          params: ZSupportAttachmentParams,
        },
      },
      async (request, reply) => {
        const file = await deps.support.attachment(requireAuth(request), request.params.id, request.params.messageId);
        const content = Buffer.isBuffer(file.content)
          ? file.content
          : Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength);
        return reply
          .header('Content-Type', file.contentType)
          .header('Content-Disposition', contentDisposition('attachment', file.fileName))
          .header('Content-Security-Policy', 'sandbox')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, no-store')
          .send(content);
      },
    );
  };
}
