// HTTP routes of flight search: the streamed fan-out (NDJSON), the fare rules of one class or family, the lowest-fare calendar.
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBookingSystem,
  ZFlightCalendarQuery,
  ZFlightCalendarResponse,
  ZSearchFlightsRequest,
  ZSupplierFareRulesResponse,
  type TSearchEvent,
} from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import { allowedBy, requireAuth } from '../../platform/access.js';
import { compressedPerWrite } from '../../platform/compression.js';
import type { FareRulesService } from './fare-rules.service.js';
import type { FlightCalendarService } from './flight-calendar.service.js';
import type { FlightSearchService } from './search-flights.service.js';
import { SearchRateLimited, type SearchRateLimiter } from './search-rate-limit.js';

const ZFareRulesQuery = z.strictObject({
  system: ZBookingSystem,
  airline: z.string().regex(/^[A-Z0-9]{2}$/),
  fareClass: z.string().min(1).max(20),
});

export type FlightRoutesDeps = {
  search: FlightSearchService;
  calendar: FlightCalendarService;
  fareRules: FareRulesService;
  searchLimiter: SearchRateLimiter;
};

export function flightRoutes(deps: FlightRoutesDeps) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['flights'];
    const access = allowedBy(ruleOf('/booking/flights'));
    /** Before a fan-out to the suppliers: counts it for the caller, or answers 429 with Retry-After. */
    const limitFanOut = async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        deps.searchLimiter.take(requireAuth(request));
      } catch (error) {
        if (error instanceof SearchRateLimited) reply.header('Retry-After', String(error.retryAfterSeconds));
        throw error;
      }
    };

    api.post(
      '/flights/search',
      {
        config: { access },
        preHandler: limitFanOut,
        // Compressed, yet each event leaves at once: the first system's offers are not held back by the slowest.
        compress: compressedPerWrite,
        schema: {
          tags,
          summary:
            'Search every allowed booking system; answers NDJSON events (started, offers, system-error, promotion, progress, done)',
          body: ZSearchFlightsRequest,
        },
      },
      async (request, reply) => {
        const prepared = await deps.search.prepare(requireAuth(request), request.body);
        const stream = new PassThrough();
        const clientGone = new AbortController();
        // The request's own 'close' fires once its body is read; the response closing early means the caller left.
        reply.raw.once('close', () => {
          if (!reply.raw.writableEnded) clientGone.abort();
        });
        const emit = (event: TSearchEvent) => {
          if (!stream.writableEnded) stream.write(`${JSON.stringify(event)}\n`);
        };
        void deps.search.run(prepared, emit, clientGone.signal).finally(() => stream.end());
        return reply.type('application/x-ndjson; charset=utf-8').header('Cache-Control', 'no-store').send(stream);
      },
    );

    api.get(
      '/flights/fare-rules',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Fare rules (changes, refunds, baggage) of one airline class or family, in Vietnamese and English',
          querystring: ZFareRulesQuery,
          response: { 200: ZSupplierFareRulesResponse },
        },
      },
      async (request) => deps.fareRules.fareRulesOf(requireAuth(request), request.query),
    );

    api.get(
      '/flights/calendar',
      {
        config: { access },
        preHandler: limitFanOut,
        schema: {
          tags,
          summary:
            'Lowest fare per day of a route and month (one adult, one way, issue fee included) over the allowed booking systems',
          querystring: ZFlightCalendarQuery,
          response: { 200: ZFlightCalendarResponse },
        },
      },
      async (request, reply) => {
        // The caller leaving before the answer aborts the supplier calls still running.
        const callerGone = new AbortController();
        const onClose = () => {
          if (!reply.raw.writableEnded) callerGone.abort();
        };
        reply.raw.once('close', onClose);
        try {
          return await deps.calendar.lowestFares(requireAuth(request), request.query, callerGone.signal);
        } finally {
          reply.raw.off('close', onClose);
        }
      },
    );
  };
}
