// HTTP routes of the railway's catalogue: stations, the search (one way or both ways) and a carriage's seat map.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZTrainSearchRequest,
  ZTrainSearchResponse,
  ZTrainSeatMap,
  ZTrainSeatMapParams,
  ZTrainSeatMapQuery,
  ZTrainStationsResponse,
} from '@portal/contracts';
import { callerOf } from '../bookings/booking-scope.js';
import type { TrainSearchService } from './train-search.service.js';
import { USE_TRAIN } from './train-access.js';

export function trainSearchRoutes(deps: { search: TrainSearchService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['trains'];

    api.get(
      '/trains/stations',
      {
        config: { access: USE_TRAIN },
        schema: {
          tags,
          summary: "The railway's stations with their search aliases (kept in memory, refreshed at most hourly)",
          response: { 200: ZTrainStationsResponse },
        },
      },
      async () => deps.search.stations(),
    );

    api.post(
      '/trains/search',
      {
        config: { access: USE_TRAIN },
        schema: {
          tags,
          summary:
            'Train runs one way (and back on returnDate), fares in VND, station names, and the issue fee per ticket',
          body: ZTrainSearchRequest,
          response: { 200: ZTrainSearchResponse },
        },
      },
      async (request) => deps.search.search(callerOf(request), request.body),
    );

    api.get(
      '/trains/runs/:runId/carriages/:carriageNo/seats',
      {
        config: { access: USE_TRAIN },
        schema: {
          tags,
          summary: "A carriage's seats for a journey: the railway's statuses, fares in VND, this agency's locks isMine",
          params: ZTrainSeatMapParams,
          querystring: ZTrainSeatMapQuery,
          response: { 200: ZTrainSeatMap },
        },
      },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return deps.search.seatMap(callerOf(request), { ...request.params, ...request.query });
      },
    );
  };
}
