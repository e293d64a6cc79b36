// HTTP routes of seat locks: lock one seat, let the portal choose N seats side by side, release a seat.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZTrainAutoSeatRequest,
  ZTrainAutoSeatResponse,
  ZTrainSeatLock,
  ZTrainSeatLockParams,
  ZTrainSeatLockRequest,
} from '@portal/contracts';
import { callerOf } from '../bookings/booking-scope.js';
import { USE_TRAIN } from './train-access.js';
import type { TrainSeatLockService } from './train-seat-locks.service.js';

export function trainSeatLockRoutes(deps: { locks: TrainSeatLockService }) {
  return async function register(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['trains'];

    api.post(
      '/trains/seat-locks',
      {
        config: { access: USE_TRAIN },
        schema: {
          tags,
          summary:
            "Lock one seat for 600 s as this agency's (409 when taken, or past the cap of seats held per direction)",
          body: ZTrainSeatLockRequest,
          response: { 201: ZTrainSeatLock },
        },
      },
      async (request, reply) => reply.status(201).send(await deps.locks.lock(callerOf(request), request.body)),
    );

    api.post(
      '/trains/seat-locks/auto',
      {
        config: { access: USE_TRAIN },
        schema: {
          tags,
          summary:
            'Auto seat choice: lock N free seats of a type side by side in one carriage (409 naming count when none)',
          body: ZTrainAutoSeatRequest,
          response: { 201: ZTrainAutoSeatResponse },
        },
      },
      async (request, reply) => reply.status(201).send(await deps.locks.auto(callerOf(request), request.body)),
    );

    api.delete(
      '/trains/seat-locks/:ticketId',
      {
        config: { access: USE_TRAIN },
        schema: {
          tags,
          summary: "Release a seat this agency locked (404 for another agency's; 409 once a booking took it)",
          params: ZTrainSeatLockParams,
        },
      },
      async (request, reply) => {
        await deps.locks.release(callerOf(request), request.params.ticketId);
        return reply.status(204).send();
      },
    );
  };
}
