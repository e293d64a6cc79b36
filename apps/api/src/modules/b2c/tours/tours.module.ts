// The B2C tours part (issue 20): until b2c.module.ts wires it, app.ts registers this module itself.
import type { Database } from '@portal/db';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import { createContentImages } from '../../content/content-images.js';
import { createTourDepartureService } from './tour-departures.service.js';
import { reserveTourSeats, releaseTourSeats } from './tour-seats.js';
import { tourRoutes } from './tour.routes.js';
import { createTourService } from './tour.service.js';

export function createTourModule(deps: { db: Database; clock: Clock }) {
  const tours = createTourService({ ...deps, images: createContentImages({ db: deps.db }) });
  const departures = createTourDepartureService(deps);
  const register = tourRoutes({ tours, departures });
  return {
    routes: async (app: FastifyInstance) => {
      await app.register(register);
    },
    tours,
    departures,
    /** For the storefront and orders: seats held in their transaction, and given back. */
    reserveTourSeats,
    releaseTourSeats,
  };
}

/** What b2c.module.ts calls: registers the tours' routes on an app already under /api. */
export async function registerTourRoutes(app: FastifyInstance, deps: { db: Database; clock: Clock }) {
  await app.register(createTourModule(deps).routes);
}

export type TourModule = ReturnType<typeof createTourModule>;
