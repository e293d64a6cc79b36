// What every train service is built on: the database, the railway gateway, the clock and the railway call deadline.
import type { Database } from '@portal/db';
import type { Clock } from '../../platform/clock.js';
import type { RailwayGateway } from '../suppliers/railway/railway-gateway.js';

export type TrainDeps = {
  db: Database;
  railway: RailwayGateway;
  clock: Clock;
  /** Each railway call's own deadline in ms (the supplier deadline). */
  deadlineMs: number;
};

/** The one railway today (RAILWAY_SYSTEMS). */
export const RAILWAY = 'VNR' as const;

/** The call options of one railway call: the deadline, and the caller going away when it does. */
export const callOptionsOf = (deps: Pick<TrainDeps, 'deadlineMs'>, signal?: AbortSignal) => ({
  deadlineMs: deps.deadlineMs,
  ...(signal ? { signal } : {}),
});
