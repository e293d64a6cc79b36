// The reservation errors module put together: the log supplier calls write to, and the routes that read it.
import type { Database } from '@portal/db';
import { createReservationErrorLog } from './reservation-error-log.js';
import { reservationErrorRoutes } from './reservation-errors.routes.js';
import { createReservationErrorService } from './reservation-errors.service.js';

export function createReservationErrorModule(deps: { db: Database; onLogFailure: (error: unknown) => void }) {
  return {
    routes: reservationErrorRoutes({ reservationErrors: createReservationErrorService({ db: deps.db }) }),
    /** What flights and bookings write a failed supplier call to. */
    log: createReservationErrorLog(deps.db, deps.onLogFailure),
  };
}
