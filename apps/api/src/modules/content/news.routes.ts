// HTTP routes of news (SPEC §2 /agent/news*, /agent/change-news) and of the images covers and banners use.
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTENT_IMAGE_FIELD,
  CONTENT_IMAGE_MAX_BYTES,
  ZContentImage,
  ZContentImageParams,
  ZListNewsQuery,
  ZListNewsResponse,
  ZNewsIdParams,
  ZNewsItem,
  ZNewsTagsResponse,
  ZNewsWriteRequest,
  ZUploadContentImageForm,
} from '@portal/contracts';
import { anyOf, isAllowed, ruleOf } from '@portal/domain';
import { allowedBy } from '../../platform/access.js';
import type { Clock } from '../../platform/clock.js';
import { forbidden } from '../../platform/errors.js';
import { invalidFieldIn } from '../../platform/field-error.js';
import { requestContext, requestLanguage } from '../../platform/request-context.js';
import { multipartFormBody, type PendingUploads } from '../../platform/multipart-body.js';
import { ownItemRoutes } from '../../platform/own-item-routes.js';
import type { ContentImages } from './content-images.js';
import type { NewsService } from './news.service.js';

const MULTIPART_LIMITS = {
  fileField: CONTENT_IMAGE_FIELD,
  maxFileBytes: CONTENT_IMAGE_MAX_BYTES,
  maxFields: 2,
  maxFieldBytes: 1024,
};

export function newsRoutes(deps: { news: NewsService; images: ContentImages; clock: Clock }) {
  return async function register(app: FastifyInstance) {
    await app.register(fastifyMultipart, { limits: { fileSize: CONTENT_IMAGE_MAX_BYTES, files: 1, parts: 5 } });
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['content'];
    const readRule = ruleOf('/agent/news');
    const writeRule = ruleOf('/agent/change-news');
    const read = allowedBy(readRule);
    const write = allowedBy(writeRule);

    api.get(
      '/news',
      {
        config: { access: read },
        schema: {
          tags,
          summary:
            "News published to the caller's agency (view inbox: pinned first, newest first), or its own agency's items in every state (view manage: writers only); search, tag, paged",
          querystring: ZListNewsQuery,
          response: { 200: ZListNewsResponse },
        },
      },
      async (request) => {
        const { view, limit, offset, q, tag, isPinned } = request.query;
        const caller = requestContext(request);
        if (view === 'manage' && !isAllowed(writeRule, caller.auth.permissions)) throw forbidden();
        const page = await deps.news.list(caller, view, { q, tag, isPinned: isPinned === 'true', limit, offset });
        return { ...page, limit, offset };
      },
    );

    api.get(
      '/news/tags',
      {
        config: { access: read },
        schema: {
          tags,
          summary: 'Tags of the news the caller may read, with counts',
          response: { 200: ZNewsTagsResponse },
        },
      },
      async (request) => deps.news.tags(requestContext(request)),
    );

    ownItemRoutes(app, {
      path: '/news',
      tags,
      params: ZNewsIdParams,
      body: ZNewsWriteRequest,
      item: ZNewsItem,
      service: deps.news,
      read: {
        access: read,
        summary: "One news item published to the caller's agency (writers: or their own agency's in any state)",
      },
      write: {
        access: write,
        summaries: {
          create: "Writes a news item of the caller's agency (its body sanitised on the server)",
          update: "Changes a news item of the caller's own agency",
          remove: "Deletes a news item of the caller's own agency",
        },
      },
    });

    api.post(
      '/news/:id/read',
      {
        config: { access: read },
        schema: {
          tags,
          summary: "Marks the item read by the caller (once); answers it with the caller's read mark",
          params: ZNewsIdParams,
          response: { 200: ZNewsItem },
        },
      },
      async (request) => deps.news.read(requestContext(request), request.params.id),
    );

    const uploads = new WeakMap() as PendingUploads;
    api.post(
      '/content-images',
      {
        config: {
          access: allowedBy(
            anyOf(
              writeRule,
              ruleOf('/banner'),
              ruleOf('/b2c/config'),
              ruleOf('/b2c/change-news'),
              ruleOf('/b2c/change-tour'),
            ),
          ),
        },
        schema: {
          tags,
          summary:
            'Uploads an image (multipart/form-data: field `kind`, file part `image`, at most 5 MB, JPG/PNG/GIF by content) re-encoded at the size of its kind',
          consumes: ['multipart/form-data', 'application/json'],
          body: ZUploadContentImageForm,
          response: { 201: ZContentImage },
        },
        preValidation: multipartFormBody(MULTIPART_LIMITS, uploads),
      },
      async (request, reply) => {
        const language = requestLanguage(request);
        const caller = requestContext(request);
        const file = uploads.get(request);
        if (!file)
          throw invalidFieldIn(language, { field: CONTENT_IMAGE_FIELD, vi: 'thiếu tệp ảnh', en: 'no image file sent' });
        const image = await deps.images.store({ agencyId: caller.auth.agencyId, language }, request.body.kind, file);
        return reply.status(201).send(image);
      },
    );

    api.get(
      '/content-images/:name',
      {
        config: { access: read },
        schema: {
          tags,
          summary:
            "A news cover or banner image (WebP) the caller's agency uploaded or is shown now (decision 108); immutable under its name",
          params: ZContentImageParams,
          response: { 200: z.any() },
        },
      },
      async (request, reply) => {
        const image = await deps.images.read(
          requestContext(request).auth.agencyId,
          request.params.name,
          deps.clock.now(),
        );
        const content = Buffer.from(image.content.buffer, image.content.byteOffset, image.content.byteLength);
        return reply
          .header('Content-Type', image.contentType)
          .header('Cache-Control', 'private, max-age=86400, immutable')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', 'sandbox')
          .send(content);
      },
    );
  };
}
