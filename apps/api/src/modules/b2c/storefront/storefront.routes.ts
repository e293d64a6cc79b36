// /api/s/{slug}/…: the storefront's public API — no session read, only the site's public fields, limited per address.
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZStorefrontCheckout,
  ZStorefrontCheckoutResponse,
  ZStorefrontFormToken,
  ZStorefrontSearchRequest,
  type TConsumerSearchEvent,
} from '@portal/contracts';
import { publicAccess } from '../../../platform/access.js';
import { compressedPerWrite } from '../../../platform/compression.js';
import { notFound } from '../../../platform/errors.js';
import { requestLanguage } from '../../../platform/request-context.js';
import type { Database } from '@portal/db';
import type { Clock } from '../../../platform/clock.js';
import type { CheckoutService } from './checkout.service.js';
import type { ConsumerSearchService } from './consumer-search.service.js';
import type { FormGuard } from './form-guard.js';
import { withHoldCapRetryAfter } from './hold-cap.js';
import { publishedSiteOr404, siteLogo } from './public-site.js';
import { takeOrRefuse, type WindowLimit, type WindowLimiter } from './request-limits.js';

export type StorefrontLimits = {
  searchPerAddress: WindowLimit;
  searchPerSite: WindowLimit;
  submitPerAddress: WindowLimit;
};

export type StorefrontRoutesDeps = {
  db: Database;
  clock: Clock;
  search: ConsumerSearchService;
  checkout: CheckoutService;
  formGuard: FormGuard;
  limiter: WindowLimiter;
  limits: StorefrontLimits;
};

const ZSlugParams = z.strictObject({ slug: z.string().max(60) });
/** A consumer's search or form is small: anything larger is refused before it is parsed (413). */
const SEARCH_BODY_LIMIT = 2 * 1024;
const CHECKOUT_BODY_LIMIT = 16 * 1024;

export function storefrontRoutes(deps: StorefrontRoutesDeps) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['storefront'];
    const config = { access: publicAccess };

    const siteOf = (slug: string) => publishedSiteOr404(deps.db, slug);
    /** Counts the call against the rules, or answers 429 with Retry-After. */
    const limit = (reply: FastifyReply, entries: Parameters<WindowLimiter['take']>[0]) =>
      takeOrRefuse(deps.limiter, reply, entries);
    const address = (request: FastifyRequest) => request.ip;

    api.get(
      '/s/:slug/form-token',
      {
        config,
        schema: {
          tags,
          summary: 'A signed, time-stamped token for the passenger form',
          params: ZSlugParams,
          response: { 200: ZStorefrontFormToken },
        },
      },
      async (request) => {
        const site = await siteOf(request.params.slug);
        return { formToken: deps.formGuard.issue(site.slug, deps.clock.now()) };
      },
    );

    api.get(
      '/s/:slug/logo',
      { config, schema: { tags, summary: "The site's logo image", params: ZSlugParams } },
      async (request, reply) => {
        const logo = await siteLogo(deps.db, request.params.slug);
        if (!logo) throw notFound();
        return reply
          .type(logo.contentType)
          .header('Cache-Control', 'public, max-age=3600')
          .header('X-Content-Type-Options', 'nosniff')
          .send(logo.content);
      },
    );

    api.post(
      '/s/:slug/flights/search',
      {
        config,
        bodyLimit: SEARCH_BODY_LIMIT,
        compress: compressedPerWrite,
        schema: {
          tags,
          summary:
            "A consumer's flight search, one way or round trip (returnDate): NDJSON events (started, offers, progress, done), each offer with its leg, the site's fee applied per leg",
          params: ZSlugParams,
          body: ZStorefrontSearchRequest,
        },
      },
      async (request, reply) => {
        const site = await siteOf(request.params.slug);
        limit(reply, [
          { key: address(request), rule: deps.limits.searchPerAddress },
          { key: site.agencyId, rule: deps.limits.searchPerSite },
        ]);
        const prepared = await deps.search.prepare(site, request.body);
        const stream = new PassThrough();
        const clientGone = new AbortController();
        reply.raw.once('close', () => {
          if (!reply.raw.writableEnded) clientGone.abort();
        });
        const emit = (event: TConsumerSearchEvent) => {
          if (!stream.writableEnded) stream.write(`${JSON.stringify(event)}\n`);
        };
        void deps.search.run(prepared, emit, clientGone.signal).finally(() => stream.end());
        return reply.type('application/x-ndjson; charset=utf-8').header('Cache-Control', 'no-store').send(stream);
      },
    );

    api.post(
      '/s/:slug/flights/checkout',
      {
        config,
        bodyLimit: CHECKOUT_BODY_LIMIT,
        schema: {
          tags,
          summary:
            "The passenger and contact form of a chosen flight (a round trip's two): checked, then held for the agency as a B2C order (409 priceChanged with the new total, 429 at the agency's hourly cap)",
          params: ZSlugParams,
          body: ZStorefrontCheckout,
          response: { 200: ZStorefrontCheckoutResponse },
        },
      },
      async (request, reply) => {
        const site = await siteOf(request.params.slug);
        limit(reply, [{ key: address(request), rule: deps.limits.submitPerAddress }]);
        if (!site.products.includes('flights')) throw notFound();
        return withHoldCapRetryAfter(reply, () => deps.checkout.submit(site, request.body, requestLanguage(request)));
      },
    );
  };
}
