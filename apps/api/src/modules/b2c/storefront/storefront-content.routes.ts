// /api/s/{slug}/…, the tours' and content's part: a consumer books a tour departure, and the site's content images
// are served to the public while its published content names them. No session read, limited per address.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZStorefrontTourBooking, ZStorefrontTourBookingResponse, ZStorefrontTourParams } from '@portal/contracts';
import type { Database } from '@portal/db';
import { publicAccess } from '../../../platform/access.js';
import type { Clock } from '../../../platform/clock.js';
import { notFound } from '../../../platform/errors.js';
import { requestLanguage } from '../../../platform/request-context.js';
import { IMMUTABLE_ASSET } from '../../../platform/web-app.js';
import { withHoldCapRetryAfter } from './hold-cap.js';
import { publicSiteImage } from './public-images.js';
import { publishedSiteOr404 } from './public-site.js';
import { takeOrRefuse, type WindowLimit, type WindowLimiter } from './request-limits.js';
import type { TourBookingService } from './tour-booking.service.js';

export type StorefrontContentRoutesDeps = {
  db: Database;
  clock: Clock;
  tourBookings: TourBookingService;
  limiter: WindowLimiter;
  /** The same per-address rule as the flight checkout: every consumer form counts against one window. */
  submitPerAddress: WindowLimit;
};

/** A booking form is small: anything larger is refused before it is parsed (413). */
const BOOKING_BODY_LIMIT = 16 * 1024;
const ZImageParams = z.strictObject({ slug: z.string().max(60), name: z.string().max(100) });

export function storefrontContentRoutes(deps: StorefrontContentRoutesDeps) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['storefront'];
    const config = { access: publicAccess };

    const siteOf = (slug: string) => publishedSiteOr404(deps.db, slug);
    const limitSubmit = (request: FastifyRequest, reply: FastifyReply) =>
      takeOrRefuse(deps.limiter, reply, [{ key: request.ip, rule: deps.submitPerAddress }]);

    api.post(
      '/s/:slug/tours/:tourId/bookings',
      {
        config,
        bodyLimit: BOOKING_BODY_LIMIT,
        schema: {
          tags,
          summary:
            "A consumer books a departure of a published tour: the seats held, the B2C order made at the server's price (a resend of the form answers with its order; 429 at the agency's hourly hold cap)",
          params: ZStorefrontTourParams,
          body: ZStorefrontTourBooking,
          response: { 200: ZStorefrontTourBookingResponse },
        },
      },
      async (request, reply) => {
        const site = await siteOf(request.params.slug);
        limitSubmit(request, reply);
        return withHoldCapRetryAfter(reply, () =>
          deps.tourBookings.book(site, {
            tourId: request.params.tourId,
            booking: request.body,
            language: requestLanguage(request),
          }),
        );
      },
    );

    api.get(
      '/s/:slug/images/:name',
      {
        config,
        schema: {
          tags,
          summary: "An image the site's published content shows (logo, tour, article)",
          params: ZImageParams,
        },
      },
      async (request, reply) => {
        const site = await siteOf(request.params.slug);
        const image = await publicSiteImage(deps.db, {
          agencyId: site.agencyId,
          name: request.params.name,
          now: deps.clock.now(),
        });
        if (!image) throw notFound();
        // A stored rendition never changes under its name (a new upload is a new name): kept a year (decision 136).
        return reply
          .type(image.contentType)
          .header('Cache-Control', IMMUTABLE_ASSET)
          .header('X-Content-Type-Options', 'nosniff')
          .send(image.content);
      },
    );
  };
}
