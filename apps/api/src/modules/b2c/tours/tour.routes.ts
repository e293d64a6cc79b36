// HTTP routes of the back office's tours (SPEC §2 /b2c/tours, /b2c/tour/{id}, /b2c/change-tour; USE_B2C, own agency).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAddTourDepartures,
  ZAddTourDeparturesResponse,
  ZChangeTourDeparture,
  ZListToursQuery,
  ZListToursResponse,
  ZTour,
  ZTourDeparture,
  ZTourDepartureParams,
  ZTourDeparturesQuery,
  ZTourDeparturesResponse,
  ZTourIdParams,
  ZTourWrite,
} from '@portal/contracts';
import { ruleOf } from '@portal/domain';
import { allowedBy } from '../../../platform/access.js';
import { requestContext } from '../../../platform/request-context.js';
import type { TourDepartureService } from './tour-departures.service.js';
import type { TourService } from './tour.service.js';

export function tourRoutes(deps: { tours: TourService; departures: TourDepartureService }) {
  const { tours, departures } = deps;
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['b2c'];
    const read = allowedBy(ruleOf('/b2c/tours'));
    const write = allowedBy(ruleOf('/b2c/change-tour'));
    const one = { params: ZTourIdParams, response: { 200: ZTour } };

    api.get(
      '/b2c/tours',
      {
        config: { access: read },
        schema: {
          tags,
          summary: "The caller's agency's tours: search, status, departure point, month of departure; sorted, paged",
          querystring: ZListToursQuery,
          response: { 200: ZListToursResponse },
        },
      },
      async (request) => {
        const query = request.query;
        return { ...(await tours.list(requestContext(request), query)), limit: query.limit, offset: query.offset };
      },
    );

    api.get(
      '/b2c/tours/:id',
      { config: { access: read }, schema: { tags, summary: 'One tour with its upcoming departures', ...one } },
      async (request) => tours.get(requestContext(request), request.params.id),
    );

    api.post(
      '/b2c/tours',
      {
        config: { access: write },
        schema: {
          tags,
          summary: 'Creates a draft tour (its texts sanitised, its images uploads of the agency)',
          body: ZTourWrite,
          response: { 201: ZTour },
        },
      },
      async (request, reply) => reply.status(201).send(await tours.create(requestContext(request), request.body)),
    );

    api.put(
      '/b2c/tours/:id',
      {
        config: { access: write },
        schema: { tags, summary: 'Changes the whole tour (its status and departures stay)', body: ZTourWrite, ...one },
      },
      async (request) => tours.update(requestContext(request), request.params.id, request.body),
    );

    api.post(
      '/b2c/tours/:id/duplicate',
      {
        config: { access: write },
        schema: {
          tags,
          summary: 'A draft copy of the tour with a new code and address, without departures',
          params: ZTourIdParams,
          response: { 201: ZTour },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await tours.duplicate(requestContext(request), request.params.id)),
    );

    for (const [action, status] of [
      ['publish', 'published'],
      ['unpublish', 'draft'],
    ] as const)
      api.post(
        `/b2c/tours/:id/${action}`,
        {
          config: { access: write },
          schema: { tags, summary: `Makes the tour ${status} on the consumer site`, ...one },
        },
        async (request) => tours.setStatus(requestContext(request), request.params.id, status),
      );

    api.delete(
      '/b2c/tours/:id',
      {
        config: { access: write },
        schema: { tags, summary: 'Deletes a tour never booked (409 otherwise)', params: ZTourIdParams },
      },
      async (request, reply) => {
        await tours.remove(requestContext(request), request.params.id);
        return reply.status(204).send();
      },
    );

    api.get(
      '/b2c/tours/:id/departures',
      {
        config: { access: read },
        schema: {
          tags,
          summary: "The tour's departures from today, or those of a month (yyyy-mm)",
          params: ZTourIdParams,
          querystring: ZTourDeparturesQuery,
          response: { 200: ZTourDeparturesResponse },
        },
      },
      async (request) => ({
        items: await departures.list(requestContext(request), request.params.id, request.query.month),
      }),
    );

    api.post(
      '/b2c/tours/:id/departures',
      {
        config: { access: write },
        schema: {
          tags,
          summary: 'Adds departures: every day of a range (some weekdays only) or fixed dates, each with its seats',
          params: ZTourIdParams,
          body: ZAddTourDepartures,
          response: { 201: ZAddTourDeparturesResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await departures.add(requestContext(request), request.params.id, request.body)),
    );

    api.put(
      '/b2c/tours/:id/departures/:departureId',
      {
        config: { access: write },
        schema: {
          tags,
          summary: "Changes a departure's seats (never below those taken)",
          params: ZTourDepartureParams,
          body: ZChangeTourDeparture,
          response: { 200: ZTourDeparture },
        },
      },
      async (request) => {
        const { id, departureId } = request.params;
        return departures.change(requestContext(request), id, { departureId, seats: request.body.seats });
      },
    );

    api.delete(
      '/b2c/tours/:id/departures/:departureId',
      {
        config: { access: write },
        schema: { tags, summary: 'Removes a departure nobody booked', params: ZTourDepartureParams },
      },
      async (request, reply) => {
        const { id, departureId } = request.params;
        await departures.remove(requestContext(request), id, departureId);
        return reply.status(204).send();
      },
    );
  };
}
