// The trains module put together (issue 16): the railway catalogue in memory, search and seat maps, seat locks, the
// hold, reads, lists and cancel, and the expiry job, over one set of railway dependencies.
import type { FastifyInstance } from 'fastify';
import type { Database } from '@portal/db';
import type { Clock } from '../../platform/clock.js';
import type { RailwayGateway } from '../suppliers/railway/railway-gateway.js';
import { createTrainHoldService } from './hold/train-hold.service.js';
import { createTrainJobs } from './jobs/train-jobs.js';
import { createTrainBookingService } from './train-bookings.service.js';
import { trainBookingRoutes } from './train-bookings.routes.js';
import { createTrainCatalogue } from './train-catalogue.js';
import { createTrainSearchService } from './train-search.service.js';
import { trainSearchRoutes } from './train-search.routes.js';
import { createTrainSeatLockService } from './train-seat-locks.service.js';
import { trainSeatLockRoutes } from './train-seat-locks.routes.js';

export type TrainModuleDeps = {
  db: Database;
  railway: RailwayGateway;
  clock: Clock;
  deadlineMs: number;
  onJobError: (error: unknown, job: string) => void;
};

export function createTrainsModule(deps: TrainModuleDeps) {
  const base = { db: deps.db, railway: deps.railway, clock: deps.clock, deadlineMs: deps.deadlineMs };
  const catalogue = createTrainCatalogue(base);
  const withCatalogue = { ...base, catalogue };
  const search = createTrainSearchService(withCatalogue);
  const locks = createTrainSeatLockService(withCatalogue);
  const holds = createTrainHoldService(withCatalogue);
  const bookings = createTrainBookingService(withCatalogue);
  const jobs = createTrainJobs({ ...base, onError: deps.onJobError });
  return {
    jobs,
    catalogue,
    bookings,
    routes: async (app: FastifyInstance) => {
      await app.register(trainSearchRoutes({ search }));
      await app.register(trainSeatLockRoutes({ locks }));
      await app.register(trainBookingRoutes({ holds, bookings }));
    },
  };
}

export type TrainsModule = ReturnType<typeof createTrainsModule>;
