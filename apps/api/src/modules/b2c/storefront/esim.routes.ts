// POST /api/s/{slug}/esim/orders: a consumer orders eSIMs on a site that sells them (public, no session read), counted
// against the same per-address submit window as the flight form, its body small (413 beyond), every field checked.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZStorefrontEsimOrder, ZStorefrontEsimOrderResponse } from '@portal/contracts';
import type { Database } from '@portal/db';
import { publicAccess } from '../../../platform/access.js';
import { notFound } from '../../../platform/errors.js';
import { requestLanguage } from '../../../platform/request-context.js';
import type { StorefrontEsimOrders } from './esim-order.service.js';
import { publishedSiteOr404 } from './public-site.js';
import { takeOrRefuse, type WindowLimit, type WindowLimiter } from './request-limits.js';

export type StorefrontEsimRoutesDeps = {
  db: Database;
  orders: StorefrontEsimOrders;
  limiter: WindowLimiter;
  submitPerAddress: WindowLimit;
};

const ZSlugParams = z.strictObject({ slug: z.string().max(60) });
/** An order form is a few hundred bytes: anything larger is refused before it is parsed (413). */
const ORDER_BODY_LIMIT = 16 * 1024;

export function storefrontEsimRoutes(deps: StorefrontEsimRoutesDeps) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/s/:slug/esim/orders',
      {
        config: { access: publicAccess },
        bodyLimit: ORDER_BODY_LIMIT,
        schema: {
          tags: ['storefront'],
          summary:
            "A consumer's eSIM order: priced on the server from the current catalogue, made a B2C order (02, awaiting payment) for the agency; nothing is bought yet",
          params: ZSlugParams,
          body: ZStorefrontEsimOrder,
          response: { 200: ZStorefrontEsimOrderResponse },
        },
      },
      async (request, reply) => {
        const site = await publishedSiteOr404(deps.db, request.params.slug);
        takeOrRefuse(deps.limiter, reply, [{ key: request.ip, rule: deps.submitPerAddress }]);
        if (!site.products.includes('esim')) throw notFound();
        return deps.orders.submit(site, request.body, requestLanguage(request));
      },
    );
  };
}
